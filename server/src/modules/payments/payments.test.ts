import { and, eq } from 'drizzle-orm';
import { payments, payosSimLinks, planChanges, plans, subscriptions } from '../../db/schema';
import { simulatorCredentials } from '../../simulators/payos/credentials';
import { signData } from '../../simulators/payos/signature';
import { createListeningTestApp, type ListeningTestApp } from '../../testing/listening-test-app';
import { bearer, type SignedInUser, TEST_APP_SECRET } from '../../testing/test-app';
import { type EventRecorder, recordEvents } from '../../testing/event-recorder';

let t: ListeningTestApp;
let events: EventRecorder;
beforeAll(async () => {
  t = await createListeningTestApp();
  events = recordEvents(t.app);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const CHECKSUM_KEY = simulatorCredentials(TEST_APP_SECRET).checksumKey;

const api = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

const planOf = async (name: string) => (await t.database.db.select().from(plans).where(eq(plans.name, name)))[0];

async function createPayment(user: SignedInUser, planName = 'plus') {
  const plan = await planOf(planName);
  const response = await api('POST', '/subscription/payment/create', user.token, { planId: plan.id });
  expect(response.statusCode).toBe(200);
  return response.json().data as { checkoutUrl: string; orderCode: number; amount: number };
}

const simLinkOf = async (orderCode: number) =>
  (await t.database.db.select().from(payosSimLinks).where(eq(payosSimLinks.orderCode, orderCode)))[0];
const paymentOf = async (orderCode: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderCode, orderCode)))[0];
const subscriptionOf = async (userId: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, userId)))[0];
const status = (user: SignedInUser, orderCode: number) => api('GET', `/subscription/payment/${orderCode}/status`, user.token);

/** The checkout page's "Thanh toán" button: the simulator marks the link paid and sends its webhook. */
const payAtCheckout = async (orderCode: number) => {
  const link = await simLinkOf(orderCode);
  return t.app.inject({ method: 'POST', url: `/payos-sim/checkout/${link.id}/pay` });
};

/** A webhook as payOS sends it, signed with the simulator's checksum key. */
function webhook(data: { orderCode: number; amount: number; paymentLinkId?: string; code?: string }, key = CHECKSUM_KEY) {
  const body = {
    orderCode: data.orderCode,
    amount: data.amount,
    description: 'ZM1234567',
    accountNumber: '0000123456789',
    reference: `FT${data.orderCode}`,
    transactionDateTime: '2025-01-01 10:00:00',
    currency: 'VND',
    paymentLinkId: data.paymentLinkId ?? 'link',
    code: data.code ?? '00',
    desc: 'success',
    counterAccountBankId: '',
    counterAccountBankName: '',
    counterAccountName: '',
    counterAccountNumber: '',
    virtualAccountName: '',
    virtualAccountNumber: '',
  };
  return { code: '00', desc: 'success', success: true, data: body, signature: signData(body, key) };
}
const sendWebhook = (payload: object) => api('POST', '/payments/payos/webhook', undefined, payload);

