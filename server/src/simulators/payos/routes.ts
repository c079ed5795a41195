import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { checkoutPage, notFoundPage } from './checkout-page';
import type { PayosCredentials } from './credentials';
import { createSimLinkRepo, type SimLinkRow, type SimLinkStatus, statusOf } from './repo';
import { signData, signPaymentRequest } from './signature';
import { vietQrPayload } from './vietqr';

export interface PayosSimulatorOptions {
  db: Db;
  credentials: PayosCredentials;
  /** This server's webhook URL, read when a payment happens (the port is known only after listen). */
  webhookUrl: () => string;
}

/** The simulated merchant account shown on the checkout page and signed into responses. */
const BANK = { bin: '970422', name: 'MB Bank (mô phỏng)', accountNumber: '0000123456789', accountName: 'ZALO MANAGER DEMO' };

/** payOS answers business errors with HTTP 200 and a code; these are the codes payOS uses. */
const PAYOS_ERRORS = {
  invalidInput: { code: '20', desc: 'Thông tin truyền lên không đúng.' },
  invalidSignature: { code: '20', desc: 'Chữ ký không hợp lệ.' },
  unknownGateway: { code: '214', desc: 'Cổng thanh toán không tồn tại hoặc đã tạm dừng, vui lòng chọn cổng khác' },
  notFound: { code: '101', desc: 'Mã thanh toán không tồn tại' },
  duplicateOrder: { code: '231', desc: 'Đơn thanh toán đã tồn tại' },
  notCancellable: { code: '20', desc: 'Đơn thanh toán không ở trạng thái chờ thanh toán' },
} as const;

const CreateRequestSchema = v.object({
  orderCode: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  amount: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  description: v.pipe(v.string(), v.minLength(1), v.maxLength(25)),
  returnUrl: v.pipe(v.string(), v.url()),
  cancelUrl: v.pipe(v.string(), v.url()),
  signature: v.string(),
  items: v.optional(
    v.array(v.object({ name: v.string(), quantity: v.pipe(v.number(), v.integer()), price: v.pipe(v.number(), v.integer()) })),
  ),
  expiredAt: v.optional(v.pipe(v.number(), v.safeInteger())),
});

const CancelRequestSchema = v.optional(v.object({ cancellationReason: v.optional(v.string()) }));

/** payOS's "2023-02-04 18:25:00", in Vietnam time. */
const transactionDateTime = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/** Where payOS sends the browser once a link is closed, with the (unsigned) query parameters it appends. */
function resultUrl(link: SimLinkRow, status: SimLinkStatus): string {
  const paid = status === 'PAID';
  return withParams(paid ? link.returnUrl : link.cancelUrl, {
    code: '00',
    id: link.id,
    cancel: String(!paid),
    status,
    orderCode: String(link.orderCode),
  });
}

function paymentLinkData(link: SimLinkRow) {
  const status = statusOf(link);
  const paid = status === 'PAID';
  const transactions =
    paid && link.paidAt
      ? [
          {
            reference: link.reference ?? '',
            amount: link.amount,
            accountNumber: BANK.accountNumber,
            description: link.description,
            transactionDateTime: transactionDateTime(link.paidAt),
            virtualAccountName: null,
            virtualAccountNumber: null,
            counterAccountBankId: null,
            counterAccountBankName: null,
            counterAccountName: null,
            counterAccountNumber: null,
          },
        ]
      : [];
  return {
    id: link.id,
    orderCode: link.orderCode,
    amount: link.amount,
    amountPaid: paid ? link.amount : 0,
    amountRemaining: paid ? 0 : link.amount,
    status,
    createdAt: link.createdAt.toISOString(),
    transactions,
    cancellationReason: link.cancellationReason,
    canceledAt: link.canceledAt?.toISOString() ?? null,
  };
}

async function sendWebhook(link: SimLinkRow, options: PayosSimulatorOptions, log: FastifyBaseLogger): Promise<void> {
  const data = {
    orderCode: link.orderCode,
    amount: link.amount,
    description: link.description,
    accountNumber: BANK.accountNumber,
    reference: link.reference ?? '',
    transactionDateTime: transactionDateTime(link.paidAt ?? new Date()),
    currency: 'VND',
    paymentLinkId: link.id,
    code: '00',
    desc: 'success',
    counterAccountBankId: '',
    counterAccountBankName: '',
    counterAccountName: '',
    counterAccountNumber: '',
    virtualAccountName: '',
    virtualAccountNumber: '',
  };
  const body = { code: '00', desc: 'success', success: true, data, signature: signData(data, options.credentials.checksumKey) };
  try {
    const response = await fetch(options.webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) log.warn({ status: response.status, orderCode: link.orderCode }, 'payOS simulator: webhook refused');
  } catch (error) {
    // Like payOS, a failed delivery does not undo the payment: the merchant can still ask with get().
    log.warn({ err: error, orderCode: link.orderCode }, 'payOS simulator: webhook not delivered');
  }
}

/**
 * A local payOS: the API at payOS's own root paths (the SDK drops any path of its baseURL) and a
 * checkout page. Responses and webhooks are signed as payOS signs them, so the real SDK works unchanged.
 */
