import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CancelPaymentResult,
  PaymentHistoryItem,
  PaymentLink,
  PaymentStatus,
  PaymentStatusResult,
  PlanName,
} from 'shared-sdk/schemas';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { PlanRow } from '../subscription';
import type { SubscriptionService } from '../subscription';
import type { PayosGateway } from './payos-gateway';
import { createPaymentsRepo, type PaymentRow, type PaymentsRepo } from './repo';

export const PAYMENT_ERRORS = {
  createFailed: 'Không thể tạo link thanh toán',
  pendingExists: (orderCode: number) =>
    `Bạn đang có một thanh toán chưa hoàn tất (mã đơn ${orderCode}). Vui lòng hoàn tất hoặc hủy thanh toán đó trước khi tạo thanh toán mới.`,
  notFound: 'Không tìm thấy đơn thanh toán',
  alreadyCompleted: 'Đơn thanh toán đã hoàn tất, không thể hủy',
  notPending: 'Đơn thanh toán không còn ở trạng thái chờ thanh toán',
  cancelFailed: 'Không thể hủy thanh toán, vui lòng thử lại',
  invalidWebhook: 'Dữ liệu thông báo thanh toán không hợp lệ',
  amountMismatch: 'Số tiền thanh toán không khớp với đơn hàng',
} as const;

/** How long a payment link stays payable. */
export const PAYMENT_LINK_TTL_MS = 15 * 60_000;
const CANCEL_REASON = 'Khách hàng hủy thanh toán';
const CREATE_ATTEMPTS = 3;

/** Milliseconds × 1000 plus a random tail: unique in practice, and below 2^53 (payOS's limit) until 2255. */
export const newOrderCode = () => Date.now() * 1000 + randomInt(1000);

/** payOS shows the description in the bank transfer; linked bank accounts allow 9 characters at most. */
export const paymentDescription = (orderCode: number) => `ZM${String(orderCode).slice(-7)}`;

/** What proves a payment: a verified webhook or payOS's own answer to get(). */
interface PaidEvidence {
  amount: number;
  reference: string | null;
}

const isDuplicateOrder = (error: unknown) => (error as { code?: unknown }).code === '231';

interface PaymentsServiceDeps {
  db: Db;
  gateway: PayosGateway;
  subscriptions: SubscriptionService;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** After a payment put a plan in place (e.g. jobs waiting for a slot of the old plan may start at once). */
  afterPlanChange?: (workspaceId: string) => Promise<void>;
}

/** A pending payment of the plan with its payOS link; an order code taken (here or at payOS) is tried again with another. */
async function openPaymentLink(
  deps: { repo: PaymentsRepo; gateway: PayosGateway; log: FastifyBaseLogger; now: () => Date },
  workspaceId: string,
  plan: PlanRow,
  origin: string,
): Promise<PaymentLink> {
  const { repo, gateway, log, now } = deps;
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    const orderCode = newOrderCode();
    const description = paymentDescription(orderCode);
    const expiresAt = new Date(now().getTime() + PAYMENT_LINK_TTL_MS);
    const payment = await repo.insertPending({ workspaceId, planId: plan.id, orderCode, amount: plan.price, description, expiresAt });
    if (!payment) {
      const open = await repo.findPending(workspaceId);
      if (open) throw conflict(PAYMENT_ERRORS.pendingExists(open.orderCode));
      continue; // the order code was taken
    }
    try {
      const link = await gateway.create({
        orderCode,
        amount: plan.price,
        description,
        returnUrl: `${origin}/payment/success`,
        cancelUrl: `${origin}/payment/cancel`,
        items: [{ name: `Gói ${plan.displayName} ${plan.durationDays} ngày`, quantity: 1, price: plan.price }],
        expiredAt: Math.floor(expiresAt.getTime() / 1000),
      });
      await repo.attachLink(payment.id, { paymentLinkId: link.paymentLinkId, checkoutUrl: link.checkoutUrl });
      return { checkoutUrl: link.checkoutUrl, orderCode, amount: plan.price };
    } catch (error) {
      await repo.closePending(payment.id, 'FAILED');
      if (isDuplicateOrder(error)) continue;
      log.error({ err: error, orderCode }, 'payOS create failed');
      throw new AppError(502, PAYMENT_ERRORS.createFailed);
    }
  }
  throw new AppError(502, PAYMENT_ERRORS.createFailed);
}

