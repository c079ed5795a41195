import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { BigBodyGate } from '../../http/big-bodies';
import type { ServerModule } from '../../http/server-module';
import { type EventSender, NO_EVENTS } from '../../lib/event-publishing';
import { type ContactListing, createContactListing, type OnListed } from './contacts';
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
 * `contact.opted_out`: a reply with an opt-out word ('keyword'), or a person a member put on the list by hand
 * ('manual': the list's form, the inbox's contact panel). Lists from Excel and from a job's log are bulk work the
 * member sees at once: not announced one by one.
 */
function optedOutAnnouncer(events: EventSender): OnListed {
  return async (listed) => {
    if (listed.source !== 'opt-out' && listed.source !== 'manual') return;
    await events.publish({
      workspaceId: listed.workspaceId,
      type: 'contact.opted_out',
      data: {
        account: listed.accountId ? await events.account(listed.workspaceId, listed.accountId) : null,
        contact: { uid: listed.uid, name: listed.name, phone: listed.phone },
        source: listed.source === 'opt-out' ? 'keyword' : 'manual',
      },
    });
  };
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
  /** Where people who opted out (a reply with an opt-out word, or added by hand) are announced (app.ts's event hub). */
  events?: EventSender;
}): DoNotContactModule {
  const { database } = deps;
  const repo = createDoNotContactRepo(database);
  const identitiesOf = createIdentities({ database, listMemberIds: deps.listMemberIds });
  const onListed = optedOutAnnouncer(deps.events ?? NO_EVENTS);
  const doNotContact = createDoNotContactService({ database, repo, identitiesOf, chosenRecipients: deps.chosenRecipients, onListed });
  const contacts = createContactListing({ database, repo, identitiesOf, onListed });
  const optOut = createOptOut({ repo, contacts, log: deps.log });
  return {
    optOut: optOut.handle,
    contacts,
    exclusion: createDoNotContactExclusion({ database, identitiesOf }),
    routes: async (api) => api.register(doNotContactRoutes, { doNotContact, requireUser: deps.requireUser, bigBodies: deps.bigBodies }),
  };
}
