import type { Db } from '../../db/client';
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
}

/** Plans, trials, the current subscription and the limits of the plan. */
export function createSubscriptionModule(deps: {
  db: Db;
  trialDays: number;
  /** The accounts' and jobs' counters (each module exports its own). */
  usage: UsageCounters;
  requireUser: AuthGuard;
}): SubscriptionModule {
  const { db, usage, requireUser } = deps;
  const subscriptions = createSubscriptionService({ db, trialDays: deps.trialDays });
  const limits = createLimitService({ db, usage, subscriptions });
  return {
    subscriptions,
    limits,
    routes: async (api) => api.register(subscriptionRoutes, { subscriptions, limits, usage, requireUser }),
  };
}
