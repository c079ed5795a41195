import type { Database } from '../../db/client';
import type { ServerModule } from '../../http/server-module';
import { healthRoutes } from './routes';

export function createHealthModule(deps: { database: Database }): ServerModule {
  return { routes: async (api) => api.register(healthRoutes, { database: deps.database }) };
}
