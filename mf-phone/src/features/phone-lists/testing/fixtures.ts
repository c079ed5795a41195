import type { Account, AccountHealth, PhoneAccountQuota, PhoneEntry, PhoneList, PhoneListPage, PhoneListSchedule, PhoneListStats, PhoneMessageExecution } from 'shared-sdk';
import { accountHealthOf, accountOf, todayOf } from 'shared-sdk/testing/data';

/** Sample data for stories and tests (no network). Ids are uuid-shaped, as the server's are. */
const id = (prefix: string, n: number) => `${prefix}-1a2b-4c3d-8e9f-${String(n).padStart(12, '0')}`;

export const sampleAccounts: Account[] = [
  accountOf(),
  accountOf({ id: '4a3b2c1d-8e7f-4a6b-9c5d-1e2f3a4b5c6d', displayName: 'Shop Cây Cảnh' }),
  accountOf({ id: '5b4c3d2e-9f8a-4b7c-8d6e-2f3a4b5c6d7e', displayName: 'Shop Cũ', status: 'COOKIE_EXPIRED' }),
];

export function scheduleOf(overrides: Partial<PhoneListSchedule> = {}): PhoneListSchedule {
  return { id: id('9d8c7b6a', 1), isActive: true, nextRunAt: '2026-03-06T02:00:00.000Z', ...overrides };
}

export function phoneListOf(overrides: Partial<PhoneList> = {}): PhoneList {
  return {
    id: id('6b5a4c3d', 1),
    name: 'Khách hàng tháng 3',
    description: 'Khách mua hoa dịp 8/3',
    status: 'PENDING',
    totalNumbers: 250,
    processedNumbers: 0,
    successfulRequests: 0,
    failedRequests: 0,
    skippedNumbers: 0,
    noZaloNumbers: 0,
    createdAt: '2026-03-05T02:15:00.000Z',
    schedules: [],
    ...overrides,
  };
}

/** One list in each state the cards show; `nextRunAt` is the processing list's next run. */
export const listsInEveryState = (nextRunAt = '2026-03-06T02:00:00.000Z') => ({
  pending: phoneListOf(),
  processing: phoneListOf({
    id: id('6b5a4c3d', 2),
    name: 'Khách quen Quận 3',
    description: null,
    status: 'PROCESSING',
    totalNumbers: 400,
    processedNumbers: 120,
    successfulRequests: 100,
    failedRequests: 20,
    schedules: [scheduleOf({ id: id('9d8c7b6a', 2), nextRunAt })],
  }),
  paused: phoneListOf({
    id: id('6b5a4c3d', 3),
    name: 'Hội chợ Tết',
    status: 'PAUSED',
    totalNumbers: 90,
    processedNumbers: 45,
    successfulRequests: 45,
    schedules: [scheduleOf({ id: id('9d8c7b6a', 3) })],
  }),
  completed: phoneListOf({
    id: id('6b5a4c3d', 4),
    name: 'Khách sỉ',
    status: 'COMPLETED',
    totalNumbers: 60,
    processedNumbers: 60,
    successfulRequests: 52,
    failedRequests: 8,
  }),
  cancelled: phoneListOf({ id: id('6b5a4c3d', 5), name: 'Danh sách cũ', status: 'CANCELLED', totalNumbers: 30, processedNumbers: 3, successfulRequests: 3 }),
});

export function pageOf(phoneLists: PhoneList[], page = 1, total = phoneLists.length, limit = 12): PhoneListPage {
  return { phoneLists, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
}

export function entryOf(overrides: Partial<PhoneEntry> = {}): PhoneEntry {
  return {
    id: id('1c2d3e4f', 1),
    phoneNumber: '0912345678',
    status: 'SUCCESS',
    assignedAccount: { displayName: 'Shop Hoa Tươi' },
    foundUserName: 'Nguyễn Văn An',
    foundUserId: '8412345678901',
    errorMessage: null,
    messageErrorMessage: null,
    processedAt: '2026-03-05T03:00:00.000Z',
    ...overrides,
  };
}

export const sampleEntries: PhoneEntry[] = [
  entryOf(),
  entryOf({
    id: id('1c2d3e4f', 2),
    phoneNumber: '0987654321',
    status: 'FAILED',
    foundUserName: 'Trần Thị Bình',
    foundUserId: '8498765432101',
    errorMessage: 'Failed to send friend request (Code: 215)',
    messageErrorMessage: 'Rate limit exceeded, code 221',
  }),
  entryOf({ id: id('1c2d3e4f', 3), phoneNumber: '0901111222', status: 'SKIPPED', foundUserName: null, foundUserId: null, errorMessage: 'Không có Zalo' }),
  entryOf({ id: id('1c2d3e4f', 4), phoneNumber: '0903333444', status: 'PENDING', assignedAccount: null, foundUserName: null, foundUserId: null, processedAt: null }),
];

export const statsOf = (overrides: Partial<PhoneListStats> = {}): PhoneListStats => ({
  importStats: { total: 400, pending: 260, processing: 20, success: 100, failed: 15, skipped: 5 },
  scheduleStats: { totalExecutions: 6, avgSuccessRate: 83.33 },
  distributionSummary: {
    accountsUsed: [
      { accountId: sampleAccounts[0].id, accountName: 'Shop Hoa Tươi', assigned: 200, pending: 120, processing: 10, success: 60, failed: 10 },
      { accountId: sampleAccounts[1].id, accountName: 'Shop Cây Cảnh', assigned: 200, pending: 140, processing: 10, success: 40, failed: 10 },
    ],
  },
  ...overrides,
});

export function executionOf(overrides: Partial<PhoneMessageExecution> = {}): PhoneMessageExecution {
  return {
    id: id('2e3f4a5b', 1),
    kind: 'message',
    executedAt: '2026-03-05T02:00:00.000Z',
    executionDuration: 42,
    status: 'PARTIAL',
    totalProcessed: 50,
    successfulMessages: 44,
    blockedMessages: 2,
    failedMessages: 4,
    noZaloNumbers: 3,
    pendingNumbers: 0,
    errorMessage: 'Failed to send message (Code: 123)',
    accountsUsed: ['Shop Hoa Tươi', 'Shop Cây Cảnh'],
    schedule: { messageTemplate: 'Chào bạn! Shop hoa tươi gửi bạn ưu đãi 20% cho mọi bó hoa trong tuần này. Ghé shop hoặc nhắn lại để được tư vấn nhé!', attachments: '[{"filename":"uu-dai.png"}]' },
    notStarted: [],
    ...overrides,
  };
}

/** Saved quotas: the first account saved 30 friend requests, the others nothing yet. */
export const sampleQuotas: PhoneAccountQuota[] = [
  { accountId: sampleAccounts[0].id, dailyLimit: 30, messageDailyLimit: 100, dailyLimitSaved: true, messageDailyLimitSaved: false },
  { accountId: sampleAccounts[1].id, dailyLimit: 50, messageDailyLimit: 100, dailyLimitSaved: false, messageDailyLimitSaved: false },
];

/** An account's health: the first day of its warm-up (20 friend requests), 40 strangers a day. */
export function healthOf(accountId: string, warmUp: AccountHealth['warmUp'] = { day: 1, days: 7 }): AccountHealth {
  const health = accountHealthOf();
  return accountHealthOf({
    accountId,
    window: { ...health.window, enabled: false },
    warmUp,
    today: todayOf({}, { messages: 400, friendRequests: 20, invites: 40 }),
    friends: { count: 120, limit: 1000 },
  });
}
