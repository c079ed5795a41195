import { apiClient, call } from '../http/client';
import type {
  AccountLimitCheck,
  CancelPaymentResult,
  CurrentSubscription,
  FeatureAccess,
  JobLimitsCheck,
  PaymentHistoryItem,
  PaymentLink,
  PaymentStatusResult,
  Plan,
  PlanLimits,
} from '../schemas/subscription';

/** /api/v1/subscription: plans, the current subscription, payOS payments and plan limits. */
export const subscriptionApi = {
  plans: () => call<Plan[]>(apiClient().get('subscription/plans')),
  /** Whether payments go to the payOS simulator (a test mode, no real money). */
  paymentMode: () => call<{ simulated: boolean }>(apiClient().get('payments/mode')),
  current: () => call<CurrentSubscription>(apiClient().get('subscription/current')),
  createPayment: (planId: string) =>
    call<PaymentLink>(apiClient().post('subscription/payment/create', { json: { planId } })),
  paymentStatus: (orderCode: number | string) =>
    call<PaymentStatusResult>(apiClient().get(`subscription/payment/${encodeURIComponent(String(orderCode))}/status`)),
  cancelPayment: (orderCode: number | string) =>
    call<CancelPaymentResult>(apiClient().post(`subscription/payment/${encodeURIComponent(String(orderCode))}/cancel`)),
  paymentHistory: () => call<PaymentHistoryItem[]>(apiClient().get('subscription/payments/history')),
  checkLimit: () => call<AccountLimitCheck>(apiClient().get('subscription/check-limit')),
  jobLimits: (jobType?: string) =>
    call<JobLimitsCheck>(
      apiClient().get('subscription/job-limits', { searchParams: jobType ? { jobType } : undefined }),
    ),
  planLimits: () => call<PlanLimits>(apiClient().get('subscription/plan-limits')),
  feature: (feature: string) =>
    call<FeatureAccess>(apiClient().get(`subscription/features/${encodeURIComponent(feature)}`)),
};
