import type { FriendFilterQuery, FriendTagRef, SelectionAccountCount, StoredFriend } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../db/client';
import { everSynced, recordSync } from '../account-syncs';
import type { Friend as PlatformFriend } from '../../../platform/types';

export interface FriendFilter {
  accountId?: string;
  /** The accounts the viewer may see (an AGENT's, `accountScope`); absent or null: every account. */
  scope?: string[] | null;
  tagIds: string[];
  search?: string;
  isActive?: boolean;
  offset: number;
  limit: number;
}

interface FriendRow {
  id: string;
  uid: string;
  global_id: string | null;
  account_id: string;
  display_name: string;
  zalo_name: string | null;
  avatar: string | null;
  phone: string | null;
  is_active: boolean;
  last_sync_at: Date | string;
  tags: FriendTagRef[] | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const jsonOf = <T>(value: T | string | null, fallback: T): T => (value === null ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toFriend(row: FriendRow): StoredFriend {
  return {
    id: row.id,
    userId: row.uid,
    globalId: row.global_id,
    accountId: row.account_id,
    displayName: row.display_name,
    zaloName: row.zalo_name,
    avatar: row.avatar,
    phone: row.phone,
    isActive: row.is_active,
    lastSyncAt: iso(row.last_sync_at),
    tags: jsonOf<FriendTagRef[]>(row.tags, []),
  };
}

/** The friend's tags as one JSON array, by name. */
const TAGS_OF_F = `COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) ORDER BY t.name)
  FROM friend_tag_assignments a JOIN friend_tags t ON t.id = a.tag_id WHERE a.friend_id = f.id), '[]'::json) AS tags`;
const FRIEND_COLUMNS = `f.id, f.uid, f.global_id, f.account_id, f.display_name, f.zalo_name, f.avatar, f.phone, f.is_active, f.last_sync_at`;

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter of a query or of a selection's body (strings, as the page sends them) as the repo takes it. */
export function friendFilterOf(query: FriendFilterQuery): Omit<FriendFilter, 'offset' | 'limit'> {
  return {
    tagIds: query.tagIds ?? [],
    search: query.search || undefined,
    isActive: query.isActive ? query.isActive === 'true' : undefined,
    accountId: query.accountId || undefined,
  };
}

/** Only the conditions the filter uses, so the planner can start from the tags' few assignments. */
function filterClause(workspaceId: string, filter: Omit<FriendFilter, 'offset' | 'limit'>, excludeIds: string[] = []): { where: string; params: unknown[] } {
  const params: unknown[] = [workspaceId];
  const where = ['f.workspace_id = $1', 'f.removed_at IS NULL'];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (filter.accountId) where.push(`f.account_id = ${add(filter.accountId)}::uuid`);
  if (filter.scope) where.push(`f.account_id = ANY(${add(filter.scope)}::uuid[])`);
  if (excludeIds.length > 0) where.push(`NOT (f.id = ANY(${add(excludeIds)}::uuid[]))`);
  if (filter.isActive !== undefined) where.push(`f.is_active = ${add(filter.isActive)}::boolean`);
  if (filter.search) {
    const pattern = add(containsPattern(filter.search));
    where.push(`(f.display_name ILIKE ${pattern} OR f.zalo_name ILIKE ${pattern} OR f.uid = ${add(filter.search)})`);
  }
  if (filter.tagIds.length > 0) {
    // An array from a sub-select makes the planner fetch the tagged friends by id before any text matching.
    where.push(`f.id = ANY(ARRAY(SELECT a.friend_id FROM friend_tag_assignments a WHERE a.tag_id = ANY(${add(filter.tagIds)}::uuid[])))`);
  }
  return { where: where.join(' AND '), params };
}

/**
 * Work in a friend sync's transaction once the account's list is stored, with every friend listed (uids as the account
 * sees them): the jobs module's count of friend requests accepted.
 */
export type FriendsListed = (runner: SqlRunner, workspaceId: string, accountId: string, friendUids: string[]) => Promise<unknown>;

/** Every statement names the owner: another user's friend, tag or account is simply not there. */
export function createFriendsRepo(
  sql: SqlRunner & { transaction<T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> },
  friendsListed?: FriendsListed,
) {
  return {
    /** Upserts what the platform listed, marks the others gone; tags stay on their friend rows. */
    async replaceAccountFriends(workspaceId: string, accountId: string, listed: PlatformFriend[]) {
      const rows = listed.map((f) => ({
        uid: f.userId,
        global_id: f.globalId || null,
        display_name: f.displayName || f.zaloName || f.userId,
        zalo_name: f.zaloName || null,
        avatar: f.avatar || null,
        phone: f.phone,
        is_active: f.isActive,
      }));
      return sql.transaction(async (tx) => {
        const upserted = await tx.query<{ inserted: boolean }>(
          `INSERT INTO friends (workspace_id, account_id, uid, global_id, display_name, zalo_name, avatar, phone, is_active, last_sync_at)
           SELECT $1, $2, r.uid, r.global_id, r.display_name, r.zalo_name, r.avatar, r.phone, r.is_active, now()
           FROM jsonb_to_recordset($3::jsonb) AS r(uid text, global_id text, display_name text, zalo_name text, avatar text, phone text, is_active boolean)
           ON CONFLICT (account_id, uid) DO UPDATE SET global_id = EXCLUDED.global_id, display_name = EXCLUDED.display_name,
             zalo_name = EXCLUDED.zalo_name, avatar = EXCLUDED.avatar, phone = EXCLUDED.phone, is_active = EXCLUDED.is_active,
             removed_at = NULL, last_sync_at = now()
           RETURNING (xmax = 0) AS inserted`,
          [workspaceId, accountId, JSON.stringify(rows)],
        );
        const removed = await tx.query<{ id: string }>(
          `UPDATE friends SET removed_at = now() WHERE account_id = $1 AND removed_at IS NULL AND NOT (uid = ANY($2::text[])) RETURNING id`,
          [accountId, rows.map((r) => r.uid)],
        );
        await friendsListed?.(tx, workspaceId, accountId, rows.map((r) => r.uid));
        const syncedAt = await recordSync(tx, 'account_friend_syncs', accountId);
        const added = upserted.filter((row) => row.inserted).length;
        return { total: rows.length, added, updated: upserted.length - added, removed: removed.length, syncedAt };
      });
    },

    async hasSynced(accountId: string): Promise<boolean> {
      return everSynced(sql, 'account_friend_syncs', accountId);
    },

    async accountFriends(workspaceId: string, accountId: string): Promise<StoredFriend[]> {
      const rows = await sql.query<FriendRow>(
        `SELECT ${FRIEND_COLUMNS}, ${TAGS_OF_F} FROM friends f
         WHERE f.workspace_id = $1 AND f.account_id = $2 AND f.removed_at IS NULL ORDER BY f.display_name, f.id`,
        [workspaceId, accountId],
      );
      return rows.map(toFriend);
    },

    /**
     * One page of the user's friends matching the filter (any of the tags), with the counts the page shows: in all
     * and per account (what a select-all of the filter takes from each account).
     */
    async filtered(workspaceId: string, filter: FriendFilter) {
      const { where, params } = filterClause(workspaceId, filter);
      const [rows, counts] = await Promise.all([
        sql.query<FriendRow>(
          `SELECT ${FRIEND_COLUMNS}, ${TAGS_OF_F} FROM friends f WHERE ${where}
           ORDER BY f.display_name, f.id OFFSET ${Math.trunc(filter.offset)} LIMIT ${Math.trunc(filter.limit)}`,
          params,
        ),
        sql.query<{ account_id: string; total: number | string }>(
          `SELECT f.account_id, count(*) AS total FROM friends f WHERE ${where} GROUP BY f.account_id ORDER BY f.account_id`,
          params,
        ),
      ]);
      const byAccount: SelectionAccountCount[] = counts.map((row) => ({ accountId: row.account_id, count: Number(row.total) }));
      return { friends: rows.map(toFriend), total: byAccount.reduce((sum, row) => sum + row.count, 0), byAccount };
    },

    /** Every friend of a select-all (the filter without `excludeIds`), of one account when given, by name. */
    async selected(workspaceId: string, filter: Omit<FriendFilter, 'offset' | 'limit'>, excludeIds: string[], accountId?: string) {
      // A filter for one account and a selection for another select nobody.
      if (accountId && filter.accountId && filter.accountId !== accountId) return [];
      const { where, params } = filterClause(workspaceId, accountId ? { ...filter, accountId } : filter, excludeIds);
      return sql.query<{ id: string; uid: string; account_id: string; display_name: string; is_active: boolean }>(
        `SELECT f.id, f.uid, f.account_id, f.display_name, f.is_active FROM friends f WHERE ${where} ORDER BY f.display_name, f.id`,
        params,
      );
    },

    /** The workspace's whole counts (of the `scope`'s accounts when given): friends, active friends and accounts with friends. */
    async totals(workspaceId: string, scope: string[] | null = null) {
      const [all] = await sql.query<{ total: number | string; active: number | string; account_count: number | string }>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE is_active) AS active, count(DISTINCT account_id) AS account_count
         FROM friends WHERE workspace_id = $1 AND removed_at IS NULL AND ($2::uuid[] IS NULL OR account_id = ANY($2::uuid[]))`,
        [workspaceId, scope],
      );
      return { totalAll: Number(all.total), activeCount: Number(all.active), accountCount: Number(all.account_count) };
    },

    /** Present friends of an account by uid, with their display names (recipients of a message job). */
    async activeRecipients(workspaceId: string, accountId: string, onlyActive: boolean) {
      return sql.query<{ uid: string; display_name: string }>(
        `SELECT uid, display_name FROM friends WHERE workspace_id = $1 AND account_id = $2 AND removed_at IS NULL
           AND ($3::boolean = false OR is_active) ORDER BY display_name, uid`,
        [workspaceId, accountId, onlyActive],
      );
    },
  };
}
export type FriendsRepo = ReturnType<typeof createFriendsRepo>;
