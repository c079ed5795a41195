import { type ExecutionStatus, PHONE_ENTRY_STATUS_LABELS, type PhoneEntryStatus, type PhoneListSchedule, type PhoneListStatus } from 'shared-sdk';
import { PHONE_TEXTS } from '../texts';

/** Statuses of phone lists, their numbers and their runs: labels, badge colours, card buttons. */

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
  RUNNING: 'Đang chạy',
  SUCCESS: 'Thành công',
  PARTIAL: 'Một phần',
  FAILED: 'Thất bại',
};

export const EXECUTION_STATUS_COLORS: Record<ExecutionStatus, string> = { RUNNING: 'blue', SUCCESS: 'green', PARTIAL: 'gold', FAILED: 'red' };

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

/**
 * Successful over the numbers actually sent to (successful + failed), one decimal; null before any was. A skipped
 * number (no Zalo, do-not-contact) is neither, so it does not lower the rate.
 */
export const successRate = (list: ListCounts): number | null => {
  const attempted = list.successfulRequests + list.failedRequests;
  return attempted > 0 ? Math.round((list.successfulRequests / attempted) * 1000) / 10 : null;
};

export type CardAction = 'scheduleFriendRequests' | 'scheduleMessages' | 'pause' | 'resume' | 'details' | 'retry' | 'runNow' | 'delete';

/** The buttons of a card, in the order shown. */
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

/**
 * Why a card offers no schedule button: the spec offers them only on a PENDING list, so a list that has one schedule
 * cannot get the other; null on a PENDING list (the buttons are there).
 */
export function scheduleHint(list: { status: string; schedules: readonly Pick<PhoneListSchedule, 'kind'>[] }): string | null {
  if (list.status === 'PENDING') return null;
  if (list.status === 'COMPLETED') return PHONE_TEXTS.scheduleHintCompleted;
  if (list.status === 'CANCELLED') return PHONE_TEXTS.scheduleHintCancelled;
  const hasFriend = list.schedules.some((schedule) => schedule.kind !== 'message');
  const hasMessage = list.schedules.some((schedule) => schedule.kind === 'message');
  if (hasFriend && hasMessage) return PHONE_TEXTS.scheduleHintBoth;
  return hasMessage
    ? PHONE_TEXTS.scheduleHintMissing(PHONE_TEXTS.scheduleKindFriend, PHONE_TEXTS.scheduleKindMessage)
    : PHONE_TEXTS.scheduleHintMissing(PHONE_TEXTS.scheduleKindMessage, PHONE_TEXTS.scheduleKindFriend);
}
