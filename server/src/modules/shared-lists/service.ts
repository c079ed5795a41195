import { type SaveMembersSchema, SHARED_LIST_SAVE_MESSAGES, type SharedListSender } from 'shared-sdk/schemas';
import type * as v from 'valibot';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { ListScope, SharedListsRepo } from './repo';

export interface SharedListsServiceDeps {
  repo: SharedListsRepo;
  /** The user's account, or undefined (none with this id, or another user's). */
  accountOf(workspaceId: string, accountId: string): Promise<{ id: string; displayName: string } | undefined>;
}

/** A member as a job sends to it: the platform id the sending account sees, and its list row. */
export interface ListTarget {
  memberRowId: string;
  uid: string;
  displayName: string | null;
}

/** What resolving a member for another account needs: the person's stable id and the group it was found in. */
export interface MemberToResolve {
  globalId: string;
  groupId: string | null;
}

/** The uids under which the chosen account sees these people, by globalId (people it cannot see are absent). */
export type ResolveMembers = (members: MemberToResolve[]) => Promise<Map<string, string>>;

export function createSharedListsService({ repo, accountOf }: SharedListsServiceDeps) {
  async function requireList(scope: ListScope, id: string) {
    const list = isUuid(id) ? await repo.list(scope, id) : undefined;
    if (!list) throw notFound(SHARED_LIST_SAVE_MESSAGES.listNotFound);
    return list;
  }

  return {
    lists: (scope: ListScope) => repo.lists(scope),

    async detail(scope: ListScope, id: string) {
      const list = await requireList(scope, id);
      return { ...list, members: await repo.members(id) };
    },

    /**
     * The workspace's accounts as senders of the list's member jobs, the source account first (see SharedListSender);
     * an AGENT's own accounts only.
     */
    async senders(scope: ListScope, id: string): Promise<SharedListSender[]> {
      const list = await requireList(scope, id);
      const senders = (await repo.senders(scope.workspaceId, id))
        .filter((sender) => !scope.accounts || scope.accounts.includes(sender.accountId))
        .map((sender) => ({ ...sender, isSource: sender.accountId === list.sourceAccountId }));
      return [...senders.filter((sender) => sender.isSource), ...senders.filter((sender) => !sender.isSource)];
    },

    async remove(scope: ListScope, id: string) {
      if (!isUuid(id) || !(await repo.remove(scope, id))) throw notFound(SHARED_LIST_SAVE_MESSAGES.listNotFound);
      return { id };
    },

    async setMemberStatus(scope: ListScope, listId: string, memberRowId: string, status: string) {
      await requireList(scope, listId);
      const member = isUuid(memberRowId) ? await repo.setMemberStatus(listId, memberRowId, status) : undefined;
      if (!member) throw notFound(SHARED_LIST_SAVE_MESSAGES.memberNotFound);
      return { member };
    },

    /** The workspace's list a message schedule is for (of the member's accounts: `accounts`), and who sends for it. */
    async scheduleTarget(workspaceId: string, listId: string, accounts: string[] | null = null) {
      const list = await requireList({ workspaceId, admin: false, accounts }, listId);
      if (!list.sourceAccountId) throw badRequest(SHARED_LIST_SAVE_MESSAGES.sourceAccountGone);
      return { sourceAccountId: list.sourceAccountId, status: list.status };
    },

    /** The next pending members no unfinished job holds; `finished` when no member is pending at all. */
    async nextPending(listId: string, limit: number) {
      const members = (await repo.nextPending(listId, limit)).map((m) => ({ uid: m.memberId, displayName: m.displayName }));
      return { members, finished: members.length === 0 && (await repo.pendingCount(listId)) === 0 };
    },

    async executions(scope: ListScope, listId: string, page: number, limit: number) {
      await requireList(scope, listId);
      const { executions, total } = await repo.executions(listId, page, limit);
      return { executions, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    /** Creates or extends the user's list for that source account; a member already in it is not added twice. */
    async saveMembers(workspaceId: string, body: v.InferOutput<typeof SaveMembersSchema>) {
      const account = await accountOf(workspaceId, body.sourceAccountId);
      if (!account) throw notFound(SHARED_LIST_SAVE_MESSAGES.accountRequired);
      const name = body.name || SHARED_LIST_SAVE_MESSAGES.defaultName(account.displayName);
      const listId = await repo.openListOf(workspaceId, account.id, name, body.description ?? null);
      const added = await repo.addMembers(listId, body.members);
      const list = await requireList({ workspaceId, admin: false }, listId);
      return { list, added, duplicates: body.members.length - added };
    },

    /**
     * The chosen members of a list as a job from `accountId` can reach them. A member's id is only valid for the
     * list's source account (Zalo gives each viewing account its own uid for a person): from another account each
     * member is looked up by globalId (`resolve`); those it cannot find are marked FAILED with the reason, never sent
     * to someone else. Throws when none is reachable.
     */
    async targetsForJob(scope: ListScope, listId: string, memberRowIds: string[], accountId: string, resolve: ResolveMembers): Promise<ListTarget[]> {
      const list = await requireList(scope, listId);
      const members = await repo.members(listId, memberRowIds.filter(isUuid));
      if (members.length === 0) throw badRequest(SHARED_LIST_SAVE_MESSAGES.membersNotInList);
      if (list.sourceAccountId === accountId) return members.map((m) => ({ memberRowId: m.id, uid: m.memberId, displayName: m.displayName }));

      const known = members.filter((m) => m.globalId);
      const uids = await resolve(known.map((m) => ({ globalId: m.globalId as string, groupId: m.groupId })));
      const uidOf = (m: (typeof members)[number]) => (m.globalId ? uids.get(m.globalId) : undefined);
      const reached = members.filter((m) => uidOf(m) !== undefined);
      for (const member of members.filter((m) => uidOf(m) === undefined)) {
        await repo.setMemberStatus(listId, member.id, 'FAILED', SHARED_LIST_SAVE_MESSAGES.unreachableFromAccount);
      }
      if (reached.length === 0) throw badRequest(SHARED_LIST_SAVE_MESSAGES.unreachableFromAccount);
      const targets = reached.map((m) => ({ memberRowId: m.id, uid: uidOf(m) as string, displayName: m.displayName }));
      await repo.rememberUids(listId, accountId, reached.map((m) => ({ memberId: m.memberId, uid: uidOf(m) as string })));
      return targets;
    },
  };
}
export type SharedListsService = ReturnType<typeof createSharedListsService>;
