import type { Database } from '../../db/client';
import { groupTagNames, storedGroupNames } from '../social';
import type { JobDraft } from './job-draft';

/** Names kept per job: the card names the first few ('Nhóm A, Nhóm B và 8 nhóm khác'). */
export const SOURCE_NAMES_KEPT = 5;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Names of the user's lists by id, from the modules that own them (wired in app.ts: jobs does not import them). */
export interface ListNames {
  /** The user's Kho chung lists among these ids (modules/shared-lists). */
  sharedLists(workspaceId: string, ids: string[]): Promise<Map<string, string>>;
  /** The user's phone lists among these ids (modules/phone-lists). */
  phoneLists(workspaceId: string, ids: string[]): Promise<Map<string, string>>;
}

/** For what creates no list jobs (the plan's counts, tests of other jobs): no list has a name. */
export const NO_LIST_NAMES: ListNames = { sharedLists: async () => new Map(), phoneLists: async () => new Map() };

/**
 * What each job is sent to, by name, kept on the job (`metadata.sourceNames`) so its card can say it:
 * the Kho chung list, the phone list, the group tags, the groups, or the one person of a conversation.
 * Read once when the job is created (one read per kind of source, for all drafts, from each source's owner): a list
 * renamed or deleted later keeps its name on the jobs it made.
 */
export async function withSourceNames(database: Pick<Database, 'query'>, listNames: ListNames, workspaceId: string, drafts: JobDraft[]): Promise<JobDraft[]> {
  const listIds = drafts.flatMap((draft) => strings([draft.metadata.listId]));
  const phoneListIds = drafts.flatMap((draft) => strings([draft.metadata.phoneListId]));
  const tagIds = drafts.flatMap((draft) => strings(draft.metadata.tagIds));
  const groupsWanted = drafts.flatMap((draft) =>
    draft.payload.groupName ? [] : strings(draft.payload.groupIds).slice(0, SOURCE_NAMES_KEPT).map((groupId) => ({ accountId: draft.accountId, groupId })),
  );
  const none = Promise.resolve(new Map<string, string>());
  const [lists, phoneLists, tags, groups] = await Promise.all([
    listIds.length > 0 ? listNames.sharedLists(workspaceId, listIds) : none,
    phoneListIds.length > 0 ? listNames.phoneLists(workspaceId, phoneListIds) : none,
    tagIds.length > 0 ? groupTagNames(database, workspaceId, tagIds) : none,
    groupsWanted.length > 0 ? storedGroupNames(database, workspaceId, groupsWanted) : none,
  ]);
  return drafts.map((draft) => {
    const { metadata, payload } = draft;
    // Named already by the call that made it (it had the groups in hand).
    if (Array.isArray(metadata.sourceNames) && metadata.sourceNames.length > 0) return draft;
    const found = [
      ...strings([metadata.listId]).flatMap((id) => lists.get(id) ?? []),
      ...strings([metadata.phoneListId]).flatMap((id) => phoneLists.get(id) ?? []),
      ...strings(metadata.tagIds).flatMap((id) => tags.get(id) ?? []),
      ...(payload.groupName
        ? [payload.groupName]
        : strings(payload.groupIds)
            .slice(0, SOURCE_NAMES_KEPT)
            .flatMap((id) => groups.get(`${draft.accountId}/${id}`) ?? draft.recipients.find((r) => r.targetType === 'group' && r.targetId === id)?.displayName ?? [])),
    ];
    // One conversation or one person: their name.
    const single = draft.recipients.length === 1 ? (draft.recipients[0].displayName ?? null) : null;
    const sourceNames = (found.length > 0 ? found : single ? [single] : []).slice(0, SOURCE_NAMES_KEPT);
    return sourceNames.length > 0 ? { ...draft, metadata: { ...metadata, sourceNames } } : draft;
  });
}
