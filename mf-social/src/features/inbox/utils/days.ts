import { formatDate, formatTime } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';

const DAY_MS = 24 * 3_600_000;
/** Vietnam keeps UTC+7 all year: a Vietnamese day starts at 17:00 UTC. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const WEEKDAYS = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

const weekdayOf = (at: string) => WEEKDAYS[new Date(Date.parse(at) + VIETNAM_OFFSET_MS).getUTCDay()];

/** The thread's day separator, in Vietnamese days: 'Hôm nay', 'Hôm qua', else 'Thứ Năm, 12/03/2026'. */
export function dayLabel(at: string, now = Date.now()): string {
  const day = formatDate(at);
  if (day === formatDate(now)) return INBOX_TEXTS.today;
  if (day === formatDate(now - DAY_MS)) return INBOX_TEXTS.yesterday;
  return `${weekdayOf(at)}, ${day}`;
}

/** The list's time of a last message: 'HH:mm' today, 'Hôm qua', else 'dd/MM' (with the year when not this one). */
export function listTime(at: string, now = Date.now()): string {
  const day = formatDate(at);
  if (day === formatDate(now)) return formatTime(at);
  if (day === formatDate(now - DAY_MS)) return INBOX_TEXTS.yesterday;
  return day.slice(6) === formatDate(now).slice(6) ? day.slice(0, 5) : day;
}

/** 'HH:mm' on the same Vietnamese day as now, else 'HH:mm dd/MM'. */
export function timeOrDateTime(at: string, now = Date.now()): string {
  return formatDate(at) === formatDate(now) ? formatTime(at) : `${formatTime(at)} ${formatDate(at).slice(0, 5)}`;
}

export type ThreadItem<M> = { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: M };

/** The messages (oldest first) with a separator before the first message of each Vietnamese day. */
export function withDaySeparators<M extends { id: string; at: string }>(messages: M[], now = Date.now()): Array<ThreadItem<M>> {
  const items: Array<ThreadItem<M>> = [];
  let lastDay = '';
  for (const message of messages) {
    const day = formatDate(message.at);
    if (day !== lastDay) {
      items.push({ kind: 'day', key: `day-${day}`, label: dayLabel(message.at, now) });
      lastDay = day;
    }
    items.push({ kind: 'message', key: message.id, message });
  }
  return items;
}
