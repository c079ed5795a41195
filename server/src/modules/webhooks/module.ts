import type { FastifyBaseLogger } from 'fastify';
import type { WebhooksConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { EventListener } from '../../lib/event-hub';
import type { SecretBox } from '../../security/secret-box';
import type { Resolve } from './address-guard';
import { createSender } from './deliver';
import { createDispatcher, DEFAULT_DELIVERY_TIMING, type DeliveryTiming } from './dispatcher';
import { createWebhooksRepo } from './repo';
import { webhooksRoutes } from './routes';
import { createWebhooksService } from './service';

/** Events are kept this long (with their deliveries' log), then removed by the minute tick. */
export const EVENT_RETENTION_DAYS = 30;
const PRUNE_BATCH = 10_000;

export interface WebhooksModule extends ServerModule {
  /** The minute tick's upkeep: removes events (and their deliveries) older than the retention. */
  upkeep(): Promise<void>;
}

/**
 * Webhooks: a workspace's endpoints, and every event the modules publish delivered to the endpoints that want it
 * (stored before the publisher goes on, queued on pg-boss, signed, retried for 24 h, an endpoint failing that long
 * switched off). The SSRF guard is checked when an endpoint is saved and before every delivery.
 */
export function createWebhooksModule(deps: {
  database: Database;
  events: { listen(listener: EventListener): void };
  secretBox: SecretBox;
  config: WebhooksConfig;
  requireUser: AuthGuard;
  emailsOf: (ids: string[]) => Promise<Map<string, string>>;
  log: FastifyBaseLogger;
  /** Tests shorten the timeout and the backoff, and move the clock. */
  timing?: Partial<DeliveryTiming>;
  /** Tests resolve names their own way. */
  resolve?: Resolve;
}): WebhooksModule {
  const timing = { ...DEFAULT_DELIVERY_TIMING, ...deps.timing };
  // Read at every check, never copied.
  const rules = deps.config;
  const repo = createWebhooksRepo(deps.database);
  const sender = createSender({ rules, timeoutMs: timing.timeoutMs, resolve: deps.resolve, now: timing.now });
  const dispatcher = createDispatcher({ database: deps.database, repo, secretBox: deps.secretBox, sender, timing, log: deps.log });
  const webhooks = createWebhooksService({
    repo,
    dispatcher,
    secretBox: deps.secretBox,
    rules,
    resolve: deps.resolve,
    emailsOf: deps.emailsOf,
    attemptWaitMs: timing.timeoutMs + 3000,
  });
  deps.events.listen((event) => dispatcher.accept(event));
  return {
    routes: async (api) => api.register(webhooksRoutes, { webhooks, requireUser: deps.requireUser }),
    start: () => dispatcher.start(),
    stop: () => dispatcher.stop(),
    async upkeep() {
      await repo.prune(new Date(timing.now() - EVENT_RETENTION_DAYS * 86_400_000), PRUNE_BATCH);
    },
  };
}
