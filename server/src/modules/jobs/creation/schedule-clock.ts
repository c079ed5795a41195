/** Wall-clock times ("HH:MM" in a timezone) to instants, for daily schedules. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `timeZone`, as if that clock were UTC (epoch ms). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant at which the wall clock of `timeZone` shows the given UTC-encoded wall time. */
function instantOf(wallMs: number, timeZone: string): number {
  const guess = wallMs - (wallClockMs(wallMs, timeZone) - wallMs);
  // A second pass settles it when the offset at the guess differs (a DST change in between).
  return wallMs - (wallClockMs(guess, timeZone) - guess);
}

/** The first instant strictly after `after` at which one of `times` (HH:MM) is the time in `timeZone`. */
export function nextRunAt(times: readonly string[], timeZone: string, after: Date): Date {
  if (times.length === 0) throw new Error('a schedule needs at least one time');
  const localNow = wallClockMs(after.getTime(), timeZone);
  const today = Math.floor(localNow / 86_400_000) * 86_400_000;
  const minutes = times.map((time) => {
    const [hours, mins] = time.split(':').map(Number);
    return hours * 60 + mins;
  });
  for (let day = 0; day <= 2; day += 1) {
    const candidates = minutes
      .map((minute) => instantOf(today + day * 86_400_000 + minute * 60_000, timeZone))
      .filter((instant) => instant > after.getTime())
      .sort((a, b) => a - b);
    if (candidates.length > 0) return new Date(candidates[0]);
  }
  throw new Error('no next run found');
}
