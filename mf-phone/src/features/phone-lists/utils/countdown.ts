const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Shown on a card once its next run time has come. */
export const RUN_DUE_TEXT = 'Đã đến giờ chạy!';

/**
 * The time left until the next run, in the largest forms of the spec: 'd h m' from a day,
 * 'h m s' from an hour, 'm s' from a minute, else 's'. Whole seconds, rounded up so that 0s only shows at zero;
 * `null` once the time has come.
 */
export function formatCountdown(msLeft: number): string | null {
  if (msLeft <= 0) return null;
  const total = Math.ceil(msLeft / SECOND) * SECOND;
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = Math.floor((total % MINUTE) / SECOND);
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m ${seconds}s`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

interface ScheduleTime {
  isActive: boolean;
  nextRunAt: string | null;
}

/** The earliest next run among the active schedules, as epoch ms; `null` when none is planned. */
export function earliestNextRun(schedules: readonly ScheduleTime[] | undefined): number | null {
  let earliest: number | null = null;
  for (const schedule of schedules ?? []) {
    if (!schedule.isActive || !schedule.nextRunAt) continue;
    const at = Date.parse(schedule.nextRunAt);
    if (!Number.isNaN(at) && (earliest === null || at < earliest)) earliest = at;
  }
  return earliest;
}
