import { DNC_MESSAGES } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { IdentitiesOf, Identity } from './identities';
import { listedAmong } from './repo';

/** A recipient of a job about to be created, as the check reads it. */
export interface RecipientToCheck {
  targetId: string;
  targetType: 'user' | 'group' | 'phone';
  globalId?: string | null;
}

/** What the check reads of a job about to be created (the jobs module's draft is one): its account, recipients and metadata. */
export interface DraftToCheck {
  accountId: string;
  recipients: RecipientToCheck[];
  metadata: Record<string, unknown>;
}

/**
 * The list checked when jobs are created. People are recognised by their stable id (the draft's, else the sending
 * account's stored friend or a shared list's member), numbers as they are; a group (a conversation, not a person) is
 * never checked. (A list's own numbers and members on the list are skipped by their lists, before a schedule takes
 * them.)
 */
export function createDoNotContactExclusion(deps: { database: Database; identitiesOf: IdentitiesOf }) {
  const { database, identitiesOf } = deps;

  /** What is known of each person recipient of the draft (by uid), and its phone recipients' numbers. */
  async function identities(workspaceId: string, draft: DraftToCheck): Promise<Map<RecipientToCheck, Identity>> {
    const people = draft.recipients.filter((recipient) => recipient.targetType === 'user');
    const stored = await identitiesOf(
      workspaceId,
      draft.accountId,
      people.filter((recipient) => !recipient.globalId).map((recipient) => recipient.targetId),
    );
    const out = new Map<RecipientToCheck, Identity>();
    for (const recipient of draft.recipients) {
      if (recipient.targetType === 'phone') out.set(recipient, { globalId: null, phone: recipient.targetId });
      else if (recipient.targetType === 'user') {
        const known = stored.get(recipient.targetId);
        out.set(recipient, { globalId: recipient.globalId || known?.globalId || null, phone: known?.phone ?? null });
      }
    }
    return out;
  }

  return {
    /**
     * The drafts without their listed recipients: a draft that left some out says how many in its metadata
     * (`doNotContactExcluded`, which the creation toasts read), and its people carry their globalId, so the engine
     * checks them again before each send. A draft left with nobody is dropped; all of them dropped is a 400.
     */
    async exclude<Draft extends DraftToCheck>(workspaceId: string, drafts: Draft[]): Promise<Draft[]> {
      const out: Draft[] = [];
      let dropped = 0;
      for (const draft of drafts) {
        const known = await identities(workspaceId, draft);
        const all = [...known.values()];
        const listed = await listedAmong(
          database,
          workspaceId,
          all.flatMap((identity) => (identity.globalId ? [identity.globalId] : [])),
          all.flatMap((identity) => (identity.phone ? [identity.phone] : [])),
        );
        const isListed = (identity: Identity | undefined) =>
          Boolean(identity && ((identity.globalId && listed.globalIds.has(identity.globalId)) || (identity.phone && listed.phones.has(identity.phone))));
        const kept = draft.recipients
          .filter((recipient) => !isListed(known.get(recipient)))
          .map((recipient) => ({ ...recipient, globalId: known.get(recipient)?.globalId ?? recipient.globalId ?? null }));
        const excluded = draft.recipients.length - kept.length;
        if (kept.length === 0 && draft.recipients.length > 0) {
          dropped += excluded;
          continue;
        }
        out.push({ ...draft, recipients: kept, metadata: excluded > 0 ? { ...draft.metadata, doNotContactExcluded: excluded } : draft.metadata });
      }
      if (out.length === 0 && drafts.length > 0) throw badRequest(DNC_MESSAGES.allListed);
      // Another account's draft that lost everyone: its count is told with the first job.
      if (dropped > 0) out[0] = { ...out[0], metadata: { ...out[0].metadata, doNotContactExcluded: (Number(out[0].metadata.doNotContactExcluded) || 0) + dropped } };
      return out;
    },
  };
}
export type DoNotContactExclusion = ReturnType<typeof createDoNotContactExclusion>;
