import { isPlatformError } from '../../../platform/errors';
import type { GroupMember } from '../../../platform/types';
import type { AccountRef, AccountSessions } from '../../bots';
import type { StoredGroups } from '../../social';

/** A shared list member to find from another account: the person's stable id and the group it was saved from. */
export interface MemberToResolve {
  globalId: string;
  groupId: string | null;
}

/**
 * The uids under which `account` sees these people, by globalId, read from the member lists of its stored groups:
 * the members' own source groups first (where they most likely still are), then its other groups, stopping once
 * everyone is found. People in no group of the account are absent from the answer.
 */
export async function resolveListMembers(
  sessions: AccountSessions,
  storedGroups: StoredGroups,
  workspaceId: string,
  account: AccountRef,
  members: MemberToResolve[],
): Promise<Map<string, string>> {
  const wanted = new Set(members.map((member) => member.globalId));
  const found = new Map<string, string>();
  if (wanted.size === 0) return found;
  const sources = new Set(members.map((member) => member.groupId));
  const groups = await storedGroups.all(workspaceId, account.id);
  const ordered = [...groups.filter((g) => sources.has(g.groupId)), ...groups.filter((g) => !sources.has(g.groupId))];
  return sessions.withSession(workspaceId, account, async (session) => {
    for (const group of ordered) {
      if (found.size === wanted.size) break;
      for (const member of await membersOrNone(() => session.getGroupMembers(group.groupId))) {
        if (wanted.has(member.globalId)) found.set(member.globalId, member.userId);
      }
    }
    return found;
  });
}

/** A group the account left since the last sync has no members to read: it is skipped. */
async function membersOrNone(read: () => Promise<GroupMember[]>): Promise<GroupMember[]> {
  try {
    return await read();
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'NOT_FOUND') return [];
    throw error;
  }
}
