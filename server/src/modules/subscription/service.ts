import type { CurrentSubscription, Plan, SubscriptionStatus } from 'shared-sdk/schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { createSubscriptionRepo, type Executor, type PlanRow, type SubscriptionRow, toPlan } from './repo';

const DAY_MS = 86_400_000;
/** The plan of the trial; the first plan of the offer when it is missing from the table. */
export const TRIAL_PLAN_NAME = 'basic';

export const SUBSCRIPTION_ERRORS = {
  planNotFound: 'Không tìm thấy gói dịch vụ',
} as const;

/** A user's subscription with its plan and the status derived from the clock. */
export interface SubscriptionState {
  subscription: SubscriptionRow;
  plan: PlanRow;
  status: SubscriptionStatus;
}

const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

export function statusOf(subscription: SubscriptionRow, now: Date): SubscriptionStatus {
  if (subscription.endDate.getTime() <= now.getTime()) return 'EXPIRED';
  return subscription.isTrial ? 'TRIAL' : 'ACTIVE';
}

export const daysLeft = (endDate: Date, now: Date) => Math.max(0, Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS));

/**
 * The window a paid plan gives. Paying again for the current, still running paid plan adds its duration
 * to the end date (a renewal). Paying during a running trial keeps the trial's remaining days: the new plan
 * applies at once and its paid period starts when the trial would have ended. Anything else — an expired
 * plan, another paid plan — starts now and replaces the current window (days left on a different paid plan
 * are not carried over).
 */
export function windowAfterPayment(current: SubscriptionRow | undefined, plan: PlanRow, now: Date) {
  const running = current !== undefined && current.endDate > now;
  if (running && !current.isTrial && current.planId === plan.id) {
    return { startDate: current.startDate, endDate: addDays(current.endDate, plan.durationDays) };
  }
  if (running && current.isTrial) return { startDate: now, endDate: addDays(current.endDate, plan.durationDays) };
  return { startDate: now, endDate: addDays(now, plan.durationDays) };
}

export function createSubscriptionService(deps: {
  db: Db;
  trialDays: number;
  now?: () => Date;
  /** A trial began (the workspace event); never throws. */
  onTrialStarted?: (workspaceId: string) => Promise<void>;
}) {
  const repo = createSubscriptionRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  async function trialPlan(): Promise<PlanRow> {
    const plan = (await repo.findPlanByName(TRIAL_PLAN_NAME)) ?? (await repo.listPlans())[0];
    if (!plan) throw notFound(SUBSCRIPTION_ERRORS.planNotFound);
    return plan;
  }

  /** Gives a new user the trial; does nothing when the user already has a subscription. */
  async function startTrial(workspaceId: string): Promise<void> {
    const plan = await trialPlan();
    const startDate = now();
    const endDate = addDays(startDate, deps.trialDays);
    const created = await repo.insertSubscription({ workspaceId, planId: plan.id, isTrial: true, startDate, endDate });
    if (created) {
      await repo.insertPlanChange({ workspaceId, toPlanId: plan.id, reason: 'TRIAL', endDate });
      await deps.onTrialStarted?.(workspaceId);
    }
  }

  /** The user's subscription; a user registered before the hook existed (or whose hook failed) gets the trial now. */
  async function stateOf(workspaceId: string): Promise<SubscriptionState> {
    let subscription = await repo.findSubscription(workspaceId);
    if (!subscription) {
      await startTrial(workspaceId);
      subscription = await repo.findSubscription(workspaceId);
    }
    if (!subscription) throw notFound(SUBSCRIPTION_ERRORS.planNotFound);
    const plan = await repo.findPlanById(subscription.planId);
    if (!plan) throw notFound(SUBSCRIPTION_ERRORS.planNotFound);
    return { subscription, plan, status: statusOf(subscription, now()) };
  }

  return {
    startTrial,
    stateOf,

    /** How many people the workspace's plan allows, members and pending invitations together (-1: no limit). */
    async seatLimit(workspaceId: string): Promise<number> {
      return (await stateOf(workspaceId)).plan.seatLimit;
    },

    async listPlans(): Promise<Plan[]> {
      return (await repo.listPlans()).map(toPlan);
    },

    async listPlanRows(): Promise<PlanRow[]> {
      return repo.listPlans();
    },

    async findPlan(planId: string): Promise<PlanRow> {
      const plan = await repo.findPlanById(planId);
      if (!plan) throw notFound(SUBSCRIPTION_ERRORS.planNotFound);
      return plan;
    },

    async current(workspaceId: string, accountsUsed: number): Promise<CurrentSubscription> {
      const { subscription, plan, status } = await stateOf(workspaceId);
      return {
        plan: toPlan(plan),
        status,
        isTrial: subscription.isTrial,
        startDate: subscription.startDate.toISOString(),
        endDate: subscription.endDate.toISOString(),
        daysLeft: daysLeft(subscription.endDate, now()),
        accountsUsed,
        accountLimit: plan.accountLimit,
      };
    },

    /**
     * Puts a paid plan in place, inside the caller's transaction (the one that marked the payment
     * completed, so a payment activates at most once). Locks the subscription row against a racing payment.
     */
    async applyPayment(tx: Executor, input: { workspaceId: string; planId: string; orderCode: number }): Promise<void> {
      const txRepo = createSubscriptionRepo(tx);
      const plan = await txRepo.findPlanById(input.planId);
      if (!plan) throw notFound(SUBSCRIPTION_ERRORS.planNotFound);
      const current = await txRepo.findSubscription(input.workspaceId, { lock: true });
      const window = windowAfterPayment(current, plan, now());
      const row = { planId: plan.id, isTrial: false, ...window };
      if (current) await txRepo.updateSubscription(input.workspaceId, row);
      else await txRepo.insertSubscription({ workspaceId: input.workspaceId, ...row });
      await txRepo.insertPlanChange({
        workspaceId: input.workspaceId,
        fromPlanId: current?.planId ?? null,
        toPlanId: plan.id,
        reason: 'PAYMENT',
        orderCode: input.orderCode,
        endDate: window.endDate,
      });
    },

    async planChanges(workspaceId: string) {
      return repo.listPlanChanges(workspaceId);
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
