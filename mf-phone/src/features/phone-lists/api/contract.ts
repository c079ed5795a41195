import type { Attachment } from 'shared-sdk';

/**
 * The phone-lists contract (spec part 3 §3, §7) comes from shared-sdk (`schemas/phone-lists.ts`, which the server
 * validates with); these are the names this feature reads it by, plus the shapes of its own forms.
 */
export type {
  ExecutionStatus,
  PhoneEntry,
  PhoneEntryStatus,
  PhoneImportPreview,
  PhoneList,
  PhoneListSchedule,
  PhoneListStats,
  PhoneListStatus,
  PhoneLookupResult,
  PhoneMessageExecution as MessageExecution,
} from 'shared-sdk';
import type { PhoneList } from 'shared-sdk';

export interface PhoneListPage {
  phoneLists: PhoneList[];
  pagination: import('shared-sdk').Pagination;
}

export interface PhoneImportInput {
  file: File;
  listName: string;
  description?: string;
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
