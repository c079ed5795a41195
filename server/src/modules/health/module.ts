import type { Database } from '../../db/client';
import type { ServerModule } from '../../http/server-module';
import { healthRoutes } from './routes';

export function createHealthModule(deps: { database: Database }): ServerModule {
  // /api/v1/health, and /health for load balancers of any role (a worker serves nothing else).
  return {
    routes: async (api) => api.register(healthRoutes, { database: deps.database }),
    rootRoutes: async (app) => app.register(healthRoutes, { database: deps.database }),
  };
}
