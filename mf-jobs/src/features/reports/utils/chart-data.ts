import { dayMonth, type ReportDay, type ReportHeatmap } from 'shared-sdk';
import { datesOf, type DayRange } from './range';

/** One day of the daily chart: every day of the range, zero when the server left it out. */
export interface ChartDay extends ReportDay {
  /** dd/MM. */
  label: string;
}

export function chartDays(range: DayRange, days: ReportDay[] | undefined): ChartDay[] {
  const byDate = new Map((days ?? []).map((day) => [day.date, day]));
  return datesOf(range).map((date) => {
    const day = byDate.get(date);
    return { date, label: dayMonth(date), sent: day?.sent ?? 0, messages: day?.messages ?? 0, replied: day?.replied ?? 0, failed: day?.failed ?? 0 };
  });
}

export function dailyTotals(days: ChartDay[]): { sent: number; messages: number; replied: number } {
  return days.reduce(
    (totals, day) => ({ sent: totals.sent + day.sent, messages: totals.messages + day.messages, replied: totals.replied + day.replied }),
    { sent: 0, messages: 0, replied: 0 },
  );
}

/** The heatmap's rows from the top: Monday first, Sunday last (as a Vietnamese week reads). */
export const HEATMAP_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export const HEATMAP_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** [hour, row, replies] for every cell with replies, the row being the weekday's place in HEATMAP_WEEKDAYS. */
export function heatmapPoints(heatmap: ReportHeatmap | undefined): [number, number, number][] {
  return (heatmap?.cells ?? [])
    .filter((cell) => cell.replies > 0 && cell.hour >= 0 && cell.hour < 24)
    .map((cell) => [cell.hour, HEATMAP_WEEKDAYS.indexOf(cell.weekday as (typeof HEATMAP_WEEKDAYS)[number]), cell.replies] as [number, number, number])
    .filter(([, row]) => row >= 0);
}

/** The total and the busiest cell (the earliest in the week on a tie), or null when nobody replied. */
export function heatmapPeak(heatmap: ReportHeatmap | undefined): { total: number; busiest: { weekday: number; hour: number; replies: number } | null } {
  let busiest: { weekday: number; hour: number; replies: number } | null = null;
  let total = 0;
  const inWeekOrder = heatmapPoints(heatmap).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  for (const [hour, row, replies] of inWeekOrder) {
    total += replies;
    if (!busiest || replies > busiest.replies) busiest = { weekday: HEATMAP_WEEKDAYS[row], hour, replies };
  }
  return { total, busiest };
}
