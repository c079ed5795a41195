import type { DoNotContactAdded, DoNotContactSource } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import type { IdentitiesOf } from './identities';
import { type DoNotContactRepo, listedAmong } from './repo';

/** A person as one account sees them in a private chat: Zalo's id for them is the account's own. */
export interface ChatContact {
  workspaceId: string;
  accountId: string;
  uid: string;
  displayName: string | null;
  /** Their stable id when the caller already knows it (a conversation that learnt it). */
  globalId?: string | null;
}

export type ListedContact = DoNotContactAdded & { globalId: string | null };

/** A person put on the list now (not one listed already): the `contact.opted_out` event. */
export type OnListed = (listed: { workspaceId: string; accountId: string | null; uid: string | null; name: string | null; phone: string | null; source: DoNotContactSource }) => Promise<void>;

/**
 * Listing a person met in a chat (an opt-out reply, the inbox's contact panel) and asking whether they are listed.
 * A person is kept by their stable globalId: known from the account's friends or the shared lists, else asked from
 * the platform (`lookUpGlobalId`); a person nothing identifies but whose phone is known is kept by the phone.
 */
export function createContactListing(deps: { database: Database; repo: DoNotContactRepo; identitiesOf: IdentitiesOf; onListed?: OnListed }) {
  const { database, repo, identitiesOf } = deps;

  return {
    /**
     * Adds them under `source`; answers what was added and the globalId found (null when kept by phone), or null when
     * nothing identifies them (nothing is added).
     */
    async list(contact: ChatContact, source: DoNotContactSource, lookUpGlobalId: () => Promise<string | null>): Promise<ListedContact | null> {
      const known = (await identitiesOf(contact.workspaceId, contact.accountId, [contact.uid])).get(contact.uid);
      const globalId = contact.globalId ?? known?.globalId ?? (await lookUpGlobalId());
      const phone = known?.phone ?? null;
      const entry = globalId
        ? { kind: 'user' as const, globalId, phone, displayName: contact.displayName }
        : phone
          ? { kind: 'phone' as const, phone, displayName: contact.displayName }
          : null;
      if (!entry) return null;
      const added = await repo.add(contact.workspaceId, source, [entry]);
      if (added > 0) await deps.onListed?.({ workspaceId: contact.workspaceId, accountId: contact.accountId, uid: contact.uid, name: contact.displayName, phone, source });
      return { added, alreadyListed: 1 - added, globalId };
    },

    /** Whether the person is on the user's list, by what identifies them (as `list` finds it, without asking the platform). */
    async isListed(contact: Omit<ChatContact, 'displayName'>): Promise<boolean> {
      const known = (await identitiesOf(contact.workspaceId, contact.accountId, [contact.uid])).get(contact.uid);
      const globalIds = [contact.globalId, known?.globalId].filter((id): id is string => Boolean(id));
      const found = await listedAmong(database, contact.workspaceId, globalIds, known?.phone ? [known.phone] : []);
      return found.globalIds.size + found.phones.size > 0;
    },
  };
}
export type ContactListing = ReturnType<typeof createContactListing>;
