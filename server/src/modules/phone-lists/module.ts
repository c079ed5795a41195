import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type EventSender, NO_EVENTS } from '../../lib/event-publishing';
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
  /** A job of the list ended: the list is COMPLETED and announced (phone_list.completed) once no number is left; never throws. */
  jobEnded(listId: string): Promise<void>;
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
  /** People's e-mails by their ids (the auth module's): who imported each list. */
  emailsOf(ids: string[]): Promise<Map<string, string>>;
  /** Where completed lists are announced (app.ts's event hub). */
  events?: EventSender;
  log: FastifyBaseLogger;
}): PhoneListsModule {
  const events = deps.events ?? NO_EVENTS;
  const repo = createPhoneListsRepo(deps.database);
  const phoneLists = createPhoneListsService({
    repo,
    sessions: deps.sessions,
    activeAccounts: repo.activeAccounts,
    emailsOf: deps.emailsOf,
    attachmentsDir: deps.attachmentsDir,
  });
  // The lists page's ETag: each workspace's version, kept until its lists, schedules or jobs are written (labelled per viewer).
  const versions = createUserVersions({ database: deps.database, channels: ['phone_lists_changed', 'jobs_changed'], read: repo.listsVersion });
  return {
    repo,
    async jobEnded(listId) {
      try {
        const done = await repo.completeIfDone(listId);
        if (done) await events.publish({ workspaceId: done.workspaceId, type: 'phone_list.completed', data: { phoneListId: done.phoneListId, name: done.name, counts: done.counts } });
      } catch (error) {
        deps.log.warn({ err: error, listId, type: 'phone_list.completed' }, 'phone list completion not checked');
      }
    },
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
