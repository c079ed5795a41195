import type { SqlRunner } from '../../db/client';
import { friendIdentities } from '../social';

/** What is known of a recipient: its stable id and its phone, either may be missing. */
export interface Identity {
  globalId: string | null;
  phone: string | null;
}

/** The stable ids of the user's Kho chung members that an account reaches under these uids (the shared-lists module's). */
export type ListMemberIds = (workspaceId: string, accountId: string, uids: string[]) => Promise<Array<{ uid: string; globalId: string }>>;

/**
 * What the store knows of people as `accountId` sees them (their uids): the account's friends (globalId, phone), then
 * members of the user's shared lists (globalId), reached from the list's source account or resolved for another.
 * The first one known of each wins.
 */
export type IdentitiesOf = (workspaceId: string, accountId: string, uids: string[]) => Promise<Map<string, Identity>>;

export function createIdentities(deps: { database: SqlRunner; listMemberIds: ListMemberIds }): IdentitiesOf {
  return async (workspaceId, accountId, uids) => {
    const out = new Map<string, Identity>();
    if (uids.length === 0) return out;
    const friends = await friendIdentities(deps.database, workspaceId, accountId, uids);
    const members = await deps.listMemberIds(workspaceId, accountId, uids);
    for (const row of [...friends, ...members.map((member) => ({ ...member, phone: null }))]) {
      const seen = out.get(row.uid) ?? { globalId: null, phone: null };
      out.set(row.uid, { globalId: seen.globalId ?? row.globalId ?? null, phone: seen.phone ?? row.phone ?? null });
    }
    return out;
  };
}
