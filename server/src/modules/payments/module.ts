import { API_BASE_PATH } from 'shared-sdk/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import { simulatorCredentials } from '../../simulators/payos/credentials';
import { payosSimulatorRoutes } from '../../simulators/payos/routes';
import type { SubscriptionService } from '../subscription';
import { createPayosGateway } from './payos-gateway';
import { PAYOS_WEBHOOK_PATH, paymentRoutes } from './routes';
import { createPaymentsService } from './service';

/** Plan payments through payOS, or through the payOS simulator mounted on this server when no keys are set. */
export function createPaymentsModule(deps: {
  db: Db;
  config: Pick<Config, 'payos' | 'publicUrl'>;
  appSecret: string;
  subscriptions: SubscriptionService;
  requireUser: AuthGuard;
  /** This server's own address (the SDK calls the simulator on it, the simulator calls the webhook). */
  selfUrl: () => string;
  log: FastifyBaseLogger;
  /** After a payment put a plan in place. */
  afterPlanChange?: (workspaceId: string) => Promise<void>;
}): ServerModule {
  const { db, config, requireUser } = deps;
  const credentials = config.payos ?? simulatorCredentials(deps.appSecret);
  const payments = createPaymentsService({
    db,
    gateway: createPayosGateway({ credentials, baseUrl: () => (config.payos ? config.payos.baseUrl : deps.selfUrl()) }),
    subscriptions: deps.subscriptions,
    log: deps.log,
    afterPlanChange: deps.afterPlanChange,
  });
  return {
    start: () => {
      if (!config.payos) {
        deps.log.warn('payments go to the payOS simulator (no PAYOS_* keys): anyone signed in can "pay" without money; set the payOS keys in a public deployment');
      }
    },
    routes: async (api) => api.register(paymentRoutes, { payments, requireUser, publicUrl: config.publicUrl, simulated: !config.payos }),
    rootRoutes: config.payos
      ? undefined
      : async (app) =>
          app.register(payosSimulatorRoutes, { db, credentials, webhookUrl: () => `${deps.selfUrl()}${API_BASE_PATH}${PAYOS_WEBHOOK_PATH}` }),
  };
}
