import type { Account, JobLimitsCheck, RecurringSchedule, SharedListMember, SharedListSender, SharedPendingList, SharedPendingListDetail } from 'shared-sdk';
import { ACCOUNT_ID, accountOf } from 'shared-sdk/testing/data';

/** Sample lists and members for stories and tests (no network). */
export const LIST_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export const listAccounts: Account[] = [
  accountOf(),
  accountOf({ id: '4a3b2c1d-8e7f-4a6b-9c5d-1e2f3a4b5c6d', displayName: 'Shop Cây Cảnh' }),
  accountOf({ id: '5b4c3d2e-9f8a-4b7c-8d6e-2f3a4b5c6d7e', displayName: 'Shop Cũ', status: 'COOKIE_EXPIRED' }),
];

/**
 * The user's accounts as senders of the list: the source account, one sharing the members' group, one logged out
 * and one that never synced its groups.
 */
export const listSenders: SharedListSender[] = [
  { accountId: ACCOUNT_ID, displayName: 'Shop Hoa Tươi', status: 'ACTIVE', isSource: true, sharedGroupIds: [], groupsSynced: true },
  { accountId: '4a3b2c1d-8e7f-4a6b-9c5d-1e2f3a4b5c6d', displayName: 'Shop Cây Cảnh', status: 'ACTIVE', isSource: false, sharedGroupIds: ['g-100'], groupsSynced: true },
  { accountId: '5b4c3d2e-9f8a-4b7c-8d6e-2f3a4b5c6d7e', displayName: 'Shop Cũ', status: 'COOKIE_EXPIRED', isSource: false, sharedGroupIds: ['g-100'], groupsSynced: true },
  { accountId: '6c5d4e3f-0a9b-4c8d-9e7f-3a4b5c6d7e8f', displayName: 'Shop Mới', status: 'ACTIVE', isSource: false, sharedGroupIds: [], groupsSynced: false },
];

/** Basic: 1 of 5 jobs today, none running, one at a time. */
export function jobLimitsOf(overrides: Partial<JobLimitsCheck> = {}): JobLimitsCheck {
  return { canCreate: true, limit: 5, used: 1, concurrentLimit: 1, running: 0, ...overrides };
}

export function listOf(overrides: Partial<SharedPendingList> = {}): SharedPendingList {
  return {
    id: LIST_ID,
    name: 'Khách nhóm Cây cảnh',
    description: 'Thành viên chưa kết bạn từ 3 nhóm cây cảnh',
    memberCount: 3,
    status: 'ACTIVE',
    createdAt: '2026-03-05T02:15:00.000Z',
    sourceAccountId: ACCOUNT_ID,
    sourceAccount: { displayName: 'Shop Hoa Tươi' },
    statusCounts: { success: 1, pending: 1, failed: 1 },
    ...overrides,
  };
}

export function memberOf(index: number, overrides: Partial<SharedListMember> = {}): SharedListMember {
  return {
    id: `0b1c2d3e-4f5a-4b6c-8d7e-00000000000${index}`,
    memberId: `71000000000${index}`,
    globalId: `G${index}00000000000`,
    displayName: `Thành viên ${index}`,
    zaloName: `tv${index}`,
    groupId: 'g-100',
    groupName: 'Cây cảnh Sài Gòn',
    status: 'pending',
    statusReason: null,
    createdAt: '2026-03-05T02:16:00.000Z',
    ...overrides,
  };
}

export function detailOf(overrides: Partial<SharedPendingListDetail> = {}): SharedPendingListDetail {
  return {
    ...listOf(),
    members: [memberOf(1, { status: 'SUCCESS' }), memberOf(2), memberOf(3, { status: 'FAILED', statusReason: 'Stranger cannot receive messages (Code: 123)' })],
    ...overrides,
  };
}

/** A daily message schedule of the sample list, as GET /schedules answers it. */
export function listScheduleOf(overrides: Partial<RecurringSchedule> = {}): RecurringSchedule {
  return {
    id: '5c4b3a29-1a2b-4c3d-8e9f-000000000001',
    kind: 'shared-list-message',
    state: 'ACTIVE',
    target: { type: 'shared-list', id: LIST_ID, name: 'Khách nhóm Cây cảnh', names: [], count: 0 },
    accountId: ACCOUNT_ID,
    accountName: 'Shop Cây Cảnh',
    accountNames: ['Shop Cây Cảnh'],
    scheduleTimes: ['09:00', '15:30'],
    timezone: 'Asia/Ho_Chi_Minh',
    message: 'Chào bạn, shop có cây mới về!',
    attachmentCount: 0,
    delayMin: 60,
    delayMax: 120,
    dailyLimit: 150,
    editable: ['scheduleTimes', 'timezone', 'message', 'dailyLimit'],
    nextRunAt: '2026-03-06T02:00:00.000Z',
    lastRunAt: null,
    lastRun: null,
    createdAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}