describe('creating a payment link', () => {
  it('goes through the SDK to the simulator with the plan price, a short description and our return URLs', async () => {
    const user = await t.signUp();
    const plus = await planOf('plus');
    const response = await api('POST', '/subscription/payment/create', user.token, { planId: plus.id, amount: 1 });
    expect(response.statusCode).toBe(200);
    const link = response.json().data;
    expect(link).toEqual({ checkoutUrl: expect.any(String), orderCode: expect.any(Number), amount: 499_000 });
    expect(Number.isSafeInteger(link.orderCode)).toBe(true);

    const simLink = await simLinkOf(link.orderCode);
    expect(simLink.amount).toBe(499_000);
    expect(simLink.description.length).toBeLessThanOrEqual(9);
    expect(simLink.returnUrl).toBe('http://localhost:80/payment/success');
    expect(simLink.cancelUrl).toBe('http://localhost:80/payment/cancel');
    expect(simLink.items).toEqual([{ name: expect.stringContaining('Plus'), quantity: 1, price: 499_000 }]);
    expect(simLink.expiredAt!.getTime()).toBeGreaterThan(Date.now());
    expect(link.checkoutUrl).toBe(`http://localhost/payos-sim/checkout/${simLink.id}`);

    const stored = await paymentOf(link.orderCode);
    expect(stored).toMatchObject({ workspaceId: user.id, planId: plus.id, amount: 499_000, status: 'PENDING', paymentLinkId: simLink.id });
  });

  it('gives every payment its own order code', async () => {
    const codes = await Promise.all([t.signUp(), t.signUp(), t.signUp()].map(async (u) => createPayment(await u)));
    expect(new Set(codes.map((c) => c.orderCode)).size).toBe(3);
  });

  it('uses PUBLIC_URL for the return and cancel URLs when it is set', async () => {
    const other = await createListeningTestApp({ publicUrl: 'https://zalo.example.vn' });
    try {
      const user = await other.signUp();
      const plan = (await other.database.db.select().from(plans).where(eq(plans.name, 'basic')))[0];
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/payment/create',
        headers: bearer(user.token),
        payload: { planId: plan.id },
      });
      const { orderCode, checkoutUrl } = response.json().data;
      const [link] = await other.database.db.select().from(payosSimLinks).where(eq(payosSimLinks.orderCode, orderCode));
      expect(link.returnUrl).toBe('https://zalo.example.vn/payment/success');
      expect(checkoutUrl).toMatch(/^https:\/\/zalo\.example\.vn\/payos-sim\/checkout\//);
    } finally {
      await other.close();
    }
  });

  it('refuses an unknown plan, a malformed id and a missing one', async () => {
    const user = await t.signUp();
    const unknown = await api('POST', '/subscription/payment/create', user.token, { planId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'Không tìm thấy gói dịch vụ' });
    expect((await api('POST', '/subscription/payment/create', user.token, { planId: 'pro' })).statusCode).toBe(404);
    const missing = await api('POST', '/subscription/payment/create', user.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Vui lòng chọn gói dịch vụ');
  });

  it('refuses a second payment while one is pending, and allows it once that one is cancelled', async () => {
    const user = await t.signUp();
    const first = await createPayment(user);
    const second = await api('POST', '/subscription/payment/create', user.token, { planId: (await planOf('pro')).id });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toContain(String(first.orderCode));
    expect((await api('POST', `/subscription/payment/${first.orderCode}/cancel`, user.token)).statusCode).toBe(200);
    await createPayment(user, 'pro');
  });

  it('closes a pending payment whose link has expired and opens the new one', async () => {
    const user = await t.signUp();
    const first = await createPayment(user);
    const past = new Date(Date.now() - 60_000);
    await t.database.db.update(payosSimLinks).set({ expiredAt: past }).where(eq(payosSimLinks.orderCode, first.orderCode));
    await t.database.db.update(payments).set({ expiresAt: past }).where(eq(payments.orderCode, first.orderCode));
    await createPayment(user);
    expect((await paymentOf(first.orderCode)).status).toBe('FAILED');
  });
});

describe('upgrading from a trial', () => {
  it('keeps the remaining trial days: the paid period starts when the trial ends', async () => {
    const user = await t.signUp();
    const trialEnd = new Date(Date.now() + 5 * DAY_MS - 60_000);
    await t.database.db.update(subscriptions).set({ endDate: trialEnd }).where(eq(subscriptions.workspaceId, user.id));
    const { orderCode, amount } = await createPayment(user, 'pro');
    expect((await sendWebhook(webhook({ orderCode, amount }))).statusCode).toBe(200);
    const subscription = await subscriptionOf(user.id);
    expect(subscription.endDate.getTime()).toBe(trialEnd.getTime() + 30 * DAY_MS);
    const current = (await api('GET', '/subscription/current', user.token)).json().data;
    expect(current).toMatchObject({ status: 'ACTIVE', isTrial: false, daysLeft: 35 });
    expect(current.plan.name).toBe('pro');
  });

  it('starts the paid period now when the trial has already ended', async () => {
    const user = await t.signUp();
    await t.database.db.update(subscriptions).set({ endDate: new Date(Date.now() - DAY_MS) }).where(eq(subscriptions.workspaceId, user.id));
    const { orderCode, amount } = await createPayment(user);
    await sendWebhook(webhook({ orderCode, amount }));
    const current = (await api('GET', '/subscription/current', user.token)).json().data;
    expect(current).toMatchObject({ status: 'ACTIVE', isTrial: false, daysLeft: 30 });
  });
});

