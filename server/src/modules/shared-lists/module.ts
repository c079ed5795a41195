import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import { exportMembersRoute } from './export-members';
import { createSharedListsRepo, type SharedListsRepo } from './repo';
import { sharedListsRoutes } from './routes';
import { createSharedListsService, type SharedListsService, type SharedListsServiceDeps } from './service';

export interface SharedListsModule extends ServerModule {
  /** What the jobs module uses: members for member jobs and list schedules (see the service), listed members failed. */
  access: Pick<SharedListsService, 'targetsForJob' | 'scheduleTarget' | 'nextPending'> & Pick<SharedListsRepo, 'failListedMembers'>;
  /** What the do-not-contact list uses: the stable ids of the members an account reaches under some uids. */
  memberGlobalIds: SharedListsRepo['memberGlobalIds'];
}

/** Shared pending lists, 'Kho chung': members saved from pending friends and the jobs that work through them. */
export function createSharedListsModule(deps: {
  database: Database;
  accountOf: SharedListsServiceDeps['accountOf'];
  requireUser: AuthGuard;
  /** The exports' guard: a bearer token or a download link. */
  requireUserOrLink: AuthGuard;
}): SharedListsModule {
  const repo = createSharedListsRepo(deps.database);
  const lists = createSharedListsService({ repo, accountOf: deps.accountOf });
  return {
    access: { targetsForJob: lists.targetsForJob, scheduleTarget: lists.scheduleTarget, nextPending: lists.nextPending, failListedMembers: repo.failListedMembers },
    memberGlobalIds: repo.memberGlobalIds,
    routes: async (api) => {
      await api.register(sharedListsRoutes, { lists, requireUser: deps.requireUser });
      await api.register(exportMembersRoute, { database: deps.database, repo, requireUserOrLink: deps.requireUserOrLink });
    },
  };
}
