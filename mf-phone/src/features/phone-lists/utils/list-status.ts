import { PHONE_ENTRY_STATUS_LABELS } from 'shared-sdk';
import type { ExecutionStatus, PhoneEntryStatus, PhoneListStatus } from '../api/contract';

/** Statuses of phone lists, their numbers and their runs: labels, badge colours, card buttons (spec part 3 §2, §4). */

export const LIST_STATUS_LABELS: Record<PhoneListStatus, string> = {
  PENDING: 'Chờ xử lý',
  PROCESSING: 'Đang chạy',
  COMPLETED: 'Hoàn thành',
  PAUSED: 'Tạm dừng',
  CANCELLED: 'Đã hủy',
};

/** PROCESSING blue, COMPLETED green, PAUSED yellow, CANCELLED red, others grey. */
const LIST_STATUS_COLORS: Partial<Record<string, string>> = { PROCESSING: 'blue', COMPLETED: 'green', PAUSED: 'gold', CANCELLED: 'red' };

export const listStatusColor = (status: string): string => LIST_STATUS_COLORS[status] ?? 'default';

/** The labels live in shared-sdk: the server's exports write the same words. */
export const ENTRY_STATUS_LABELS: Record<PhoneEntryStatus, string> = PHONE_ENTRY_STATUS_LABELS;

export const ENTRY_STATUS_COLORS: Record<PhoneEntryStatus, string> = {
  PENDING: 'default',
  PROCESSING: 'blue',
  SUCCESS: 'green',
  FAILED: 'red',
  SKIPPED: 'gold',
};

export const EXECUTION_STATUS_LABELS: Record<ExecutionStatus, string> = {
  SUCCESS: 'Thành công',
  PARTIAL: 'Một phần',
  FAILED: 'Thất bại',
};

export const EXECUTION_STATUS_COLORS: Record<ExecutionStatus, string> = { SUCCESS: 'green', PARTIAL: 'gold', FAILED: 'red' };

interface ListCounts {
  status: string;
  totalNumbers: number;
  processedNumbers: number;
  successfulRequests: number;
  failedRequests: number;
}

/** Processed over total, in whole percent. */
export const progressPercent = (list: ListCounts): number =>
  list.totalNumbers > 0 ? Math.min(100, Math.round((list.processedNumbers / list.totalNumbers) * 100)) : 0;

/** Successful over processed, one decimal; null before anything was processed. */
export const successRate = (list: ListCounts): number | null =>
  list.processedNumbers > 0 ? Math.round((list.successfulRequests / list.processedNumbers) * 1000) / 10 : null;

export type CardAction = 'scheduleFriendRequests' | 'scheduleMessages' | 'pause' | 'resume' | 'details' | 'retry' | 'runNow' | 'delete';

/** The buttons of a card, in the order shown (spec part 3 §2 "Card buttons"). */
export function cardActions(list: ListCounts, hasSchedule: boolean): CardAction[] {
  const actions: CardAction[] = [];
  if (list.status === 'PENDING') actions.push('scheduleFriendRequests', 'scheduleMessages');
  if (list.status === 'PROCESSING') actions.push('pause');
  if (list.status === 'PAUSED') actions.push('resume');
  actions.push('details');
  if (list.failedRequests > 0) actions.push('retry');
  if (list.status === 'PROCESSING' && hasSchedule) actions.push('runNow');
  if (list.status !== 'PROCESSING') actions.push('delete');
  return actions;
}
