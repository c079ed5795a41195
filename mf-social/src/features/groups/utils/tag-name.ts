/** Group tag names on cards (spec part 2 §2): cut at the stored suffix marker, then at 10 characters with '…'. */
export const TAG_NAME_SHOWN = 10;
/**
 * The marker after which a stored tag name carries a machine suffix (e.g. 'VIP__acc1'). The spec names the
 * marker without its value; this is the app's choice.
 */
export const TAG_SUFFIX_MARKER = '__';

export function shortTagName(name: string): string {
  const marker = name.indexOf(TAG_SUFFIX_MARKER);
  const base = (marker > 0 ? name.slice(0, marker) : name).trim();
  const chars = [...base];
  return chars.length > TAG_NAME_SHOWN ? `${chars.slice(0, TAG_NAME_SHOWN).join('')}…` : base;
}

/** Cards show up to 4 tags, then '+n'. */
export const CARD_TAGS_SHOWN = 4;
export function visibleTags<T>(tags: T[], shown = CARD_TAGS_SHOWN): { visible: T[]; hidden: number } {
  return { visible: tags.slice(0, shown), hidden: Math.max(0, tags.length - shown) };
}

/** Avatar initials: the first letters of the name's words, at most 2 (spec part 2 §9). */
export function avatarInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
