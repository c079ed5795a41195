import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type EventSender, NO_EVENTS } from '../../lib/event-publishing';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import { createLimitService, type LimitService } from './limits';
import { subscriptionRoutes } from './routes';
import { createSubscriptionService, type SubscriptionService } from './service';
import type { UsageCounters } from './usage';

export interface SubscriptionModule extends ServerModule {
  subscriptions: SubscriptionService;
  /** The plan limits every other module enforces. */
  limits: LimitService;
  /** The plan changed (a payment): `subscription.changed` with the plan in place now; never throws. */
  announceChange(workspaceId: string): Promise<void>;
}

/** Plans, trials, the current subscription and the limits of the plan. */
export function createSubscriptionModule(deps: {
  db: Db;
  trialDays: number;
  /** The accounts' and jobs' counters (each module exports its own). */
  usage: UsageCounters;
  requireUser: AuthGuard;
  /** Where plan changes (a trial begun, a payment) are announced (app.ts's event hub). */
  events?: EventSender;
  log: FastifyBaseLogger;
}): SubscriptionModule {
  const { db, usage, requireUser } = deps;
  const events = deps.events ?? NO_EVENTS;
  async function announceChange(workspaceId: string): Promise<void> {
    try {
      const { plan, subscription } = await subscriptions.stateOf(workspaceId);
      await events.publish({ workspaceId, type: 'subscription.changed', data: { plan: { id: plan.id, name: plan.name }, endDate: subscription.endDate.toISOString() } });
    } catch (error) {
      deps.log.warn({ err: error, workspaceId, type: 'subscription.changed' }, 'plan change not announced');
    }
  }
  const subscriptions = createSubscriptionService({ db, trialDays: deps.trialDays, onTrialStarted: announceChange });
  const limits = createLimitService({ db, usage, subscriptions });
  return {
    subscriptions,
    limits,
    announceChange,
    routes: async (api) => api.register(subscriptionRoutes, { subscriptions, limits, usage, requireUser }),
  };
}
