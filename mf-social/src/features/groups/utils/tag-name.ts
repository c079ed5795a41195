/**
 * The marker after which a stored tag name carries a machine suffix (e.g. 'VIP__acc1'), left out wherever a group tag
 * is shown. The spec names the marker without its value; this is the app's choice.
 */
export const TAG_SUFFIX_MARKER = '__';

/**
 * A group tag's name as shown on cards, chips, dropdowns, filters and the wizards: whole (not cut
 * at 10 characters, a name is at most 50), without a stored suffix.
 */
export function tagLabel(name: string): string {
  const marker = name.indexOf(TAG_SUFFIX_MARKER);
  return (marker > 0 ? name.slice(0, marker) : name).trim();
}

/** Cards show up to 4 tags, then '+n'. */
export const CARD_TAGS_SHOWN = 4;
export function visibleTags<T>(tags: T[], shown = CARD_TAGS_SHOWN): { visible: T[]; hidden: number } {
  return { visible: tags.slice(0, shown), hidden: Math.max(0, tags.length - shown) };
}

/** Avatar initials: the first letters of the name's words, at most 2. */
export function avatarInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
