import type { Database } from '../../db/client';
import { createUserVersions } from '../../db/user-versions';
import type { AuthGuard } from '../../http/auth-guard';
import type { BigBodyGate } from '../../http/big-bodies';
import type { ServerModule } from '../../http/server-module';
import type { AccountSessions } from '../bots';
import { exportNumbersRoute } from './export-numbers';
import { createPhoneListsRepo, type PhoneListsRepo } from './repo';
import { phoneListsRoutes } from './routes';
import { createPhoneListsService } from './service';

export interface PhoneListsModule extends ServerModule {
  /** What the jobs module's phone schedules use: lists, quotas and the numbers to work. */
  repo: PhoneListsRepo;
}

/** Phone lists imported from Excel, their numbers and quotas, and the by-phone actions of one account. */
export function createPhoneListsModule(deps: {
  database: Database;
  sessions: AccountSessions;
  attachmentsDir: string;
  requireUser: AuthGuard;
  /** The exports' guard: a bearer token or a download link. */
  requireUserOrLink: AuthGuard;
  bigBodies: BigBodyGate;
}): PhoneListsModule {
  const repo = createPhoneListsRepo(deps.database);
  const phoneLists = createPhoneListsService({ repo, sessions: deps.sessions, activeAccounts: repo.activeAccounts, attachmentsDir: deps.attachmentsDir });
  // The lists page's ETag: each user's version, kept until their lists, schedules or jobs are written.
  const versions = createUserVersions({ database: deps.database, channels: ['phone_lists_changed', 'jobs_changed'], read: repo.listsVersion });
  return {
    repo,
    routes: async (api) => {
      await api.register(phoneListsRoutes, { phoneLists, listsVersion: versions.versionOf, requireUser: deps.requireUser, bigBodies: deps.bigBodies });
      await api.register(exportNumbersRoute, { database: deps.database, phoneLists, requireUserOrLink: deps.requireUserOrLink });
    },
    async start() {
      await versions.start().catch(() => undefined); // until it listens, every poll reads its version
    },
    stop() {
      versions.stop();
    },
  };
}
