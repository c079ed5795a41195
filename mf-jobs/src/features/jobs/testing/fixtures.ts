import type { Account, Group, Job, JobLimitsCheck, JobList, JobRecipient, JobRecipientList, JobStats } from 'shared-sdk';
import { ACCOUNT_ID, accountOf } from 'shared-sdk/testing/data';

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

export const recipientListOf = (recipients: JobRecipient[] = sampleRecipients): JobRecipientList => ({
  recipients,
  pagination: { page: 1, limit: 50, total: recipients.length, totalPages: 1 },
});

export const sampleGroups: Group[] = [
  { groupId: 'g-1', name: 'Hội yêu hoa', memberCount: 231, isCommunity: false },
  { groupId: 'g-2', name: 'Khách quen Quận 3', memberCount: 58, isCommunity: false },
];
