import { SHARED_LIST_SCHEDULE_STEP_MINUTES, SHARED_LIST_SCHEDULE_TIMES_MAX } from 'shared-sdk';

const pad = (value: number) => String(value).padStart(2, '0');

/** Every HH:MM of a day on the 5-minute step: the choices of a send time. */
export const FIVE_MINUTE_TIMES: string[] = Array.from({ length: (24 * 60) / SHARED_LIST_SCHEDULE_STEP_MINUTES }, (_, index) => {
  const minutes = index * SHARED_LIST_SCHEDULE_STEP_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/** The next time to offer when one is added: an hour after the last, not yet chosen; null at the limit of 10. */
export function nextTimeToAdd(times: string[]): string | null {
  if (times.length >= SHARED_LIST_SCHEDULE_TIMES_MAX) return null;
  const last = times.length > 0 ? FIVE_MINUTE_TIMES.indexOf(times[times.length - 1]) : FIVE_MINUTE_TIMES.indexOf('08:00') - 12;
  for (let step = 12; step < FIVE_MINUTE_TIMES.length + 12; step += 1) {
    const candidate = FIVE_MINUTE_TIMES[(last + step) % FIVE_MINUTE_TIMES.length];
    if (!times.includes(candidate)) return candidate;
  }
  return null;
}

/** At least one time must remain. */
export const canRemoveTime = (times: string[]) => times.length > 1;
