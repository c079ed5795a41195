import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refusal } from '../../testing/refusal';
import { createLimitService } from './limits';
import { type UsageCounters, vietnamDayStart } from './usage';
import { moveToPlan } from '../../testing/plans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usage = { accounts: 0, jobsToday: 0, running: 0 };
const counters: UsageCounters = {
  countAccounts: async () => usage.accounts,
  countJobsToday: async () => usage.jobsToday,
  countRunningJobs: async () => usage.running,
};
beforeEach(() => Object.assign(usage, { accounts: 0, jobsToday: 0, running: 0 }));

const limitsService = () => createLimitService({ db: t.database.db, usage: counters, trialDays: 7 });
const moveTo = async (userId: string, planName: string) => {
  await moveToPlan(t.database, userId, planName);
};

describe('account limit', () => {
  it('refuses the account beyond the plan limit with the Vietnamese reason', async () => {
    const { id } = await t.signUp();
    const limits = limitsService();
    usage.accounts = 2;
    expect(await limits.checkAccountLimit(id)).toEqual({ canAdd: true, used: 2, limit: 3 });
    await limits.assertCanAddAccount(id);
    usage.accounts = 3;
    expect(await limits.checkAccountLimit(id)).toEqual({
      canAdd: false,
      used: 3,
      limit: 3,
      reason: 'Đã đạt giới hạn 3 tài khoản của gói Basic',
    });
    expect(await refusal(limits.assertCanAddAccount(id))).toEqual({
      status: 403,
      message: 'Đã đạt giới hạn 3 tài khoản của gói Basic',
    });
  });
});

describe('job limits', () => {
  it('refuses at the daily limit; the concurrent limit refuses nothing (jobs beyond it wait for a slot)', async () => {
    const { id } = await t.signUp();
    const limits = limitsService();
    usage.jobsToday = 20;
    expect(await limits.jobLimits(id)).toEqual({
      canCreate: false,
      reason: 'Đã đạt giới hạn 20 công việc hôm nay',
      limit: 20,
      used: 20,
      concurrentLimit: 1,
      running: 0,
    });
    expect(await refusal(limits.assertCanCreateJob(id))).toEqual({ status: 403, message: 'Đã đạt giới hạn 20 công việc hôm nay' });
    usage.jobsToday = 5;
    usage.running = 1;
    expect(await limits.jobLimits(id)).toEqual({ canCreate: true, limit: 20, used: 5, concurrentLimit: 1, running: 1 });
    usage.running = 0;
    await limits.assertCanCreateJob(id);
  });

  it('never refuses on an unlimited (-1) daily limit', async () => {
    const { id } = await t.signUp();
    await moveTo(id, 'pro');
    usage.jobsToday = 100_000;
    expect(await limitsService().jobLimits(id)).toEqual({ canCreate: true, limit: -1, used: 100_000, concurrentLimit: 10, running: 0 });
  });
});

describe('features', () => {
  it('assertFeature refuses with 403, or the status a route asks for, and a text naming the plan', async () => {
    const { id } = await t.signUp();
    const limits = limitsService();
    expect(await refusal(limits.assertFeature(id, 'bulk_group_messaging'))).toEqual({
      status: 403,
      message: 'Tính năng này yêu cầu gói Pro',
    });
    const bulkSend = await refusal(limits.assertFeature(id, 'bulk_group_messaging', { status: 400 }));
    expect(bulkSend.status).toBe(400);
    expect(bulkSend.message).toContain('gói Pro');
    await moveTo(id, 'plus');
    await limits.assertFeature(id, 'schedule_messages');
  });
});

describe('expired plan', () => {
  it('makes every assert refuse: accounts and jobs with the renewal text, a feature with the spec\'s subscription text', async () => {
    const { id } = await t.signUp();
    await moveTo(id, 'pro');
    await t.database.db.update(subscriptions).set({ endDate: new Date(Date.now() - 1000) }).where(eq(subscriptions.workspaceId, id));
    const limits = limitsService();
    const expired = { status: 403, message: 'Gói dịch vụ đã hết hạn, vui lòng gia hạn' };
    expect(await refusal(limits.assertCanAddAccount(id))).toEqual(expired);
    expect(await refusal(limits.assertCanCreateJob(id))).toEqual(expired);
    expect(await refusal(limits.assertFeature(id, 'schedule_messages'))).toEqual({ status: 403, message: 'Cần có subscription để sử dụng tính năng này' });
  });
});

describe('vietnamDayStart', () => {
  it('is midnight in Asia/Ho_Chi_Minh, which is 17:00 UTC the day before', () => {
    expect(vietnamDayStart(new Date('2025-03-10T16:59:59Z')).toISOString()).toBe('2025-03-09T17:00:00.000Z');
    expect(vietnamDayStart(new Date('2025-03-10T17:00:00Z')).toISOString()).toBe('2025-03-10T17:00:00.000Z');
    expect(vietnamDayStart(new Date('2025-03-10T02:00:00Z')).toISOString()).toBe('2025-03-09T17:00:00.000Z');
  });
});
