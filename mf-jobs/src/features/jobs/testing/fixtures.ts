import type { Account, Group, Job, JobLimitsCheck, JobList, JobRecipient, JobRecipientList, JobStats, JobVariantStats, RecurringSchedule } from 'shared-sdk';
import { ACCOUNT_ID, accountHealthOf, accountOf } from 'shared-sdk/testing/data';

/** Sample data for stories and tests (no network). Ids are uuid-shaped, as the server's are. */
export const OTHER_ACCOUNT_ID = '4a3b2c1d-8e7f-4a6b-9c5d-1e2f3a4b5c6d';

export const sampleAccounts: Account[] = [
  accountOf(),
  accountOf({ id: OTHER_ACCOUNT_ID, displayName: 'Shop Cây Cảnh' }),
  accountOf({ id: '5b4c3d2e-9f8a-4b7c-8d6e-2f3a4b5c6d7e', displayName: 'Shop Cũ', status: 'COOKIE_EXPIRED' }),
];

export function jobOf(overrides: Partial<Job> = {}): Job {
  return {
    id: '7c6d5e4f-1a2b-4c3d-8e9f-000000000001',
    accountId: ACCOUNT_ID,
    accountName: 'Shop Hoa Tươi',
    type: 'TO_FRIENDS',
    status: 'PENDING',
    priority: 5,
    maxRetries: 3,
    scheduledAt: null,
    createdAt: '2026-03-05T02:15:00.000Z',
    startedAt: null,
    completedAt: null,
    updatedAt: '2026-03-05T02:15:00.000Z',
    totalRecipients: 120,
    successCount: 0,
    failedCount: 0,
    skippedCount: 0,
    errorMessage: null,
    pausedUntil: null,
    payload: { message: 'Chào bạn, shop có mẫu hoa mới!', delayMin: 1, delayMax: 3 },
    metadata: { delayBetweenMessages: 1000, useRandomDelay: true, source: 'jobs-page' },
    ...overrides,
  };
}

const jobId = (n: number) => `7c6d5e4f-1a2b-4c3d-8e9f-${String(n).padStart(12, '0')}`;

/** One job in each state the cards show. */
export const jobsInEveryState = {
  pending: jobOf({ id: jobId(1), scheduledAt: '2026-03-06T01:00:00.000Z', priority: 8 }),
  processing: jobOf({
    id: jobId(2),
    type: 'TO_GROUP_MEMBERS',
    status: 'PROCESSING',
    startedAt: '2026-03-05T02:16:00.000Z',
    totalRecipients: 240,
    successCount: 101,
    failedCount: 7,
    skippedCount: 4,
    payload: { message: 'Ưu đãi cuối tuần', delayMin: 1, delayMax: 3, groupId: 'g-1', groupName: 'Hội yêu hoa' },
  }),
  completed: jobOf({
    id: jobId(4),
    type: 'TO_THREAD',
    status: 'COMPLETED',
    totalRecipients: 1,
    successCount: 1,
    startedAt: '2026-03-05T02:16:00.000Z',
    completedAt: '2026-03-05T02:16:05.000Z',
  }),
  failed: jobOf({
    id: jobId(5),
    status: 'FAILED',
    totalRecipients: 50,
    successCount: 12,
    failedCount: 38,
    errorMessage: 'Phiên đăng nhập Zalo đã hết hạn (mã 102): tài khoản cần đăng nhập lại.',
    completedAt: '2026-03-05T03:00:00.000Z',
  }),
  cancelled: jobOf({ id: jobId(6), status: 'CANCELLED', totalRecipients: 80, successCount: 20, skippedCount: 60 }),
  friendRequest: jobOf({ id: jobId(7), type: 'FRIEND_REQUEST', status: 'COMPLETED', totalRecipients: 30, successCount: 30, accountName: null }),
};

/** PROCESSING but cooling down after a rate limit until `minutes` from `now`. */
export const pausedJob = (now: number, minutes = 25): Job =>
  jobOf({
    ...jobsInEveryState.processing,
    id: jobId(3),
    type: 'TO_FRIENDS',
    pausedUntil: new Date(now + minutes * 60_000).toISOString(),
  });

