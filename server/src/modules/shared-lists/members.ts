import { DNC_SKIP_REASON, type SavedMember, type SharedListMember } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { doNotContactSql } from '../do-not-contact';
import { followJobOutcomes, HELD } from './job-outcomes';

export interface MemberRow {
  id: string;
  member_id: string;
  global_id: string | null;
  display_name: string | null;
  avatar: string | null;
  zalo_name: string | null;
  group_id: string | null;
  group_name: string | null;
  status: string;
  status_reason: string | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toMember(row: MemberRow): SharedListMember & { globalId: string | null; statusReason: string | null } {
  return {
    id: row.id,
    memberId: row.member_id,
    globalId: row.global_id,
    displayName: row.display_name,
    avatar: row.avatar,
    zaloName: row.zalo_name,
    groupId: row.group_id,
    groupName: row.group_name,
    status: row.status,
    statusReason: row.status_reason,
    createdAt: iso(row.created_at),
  };
}

/** A list's members: saved, read, picked for the daily schedule, and the uids other accounts reach them by. */
export function createMembersPart(database: Database) {
  return {
    async members(listId: string, memberRowIds?: string[]) {
      const rows = memberRowIds
        ? await database.query<MemberRow>(`SELECT * FROM shared_list_members WHERE list_id = $1 AND id = ANY($2::uuid[]) ORDER BY created_at, id`, [listId, memberRowIds])
        : await database.query<MemberRow>(`SELECT * FROM shared_list_members WHERE list_id = $1 ORDER BY created_at, id`, [listId]);
      return rows.map(toMember);
    },

    /** Adds the members not in the list yet (by their platform id); answers how many were new. */
    async addMembers(listId: string, members: SavedMember[]): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `INSERT INTO shared_list_members (list_id, member_id, global_id, display_name, avatar, zalo_name, group_id, group_name)
         SELECT $1, m.member_id, m.global_id, m.display_name, m.avatar, m.zalo_name, m.group_id, m.group_name
         FROM json_to_recordset($2::json) AS m(member_id text, global_id text, display_name text, avatar text, zalo_name text, group_id text, group_name text)
         ON CONFLICT (list_id, member_id) DO NOTHING RETURNING id`,
        [
          listId,
          JSON.stringify(
            members.map((m) => ({
              member_id: m.memberId,
              global_id: m.globalId ?? null,
              display_name: m.displayName ?? null,
              avatar: m.avatar ?? null,
              zalo_name: m.zaloName ?? null,
              group_id: m.groupId ?? null,
              group_name: m.groupName ?? null,
            })),
          ),
        ],
      );
      return rows.length;
    },

    /** Pending members that no unfinished job of the list holds yet, in the order they were saved. */
    async nextPending(listId: string, limit: number) {
      await followJobOutcomes(database, listId);
      const rows = await database.query<MemberRow>(
        `SELECT m.* FROM shared_list_members m JOIN shared_lists l ON l.id = m.list_id
         WHERE m.list_id = $1 AND m.status = 'pending' AND NOT ${HELD}
         ORDER BY m.created_at, m.id LIMIT $2`,
        [listId, limit],
      );
      return rows.map(toMember);
    },

    async pendingCount(listId: string): Promise<number> {
      const [row] = await database.query<{ n: number | string }>(`SELECT count(*) AS n FROM shared_list_members WHERE list_id = $1 AND status = 'pending'`, [listId]);
      return Number(row?.n ?? 0);
    },

    /** The uids under which `accountId` reaches these members (by their member id), for following its jobs. */
    async rememberUids(listId: string, accountId: string, uids: Array<{ memberId: string; uid: string }>) {
      if (uids.length === 0) return;
      await database.query(
        `INSERT INTO shared_list_member_uids (list_id, account_id, uid, member_id)
         SELECT $1, $2, u.uid, u.member_id FROM json_to_recordset($3::json) AS u(uid text, member_id text)
         ON CONFLICT (list_id, account_id, uid) DO UPDATE SET member_id = excluded.member_id`,
        [listId, accountId, JSON.stringify(uids.map((u) => ({ uid: u.uid, member_id: u.memberId })))],
      );
    },

    async setMemberStatus(listId: string, memberRowId: string, status: string, reason: string | null = null) {
      const [row] = await database.query<MemberRow>(
        `UPDATE shared_list_members SET status = $3, status_reason = $4, status_at = now() WHERE list_id = $1 AND id = $2 RETURNING *`,
        [listId, memberRowId, status, reason],
      );
      return row ? toMember(row) : undefined;
    },

    /**
     * The user's list's pending members (known by their globalId) on the user's do-not-contact list become FAILED
     * with its reason, so no schedule takes them. Answers how many.
     */
    async failListedMembers(workspaceId: string, listId: string): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `UPDATE shared_list_members m SET status = 'FAILED', status_reason = $3, status_at = now()
           FROM shared_lists l
          WHERE l.id = m.list_id AND l.id = $2 AND l.workspace_id = $1 AND m.status = 'pending' AND m.global_id IS NOT NULL
            AND ${doNotContactSql.personListed('$1', 'm.global_id')}
          RETURNING m.id`,
        [workspaceId, listId, DNC_SKIP_REASON],
      );
      return rows.length;
    },

    /**
     * The stable ids of the user's list members that `accountId` reaches under these uids: members of its own lists
     * (their member id is its uid) and members of other lists it was resolved to.
     */
    async memberGlobalIds(workspaceId: string, accountId: string, uids: string[]): Promise<Array<{ uid: string; globalId: string }>> {
      if (uids.length === 0) return [];
      const rows = await database.query<{ uid: string; global_id: string }>(
        `SELECT m.member_id AS uid, m.global_id FROM shared_list_members m JOIN shared_lists l ON l.id = m.list_id
          WHERE l.workspace_id = $1 AND l.source_account_id = $2 AND m.member_id = ANY($3::text[]) AND m.global_id IS NOT NULL
         UNION ALL
         SELECT u.uid, m.global_id FROM shared_list_member_uids u
           JOIN shared_list_members m ON m.list_id = u.list_id AND m.member_id = u.member_id
           JOIN shared_lists l ON l.id = u.list_id
          WHERE l.workspace_id = $1 AND u.account_id = $2 AND u.uid = ANY($3::text[]) AND m.global_id IS NOT NULL`,
        [workspaceId, accountId, uids],
      );
      return rows.map((row) => ({ uid: row.uid, globalId: row.global_id }));
    },
  };
}
