import type { Database } from '../../db/client';
import type { JobDraft } from './job-draft';

/** Names kept per job: the card names the first few ('Nhóm A, Nhóm B và 8 nhóm khác'). */
export const SOURCE_NAMES_KEPT = 5;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * What each job is sent to, by name, kept on the job (`metadata.sourceNames`) so its card can say it:
 * the Kho chung list, the phone list, the group tags, the groups, or the one person of a conversation.
 * Read once when the job is created (one statement for all drafts): a list renamed or deleted later keeps its
 * name on the jobs it made.
 */
export async function withSourceNames(database: Pick<Database, 'query'>, userId: string, drafts: JobDraft[]): Promise<JobDraft[]> {
  const listIds = drafts.flatMap((draft) => strings([draft.metadata.listId]));
  const phoneListIds = drafts.flatMap((draft) => strings([draft.metadata.phoneListId]));
  const tagIds = drafts.flatMap((draft) => strings(draft.metadata.tagIds));
  const groupsWanted = drafts.flatMap((draft) =>
    draft.payload.groupName ? [] : strings(draft.payload.groupIds).slice(0, SOURCE_NAMES_KEPT).map((groupId) => ({ accountId: draft.accountId, groupId })),
  );
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const names = new Map<string, string>();
  if (listIds.length + phoneListIds.length + tagIds.length + groupsWanted.length > 0) {
    const rows = await database.query<{ key: string; name: string }>(
      `SELECT 'list/' || id AS key, name FROM shared_lists WHERE user_id = $1 AND id = ANY($2::uuid[])
       UNION ALL SELECT 'phone/' || id, name FROM phone_lists WHERE user_id = $1 AND id = ANY($3::uuid[])
       UNION ALL SELECT 'tag/' || id, name FROM group_tags WHERE user_id = $1 AND id = ANY($4::uuid[])
       UNION ALL SELECT 'group/' || g.account_id || '/' || g.group_id, g.name
                   FROM unnest($5::uuid[], $6::text[]) AS w(account_id, group_id)
                   JOIN groups g ON g.account_id = w.account_id AND g.group_id = w.group_id
                  WHERE g.user_id = $1 AND g.removed_at IS NULL`,
      [
        userId,
        listIds.filter((id) => uuid.test(id)),
        phoneListIds.filter((id) => uuid.test(id)),
        tagIds.filter((id) => uuid.test(id)),
        groupsWanted.map((group) => group.accountId),
        groupsWanted.map((group) => group.groupId),
      ],
    );
    for (const row of rows) names.set(row.key, row.name);
  }
  return drafts.map((draft) => {
    const { metadata, payload } = draft;
    // Named already by the call that made it (it had the groups in hand).
    if (Array.isArray(metadata.sourceNames) && metadata.sourceNames.length > 0) return draft;
    const found = [
      ...strings([metadata.listId]).flatMap((id) => names.get(`list/${id}`) ?? []),
      ...strings([metadata.phoneListId]).flatMap((id) => names.get(`phone/${id}`) ?? []),
      ...strings(metadata.tagIds).flatMap((id) => names.get(`tag/${id}`) ?? []),
      ...(payload.groupName
        ? [payload.groupName]
        : strings(payload.groupIds)
            .slice(0, SOURCE_NAMES_KEPT)
            .flatMap((id) => names.get(`group/${draft.accountId}/${id}`) ?? draft.recipients.find((r) => r.targetType === 'group' && r.targetId === id)?.displayName ?? [])),
    ];
    // One conversation or one person: their name.
    const single = draft.recipients.length === 1 ? (draft.recipients[0].displayName ?? null) : null;
    const sourceNames = (found.length > 0 ? found : single ? [single] : []).slice(0, SOURCE_NAMES_KEPT);
    return sourceNames.length > 0 ? { ...draft, metadata: { ...metadata, sourceNames } } : draft;
  });
}
