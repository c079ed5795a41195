import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { payments, plans } from '../../db/schema';
import { signData } from '../../simulators/payos/signature';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';

describe('payOS configuration', () => {
  it('uses the real payOS only when all three keys are set', () => {
    expect(loadConfig({}).payos).toBeUndefined();
    expect(loadConfig({ PAYOS_CLIENT_ID: 'id', PAYOS_API_KEY: 'key', PAYOS_CHECKSUM_KEY: 'sum' }).payos).toEqual({
      clientId: 'id',
      apiKey: 'key',
      checksumKey: 'sum',
      baseUrl: undefined,
    });
    expect(() => loadConfig({ PAYOS_CLIENT_ID: 'id' })).toThrow(/must be set together/);
  });
});

describe('with payOS keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: the real payOS is unreachable.
    t = await createTestApp({ payos: { clientId: 'id', apiKey: 'key', checksumKey: 'real-checksum', baseUrl: 'http://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  it('mounts no simulator', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/payment-requests/1' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/payos-sim/checkout/x' })).statusCode).toBe(404);
  });

  it('tells the client payments are real (no test-mode notice)', async () => {
    const user = await t.signUp();
    const mode = await t.app.inject({ method: 'GET', url: '/api/v1/payments/mode', headers: bearer(user.token) });
    expect(mode.json()).toEqual({ success: true, data: { simulated: false } });
  });

  it('answers 502 with the spec text when payOS cannot be reached, and leaves no payment pending', async () => {
    const user = await t.signUp();
    const [plan] = await t.database.db.select().from(plans).where(eq(plans.name, 'basic'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/payment/create',
      headers: bearer(user.token),
      payload: { planId: plan.id },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, error: 'Không thể tạo link thanh toán' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.workspaceId, user.id));
    expect(rows.map((row) => row.status)).toEqual(['FAILED']);
  });

  it('verifies webhooks with the configured checksum key', async () => {
    const data = { orderCode: 123, amount: 3000, description: 'VQRIO123', code: '00', desc: 'success', reference: 'TF1' };
    const valid = { code: '00', desc: 'success', success: true, data, signature: signData(data, 'real-checksum') };
    const forged = { ...valid, signature: signData(data, 'another') };
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/payments/payos/webhook', payload });
    expect((await post(valid)).json()).toEqual({ success: true });
    expect((await post(forged)).statusCode).toBe(400);
  });
});
