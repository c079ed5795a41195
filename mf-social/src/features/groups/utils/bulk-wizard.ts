import { type Account, APP_TIMEZONE, type Attachment, type BulkGroupsRequest, JOB_MESSAGE_MAX, type StoredGroup } from 'shared-sdk';
import { ANTI_SPAM } from './bulk-delays';
import { DAILY_DEFAULT_PRESET, type Frequency, HOURLY_DEFAULT_INTERVAL, timesForFrequency } from './schedule';

/** Everything the standard bulk wizard collects (spec part 2 §2, §4, §5). */
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
export function sendingAccounts(accounts: Account[], groups: StoredGroup[]): Account[] {
  const owners = new Set(groups.map((group) => group.accountId));
  return accounts.filter((account) => account.status === 'ACTIVE' && owners.has(account.id));
}

export const groupsOfAccount = (groups: StoredGroup[], accountId: string) => groups.filter((group) => group.accountId === accountId);

export function initialDraft(accountId: string): BulkDraft {
  return {
    accountId,
    message: '',
    attachments: [],
    delayMin: ANTI_SPAM.recommended.min,
    delayMax: ANTI_SPAM.recommended.max,
    frequency: 'daily',
    dailyPreset: DAILY_DEFAULT_PRESET,
    hourlyInterval: HOURLY_DEFAULT_INTERVAL,
    times: timesForFrequency('daily'),
    executeImmediately: true,
  };
}

/** Compose may go on with an account and text (≤ 2000) or a file, and at least one group of that account. */
export function composeReady(draft: BulkDraft, groupCount: number): boolean {
  const hasContent = draft.message.trim().length > 0 || draft.attachments.length > 0;
  return Boolean(draft.accountId) && hasContent && draft.message.length <= JOB_MESSAGE_MAX && groupCount > 0;
}

/** POST /jobs/message/bulk-groups of the draft. */
export function bulkRequest(draft: BulkDraft, groups: StoredGroup[]): BulkGroupsRequest {
  return {
    accountId: draft.accountId,
    groupIds: groups.map((group) => group.groupId),
    message: draft.message.trim(),
    attachments: draft.attachments,
    scheduleTimes: draft.times,
    timezone: APP_TIMEZONE,
    delayMin: draft.delayMin,
    delayMax: draft.delayMax,
    useBulkDelay: true,
    executeImmediately: draft.executeImmediately,
  };
}
