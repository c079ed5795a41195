import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { BigBodyGate } from '../../http/big-bodies';
import type { ServerModule } from '../../http/server-module';
import { type ContactListing, createContactListing } from './contacts';
import { createOptOut, type OptOut } from './opt-out';
import { createDoNotContactRepo } from './repo';
import { doNotContactRoutes } from './routes';
import { createDoNotContactService } from './service';

export interface DoNotContactModule extends ServerModule {
  /** For the bots runtime: an incoming opt-out reply lists its sender; true when it was one (no AI answer). */
  optOut: OptOut['handle'];
  /** A person met in a chat: list them, or ask whether they are listed (the inbox's contact panel). */
  contacts: ContactListing;
}

/**
 * The do-not-contact list of each user. Jobs check it when they are created
 * (./exclusion, from the jobs module) and before each send (./send-check, from the engine).
 */
export function createDoNotContactModule(deps: { database: Database; requireUser: AuthGuard; bigBodies: BigBodyGate; log: FastifyBaseLogger }): DoNotContactModule {
  const repo = createDoNotContactRepo(deps.database);
  const doNotContact = createDoNotContactService(repo);
  const contacts = createContactListing({ database: deps.database, repo });
  const optOut = createOptOut({ repo, contacts, log: deps.log });
  return {
    optOut: optOut.handle,
    contacts,
    routes: async (api) => api.register(doNotContactRoutes, { doNotContact, requireUser: deps.requireUser, bigBodies: deps.bigBodies }),
  };
}
