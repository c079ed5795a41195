import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIMEZONE, APP_UTC_OFFSET } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('vi');

type DateInput = string | number | Date | null | undefined;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** dd/MM/yyyy HH:mm in Asia/Ho_Chi_Minh; '' for no date. */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.tz(APP_TIMEZONE).format('DD/MM/YYYY HH:mm') : '';
}

/** HH:mm in Asia/Ho_Chi_Minh; '' for no date. */
export function formatTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.tz(APP_TIMEZONE).format('HH:mm') : '';
}

/** dd/MM/yyyy in Asia/Ho_Chi_Minh. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.tz(APP_TIMEZONE).format('DD/MM/YYYY') : '';
}

export interface RelativeOptions {
  /** The current time (ms); now by default. */
  now?: number;
  /** Embedded in a sentence ('Đăng nhập vừa xong'): the first letter in lower case. */
  inSentence?: boolean;
}

/**
 * 'Vừa xong', then minutes, hours, days up to 6, then the date. The spec's capital fits a
 * time shown on its own; a sentence that embeds it asks for `{ inSentence: true }`.
 */
export function formatRelative(value: DateInput, options: number | RelativeOptions = {}): string {
  const { now = Date.now(), inSentence = false } = typeof options === 'number' ? { now: options } : options;
  const text = relativeText(value, now);
  return inSentence ? text.charAt(0).toLocaleLowerCase('vi') + text.slice(1) : text;
}

function relativeText(value: DateInput, now: number): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const elapsed = now - date.valueOf();
  if (elapsed < MINUTE) return 'Vừa xong';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} phút trước`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} giờ trước`;
  const days = Math.floor(elapsed / DAY);
  if (days <= 6) return `${days} ngày trước`;
  return formatDateTime(value);
}

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });

/** 199000 → '199.000 ₫'. */
export function formatVnd(amount: number): string {
  return vnd.format(amount);
}

/** A datetime-local input value ('2026-11-22T09:30') as an ISO instant in UTC+7. */
export function datetimeLocalToIso(value: string): string {
  return new Date(`${value.length === 16 ? `${value}:00` : value}${APP_UTC_OFFSET}`).toISOString();
}

/** Whole days left until `endDate`, rounded up and never below 0. */
export function daysLeft(endDate: DateInput, now: number = Date.now()): number {
  if (!endDate) return 0;
  const end = dayjs(endDate).valueOf();
  return Math.max(0, Math.ceil((end - now) / DAY));
}

/** Two-letter initials for avatars ('Nguyễn Văn An' → 'NA'). */
export function initials(name: string, length = 2): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? words[0].slice(0, length) : words[0][0] + words[words.length - 1][0];
  return letters.toUpperCase().slice(0, length);
}
