/** Below this many seconds between two messages or requests to strangers, the dialogs warn. */
export const SAFE_MIN_DELAY_SECONDS = 30;
/**
 * The default gaps of the member message and friend-request dialogs: the spec allows 1-60 s; the other
 * wizards recommend 60-120 s for strangers, so the slowest the spec allows, with some randomness.
 */
export const MEMBER_JOB_DEFAULT_DELAY = { min: 45, max: 60 } as const;

/** '40 giây', '3 phút', '1 giờ 5 phút'. */
export function durationInWords(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} giây`;
  const minutes = Math.round(total / 60);
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} giờ` : `${hours} giờ ${rest} phút`;
}

/** How long `count` sends take with a random gap of delayMin-delayMax seconds between two (none before the first). */
export function paceRange(count: number, delayMin: number, delayMax: number): { from: string; to: string } | null {
  if (count <= 1) return null;
  return { from: durationInWords((count - 1) * delayMin), to: durationInWords((count - 1) * delayMax) };
}