describe('status polling', () => {
  it('stays PENDING while payOS says so, whatever the return URL claims', async () => {
    const user = await t.signUp();
    const { orderCode } = await createPayment(user);
    // A forged return URL: the server has no route that reads these parameters, and nothing changes.
    await t.app.inject({ method: 'GET', url: `/payment/success?code=00&status=PAID&cancel=false&orderCode=${orderCode}` });
    const response = await status(user, orderCode);
    expect(response.json().data).toEqual({ orderCode, status: 'PENDING', amount: 499_000, planName: 'plus' });
    expect((await subscriptionOf(user.id)).isTrial).toBe(true);
  });

  it('activates the plan from payOS get() when the webhook never arrived', async () => {
    const user = await t.signUp();
    const { orderCode } = await createPayment(user);
    // Paid at payOS, webhook lost: only the server-side get() can tell.
    await t.database.db
      .update(payosSimLinks)
      .set({ status: 'PAID', paidAt: new Date(), reference: 'FT-LOST' })
      .where(eq(payosSimLinks.orderCode, orderCode));
    const response = await status(user, orderCode);
    expect(response.json().data.status).toBe('COMPLETED');
    const current = (await api('GET', '/subscription/current', user.token)).json().data;
    // The 7 days left of the trial are kept: the paid 30 days start when the trial ends.
    expect(current).toMatchObject({ status: 'ACTIVE', isTrial: false, daysLeft: 37 });
    expect(current.plan.name).toBe('plus');
    expect(await paymentOf(orderCode)).toMatchObject({ status: 'COMPLETED', reference: 'FT-LOST' });
    expect((await status(user, orderCode)).json().data.status).toBe('COMPLETED');
    // The trial, then the paid plan: announced as subscription.changed with the new end date.
    const plus = await planOf('plus');
    expect((await events.next('subscription.changed', user.id, 2)).map((event) => event.data.plan.name)).toEqual(['basic', 'plus']);
    expect(events.of('subscription.changed', user.id)[1].data).toEqual({ plan: { id: plus.id, name: 'plus' }, endDate: current.endDate });
  });

  it('reports a link cancelled or expired at payOS as CANCELLED or FAILED', async () => {
    const user = await t.signUp();
    const first = await createPayment(user);
    await t.database.db.update(payosSimLinks).set({ status: 'CANCELLED' }).where(eq(payosSimLinks.orderCode, first.orderCode));
    expect((await status(user, first.orderCode)).json().data.status).toBe('CANCELLED');
    const second = await createPayment(user);
    await t.database.db
      .update(payosSimLinks)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(payosSimLinks.orderCode, second.orderCode));
    expect((await status(user, second.orderCode)).json().data.status).toBe('FAILED');
  });

  it("answers 404 for another user's order code and 400 for a malformed one", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const { orderCode } = await createPayment(owner);
    const response = await status(stranger, orderCode);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Không tìm thấy đơn thanh toán' });
    expect((await api('POST', `/subscription/payment/${orderCode}/cancel`, stranger.token)).statusCode).toBe(404);
    expect((await status(owner, orderCode)).json().data.status).toBe('PENDING');
    expect((await api('GET', '/subscription/payment/abc/status', owner.token)).statusCode).toBe(400);
    expect((await api('GET', '/subscription/payment/99999999999999999999/status', owner.token)).statusCode).toBe(400);
  });
});