export function jobListOf(jobs: Job[], page = 1, total = jobs.length, limit = 10): JobList {
  return { jobs, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
}

export function statsOf(jobs: Job[]): JobStats {
  const byStatus = { PENDING: 0, PROCESSING: 0, COMPLETED: 0, FAILED: 0, CANCELLED: 0 };
  for (const job of jobs) byStatus[job.status] += 1;
  return { totalJobs: jobs.length, byStatus };
}

export const limitsOf = (overrides: Partial<JobLimitsCheck> = {}): JobLimitsCheck => ({
  canCreate: true,
  limit: 20,
  used: 3,
  concurrentLimit: 2,
  running: 1,
  ...overrides,
});

export function recipientOf(overrides: Partial<JobRecipient> = {}): JobRecipient {
  return {
    seq: 1,
    targetId: '8401234567890',
    targetType: 'user',
    displayName: 'Nguyễn Văn An',
    status: 'SENT',
    attempts: 1,
    errorCode: null,
    errorMessage: null,
    processedAt: '2026-03-05T02:16:10.000Z',
    sentText: 'Xin chào Nguyễn Văn An',
    ...overrides,
  };
}

export const sampleRecipients: JobRecipient[] = [
  recipientOf(),
  recipientOf({ seq: 2, targetId: '8401234567891', displayName: 'Trần Thị Bình', status: 'FAILED', errorCode: 123, errorMessage: 'Người lạ không thể nhận tin nhắn' }),
  recipientOf({ seq: 3, targetId: '8401234567892', displayName: 'Lê Minh', status: 'SKIPPED', processedAt: '2026-03-05T02:16:20.000Z' }),
  recipientOf({ seq: 4, targetId: '0901234567', targetType: 'phone', displayName: null, status: 'PENDING', attempts: 0, processedAt: null }),
];

/** The same log after replies: two of the people replied, each with the variant they got. */
export const repliedRecipients: JobRecipient[] = [
  recipientOf({ variant: 'A', repliedAt: '2026-03-05T03:20:00.000Z' }),
  recipientOf({ seq: 2, targetId: '8401234567891', displayName: 'Trần Thị Bình', variant: 'B', sentText: 'Chào Trần Thị Bình, bạn xem mẫu mới chưa?' }),
  recipientOf({ seq: 3, targetId: '8401234567892', displayName: 'Lê Minh', variant: 'B', repliedAt: '2026-03-06T01:05:00.000Z', sentText: 'Chào Lê Minh, bạn xem mẫu mới chưa?' }),
];

const variantOf = (variant: JobVariantStats['variant'], sent: number, replied: number, leader = false): JobVariantStats => ({
  variant,
  message: variant === 'A' ? 'Chào {ten}, shop có mẫu hoa mới!' : 'Chào {ten}, bạn xem mẫu mới chưa?',
  recipients: sent,
  sent,
  replied,
  replyRate: sent > 0 ? replied / sent : 0,
  leader,
});

/** A finished job with two variants: 6 sent, 2 replied (one each), too few sends for a leader. */
export const smallVariantJob = jobOf({
  id: jobId(21),
  status: 'COMPLETED',
  totalRecipients: 6,
  successCount: 6,
  repliedCount: 2,
  replyRate: 2 / 6,
  variants: [variantOf('A', 3, 1), variantOf('B', 3, 1)],
});

/** A large one: every variant past the sample, B leads. */
export const ledVariantJob = jobOf({
  id: jobId(22),
  status: 'COMPLETED',
  totalRecipients: 100,
  successCount: 100,
  repliedCount: 17,
  replyRate: 0.17,
  variants: [variantOf('A', 50, 5), variantOf('B', 50, 12, true)],
});

export const recipientListOf = (recipients: JobRecipient[] = sampleRecipients): JobRecipientList => ({
  recipients,
  pagination: { page: 1, limit: 50, total: recipients.length, totalPages: 1 },
});

export const sampleGroups: Group[] = [
  { groupId: 'g-1', name: 'Hội yêu hoa', memberCount: 231, isCommunity: false },
  { groupId: 'g-2', name: 'Khách quen Quận 3', memberCount: 58, isCommunity: false },
];

/** Jobs from each place of the product, as the card names their source and creator. */
export const jobsFromEverywhere = {
  bulkGroups: jobOf({
    id: jobId(11),
    type: 'TO_THREAD',
    status: 'PROCESSING',
    totalRecipients: 7,
    successCount: 2,
    payload: { message: 'Chào cả nhà, shop vừa về lô hoa tulip Hà Lan, đặt trước hôm nay được giảm 10% cho mọi đơn hàng trên 500 nghìn', delayMin: 60, delayMax: 120, groupIds: ['g-1', 'g-2', 'g-3', 'g-4', 'g-5', 'g-6', 'g-7'] },
    metadata: { source: 'bulk-groups', executionId: 'e-1', sourceNames: ['Hội yêu hoa', 'Khách quen Quận 3'] },
  }),
  sharedListSchedule: jobOf({
    id: jobId(12),
    type: 'TO_GROUP_MEMBERS',
    totalRecipients: 40,
    payload: { message: 'Chào {ten}, cảm ơn bạn đã ghé gian hàng', delayMin: 20, delayMax: 60 },
    metadata: { source: 'shared-list-schedule', listId: 'l-1', scheduleId: 's-1', sourceNames: ['Khách hội chợ'] },
  }),
  phoneList: jobOf({
    id: jobId(13),
    type: 'FRIEND_REQUEST',
    totalRecipients: 25,
    payload: { message: 'Mình kết bạn nhé', delayMin: 15, delayMax: 45 },
    metadata: { source: 'phone-list', phoneListId: 'p-1', scheduleId: 's-2', executionId: 'e-2', sourceNames: ['Khách tháng 3'] },
  }),
  tags: jobOf({
    id: jobId(14),
    type: 'TO_THREAD',
    totalRecipients: 12,
    payload: { message: 'Ưu đãi cuối tuần', delayMin: 15, delayMax: 45, groupIds: ['g-1'] },
    metadata: { source: 'bulk-groups-by-tags', tagIds: ['t-1', 't-2'], sourceNames: ['VIP', 'Khách sỉ'] },
  }),
  friendsPage: jobOf({ id: jobId(15), totalRecipients: 35, metadata: { source: 'friends-page' } }),
  phones: jobOf({ id: jobId(16), totalRecipients: 3, metadata: { source: 'jobs-page', phoneNumbers: ['0901234567', '0912345678', '0987654321'] } }),
  thread: jobOf({ id: jobId(17), type: 'TO_THREAD', totalRecipients: 1, metadata: { source: 'jobs-page', targetThreadId: '840123', sourceNames: ['Nguyễn Văn An'] } }),
  waiting: jobOf({ id: jobId(18), waitingForSlot: true, metadata: { source: 'friends-page' } }),
};

/** A healthy account's health, nothing sent today. */
export const healthOf = accountHealthOf;

export function scheduleOf(overrides: Partial<RecurringSchedule> = {}): RecurringSchedule {
  return {
    id: '9d8c7b6a-1a2b-4c3d-8e9f-000000000001',
    kind: 'bulk-groups',
    state: 'ACTIVE',
    target: { type: 'groups', id: null, name: null, names: ['Hội yêu hoa', 'Khách quen Quận 3'], count: 5 },
    accountId: ACCOUNT_ID,
    accountName: 'Shop Hoa Tươi',
    accountNames: ['Shop Hoa Tươi'],
    scheduleTimes: ['09:00', '15:30'],
    timezone: 'Asia/Ho_Chi_Minh',
    message: 'Chào cả nhà, hàng mới về!',
    attachmentCount: 1,
    delayMin: 60,
    delayMax: 120,
    dailyLimit: null,
    editable: ['scheduleTimes', 'timezone', 'message', 'delays'],
    nextRunAt: '2026-03-06T02:00:00.000Z',
    lastRunAt: '2026-03-05T08:30:00.000Z',
    lastRun: { error: null, jobId: jobId(11), jobs: 1, status: 'COMPLETED', waitingForSlot: false, totalRecipients: 5, successCount: 4, failedCount: 1, skippedCount: 0 },
    createdAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

/** One schedule of each kind and state. */
export const sampleSchedules: RecurringSchedule[] = [
  scheduleOf(),
  scheduleOf({
    id: '9d8c7b6a-1a2b-4c3d-8e9f-000000000002',
    kind: 'shared-list-message',
    state: 'PAUSED',
    target: { type: 'shared-list', id: 'l-1', name: 'Khách hội chợ', names: [], count: 0 },
    scheduleTimes: ['10:00'],
    message: 'Chào {ten}, cảm ơn bạn đã ghé gian hàng',
    attachmentCount: 0,
    delayMin: 20,
    delayMax: 60,
    dailyLimit: 200,
    editable: ['scheduleTimes', 'timezone', 'message', 'dailyLimit'],
    nextRunAt: null,
    lastRun: { error: 'Đã gửi đủ 200 tin nhắn hôm nay theo lịch, lần sau sẽ gửi tiếp', jobId: null, jobs: 0, status: null, waitingForSlot: false, totalRecipients: 0, successCount: 0, failedCount: 0, skippedCount: 0 },
  }),
  scheduleOf({
    id: '9d8c7b6a-1a2b-4c3d-8e9f-000000000003',
    kind: 'phone-friend-request',
    state: 'FINISHED',
    target: { type: 'phone-list', id: 'p-1', name: 'Khách tháng 3', names: [], count: 0 },
    accountNames: ['Shop Hoa Tươi', 'Shop Cây Cảnh'],
    scheduleTimes: ['08:05'],
    message: 'Mình kết bạn nhé',
    attachmentCount: 0,
    delayMin: 15,
    delayMax: 45,
    editable: ['scheduleTimes', 'timezone', 'message'],
    nextRunAt: null,
    lastRunAt: null,
    lastRun: null,
  }),
];
