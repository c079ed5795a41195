import type { Attachment, Pagination } from 'shared-sdk';

/**
 * The phone-lists contract (spec part 3 §3, §7) as this feature reads it. A stand-in until the server branch
 * (phone-server) lands its shared-sdk schemas: then these types come from shared-sdk and this file goes.
 */
export type PhoneListStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'PAUSED' | 'CANCELLED';
export type PhoneEntryStatus = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'FAILED' | 'SKIPPED';
export type ExecutionStatus = 'SUCCESS' | 'PARTIAL' | 'FAILED';

export interface PhoneListSchedule {
  id: string;
  isActive: boolean;
  nextRunAt: string | null;
}

export interface PhoneList {
  id: string;
  name: string;
  description: string | null;
  status: PhoneListStatus;
  totalNumbers: number;
  processedNumbers: number;
  successfulRequests: number;
  failedRequests: number;
  createdAt: string;
  schedules: PhoneListSchedule[];
}

export interface PhoneListPage {
  phoneLists: PhoneList[];
  pagination: Pagination;
}

export interface PhoneEntry {
  id: string;
  phoneNumber: string;
  status: PhoneEntryStatus;
  assignedAccount: { displayName: string } | null;
  foundUserName: string | null;
  foundUserId: string | null;
  /** The friend-request side's stored platform error. */
  errorMessage: string | null;
  /** The messaging side's stored platform error. */
  messageErrorMessage: string | null;
  processedAt: string | null;
}

export interface PhoneImportPreview {
  totalRows: number;
  validCount: number;
  invalidCount: number;
  sampleNumbers: string[];
}

export interface PhoneImportInput {
  file: File;
  listName: string;
  description?: string;
}

export interface PhoneListStats {
  importStats: { total: number; pending: number; processing: number; success: number; failed: number; skipped: number };
  scheduleStats: { totalExecutions: number; avgSuccessRate: number };
  distributionSummary: {
    accountsUsed: { accountId: string; accountName: string; assigned: number; pending: number; processing: number; success: number; failed: number }[];
  };
}

export interface MessageExecution {
  id: string;
  executedAt: string;
  /** Seconds. */
  executionDuration: number;
  status: ExecutionStatus;
  totalProcessed: number;
  successfulMessages: number;
  blockedMessages: number;
  failedMessages: number;
  errorMessage: string | null;
  accountsUsed: string[];
  /** Stored attachments arrive as a list or as a JSON string of one. */
  schedule: { messageTemplate: string; attachments: unknown } | null;
}

export interface AccountQuota {
  accountId: string;
  dailyLimit: number;
}

export interface FriendRequestScheduleInput {
  scheduleTimes: string[];
  messageTemplate: string;
  timezone: string;
  accountQuotas: AccountQuota[];
  /** The message sent once a request is accepted, with its images. */
  followUpMessage?: string;
  attachments?: Attachment[];
}

export interface MessageScheduleInput {
  scheduleTimes: string[];
  messageTemplate: string;
  timezone: string;
  accountQuotas?: AccountQuota[];
  attachments?: Attachment[];
}

export interface PhoneLookupResult {
  found: boolean;
  userInfo?: { displayName?: string; name?: string; userId: string } | null;
  friendRequestResult?: unknown;
  messageResult?: { message?: { msgId?: string | number } } | null;
}