describe('checkout through the simulator', () => {
  it('pays, delivers a signed webhook that activates the plan, and returns with payOS query parameters', async () => {
    const user = await t.signUp();
    const { orderCode } = await createPayment(user, 'pro');
    const link = await simLinkOf(orderCode);
    const response = await payAtCheckout(orderCode);
    expect(response.statusCode).toBe(303);
    const target = new URL(response.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost/payment/success');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      code: '00',
      id: link.id,
      cancel: 'false',
      status: 'PAID',
      orderCode: String(orderCode),
    });
    // The webhook has already been handled: no polling needed.
    expect((await paymentOf(orderCode)).status).toBe('COMPLETED');
    const current = (await api('GET', '/subscription/current', user.token)).json().data;
    expect(current).toMatchObject({ status: 'ACTIVE', plan: { name: 'pro' }, accountLimit: 50 });
  });

  it('cancels from the checkout page and returns to the cancel URL', async () => {
    const user = await t.signUp();
    const { orderCode } = await createPayment(user);
    const link = await simLinkOf(orderCode);
    const response = await t.app.inject({ method: 'POST', url: `/payos-sim/checkout/${link.id}/cancel` });
    expect(response.statusCode).toBe(303);
    const target = new URL(response.headers.location as string);
    expect(target.pathname).toBe('/payment/cancel');
    expect(target.searchParams.get('cancel')).toBe('true');
    expect(target.searchParams.get('status')).toBe('CANCELLED');
    expect((await status(user, orderCode)).json().data.status).toBe('CANCELLED');
  });
});

describe('cancel', () => {
  it('cancels at payOS and here, and says so again when repeated', async () => {
    const user = await t.signUp();
    const { orderCode } = await createPayment(user);
    const response = await api('POST', `/subscription/payment/${orderCode}/cancel`, user.token);
    expect(response.json()).toEqual({ success: true, data: { orderCode, status: 'CANCELLED' } });
    expect((await simLinkOf(orderCode)).status).toBe('CANCELLED');
    expect((await paymentOf(orderCode)).status).toBe('CANCELLED');
    const again = await api('POST', `/subscription/payment/${orderCode}/cancel`, user.token);
    expect(again.json().data).toEqual({ orderCode, status: 'CANCELLED' });
  });

  it('refuses to cancel a completed payment', async () => {
    const user = await t.signUp();
    const { orderCode } = await createPayment(user);
    await payAtCheckout(orderCode);
    const response = await api('POST', `/subscription/payment/${orderCode}/cancel`, user.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().success).toBe(false);
  });
});

