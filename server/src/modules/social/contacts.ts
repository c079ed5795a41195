import type { Database } from '../../db/client';

export interface StoredContact {
  name: string;
  avatar: string | null;
  /** A friend's stable id and phone (for the do-not-contact list); null for groups. */
  globalId: string | null;
  phone: string | null;
}

/**
 * The names and pictures of an account's stored friends (by uid) and groups (by group id), for other modules that
 * show them (the inbox names its conversations with them). Friends and groups gone since the last sync still count.
 */
export function createStoredContacts(database: Pick<Database, 'query'>) {
  return async function storedContacts(workspaceId: string, accountId: string, ids: { userIds: string[]; groupIds: string[] }): Promise<Map<string, StoredContact>> {
    const found = new Map<string, StoredContact>();
    if (ids.userIds.length > 0) {
      const friends = await database.query<{ uid: string; display_name: string; avatar: string | null; global_id: string | null; phone: string | null }>(
        `SELECT uid, display_name, avatar, global_id, phone FROM friends WHERE workspace_id = $1 AND account_id = $2 AND uid = ANY($3::text[])`,
        [workspaceId, accountId, ids.userIds],
      );
      for (const friend of friends) {
        found.set(friend.uid, { name: friend.display_name, avatar: friend.avatar || null, globalId: friend.global_id || null, phone: friend.phone || null });
      }
    }
    if (ids.groupIds.length > 0) {
      const groups = await database.query<{ group_id: string; name: string }>(
        `SELECT group_id, name FROM groups WHERE workspace_id = $1 AND account_id = $2 AND group_id = ANY($3::text[])`,
        [workspaceId, accountId, ids.groupIds],
      );
      for (const group of groups) found.set(group.group_id, { name: group.name, avatar: null, globalId: null, phone: null });
    }
    return found;
  };
}
export type StoredContacts = ReturnType<typeof createStoredContacts>;
