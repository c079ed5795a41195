import { appToday, REPORT_MAX_DAYS, REPORT_PRESETS, type ReportQuery, shiftDate } from 'shared-sdk';

/** The quick ranges and the custom one. */
export type RangePreset = keyof typeof REPORT_PRESETS | 'custom';

/** A range of Vietnamese days, both included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included. */
export function daysBetween({ from, to }: DayRange): number {
  const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
  return Math.round((utc(to) - utc(from)) / DAY_MS) + 1;
}

/** Every day of the range, oldest first. */
export function datesOf(range: DayRange): string[] {
  return Array.from({ length: Math.max(0, daysBetween(range)) }, (_, index) => shiftDate(range.from, index));
}

/** The quick ranges end today (Asia/Ho_Chi_Minh): today, the last 7 days, the last 30 days. */
export function presetRange(preset: keyof typeof REPORT_PRESETS, now: number = Date.now()): DayRange {
  const to = appToday(now);
  return { from: shiftDate(to, 1 - REPORT_PRESETS[preset]), to };
}

/**
 * A custom range as picked: in order, never past today, at most REPORT_MAX_DAYS long (the start moves up to fit, so
 * the range the customer sees is the one asked).
 */
export function clampRange(range: DayRange, now: number = Date.now()): DayRange {
  const today = appToday(now);
  let [from, to] = range.from <= range.to ? [range.from, range.to] : [range.to, range.from];
  if (to > today) to = today;
  if (from > to) from = to;
  if (daysBetween({ from, to }) > REPORT_MAX_DAYS) from = shiftDate(to, 1 - REPORT_MAX_DAYS);
  return { from, to };
}

/** The query of every report. */
export function reportQueryOf(range: DayRange, accountId: string | undefined): ReportQuery {
  return accountId ? { ...range, accountId } : { ...range };
}

/** YYYY-MM-DD → dd/MM/YYYY. */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** How old a report may be when the page is opened again. */
export const REPORT_STALE_TIME_MS = 60_000;

const PRESETS: readonly RangePreset[] = ['today', 'week', 'month', 'custom'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const validDay = (value: string | null): value is string => value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** What the page shows: a range preset (and its days), and the account. */
export interface ReportFilter {
  preset: RangePreset;
  range: DayRange;
  accountId?: string;
}

/**
 * The filter kept in the address (`?range=week`, `?range=custom&from=…&to=…`, `&account=…`), so a reload or a shared
 * link shows the same report. Anything unreadable falls back to the last 7 days of every account.
 */
export function filterFromParams(params: URLSearchParams, now: number = Date.now()): ReportFilter {
  const asked = params.get('range') as RangePreset | null;
  const account = params.get('account');
  const accountId = account && UUID.test(account) ? account : undefined;
  const from = params.get('from');
  const to = params.get('to');
  if (asked === 'custom' && validDay(from) && validDay(to)) return { preset: 'custom', range: clampRange({ from, to }, now), accountId };
  const preset = asked && asked !== 'custom' && PRESETS.includes(asked) ? asked : 'week';
  return { preset, range: presetRange(preset, now), accountId };
}

export function paramsOfFilter({ preset, range, accountId }: ReportFilter): URLSearchParams {
  const params = new URLSearchParams({ range: preset });
  if (preset === 'custom') {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  if (accountId) params.set('account', accountId);
  return params;
}