describe('webhook', () => {
  it('refuses a bad signature, a missing body and a key other than ours with 400', async () => {
    const user = await t.signUp();
    const { orderCode, amount } = await createPayment(user);
    const forged = { ...webhook({ orderCode, amount }), signature: 'f'.repeat(64) };
    for (const payload of [forged, webhook({ orderCode, amount }, 'another-checksum-key'), {}, { data: 'x' }]) {
      const response = await sendWebhook(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: 'Dữ liệu thông báo thanh toán không hợp lệ' });
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/payments/payos/webhook' });
    expect(empty.statusCode).toBe(400);
    expect((await paymentOf(orderCode)).status).toBe('PENDING');
  });

  it('refuses a signed webhook whose amount is not the order amount', async () => {
    const user = await t.signUp();
    const { orderCode } = await createPayment(user);
    const response = await sendWebhook(webhook({ orderCode, amount: 2_000 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Số tiền thanh toán không khớp với đơn hàng');
    expect((await paymentOf(orderCode)).status).toBe('PENDING');
    expect((await subscriptionOf(user.id)).isTrial).toBe(true);
  });

  it('activates once: a replayed webhook changes nothing', async () => {
    const user = await t.signUp();
    const { orderCode, amount } = await createPayment(user);
    const trialEnd = (await subscriptionOf(user.id)).endDate;
    const payload = webhook({ orderCode, amount });
    const first = await sendWebhook(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const afterFirst = await subscriptionOf(user.id);
    expect(afterFirst.isTrial).toBe(false);
    expect(afterFirst.endDate.getTime() - trialEnd.getTime()).toBe(30 * DAY_MS);

    expect((await sendWebhook(payload)).json()).toEqual({ success: true });
    expect((await subscriptionOf(user.id)).endDate).toEqual(afterFirst.endDate);
    const changes = await t.database.db
      .select()
      .from(planChanges)
      .where(and(eq(planChanges.workspaceId, user.id), eq(planChanges.reason, 'PAYMENT')));
    expect(changes).toHaveLength(1);
    expect(changes[0].orderCode).toBe(orderCode);
  });

  it("tells the jobs once that the user's plan changed (their waiting jobs may start)", async () => {
    const planChanged = jest.spyOn(t.app.jobs.service, 'planChanged');
    try {
      const user = await t.signUp();
      const { orderCode, amount } = await createPayment(user);
      const payload = webhook({ orderCode, amount });
      await sendWebhook(payload);
      await sendWebhook(payload);
      expect(planChanged.mock.calls).toEqual([[user.id]]);
    } finally {
      planChanged.mockRestore();
    }
  });

  it('activates once when webhooks and status polls race', async () => {
    const user = await t.signUp();
    const { orderCode, amount } = await createPayment(user);
    const trialEnd = (await subscriptionOf(user.id)).endDate;
    await t.database.db.update(payosSimLinks).set({ status: 'PAID', paidAt: new Date() }).where(eq(payosSimLinks.orderCode, orderCode));
    const payload = webhook({ orderCode, amount });
    const answers = await Promise.all([sendWebhook(payload), status(user, orderCode), sendWebhook(payload), status(user, orderCode)]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const changes = await t.database.db.select().from(planChanges).where(eq(planChanges.orderCode, orderCode));
    expect(changes).toHaveLength(1);
    const subscription = await subscriptionOf(user.id);
    expect(subscription.endDate.getTime() - trialEnd.getTime()).toBe(30 * DAY_MS);
  });

  it('acknowledges and ignores unknown orders (payOS test calls) and failed events', async () => {
    expect((await sendWebhook(webhook({ orderCode: 123, amount: 3_000 }))).json()).toEqual({ success: true });
    const user = await t.signUp();
    const { orderCode, amount } = await createPayment(user);
    expect((await sendWebhook(webhook({ orderCode, amount, code: '01' }))).statusCode).toBe(200);
    expect((await paymentOf(orderCode)).status).toBe('PENDING');
  });

  it('extends a running paid plan by its duration, and starts another plan now', async () => {
    const user = await t.signUp();
    const first = await createPayment(user, 'plus');
    await sendWebhook(webhook(first));
    const paid = await subscriptionOf(user.id);

    const renewal = await createPayment(user, 'plus');
    await sendWebhook(webhook(renewal));
    const renewed = await subscriptionOf(user.id);
    expect(renewed.endDate.getTime() - paid.endDate.getTime()).toBe(30 * DAY_MS);
    expect(renewed.startDate).toEqual(paid.startDate);
    // 7 trial days kept by the first payment + 30 + 30.
    expect((await api('GET', '/subscription/current', user.token)).json().data.daysLeft).toBe(67);

    const upgrade = await createPayment(user, 'pro');
    await sendWebhook(webhook(upgrade));
    const upgraded = await subscriptionOf(user.id);
    expect(upgraded.planId).toBe((await planOf('pro')).id);
    expect(upgraded.endDate.getTime() - upgraded.startDate.getTime()).toBe(30 * DAY_MS);
    expect(Date.now() - upgraded.startDate.getTime()).toBeLessThan(60_000);
  });

  it('a downgrade from Pro to Plus starts now and drops the days Pro had left (what the plan page warns of)', async () => {
    const user = await t.signUp();
    await sendWebhook(webhook(await createPayment(user, 'pro')));
    expect((await api('GET', '/subscription/current', user.token)).json().data).toMatchObject({ plan: { name: 'pro' }, daysLeft: 37 });
    await sendWebhook(webhook(await createPayment(user, 'plus')));
    expect((await api('GET', '/subscription/current', user.token)).json().data).toMatchObject({ plan: { name: 'plus' }, status: 'ACTIVE', daysLeft: 30 });
  });

  it('renews an expired plan from now', async () => {
    const user = await t.signUp();
    const first = await createPayment(user, 'basic');
    await sendWebhook(webhook(first));
    await t.database.db
      .update(subscriptions)
      .set({ endDate: new Date(Date.now() - DAY_MS) })
      .where(eq(subscriptions.workspaceId, user.id));
    expect((await api('GET', '/subscription/current', user.token)).json().data.status).toBe('EXPIRED');
    const renewal = await createPayment(user, 'basic');
    await sendWebhook(webhook(renewal));
    expect((await api('GET', '/subscription/current', user.token)).json().data).toMatchObject({ status: 'ACTIVE', daysLeft: 30 });
  });
});

describe('history', () => {
  it("lists the user's payments newest first, and nobody else's", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    await createPayment(other);
    const first = await createPayment(user, 'basic');
    await api('POST', `/subscription/payment/${first.orderCode}/cancel`, user.token);
    const second = await createPayment(user, 'pro');
    await payAtCheckout(second.orderCode);
    const response = await api('GET', '/subscription/payments/history', user.token);
    const items = response.json().data;
    expect(items).toEqual([
      {
        orderCode: second.orderCode,
        planName: 'pro',
        planDisplayName: 'Pro',
        amount: 999_000,
        status: 'COMPLETED',
        createdAt: expect.any(String),
        paidAt: expect.any(String),
      },
      {
        orderCode: first.orderCode,
        planName: 'basic',
        planDisplayName: 'Basic',
        amount: 199_000,
        status: 'CANCELLED',
        createdAt: expect.any(String),
        paidAt: null,
      },
    ]);
  });
});

describe('robustness', () => {
  it('answers every odd request with an envelope, never a 500 or a stack trace', async () => {
    const user = await t.signUp();
    const requests = [
      api('POST', '/subscription/payment/create', user.token, { planId: ['x'] }),
      api('POST', '/subscription/payment/create', user.token, { planId: "'; drop table plans; --" }),
      api('POST', '/subscription/payment/0/cancel', user.token),
      api('GET', '/subscription/payment/-1/status', user.token),
      api('GET', '/subscription/payment/1e3/status', user.token),
      api('GET', `/subscription/features/${'a'.repeat(300)}`, user.token),
      api('POST', '/payments/payos/webhook', undefined, { data: { orderCode: 'x' }, signature: 1 }),
      t.app.inject({ method: 'POST', url: '/api/v1/payments/payos/webhook', headers: { 'content-type': 'application/json' }, payload: '{bad' }),
      t.app.inject({ method: 'GET', url: '/payos-sim/checkout/khong-co' }),
      t.app.inject({ method: 'POST', url: '/payos-sim/checkout/khong-co/pay' }),
      t.app.inject({ method: 'GET', url: '/v2/payment-requests/1' }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(/at .*\.ts:\d+|stack|SELECT|syntax error/i);
    }
  });
});

describe('the simulator is no open door', () => {
  it('opens, pays and cancels a checkout only by its unguessable payment-link id, never by the order code', async () => {
    const user = await t.signUp();
    const { orderCode, checkoutUrl } = await createPayment(user);
    const link = await simLinkOf(orderCode);
    expect(link.id).toMatch(/^[0-9a-f]{32}$/);
    expect(checkoutUrl).toContain(`/payos-sim/checkout/${link.id}`);
    for (const suffix of ['', '/pay', '/cancel']) {
      const response = await t.app.inject({ method: suffix ? 'POST' : 'GET', url: `/payos-sim/checkout/${orderCode}${suffix}` });
      expect(response.statusCode).toBe(404);
    }
    expect((await simLinkOf(orderCode)).paidAt).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: `/payos-sim/checkout/${link.id}` });
    expect(page.body).toContain('Chế độ thử nghiệm');
  });

  it('refuses its API without the simulator keys, which are not the old constants', async () => {
    const keys = simulatorCredentials(TEST_APP_SECRET);
    expect(keys.clientId).not.toBe('payos-simulator-client');
    expect(keys.apiKey).not.toBe('payos-simulator-api-key');
    expect(simulatorCredentials('another-data-folder-secret-of-32-chars!!').apiKey).not.toBe(keys.apiKey);
    const oldConstants = { 'x-client-id': 'payos-simulator-client', 'x-api-key': 'payos-simulator-api-key' };
    for (const headers of [{}, oldConstants]) {
      expect((await t.app.inject({ method: 'GET', url: '/v2/payment-requests/1', headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/v2/payment-requests/1/cancel', headers })).statusCode).toBe(401);
    }
  });

  it('tells a signed-in client that payments are simulated', async () => {
    const user = await t.signUp();
    expect((await api('GET', '/payments/mode', user.token)).json()).toEqual({ success: true, data: { simulated: true } });
  });
});
