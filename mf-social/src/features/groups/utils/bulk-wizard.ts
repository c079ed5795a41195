import { type Account, APP_TIMEZONE, type Attachment, BULK_GROUP_DELAY_DEFAULT, type BulkGroupsRequest, JOB_MESSAGE_MAX } from 'shared-sdk';
import { accountGroupsOrSelection, type SelectedGroups, selectionByAccount } from './selection';
import { DAILY_DEFAULT_PRESET, type Frequency, HOURLY_DEFAULT_INTERVAL, timesForFrequency } from './schedule';

/** Everything the standard bulk wizard collects. */
export interface BulkDraft {
  accountId: string;
  message: string;
  attachments: Attachment[];
  delayMin: number;
  delayMax: number;
  frequency: Frequency;
  dailyPreset: number;
  hourlyInterval: number;
  times: string[];
  executeImmediately: boolean;
}

/** ACTIVE accounts that own at least one selected group: only they can send to them. */
export function sendingAccounts(accounts: Account[], selection: SelectedGroups): Account[] {
  const owners = new Set(selectionByAccount(selection).map((share) => share.accountId));
  return accounts.filter((account) => account.status === 'ACTIVE' && owners.has(account.id));
}

/** The selected groups of one account: how many, and which when picked one by one. */
export function groupsOfAccount(selection: SelectedGroups, accountId: string) {
  const share = selectionByAccount(selection).find((candidate) => candidate.accountId === accountId);
  return { count: share?.count ?? 0, groups: share?.groups };
}

export function initialDraft(accountId: string): BulkDraft {
  return {
    accountId,
    message: '',
    attachments: [],
    delayMin: BULK_GROUP_DELAY_DEFAULT.min,
    delayMax: BULK_GROUP_DELAY_DEFAULT.max,
    frequency: 'daily',
    dailyPreset: DAILY_DEFAULT_PRESET,
    hourlyInterval: HOURLY_DEFAULT_INTERVAL,
    times: timesForFrequency('daily'),
    executeImmediately: true,
  };
}

/** A schedule needs an account and text or files ('Vui lòng chọn tài khoản và nhập nội dung'). */
export function hasAccountAndContent(draft: BulkDraft): boolean {
  return Boolean(draft.accountId) && (draft.message.trim().length > 0 || draft.attachments.length > 0);
}

/** Compose may go on with an account and text (≤ 2000) or a file, and at least one group of that account. */
export function composeReady(draft: BulkDraft, groupCount: number): boolean {
  return hasAccountAndContent(draft) && draft.message.length <= JOB_MESSAGE_MAX && groupCount > 0;
}

/**
 * POST /jobs/message/bulk-groups of the draft: the account's picked groups, or the select-all's filter. Sent now,
 * no schedule goes with it (the schedule's times are not shown then either).
 */
export function bulkRequest(draft: BulkDraft, selection: SelectedGroups): BulkGroupsRequest {
  return {
    accountId: draft.accountId,
    ...accountGroupsOrSelection(selection, draft.accountId),
    message: draft.message.trim(),
    attachments: draft.attachments,
    scheduleTimes: draft.executeImmediately ? [] : draft.times,
    timezone: APP_TIMEZONE,
    delayMin: draft.delayMin,
    delayMax: draft.delayMax,
    useBulkDelay: true,
    executeImmediately: draft.executeImmediately,
  };
}
