import type { FastifyInstance } from 'fastify';
import { JobLimitsQuerySchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { LimitService } from './limits';
import type { SubscriptionService } from './service';
import type { UsageCounters } from './usage';

export interface SubscriptionRoutesOptions {
  subscriptions: SubscriptionService;
  limits: LimitService;
  usage: UsageCounters;
  requireUser: AuthGuard;
}

/** Plans, the current subscription and the limit checks (the payment routes are in modules/payments). */
export async function subscriptionRoutes(app: FastifyInstance, options: SubscriptionRoutesOptions): Promise<void> {
  const { subscriptions, limits, usage } = options;
  app.addHook('preHandler', options.requireUser);

  app.get('/subscription/plans', async () => ok(await subscriptions.listPlans()));

  app.get('/subscription/current', async (request) => {
    const accountsUsed = await usage.countAccounts(request.workspace.id);
    return ok(await subscriptions.current(request.workspace.id, accountsUsed));
  });

  app.get('/subscription/check-limit', async (request) => ok(await limits.checkAccountLimit(request.workspace.id)));

  app.get('/subscription/job-limits', async (request) => {
    const { jobType } = parse(JobLimitsQuerySchema, request.query);
    return ok(await limits.jobLimits(request.workspace.id, jobType));
  });

  app.get('/subscription/plan-limits', async (request) => ok(await limits.planLimits(request.workspace.id)));

  app.get<{ Params: { feature: string } }>('/subscription/features/:feature', async (request) =>
    ok(await limits.featureAccess(request.workspace.id, request.params.feature)),
  );
}
