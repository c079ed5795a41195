import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import { createSharedListsRepo } from './repo';
import { sharedListsRoutes } from './routes';
import { createSharedListsService, type SharedListsService, type SharedListsServiceDeps } from './service';

export interface SharedListsModule extends ServerModule {
  /** The chosen members of a list as a job reaches them (see the service). */
  targetsForJob: SharedListsService['targetsForJob'];
}

/** Shared pending lists, 'Kho chung': members saved from pending friends and the jobs that work through them. */
export function createSharedListsModule(deps: { database: Database; accountOf: SharedListsServiceDeps['accountOf']; requireUser: AuthGuard }): SharedListsModule {
  const lists = createSharedListsService({ repo: createSharedListsRepo(deps.database), accountOf: deps.accountOf });
  return {
    targetsForJob: lists.targetsForJob,
    routes: async (api) => api.register(sharedListsRoutes, { lists, requireUser: deps.requireUser }),
  };
}
