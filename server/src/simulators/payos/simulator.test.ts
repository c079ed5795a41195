import { APIError, PayOS } from '@payos/node';
import { eq } from 'drizzle-orm';
import { payosSimLinks } from '../../db/schema';
import { createListeningTestApp, type ListeningTestApp } from '../../testing/listening-test-app';
import { TEST_APP_SECRET } from '../../testing/test-app';
import { simulatorCredentials } from './credentials';
import { signData, signPaymentRequest } from './signature';
import { vietQrPayload } from './vietqr';

let t: ListeningTestApp;
let payos: PayOS;
beforeAll(async () => {
  t = await createListeningTestApp();
  payos = new PayOS({ ...simulatorCredentials(TEST_APP_SECRET), baseURL: t.baseUrl, logLevel: 'off', maxRetries: 0 });
});
afterAll(() => t.close());

let nextOrderCode = Date.now();
const linkRequest = (overrides: object = {}) => ({
  orderCode: nextOrderCode++,
  amount: 199_000,
  description: 'ZM1234567',
  returnUrl: 'http://shop.test/payment/success',
  cancelUrl: 'http://shop.test/payment/cancel',
  items: [{ name: 'Gói Basic', quantity: 1, price: 199_000 }],
  expiredAt: Math.floor(Date.now() / 1000) + 900,
  ...overrides,
});
const businessCode = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(APIError);
  return (error as APIError).code;
};

describe('signatures', () => {
  it('are the ones the SDK computes, arrays and nulls included', async () => {
    const data = {
      b: 2,
      a: 'x',
      nothing: null,
      list: [{ z: 1, y: null, x: 'v' }],
      flag: true,
    };
    const key = 'checksum-key';
    expect(signData(data, key)).toBe(await payos.crypto.createSignatureFromObj(data, key));
    const request = linkRequest();
    expect(signPaymentRequest(request, key)).toBe(await payos.crypto.createSignatureOfPaymentRequest(request, key));
  });
});

describe('payment requests through the real SDK', () => {
  it('creates a link, reads it back by order code and by id, and cancels it', async () => {
    const request = linkRequest();
    const created = await payos.paymentRequests.create(request);
    expect(created).toMatchObject({
      amount: 199_000,
      orderCode: request.orderCode,
      currency: 'VND',
      status: 'PENDING',
      checkoutUrl: `http://shop.test/payos-sim/checkout/${created.paymentLinkId}`,
      expiredAt: request.expiredAt,
    });
    expect(created.qrCode).toMatch(/^000201/);
    const byCode = await payos.paymentRequests.get(request.orderCode);
    const byId = await payos.paymentRequests.get(created.paymentLinkId);
    expect(byId).toEqual(byCode);
    expect(byCode).toMatchObject({ id: created.paymentLinkId, amount: 199_000, amountPaid: 0, status: 'PENDING', transactions: [] });
    const cancelled = await payos.paymentRequests.cancel(request.orderCode, 'Không cần nữa');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Không cần nữa', canceledAt: expect.any(String) });
  });

  it('answers payOS error codes: duplicate order 231, unknown link 101', async () => {
    const request = linkRequest();
    await payos.paymentRequests.create(request);
    expect(await businessCode(payos.paymentRequests.create({ ...request }))).toBe('231');
    expect(await businessCode(payos.paymentRequests.get(42))).toBe('101');
  });

  it('refuses wrong keys and a request signed with another checksum key', async () => {
    const intruder = new PayOS({ clientId: 'x', apiKey: 'y', checksumKey: 'z', baseURL: t.baseUrl, logLevel: 'off', maxRetries: 0 });
    expect(await businessCode(intruder.paymentRequests.get(1))).toBe('214');
    const wrongChecksum = new PayOS({
      ...simulatorCredentials(TEST_APP_SECRET),
      checksumKey: 'another-key',
      baseURL: t.baseUrl,
      logLevel: 'off',
    });
    expect(await businessCode(wrongChecksum.paymentRequests.create(linkRequest()))).toBe('20');
  });

  it('reports a link past its expiry as EXPIRED, and it can no longer be paid', async () => {
    const request = linkRequest();
    const created = await payos.paymentRequests.create(request);
    await t.database.db
      .update(payosSimLinks)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(payosSimLinks.orderCode, request.orderCode));
    expect((await payos.paymentRequests.get(request.orderCode)).status).toBe('EXPIRED');
    const pay = await t.app.inject({ method: 'POST', url: `/payos-sim/checkout/${created.paymentLinkId}/pay` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/payos-sim/checkout/${created.paymentLinkId}`);
    const page = await t.app.inject({ method: 'GET', url: `/payos-sim/checkout/${created.paymentLinkId}` });
    expect(page.body).toContain('Liên kết thanh toán đã hết hạn');
  });
});

describe('checkout page', () => {
  it('shows the amount in VND, the order code, the description, a QR code and both buttons', async () => {
    const request = linkRequest({ amount: 499_000 });
    const created = await payos.paymentRequests.create(request);
    const page = await t.app.inject({ method: 'GET', url: `/payos-sim/checkout/${created.paymentLinkId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/499\.000\s₫/);
    expect(page.body).toContain(String(request.orderCode));
    expect(page.body).toContain('ZM1234567');
    expect(page.body).toContain('<svg');
    expect(page.body).toContain('>Thanh toán</button>');
    expect(page.body).toContain('>Hủy thanh toán</button>');
  });

  it('answers a plain HTML 404 for an unknown link', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/payos-sim/checkout/khong-ton-tai' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Không tìm thấy link thanh toán');
  });

  it('pays through a browser form post and lists the transaction in get()', async () => {
    const request = linkRequest();
    const created = await payos.paymentRequests.create(request);
    const pay = await fetch(`${t.baseUrl}/payos-sim/checkout/${created.paymentLinkId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(
      `http://shop.test/payment/success?code=00&id=${created.paymentLinkId}&cancel=false&status=PAID&orderCode=${request.orderCode}`,
    );
    const link = await payos.paymentRequests.get(request.orderCode);
    expect(link).toMatchObject({ status: 'PAID', amountPaid: 199_000, amountRemaining: 0 });
    expect(link.transactions).toEqual([expect.objectContaining({ amount: 199_000, reference: expect.stringMatching(/^FT/) })]);
    expect(await businessCode(payos.paymentRequests.cancel(request.orderCode))).toBe('20');
  });
});

describe('VietQR payload', () => {
  it('carries the bank, account, amount and message and ends with its CRC', () => {
    const payload = vietQrPayload({ bin: '970422', accountNumber: '0000123456789', amount: 199000, message: 'ZM1234567' });
    expect(payload).toContain('A000000727');
    expect(payload).toContain('970422');
    expect(payload).toContain('5406199000');
    expect(payload).toContain('0809ZM1234567');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
  });
});