/** A payment's state kept in step with payOS: completed once when paid (its plan put in place), closed when payOS closed it. */
function createPaymentStates(deps: PaymentsServiceDeps & { repo: PaymentsRepo; now: () => Date }) {
  const { repo, gateway, subscriptions, log, now } = deps;

  /**
   * Marks the payment completed and puts its plan in place, in one transaction; the conditional update
   * makes a replayed webhook, or a webhook racing a status poll, activate nothing a second time.
   */
  async function settle(payment: PaymentRow, evidence: PaidEvidence): Promise<'settled' | 'amountMismatch'> {
    if (evidence.amount !== payment.amount) {
      log.warn({ orderCode: payment.orderCode, expected: payment.amount, got: evidence.amount }, 'payOS amount mismatch');
      return 'amountMismatch';
    }
    const claimed = await deps.db.transaction(async (tx) => {
      const marked = await createPaymentsRepo(tx).markCompleted(payment.id, { paidAt: now(), reference: evidence.reference });
      if (marked) await subscriptions.applyPayment(tx, payment);
      return marked;
    });
    if (claimed) {
      await deps.afterPlanChange?.(payment.workspaceId).catch((error: unknown) => log.error({ err: error, workspaceId: payment.workspaceId }, 'after a plan change'));
    }
    return 'settled';
  }

  async function currentStatus(payment: PaymentRow): Promise<PaymentStatus> {
    return (await repo.findByOrderCode(payment.orderCode))?.status ?? payment.status;
  }

  /** Asks payOS about a payment still pending here and records what it says. Unreachable payOS: still pending. */
  async function refresh(payment: PaymentRow): Promise<PaymentStatus> {
    if (payment.status !== 'PENDING') return payment.status;
    let link;
    try {
      link = await gateway.get(payment.orderCode);
    } catch (error) {
      log.warn({ err: error, orderCode: payment.orderCode }, 'payOS get failed');
      return 'PENDING';
    }
    if (link.status === 'PAID') {
      const evidence = { amount: Math.min(link.amount, link.amountPaid), reference: link.transactions[0]?.reference ?? null };
      if ((await settle(payment, evidence)) === 'amountMismatch') await repo.closePending(payment.id, 'FAILED');
    } else if (link.status === 'CANCELLED') {
      await repo.closePending(payment.id, 'CANCELLED');
    } else if (link.status === 'EXPIRED' || link.status === 'FAILED') {
      await repo.closePending(payment.id, 'FAILED');
    }
    return currentStatus(payment);
  }

  /** One open payment per user: an expired or finished one is closed first, a live one refuses (409). */
  async function closeOpenPayment(workspaceId: string): Promise<void> {
    const open = await repo.findPending(workspaceId);
    if (!open || (await refresh(open)) !== 'PENDING') return;
    if (open.expiresAt > now()) throw conflict(PAYMENT_ERRORS.pendingExists(open.orderCode));
    // payOS unreachable about a link past its expiry: close it here; a late webhook still activates it.
    await repo.closePending(open.id, 'FAILED');
  }

  return { settle, refresh, closeOpenPayment };
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { gateway, subscriptions, log } = deps;
  const repo = createPaymentsRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const { settle, refresh, closeOpenPayment } = createPaymentStates({ ...deps, repo, now });

  async function ownPayment(workspaceId: string, orderCode: number): Promise<PaymentRow> {
    const payment = await repo.findOwn(workspaceId, orderCode);
    if (!payment) throw notFound(PAYMENT_ERRORS.notFound);
    return payment;
  }

  return {
    /** The amount is the plan's price; nothing of it comes from the client. */
    async create(workspaceId: string, planId: string, origin: string): Promise<PaymentLink> {
      const plan = await subscriptions.findPlan(planId);
      await closeOpenPayment(workspaceId);
      return openPaymentLink({ repo, gateway, log, now }, workspaceId, plan, origin);
    },

    async status(workspaceId: string, orderCode: number): Promise<PaymentStatusResult> {
      const payment = await ownPayment(workspaceId, orderCode);
      const status = await refresh(payment);
      const plan = await subscriptions.findPlan(payment.planId);
      return { orderCode, status, amount: payment.amount, planName: plan.name as PlanName };
    },

    /** Cancels at payOS, then records what payOS says (it may have been paid in the meantime). */
    async cancel(workspaceId: string, orderCode: number): Promise<CancelPaymentResult> {
      const payment = await ownPayment(workspaceId, orderCode);
      if (payment.status === 'PENDING') {
        await gateway.cancel(orderCode, CANCEL_REASON).catch((error: unknown) => {
          log.warn({ err: error, orderCode }, 'payOS cancel failed');
        });
      }
      const status = await refresh(payment);
      if (status === 'CANCELLED') return { orderCode, status };
      if (status === 'COMPLETED') throw conflict(PAYMENT_ERRORS.alreadyCompleted);
      if (status === 'FAILED') throw conflict(PAYMENT_ERRORS.notPending);
      throw new AppError(502, PAYMENT_ERRORS.cancelFailed);
    },

    async history(workspaceId: string): Promise<PaymentHistoryItem[]> {
      const [rows, plans] = await Promise.all([repo.history(workspaceId), subscriptions.listPlanRows()]);
      const planById = new Map(plans.map((plan) => [plan.id, plan]));
      return rows.flatMap((row) => {
        const plan = planById.get(row.planId);
        if (!plan) return []; // never: a payment's plan cannot be deleted (its foreign key)
        return [
          {
            orderCode: row.orderCode,
            planName: plan.name as PlanName,
            planDisplayName: plan.displayName,
            amount: row.amount,
            status: row.status,
            createdAt: row.createdAt.toISOString(),
            paidAt: row.paidAt?.toISOString() ?? null,
          },
        ];
      });
    },

    /**
     * payOS's webhook. Only a body signed with our checksum key counts. A successful payment of a known
     * order activates its plan once; unknown orders (payOS's own test call when the webhook URL is
     * confirmed) and non-success events are acknowledged and ignored.
     */
    async handleWebhook(body: unknown): Promise<void> {
      const data = await gateway.verifyWebhook(body).catch(() => {
        throw badRequest(PAYMENT_ERRORS.invalidWebhook);
      });
      if (data.code !== '00' || !Number.isSafeInteger(data.orderCode)) return;
      const payment = await repo.findByOrderCode(data.orderCode);
      if (!payment) return;
      const outcome = await settle(payment, { amount: data.amount, reference: data.reference || null });
      if (outcome === 'amountMismatch') throw badRequest(PAYMENT_ERRORS.amountMismatch);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
