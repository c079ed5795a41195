/** The daily run times of a phone-list schedule, 'HH:MM' in 24-hour form. */
export const MAX_SCHEDULE_TIMES = 10;
export const FIRST_SCHEDULE_TIME = '09:00';
export const ADDED_SCHEDULE_TIME = '12:00';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isScheduleTime = (value: string) => HH_MM.test(value);

/** A new time: 12:00, or the next free minute after the last time when 12:00 is taken. */
export function addScheduleTime(times: readonly string[]): string[] {
  if (times.length >= MAX_SCHEDULE_TIMES) return [...times];
  let candidate = ADDED_SCHEDULE_TIME;
  while (times.includes(candidate)) candidate = nextMinute(candidate);
  return [...times, candidate];
}

/** Removes the time at `index`; at least one always remains. */
export function removeScheduleTime(times: readonly string[], index: number): string[] {
  if (times.length <= 1) return [...times];
  return times.filter((_, at) => at !== index);
}

/** The times to send: valid, each once, in the day's order. */
export function normalizeScheduleTimes(times: readonly string[]): string[] {
  return [...new Set(times.filter(isScheduleTime))].sort();
}

function nextMinute(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const total = (hours * 60 + minutes + 1) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
