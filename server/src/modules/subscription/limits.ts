import { type AccountLimitCheck, type FeatureAccess, type JobLimitsCheck, type PlanLimits, type PlanName, SUBSCRIPTION_MESSAGES } from 'shared-sdk/schemas';
import { UNLIMITED } from 'shared-sdk/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { PlanRow } from './repo';
import { createSubscriptionService, type SubscriptionService } from './service';
import type { UsageCounters } from './usage';

export const LIMIT_MESSAGES = {
  expired: 'Gói dịch vụ đã hết hạn, vui lòng gia hạn',
  accounts: (limit: number, plan: string) => `Đã đạt giới hạn ${limit} tài khoản của gói ${plan}`,
  dailyJobs: (limit: number) => `Đã đạt giới hạn ${limit} công việc hôm nay`,
  concurrentJobs: (limit: number) => `Đã đạt giới hạn ${limit} công việc chạy cùng lúc`,
  // Part 2 shows any bulk-send refusal containing 'gói Pro' as its Pro-required message: keep 'gói <Plan>'.
  featureNeedsPlan: (plan: string) => `Tính năng này yêu cầu gói ${plan}`,
  unknownFeature: 'Tính năng này không có trong gói dịch vụ nào',
} as const;

const reached = (used: number, limit: number) => limit !== UNLIMITED && used >= limit;

/** The cheapest plan whose features include `feature`. */
function cheapestPlanWith(plans: PlanRow[], feature: string): PlanRow | undefined {
  return plans
    .filter((plan) => plan.features.includes(feature))
    .sort((a, b) => a.price - b.price || a.sortOrder - b.sortOrder)[0];
}

/**
 * The plan limits every domain enforces. The check methods answer the UI; the assert methods throw a
 * 403 with the Vietnamese reason, so the server refuses whatever the UI shows. An expired plan refuses all.
 */
export function createLimitService(deps: {
  db: Db;
  usage: UsageCounters;
  trialDays?: number;
  subscriptions?: SubscriptionService;
}) {
  const subscriptions = deps.subscriptions ?? createSubscriptionService({ db: deps.db, trialDays: deps.trialDays ?? 7 });
  const { usage } = deps;

  async function checkAccountLimit(workspaceId: string): Promise<AccountLimitCheck> {
    const { plan, status } = await subscriptions.stateOf(workspaceId);
    const used = await usage.countAccounts(workspaceId);
    const limit = plan.accountLimit;
    if (status === 'EXPIRED') return { canAdd: false, used, limit, reason: LIMIT_MESSAGES.expired };
    if (reached(used, limit)) return { canAdd: false, used, limit, reason: LIMIT_MESSAGES.accounts(limit, plan.displayName) };
    return { canAdd: true, used, limit };
  }

  /**
   * The daily limit counts every job type together; `jobType` is accepted for per-type rules to come. The concurrent
   * limit refuses nothing: jobs beyond it wait for a slot (the jobs module queues them); `running` says how full it is.
   */
  async function jobLimits(workspaceId: string, _jobType?: string): Promise<JobLimitsCheck> {
    const { plan, status } = await subscriptions.stateOf(workspaceId);
    const [used, running] = await Promise.all([usage.countJobsToday(workspaceId), usage.countRunningJobs(workspaceId)]);
    const limits = { limit: plan.dailyJobLimit, used, concurrentLimit: plan.concurrentJobLimit, running };
    const reason =
      status === 'EXPIRED' ? LIMIT_MESSAGES.expired : reached(used, plan.dailyJobLimit) ? LIMIT_MESSAGES.dailyJobs(plan.dailyJobLimit) : undefined;
    return reason ? { canCreate: false, reason, ...limits } : { canCreate: true, ...limits };
  }

  /** An expired plan keeps its numbers (for display) but lists no feature, so feature gates close. */
  async function planLimits(workspaceId: string): Promise<PlanLimits> {
    const { plan, status } = await subscriptions.stateOf(workspaceId);
    return {
      planName: plan.name as PlanName,
      accountLimit: plan.accountLimit,
      jobLimits: { daily: plan.dailyJobLimit, concurrent: plan.concurrentJobLimit },
      features: status === 'EXPIRED' ? [] : plan.features,
    };
  }

  async function featureAccess(workspaceId: string, feature: string): Promise<FeatureAccess> {
    const [{ plan, status }, plans] = await Promise.all([subscriptions.stateOf(workspaceId), subscriptions.listPlanRows()]);
    const required = cheapestPlanWith(plans, feature);
    const planRequired = required?.name as PlanName | undefined;
    // The product's text for a feature asked for without a plan in force.
    if (status === 'EXPIRED') return { hasAccess: false, reason: SUBSCRIPTION_MESSAGES.subscriptionRequired, planRequired };
    if (plan.features.includes(feature)) return { hasAccess: true };
    if (!required) return { hasAccess: false, reason: LIMIT_MESSAGES.unknownFeature };
    return { hasAccess: false, reason: LIMIT_MESSAGES.featureNeedsPlan(required.displayName), planRequired };
  }

  const refusal = (reason: string | undefined, status = 403) => new AppError(status, reason ?? LIMIT_MESSAGES.expired);

  return {
    checkAccountLimit,
    jobLimits,
    planLimits,
    featureAccess,

    async assertCanAddAccount(workspaceId: string): Promise<void> {
      const check = await checkAccountLimit(workspaceId);
      if (!check.canAdd) throw refusal(check.reason);
    },

    async assertCanCreateJob(workspaceId: string, jobType?: string): Promise<void> {
      const check = await jobLimits(workspaceId, jobType);
      if (!check.canCreate) throw refusal(check.reason);
    },

    /**
     * 403 by default. The bulk group send answers 400 with the 'gói Pro' text (its UI maps
     * 403 to a generic "no permission"), so that route passes `{ status: 400 }`.
     */
    async assertFeature(workspaceId: string, feature: string, options: { status?: number } = {}): Promise<void> {
      const access = await featureAccess(workspaceId, feature);
      if (!access.hasAccess) throw refusal(access.reason, options.status);
    },
  };
}
export type LimitService = ReturnType<typeof createLimitService>;
