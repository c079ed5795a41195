import { BULK_SCHEDULE_TIMES_MAX, HOURLY_SCHEDULE, hourlyScheduleTimes } from 'shared-sdk';

/** Schedule of the standard bulk wizard; times are HH:MM in Asia/Ho_Chi_Minh. */
export type Frequency = 'daily' | 'hourly' | 'custom';

export const DAILY_PRESETS = [['09:00'], ['09:00', '14:00', '19:00'], ['08:00', '12:00', '16:00', '20:00']] as const;
/** Choosing 'daily' starts from the three-times preset. */
export const DAILY_DEFAULT_PRESET = 1;
export const HOURLY_INTERVALS = HOURLY_SCHEDULE.intervals;
export const HOURLY_DEFAULT_INTERVAL = 2;
export const DEFAULT_TIME = '09:00';
export const SCHEDULE_TIMES_MAX = BULK_SCHEDULE_TIMES_MAX;

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** 08:00 to 22:00 stepping by `interval` hours, as the label says (every hour: 15 times, which the server takes whole). */
export const hourlyTimes = (interval: number): string[] => hourlyScheduleTimes(interval);

/** The times a frequency starts with: daily 09:00/14:00/19:00, hourly every 2 h, otherwise 09:00. */
export function timesForFrequency(frequency: Frequency): string[] {
  if (frequency === 'daily') return [...DAILY_PRESETS[DAILY_DEFAULT_PRESET]];
  if (frequency === 'hourly') return hourlyTimes(HOURLY_DEFAULT_INTERVAL);
  return [DEFAULT_TIME];
}

/** Adds a time (the next hour after the last one) while fewer than 10 exist. */
export function addTime(times: string[]): string[] {
  if (times.length >= SCHEDULE_TIMES_MAX) return times;
  const last = Number(times[times.length - 1]?.slice(0, 2) ?? 8);
  return [...times, hh((last + 1) % 24)];
}

/** Removes the time at `index` only while more than one remains. */
export function removeTime(times: string[], index: number): string[] {
  return times.length > 1 ? times.filter((_, i) => i !== index) : times;
}

export const canRemoveTime = (times: string[]) => times.length > 1;

/** Estimated duration of one run: the average delay times the group count, in whole minutes (at least 1). */
export function estimatedMinutes(groupCount: number, delayMin: number, delayMax: number): number {
  if (groupCount <= 0) return 0;
  return Math.max(1, Math.ceil((((delayMin + delayMax) / 2) * groupCount) / 60));
}
