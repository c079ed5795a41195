import * as v from 'valibot';
import {
  type BulkMembersResponse,
  GROUP_MESSAGES,
  type GroupMember,
  type GroupSelection,
  type GroupMembersResponse,
  JOB_CREATION_MESSAGES,
  PENDING_FRIENDS_PREVIEW_MAX,
  type PendingFriendsResponse,
  type PendingFriendsSchema,
} from 'shared-sdk/schemas';
import { badRequest, notFound } from '../../../http/errors';
import type { PlatformSession } from '../../../platform/gateway';
import type { GroupInfo } from '../../../platform/types';
import type { AccountRef, AccountSessions } from '../../bots';
import { GROUP_DETAILS_CHUNK } from './groups-service';
import type { GroupsRepo, StoredGroupRef } from './repo';

export interface GroupMembersDeps {
  repo: GroupsRepo;
  sessions: AccountSessions;
  /** Uids of the account's stored friends (synced first if never synced), as that account sees them. */
  friendUids(workspaceId: string, accountId: string): Promise<Set<string>>;
  /** The platform ids of a select-all's groups this account is still in. */
  selectedGroupIds(workspaceId: string, selection: GroupSelection, accountId: string): Promise<string[]>;
}

/** A community group shows only its admins; a group with lockViewMember shows them only to its admins. */
const membersHidden = (info: GroupInfo, viewerId: string) =>
  info.isCommunity || (info.lockViewMember && !info.adminIds.includes(viewerId) && info.creatorId !== viewerId);

/** Profiles of these members in their order; the gateway reads them in chunks of at most 50. */
async function profilesOf(session: PlatformSession, ids: string[]): Promise<GroupMember[]> {
  if (ids.length === 0) return [];
  const found = new Map((await session.getUsersInfo(ids)).map((user) => [user.userId, user]));
  return ids.map((id) => {
    const user = found.get(id);
    return {
      id,
      displayName: user?.displayName || user?.zaloName || id,
      zaloName: user?.zaloName || null,
      avatar: user?.avatar || null,
      globalId: user?.globalId || null,
    };
  });
}

/** The groups' current details (member ids included), in the order asked; one the account left is a 400. */
async function groupInfos(session: PlatformSession, groups: StoredGroupRef[]): Promise<GroupInfo[]> {
  const infos = new Map<string, GroupInfo>();
  for (let i = 0; i < groups.length; i += GROUP_DETAILS_CHUNK) {
    const chunk = groups.slice(i, i + GROUP_DETAILS_CHUNK).map((group) => group.groupId);
    for (const info of await session.getGroups(chunk)) infos.set(info.groupId, info);
  }
  const missing = groups.filter((group) => !infos.has(group.groupId));
  if (missing.length > 0) throw badRequest(JOB_CREATION_MESSAGES.groupsInaccessible(missing.length));
  return groups.map((group) => infos.get(group.groupId) as GroupInfo);
}

const summaryOf = (info: GroupInfo, visible: number) => ({
  groupId: info.groupId,
  name: info.name,
  isCommunityGroup: info.isCommunity,
  memberCount: info.memberCount,
  totalMembers: visible,
});

/**
 * Members of stored groups, read from the platform as the viewing account sees them (member ids are that
 * account's), and the pending friends among them.
 */
