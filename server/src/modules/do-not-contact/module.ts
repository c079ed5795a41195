import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { BigBodyGate } from '../../http/big-bodies';
import type { ServerModule } from '../../http/server-module';
import { createOptOut, type OptOut } from './opt-out';
import { createDoNotContactRepo, listedAmong } from './repo';
import { doNotContactRoutes } from './routes';
import { createDoNotContactService } from './service';

export interface DoNotContactModule extends ServerModule {
  /** For the bots runtime: an incoming opt-out reply lists its sender; true when it was one (no AI answer). */
  optOut: OptOut['handle'];
  /** Is this person (by their stable id or phone) on the user's list? (the inbox's contact panel) */
  isListed(userId: string, person: { globalId: string | null; phone: string | null }): Promise<boolean>;
}

/**
 * The do-not-contact list of each user (issue 19 point 2). Jobs check it when they are created
 * (./exclusion, from the jobs module) and before each send (./send-check, from the engine).
 */
export function createDoNotContactModule(deps: { database: Database; requireUser: AuthGuard; bigBodies: BigBodyGate; log: FastifyBaseLogger }): DoNotContactModule {
  const repo = createDoNotContactRepo(deps.database);
  const doNotContact = createDoNotContactService(repo);
  const optOut = createOptOut({ database: deps.database, repo, log: deps.log });
  return {
    optOut: optOut.handle,
    async isListed(userId, person) {
      const found = await listedAmong(deps.database, userId, person.globalId ? [person.globalId] : [], person.phone ? [person.phone] : []);
      return found.globalIds.size + found.phones.size > 0;
    },
    routes: async (api) => api.register(doNotContactRoutes, { doNotContact, requireUser: deps.requireUser, bigBodies: deps.bigBodies }),
  };
}
