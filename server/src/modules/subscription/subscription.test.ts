import { eq } from 'drizzle-orm';
import { planChanges, plans, subscriptions } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { type EventRecorder, recordEvents } from '../../testing/event-recorder';

let t: TestApp;
let events: EventRecorder;
beforeAll(async () => {
  t = await createTestApp();
  events = recordEvents(t.app);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
const dataOf = async (url: string, token: string) => {
  const response = await get(url, token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const planId = async (name: string) => (await t.database.db.select().from(plans).where(eq(plans.name, name)))[0].id;
const setSubscription = (userId: string, changes: Partial<typeof subscriptions.$inferInsert>) =>
  t.database.db.update(subscriptions).set(changes).where(eq(subscriptions.workspaceId, userId));
const expire = (userId: string) => setSubscription(userId, { endDate: new Date(Date.now() - 60_000) });

describe('plans', () => {
  it('answers the seeded plans in order basic, plus, pro with their limits and features', async () => {
    const { token } = await t.signUp();
    const list = await dataOf('/subscription/plans', token);
    expect(list.map((plan: { name: string }) => plan.name)).toEqual(['basic', 'plus', 'pro']);
    const [basic, plus, pro] = list;
    expect(basic).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'basic',
      displayName: 'Basic',
      description: expect.any(String),
      price: 199_000,
      duration: 30,
      accountLimit: 3,
      seatLimit: 2,
      jobLimits: { daily: 20, concurrent: 1 },
      features: [],
      featureLabels: expect.arrayContaining([expect.any(String)]),
      popular: false,
      sortOrder: 1,
    });
    expect(plus).toMatchObject({ price: 499_000, accountLimit: 10, seatLimit: 5, jobLimits: { daily: 100, concurrent: 3 }, popular: true });
    expect(plus.features).toEqual(['schedule_messages']);
    expect(pro).toMatchObject({ price: 999_000, accountLimit: 50, seatLimit: 20, jobLimits: { daily: -1, concurrent: 10 }, popular: false });
    expect(pro.features).toEqual(expect.arrayContaining(['bulk_group_messaging', 'schedule_messages']));
  });

  it('describes the job limits on the plan cards in Vietnamese ("công việc", not "jobs")', async () => {
    const { token } = await t.signUp();
    const list = await dataOf('/subscription/plans', token);
    expect(list.map((plan: { featureLabels: string[] }) => plan.featureLabels[1])).toEqual([
      '20 công việc mỗi ngày, 1 công việc chạy cùng lúc',
      '100 công việc mỗi ngày, 3 công việc chạy cùng lúc',
      'Không giới hạn công việc mỗi ngày, 10 công việc chạy cùng lúc',
    ]);
    expect(list.flatMap((plan: { featureLabels: string[] }) => plan.featureLabels).join(' ')).not.toMatch(/\bjobs?\b/);
  });

  it('reads the plans from the table, so an edit in the database shows without code', async () => {
    const { token } = await t.signUp();
    const id = await planId('plus');
    await t.database.db.update(plans).set({ description: 'Mô tả mới' }).where(eq(plans.id, id));
    try {
      const list = await dataOf('/subscription/plans', token);
      expect(list[1].description).toBe('Mô tả mới');
    } finally {
      await t.database.db.update(plans).set({ description: 'Cho cửa hàng' }).where(eq(plans.id, id));
    }
  });

  it('is for signed-in users only, like every subscription call', async () => {
    for (const url of ['plans', 'current', 'check-limit', 'job-limits', 'plan-limits', 'features/schedule_messages']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/subscription/${url}` });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('trial', () => {
  it('gives a new user a 7-day trial of the basic plan', async () => {
    const user = await t.signUp();
    const current = await dataOf('/subscription/current', user.token);
    expect(current).toMatchObject({ status: 'TRIAL', isTrial: true, daysLeft: 7, accountsUsed: 0, accountLimit: 3 });
    expect(current.plan.name).toBe('basic');
    expect(Date.parse(current.endDate) - Date.parse(current.startDate)).toBe(7 * DAY_MS);
    const changes = await t.database.db.select().from(planChanges).where(eq(planChanges.workspaceId, user.id));
    expect(changes).toEqual([expect.objectContaining({ reason: 'TRIAL', fromPlanId: null, toPlanId: current.plan.id })]);
  });

  it('announces the trial as subscription.changed, once; a failing listener fails no sign-up', async () => {
    const user = await t.signUp();
    const [changed] = await events.next('subscription.changed', user.id);
    const current = await dataOf('/subscription/current', user.token);
    expect(changed.data).toEqual({ plan: { id: current.plan.id, name: 'basic' }, endDate: current.endDate });
    await dataOf('/subscription/current', user.token);
    expect(events.of('subscription.changed', user.id)).toHaveLength(1);
    events.failing = true;
    try {
      const other = await t.signUp();
      expect((await dataOf('/subscription/current', other.token)).isTrial).toBe(true);
      await events.next('subscription.changed', other.id);
    } finally {
      events.failing = false;
    }
  });

  it('starts the trial lazily for a user who has no subscription', async () => {
    const user = await t.signUp();
    await t.database.db.delete(subscriptions).where(eq(subscriptions.workspaceId, user.id));
    const current = await dataOf('/subscription/current', user.token);
    expect(current).toMatchObject({ status: 'TRIAL', daysLeft: 7 });
  });

  it('counts days left rounded up and reports EXPIRED with 0 days once the end date is past', async () => {
    const user = await t.signUp();
    await setSubscription(user.id, { endDate: new Date(Date.now() + 1.2 * DAY_MS) });
    expect((await dataOf('/subscription/current', user.token)).daysLeft).toBe(2);
    await expire(user.id);
    const current = await dataOf('/subscription/current', user.token);
    expect(current).toMatchObject({ status: 'EXPIRED', daysLeft: 0, isTrial: true });
  });
});

describe('limits on a trial (basic)', () => {
  it('allows adding accounts while under the limit', async () => {
    const { token } = await t.signUp();
    expect(await dataOf('/subscription/check-limit', token)).toEqual({ canAdd: true, used: 0, limit: 3 });
  });

  it('answers the job limits of the plan', async () => {
    const { token } = await t.signUp();
    expect(await dataOf('/subscription/job-limits?jobType=BULK_MESSAGE', token)).toEqual({
      canCreate: true,
      limit: 20,
      used: 0,
      concurrentLimit: 1,
      running: 0,
    });
  });

  it('refuses a malformed jobType with a 400', async () => {
    const { token } = await t.signUp();
    const response = await get(`/subscription/job-limits?jobType=${'x'.repeat(60)}`, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers the plan limits', async () => {
    const { token } = await t.signUp();
    expect(await dataOf('/subscription/plan-limits', token)).toEqual({
      planName: 'basic',
      accountLimit: 3,
      jobLimits: { daily: 20, concurrent: 1 },
      features: [],
    });
  });

  it('names the cheapest plan having a feature, with a reason that contains "gói <Plan>"', async () => {
    const { token } = await t.signUp();
    expect(await dataOf('/subscription/features/bulk_group_messaging', token)).toEqual({
      hasAccess: false,
      reason: 'Tính năng này yêu cầu gói Pro',
      planRequired: 'pro',
    });
    expect(await dataOf('/subscription/features/schedule_messages', token)).toEqual({
      hasAccess: false,
      reason: 'Tính năng này yêu cầu gói Plus',
      planRequired: 'plus',
    });
    const unknown = await dataOf('/subscription/features/khong_co', token);
    expect(unknown).toEqual({ hasAccess: false, reason: expect.any(String) });
  });
});

describe('limits on a paid plan', () => {
  it('grants the features of pro and reports -1 (unlimited) daily jobs', async () => {
    const user = await t.signUp();
    await setSubscription(user.id, { planId: await planId('pro'), isTrial: false });
    expect(await dataOf('/subscription/features/bulk_group_messaging', user.token)).toEqual({ hasAccess: true });
    expect(await dataOf('/subscription/features/schedule_messages', user.token)).toEqual({ hasAccess: true });
    const jobs = await dataOf('/subscription/job-limits', user.token);
    expect(jobs).toMatchObject({ canCreate: true, limit: -1, concurrentLimit: 10 });
    const current = await dataOf('/subscription/current', user.token);
    expect(current).toMatchObject({ status: 'ACTIVE', isTrial: false, accountLimit: 50 });
  });
});

describe('an expired plan refuses everything', () => {
  const expired = 'Gói dịch vụ đã hết hạn, vui lòng gia hạn';

  it('for accounts, jobs and features, even those of its own plan', async () => {
    const user = await t.signUp();
    await setSubscription(user.id, { planId: await planId('pro'), isTrial: false });
    await expire(user.id);
    expect(await dataOf('/subscription/check-limit', user.token)).toEqual({ canAdd: false, used: 0, limit: 50, reason: expired });
    expect(await dataOf('/subscription/job-limits', user.token)).toMatchObject({ canCreate: false, reason: expired });
    // The product's subscription check text.
    expect(await dataOf('/subscription/features/bulk_group_messaging', user.token)).toEqual({
      hasAccess: false,
      reason: 'Cần có subscription để sử dụng tính năng này',
      planRequired: 'pro',
    });
    expect(await dataOf('/subscription/plan-limits', user.token)).toMatchObject({ planName: 'pro', features: [] });
  });
});