export function createGroupMembersService({ repo, sessions, friendUids, selectedGroupIds }: GroupMembersDeps) {
  /** The account (ACTIVE) and its present stored groups; a group not among them is a 404. */
  async function storedGroups(workspaceId: string, accountId: string, groupIds: string[]): Promise<{ account: AccountRef; groups: StoredGroupRef[] }> {
    const account = await sessions.activeAccount(workspaceId, accountId);
    const groups = await repo.presentGroups(workspaceId, account.id, [...new Set(groupIds)]);
    if (groups.length !== new Set(groupIds).size) throw notFound(GROUP_MESSAGES.groupNotFound);
    return { account, groups };
  }

  return {
    /** One page of a group's members; a hidden list is the spec's message, not an error. */
    async members(workspaceId: string, accountId: string, groupId: string, paging: { offset: number; limit: number }): Promise<GroupMembersResponse> {
      const { account, groups } = await storedGroups(workspaceId, accountId, [groupId]);
      return sessions.withSession(workspaceId, account, async (session) => {
        const [info] = await groupInfos(session, groups);
        const ids = info.memberIds;
        const members = await profilesOf(session, ids.slice(paging.offset, paging.offset + paging.limit));
        return {
          group: summaryOf(info, ids.length),
          members,
          ...(membersHidden(info, session.userId) ? { message: GROUP_MESSAGES.membersUnavailable } : {}),
          paging: { ...paging, total: ids.length, hasMore: paging.offset + members.length < ids.length },
        };
      });
    },

    /** Every member of each group; profiles are read once for people in several groups. */
    async bulkMembers(workspaceId: string, accountId: string, groupIds: string[]): Promise<BulkMembersResponse> {
      const { account, groups } = await storedGroups(workspaceId, accountId, groupIds);
      return sessions.withSession(workspaceId, account, async (session) => {
        const infos = await groupInfos(session, groups);
        const everyone = [...new Set(infos.flatMap((info) => info.memberIds))];
        const profiles = new Map((await profilesOf(session, everyone)).map((member) => [member.id, member]));
        return {
          groups: infos.map((info) => ({
            ...summaryOf(info, info.memberIds.length),
            members: info.memberIds.map((id) => profiles.get(id) as GroupMember),
            ...(membersHidden(info, session.userId) ? { message: GROUP_MESSAGES.membersUnavailable } : {}),
          })),
          uniqueMembers: everyone.length,
        };
      });
    },

    /**
     * Members of the groups who are neither the account nor its stored friends, each once (with the first group
     * they were found in). Without showAll only the first PENDING_FRIENDS_PREVIEW_MAX come with profiles.
     */
    async pendingFriends(workspaceId: string, accountId: string, body: v.InferOutput<typeof PendingFriendsSchema>): Promise<PendingFriendsResponse> {
      // After a select-all: the filter's groups of this account, however many.
      const groupIds = body.groupIds ?? (body.selection ? await selectedGroupIds(workspaceId, body.selection, (await sessions.ownedAccount(workspaceId, accountId)).id) : []);
      if (groupIds.length === 0) throw badRequest(GROUP_MESSAGES.groupsRequired);
      const { account, groups } = await storedGroups(workspaceId, accountId, groupIds);
      const friends = await friendUids(workspaceId, account.id);
      return sessions.withSession(workspaceId, account, async (session) => {
        const infos = await groupInfos(session, groups);
        const pending = new Map<string, GroupInfo>();
        const existing = new Set<string>();
        for (const info of infos) {
          for (const id of info.memberIds) {
            if (id === session.userId) continue;
            if (friends.has(id)) existing.add(id);
            else if (!pending.has(id)) pending.set(id, info);
          }
        }
        const shown = [...pending.keys()].slice(0, body.showAll ? undefined : PENDING_FRIENDS_PREVIEW_MAX);
        const profiles = await profilesOf(session, shown);
        return {
          pendingFriends: profiles.map((member) => {
            const group = pending.get(member.id) as GroupInfo;
            return { ...member, groupId: group.groupId, groupName: group.name, sourceAccountId: account.id };
          }),
          account: { id: account.id, displayName: account.displayName },
          summary: {
            totalPendingFriends: pending.size,
            existingFriends: existing.size,
            totalMembers: pending.size + existing.size,
            groupCount: infos.length,
          },
          unavailableGroups: infos.filter((info) => membersHidden(info, session.userId)).map((info) => info.name),
        };
      });
    },
  };
}
export type GroupMembersService = ReturnType<typeof createGroupMembersService>;