export async function payosSimulatorRoutes(app: FastifyInstance, options: PayosSimulatorOptions): Promise<void> {
  const { credentials } = options;
  const links = createSimLinkRepo(options.db);
  const success = (data: Record<string, unknown>) => ({
    code: '00',
    desc: 'success',
    data,
    signature: signData(data, credentials.checksumKey),
  });
  const failure = (error: { code: string; desc: string }) => ({ ...error, data: null });

  // The checkout page's buttons post plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function requireMerchant(request: FastifyRequest, reply: FastifyReply) {
    const known =
      request.headers['x-client-id'] === credentials.clientId && request.headers['x-api-key'] === credentials.apiKey;
    if (!known) return reply.status(401).send(failure(PAYOS_ERRORS.unknownGateway));
  }

  app.post('/v2/payment-requests', { preHandler: requireMerchant }, async (request) => {
    const parsed = v.safeParse(CreateRequestSchema, request.body);
    if (!parsed.success) return failure(PAYOS_ERRORS.invalidInput);
    const input = parsed.output;
    if (input.signature !== signPaymentRequest(input, credentials.checksumKey)) return failure(PAYOS_ERRORS.invalidSignature);
    const link = await links.insert({
      id: randomBytes(16).toString('hex'),
      orderCode: input.orderCode,
      amount: input.amount,
      description: input.description,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      items: input.items ?? [],
      expiredAt: input.expiredAt ? new Date(input.expiredAt * 1000) : null,
    });
    if (!link) return failure(PAYOS_ERRORS.duplicateOrder);
    // The checkout page is on this server, reached by the browser at the merchant's own origin.
    const checkoutUrl = `${new URL(link.returnUrl).origin}/payos-sim/checkout/${link.id}`;
    return success({
      bin: BANK.bin,
      accountNumber: BANK.accountNumber,
      accountName: BANK.accountName,
      amount: link.amount,
      description: link.description,
      orderCode: link.orderCode,
      currency: 'VND',
      paymentLinkId: link.id,
      status: statusOf(link),
      expiredAt: input.expiredAt ?? null,
      checkoutUrl,
      qrCode: qrPayload(link),
    });
  });

  app.get<{ Params: { id: string } }>('/v2/payment-requests/:id', { preHandler: requireMerchant }, async (request) => {
    const link = await links.find(request.params.id);
    return link ? success(paymentLinkData(link)) : failure(PAYOS_ERRORS.notFound);
  });

  app.post<{ Params: { id: string } }>('/v2/payment-requests/:id/cancel', { preHandler: requireMerchant }, async (request) => {
    const parsed = v.safeParse(CancelRequestSchema, request.body ?? undefined);
    if (!parsed.success) return failure(PAYOS_ERRORS.invalidInput);
    const link = await links.find(request.params.id);
    if (!link) return failure(PAYOS_ERRORS.notFound);
    if (statusOf(link) === 'CANCELLED') return success(paymentLinkData(link));
    const cancelled = await links.markCancelled(link.id, parsed.output?.cancellationReason ?? null);
    return cancelled ? success(paymentLinkData(cancelled)) : failure(PAYOS_ERRORS.notCancellable);
  });

  app.get<{ Params: { id: string } }>('/payos-sim/checkout/:id', async (request, reply) => {
    const link = await links.findById(request.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!link) return reply.status(404).send(notFoundPage());
    const status = statusOf(link);
    const qrSvg = status === 'PENDING' ? await QRCode.toString(qrPayload(link), { type: 'svg', margin: 1 }) : '';
    return checkoutPage({
      link,
      status,
      qrSvg,
      bankName: BANK.name,
      accountNumber: BANK.accountNumber,
      accountName: BANK.accountName,
      resultUrl: resultUrl(link, status),
    });
  });

  app.post<{ Params: { id: string } }>('/payos-sim/checkout/:id/pay', async (request, reply) => {
    const link = await links.findById(request.params.id);
    if (!link) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage());
    const paid = await links.markPaid(link.id, `FT${Date.now()}${randomInt(1000, 9999)}`);
    // Not payable any more (already paid, cancelled or expired): the page says so.
    if (!paid) return reply.redirect(`/payos-sim/checkout/${link.id}`, 303);
    await sendWebhook(paid, options, request.log);
    return reply.redirect(resultUrl(paid, 'PAID'), 303);
  });

  app.post<{ Params: { id: string } }>('/payos-sim/checkout/:id/cancel', async (request, reply) => {
    const link = await links.findById(request.params.id);
    if (!link) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage());
    const cancelled = await links.markCancelled(link.id, 'Khách hàng hủy thanh toán');
    if (!cancelled) return reply.redirect(`/payos-sim/checkout/${link.id}`, 303);
    return reply.redirect(resultUrl(cancelled, 'CANCELLED'), 303);
  });
}

const qrPayload = (link: SimLinkRow) =>
  vietQrPayload({ bin: BANK.bin, accountNumber: BANK.accountNumber, amount: link.amount, message: link.description });
