import { DNC_MESSAGES, DNC_SKIP_REASON } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { JobDraft, RecipientDraft } from '../jobs';
import { identitiesOf, type Identity, listedAmong } from './repo';

/**
 * The list checked when jobs and schedules are created. People are recognised by their stable
 * id (the draft's, else the sending account's stored friend or a shared list's member), numbers as they are; a
 * group (a conversation, not a person) is never checked.
 */
export function createDoNotContactExclusion(database: Database) {
  /** What is known of each person recipient of the draft (by uid), and its phone recipients' numbers. */
  async function identities(userId: string, draft: JobDraft): Promise<Map<RecipientDraft, Identity>> {
    const people = draft.recipients.filter((recipient) => recipient.targetType === 'user');
    const stored = await identitiesOf(
      database,
      userId,
      draft.accountId,
      people.filter((recipient) => !recipient.globalId).map((recipient) => recipient.targetId),
    );
    const out = new Map<RecipientDraft, Identity>();
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
    async exclude(userId: string, drafts: JobDraft[]): Promise<JobDraft[]> {
      const out: JobDraft[] = [];
      let dropped = 0;
      for (const draft of drafts) {
        const known = await identities(userId, draft);
        const all = [...known.values()];
        const listed = await listedAmong(
          database,
          userId,
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

    /**
     * A phone list's PENDING numbers on the list become SKIPPED with the reason, so no schedule takes them (a
     * schedule is created, or is about to pick its numbers). Answers how many.
     */
    async skipListedPhoneNumbers(userId: string, listId: string): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `UPDATE phone_numbers n SET status = 'SKIPPED', error_message = $3, processed_at = now(), status_at = now()
           FROM phone_lists l
          WHERE l.id = n.list_id AND l.id = $2 AND l.user_id = $1 AND n.status = 'PENDING'
            AND EXISTS (SELECT 1 FROM do_not_contact d WHERE d.user_id = $1 AND d.phone = n.phone)
          RETURNING n.id`,
        [userId, listId, DNC_SKIP_REASON],
      );
      return rows.length;
    },

    /** The same for a shared list's pending members (known by their globalId): FAILED with the reason. */
    async skipListedListMembers(userId: string, listId: string): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `UPDATE shared_list_members m SET status = 'FAILED', status_reason = $3, status_at = now()
           FROM shared_lists l
          WHERE l.id = m.list_id AND l.id = $2 AND l.user_id = $1 AND m.status = 'pending' AND m.global_id IS NOT NULL
            AND EXISTS (SELECT 1 FROM do_not_contact d WHERE d.user_id = $1 AND d.global_id = m.global_id)
          RETURNING m.id`,
        [userId, listId, DNC_SKIP_REASON],
      );
      return rows.length;
    },
  };
}
export type DoNotContactExclusion = ReturnType<typeof createDoNotContactExclusion>;
