import * as v from 'valibot';

/** Plans, subscription, payment and limits: the contract of /api/v1/subscription. */

export const PLAN_NAMES = ['basic', 'plus', 'pro'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** Feature keys of the plans' `features` list: the features the screens are gated on. */
export const FEATURES = {
  bulkGroupMessaging: 'bulk_group_messaging',
  scheduleMessages: 'schedule_messages',
} as const;
export type FeatureKey = (typeof FEATURES)[keyof typeof FEATURES];

export const SUBSCRIPTION_STATUSES = ['TRIAL', 'ACTIVE', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** -1 means unlimited, for both counters. */
export interface JobLimits {
  daily: number;
  concurrent: number;
}

export interface Plan {
  id: string;
  name: PlanName;
  displayName: string;
  description: string;
  /** Integer VND. */
  price: number;
  /** Days. */
  duration: number;
  accountLimit: number;
  /** People the workspace may have, members and pending invitations together (-1: no limit); always answered by the server. */
  seatLimit?: number;
  jobLimits: JobLimits;
  /** Feature keys (FEATURES values). */
  features: string[];
  /** Vietnamese lines for the plan cards. */
  featureLabels: string[];
  popular: boolean;
  sortOrder: number;
}

export interface CurrentSubscription {
  plan: Plan;
  status: SubscriptionStatus;
  isTrial: boolean;
  /** ISO date-times. */
  startDate: string;
  endDate: string;
  /** Rounded up, never below 0. */
  daysLeft: number;
  accountsUsed: number;
  accountLimit: number;
}

export interface PaymentLink {
  checkoutUrl: string;
  orderCode: number;
  amount: number;
}

export interface PaymentStatusResult {
  orderCode: number;
  status: PaymentStatus;
  amount: number;
  planName: PlanName;
}

export interface CancelPaymentResult {
  orderCode: number;
  status: 'CANCELLED';
}

export interface PaymentHistoryItem {
  orderCode: number;
  planName: PlanName;
  planDisplayName: string;
  amount: number;
  status: PaymentStatus;
  /** ISO date-times; paidAt is null until paid. */
  createdAt: string;
  paidAt: string | null;
}

export interface AccountLimitCheck {
  canAdd: boolean;
  used: number;
  limit: number;
  reason?: string;
}

export interface JobLimitsCheck {
  canCreate: boolean;
  reason?: string;
  /** Daily limit, -1 unlimited. */
  limit: number;
  /** Jobs created today (Asia/Ho_Chi_Minh day). */
  used: number;
  concurrentLimit: number;
  running: number;
}

export interface PlanLimits {
  planName: PlanName;
  accountLimit: number;
  jobLimits: JobLimits;
  features: string[];
}

export interface FeatureAccess {
  hasAccess: boolean;
  reason?: string;
  /** The cheapest plan that has the feature. */
  planRequired?: PlanName;
}

export const SUBSCRIPTION_MESSAGES = {
  choosePlan: 'Vui lòng chọn gói dịch vụ',
  invalidOrderCode: 'Mã đơn hàng không hợp lệ',
  /** Subscription check failures: a feature asked for without a plan in force (expired)… */
  subscriptionRequired: 'Cần có subscription để sử dụng tính năng này',
  /** …and a feature check that could not be made. */
  checkFailed: 'Không thể kiểm tra trạng thái subscription',
} as const;

/**
 * POST /subscription/payment/create. The amount always comes from the plan on the server.
 * The object's message is also the one of a missing key (valibot reports those on the object).
 */
export const CreatePaymentSchema = v.object({
  planId: v.pipe(
    v.string(SUBSCRIPTION_MESSAGES.choosePlan),
    v.trim(),
    v.nonEmpty(SUBSCRIPTION_MESSAGES.choosePlan),
    v.maxLength(100, SUBSCRIPTION_MESSAGES.choosePlan),
  ),
}, SUBSCRIPTION_MESSAGES.choosePlan);
export type CreatePaymentInput = v.InferOutput<typeof CreatePaymentSchema>;

/** The `:orderCode` path parameter: a positive integer within payOS's safe range. */
export const OrderCodeParamsSchema = v.object({
  orderCode: v.pipe(
    v.string(SUBSCRIPTION_MESSAGES.invalidOrderCode),
    v.regex(/^[1-9]\d{0,15}$/, SUBSCRIPTION_MESSAGES.invalidOrderCode),
    v.transform(Number),
    v.safeInteger(SUBSCRIPTION_MESSAGES.invalidOrderCode),
  ),
}, SUBSCRIPTION_MESSAGES.invalidOrderCode);

/** GET /subscription/job-limits?jobType= */
export const JobLimitsQuerySchema = v.object({
  jobType: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
});
