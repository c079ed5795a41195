import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { BigBodyGate } from '../../http/big-bodies';
import type { ServerModule } from '../../http/server-module';
import { type ContactListing, createContactListing } from './contacts';
import { createDoNotContactExclusion, type DoNotContactExclusion } from './exclusion';
import { createIdentities, type ListMemberIds } from './identities';
import { createOptOut, type OptOut } from './opt-out';
import { createDoNotContactRepo } from './repo';
import { doNotContactRoutes } from './routes';
import { type ChosenRecipients, createDoNotContactService } from './service';

export interface DoNotContactModule extends ServerModule {
  /** For the bots runtime: an incoming opt-out reply lists its sender; true when it was one (no AI answer). */
  optOut: OptOut['handle'];
  /** A person met in a chat: list them, or ask whether they are listed (the inbox's contact panel). */
  contacts: ContactListing;
  /** For the jobs module: listed recipients are left out of every job it creates. */
  exclusion: DoNotContactExclusion;
}

/**
 * The do-not-contact list of each user. Jobs check it when they are created (./exclusion) and before each send (the
 * engine's check embeds ./send-check's test); the lists skip their listed numbers and members with it too.
 */
export function createDoNotContactModule(deps: {
  database: Database;
  requireUser: AuthGuard;
  bigBodies: BigBodyGate;
  log: FastifyBaseLogger;
  /** The shared-lists module's: the stable ids of the members an account reaches under some uids. */
  listMemberIds: ListMemberIds;
  /** The jobs module's: chosen recipients of the user's job (a job's log lists them). */
  chosenRecipients: ChosenRecipients;
}): DoNotContactModule {
  const { database } = deps;
  const repo = createDoNotContactRepo(database);
  const identitiesOf = createIdentities({ database, listMemberIds: deps.listMemberIds });
  const doNotContact = createDoNotContactService({ database, repo, identitiesOf, chosenRecipients: deps.chosenRecipients });
  const contacts = createContactListing({ database, repo, identitiesOf });
  const optOut = createOptOut({ repo, contacts, log: deps.log });
  return {
    optOut: optOut.handle,
    contacts,
    exclusion: createDoNotContactExclusion({ database, identitiesOf }),
    routes: async (api) => api.register(doNotContactRoutes, { doNotContact, requireUser: deps.requireUser, bigBodies: deps.bigBodies }),
  };
}
