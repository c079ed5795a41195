import type { GroupFilterQuery, GroupTagRef, StoredGroup } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../db/client';
import { everSynced, recordSync } from '../account-syncs';
import type { GroupInfo } from '../../../platform/types';
import { accountNames } from '../../accounts';
import { containsPattern } from '../friends/repo';

export interface GroupFilter {
  accountId?: string;
  /** The accounts the viewer may see (an AGENT's, `accountScope`); absent or null: every account. */
  scope?: string[] | null;
  tagIds: string[];
  search?: string;
  isActive?: boolean;
  isCommunity?: boolean;
  memberCountMin?: number;
  memberCountMax?: number;
  offset: number;
  limit: number;
}

/** A group's details as a sync stores them, with Zalo's version of the group. */
export interface GroupDetails extends Pick<GroupInfo, 'groupId' | 'name' | 'memberCount' | 'isCommunity' | 'lockViewMember'> {
  version: string;
}

/** What the member reads need of a stored group. */
export interface StoredGroupRef {
  id: string;
  groupId: string;
  name: string;
  memberCount: number;
  isCommunity: boolean;
  lockViewMember: boolean;
}

interface GroupRow {
  id: string;
  group_id: string;
  account_id: string;
  name: string;
  member_count: number;
  is_community: boolean;
  is_active: boolean;
  last_sync_at: Date | string;
  tags: GroupTagRef[] | string | null;
}

type Tx = SqlRunner & { transaction<T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> };

const iso = (value: Date | string) => new Date(value).toISOString();
const jsonOf = <T>(value: T | string | null, fallback: T): T => (value === null ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toGroup(row: GroupRow, names: Map<string, string>): StoredGroup {
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    memberCount: Number(row.member_count),
    isCommunity: row.is_community,
    isActive: row.is_active,
    accountId: row.account_id,
    accountName: names.get(row.account_id) ?? '',
    tags: jsonOf<GroupTagRef[]>(row.tags, []),
    lastSyncAt: iso(row.last_sync_at),
  };
}

const TAGS_OF_G = `COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) ORDER BY t.name)
  FROM group_tag_assignments a JOIN group_tags t ON t.id = a.tag_id WHERE a.group_id = g.id), '[]'::json) AS tags`;
const GROUP_COLUMNS = 'g.id, g.group_id, g.account_id, g.name, g.member_count, g.is_community, g.is_active, g.last_sync_at';

const flag = (value: string | undefined) => (value ? value === 'true' : undefined);
const count = (value: string | number | undefined) => (value === undefined || value === '' ? undefined : Number(value));

/** The filter of a query or of a selection's body (strings, as the page sends them) as the repo takes it. */
export function groupFilterOf(query: GroupFilterQuery | (Omit<GroupFilterQuery, 'memberCountMin' | 'memberCountMax'> & { memberCountMin?: number; memberCountMax?: number })): GroupSelectionFilter {
  return {
    tagIds: query.tagIds ?? [],
    search: query.search || undefined,
    isActive: flag(query.isActive),
    isCommunity: flag(query.isCommunity),
    memberCountMin: count(query.memberCountMin),
    memberCountMax: count(query.memberCountMax),
    accountId: query.accountId || undefined,
  };
}

/** A filter without its page. */
export type GroupSelectionFilter = Omit<GroupFilter, 'offset' | 'limit'>;

/** What a select-all's group is to the calls that take it. */
export interface SelectedGroupRow {
  id: string;
  groupId: string;
  accountId: string;
  name: string;
  isCommunity: boolean;
}

function filterClause(workspaceId: string, filter: GroupSelectionFilter, excludeIds: string[] = []): { where: string; params: unknown[] } {
  const params: unknown[] = [workspaceId];
  const where = ['g.workspace_id = $1'];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (filter.accountId) where.push(`g.account_id = ${add(filter.accountId)}::uuid`);
  if (filter.scope) where.push(`g.account_id = ANY(${add(filter.scope)}::uuid[])`);
  if (excludeIds.length > 0) where.push(`NOT (g.id = ANY(${add(excludeIds)}::uuid[]))`);
  if (filter.isActive !== undefined) where.push(`g.is_active = ${add(filter.isActive)}::boolean`);
  if (filter.isCommunity !== undefined) where.push(`g.is_community = ${add(filter.isCommunity)}::boolean`);
  if (filter.memberCountMin !== undefined) where.push(`g.member_count >= ${add(filter.memberCountMin)}::int`);
  if (filter.memberCountMax !== undefined) where.push(`g.member_count <= ${add(filter.memberCountMax)}::int`);
  if (filter.search) where.push(`(g.name ILIKE ${add(containsPattern(filter.search))} OR g.group_id = ${add(filter.search)})`);
  if (filter.tagIds.length > 0) {
    where.push(`g.id = ANY(ARRAY(SELECT a.group_id FROM group_tag_assignments a WHERE a.tag_id = ANY(${add(filter.tagIds)}::uuid[])))`);
  }
  return { where: where.join(' AND '), params };
}

/** What a sync of the account's groups reads and writes: Zalo's versions, the groups read, when it last ran. */
function createGroupSyncRepo(sql: Tx) {
  return {
    /** Zalo's version of each stored group of the account, the removed ones included (empty when removed). */
    async versionsOf(accountId: string): Promise<Map<string, string>> {
      const rows = await sql.query<{ group_id: string; version: string; removed: boolean }>(
        'SELECT group_id, version, removed_at IS NOT NULL AS removed FROM groups WHERE account_id = $1',
        [accountId],
      );
      return new Map(rows.map((row) => [row.group_id, row.removed ? '' : row.version]));
    },

    /**
     * Upserts the details read for new or changed groups, touches the unchanged ones and marks the others gone.
     * Tags stay on their group rows.
     */
    async applySync(workspaceId: string, accountId: string, read: GroupDetails[], unchangedIds: string[]) {
      const rows = read.map((g) => ({
        group_id: g.groupId,
        name: g.name || g.groupId,
        member_count: Math.max(0, Math.trunc(g.memberCount)),
        is_community: g.isCommunity,
        lock_view_member: g.lockViewMember,
        version: g.version,
      }));
      const present = [...unchangedIds, ...rows.map((row) => row.group_id)];
      return sql.transaction(async (tx) => {
        const upserted = await tx.query<{ inserted: boolean }>(
          `INSERT INTO groups (workspace_id, account_id, group_id, name, member_count, is_community, lock_view_member, version, last_sync_at)
           SELECT $1, $2, r.group_id, r.name, r.member_count, r.is_community, r.lock_view_member, r.version, now()
           FROM jsonb_to_recordset($3::jsonb) AS r(group_id text, name text, member_count int, is_community boolean, lock_view_member boolean, version text)
           ON CONFLICT (account_id, group_id) DO UPDATE SET name = EXCLUDED.name, member_count = EXCLUDED.member_count,
             is_community = EXCLUDED.is_community, lock_view_member = EXCLUDED.lock_view_member, version = EXCLUDED.version,
             is_active = true, removed_at = NULL, last_sync_at = now()
           RETURNING (xmax = 0) AS inserted`,
          [workspaceId, accountId, JSON.stringify(rows)],
        );
        await tx.query('UPDATE groups SET last_sync_at = now() WHERE account_id = $1 AND group_id = ANY($2::text[])', [accountId, unchangedIds]);
        const removed = await tx.query<{ id: string }>(
          `UPDATE groups SET removed_at = now(), is_active = false WHERE account_id = $1 AND removed_at IS NULL
             AND NOT (group_id = ANY($2::text[])) RETURNING id`,
          [accountId, present],
        );
        const syncedAt = await recordSync(tx, 'account_group_syncs', accountId);
        const added = upserted.filter((row) => row.inserted).length;
        return { total: present.length, added, updated: upserted.length - added, removed: removed.length, syncedAt };
      });
    },

    async hasSynced(accountId: string): Promise<boolean> {
      return everSynced(sql, 'account_group_syncs', accountId);
    },
  };
}

/**
 * Every statement names the owner. A group the account left stays as a stopped group (is_active false,
 * removed_at set) with its tags, so the page can still show and filter it; the job pickers list present ones only.
 */
export function createGroupsRepo(sql: Tx) {
  /** The rows as the page shows them, each named with its account (the accounts module's read). */
  const toGroups = async (workspaceId: string, rows: GroupRow[]): Promise<StoredGroup[]> => {
    const names = await accountNames(sql, workspaceId, rows.map((row) => row.account_id));
    return rows.map((row) => toGroup(row, names));
  };

  return {
    ...createGroupSyncRepo(sql),

    /** The account's present groups, by name. */
    async accountGroups(workspaceId: string, accountId: string): Promise<StoredGroup[]> {
      const rows = await sql.query<GroupRow>(
        `SELECT ${GROUP_COLUMNS}, ${TAGS_OF_G} FROM groups g
         WHERE g.workspace_id = $1 AND g.account_id = $2 AND g.removed_at IS NULL ORDER BY g.name, g.id`,
        [workspaceId, accountId],
      );
      return toGroups(workspaceId, rows);
    },

    /** The account's present groups among these platform ids. */
    async presentGroups(workspaceId: string, accountId: string, groupIds: string[]): Promise<StoredGroupRef[]> {
      const rows = await sql.query<{ id: string; group_id: string; name: string; member_count: number; is_community: boolean; lock_view_member: boolean }>(
        `SELECT id, group_id, name, member_count, is_community, lock_view_member FROM groups
         WHERE workspace_id = $1 AND account_id = $2 AND group_id = ANY($3::text[]) AND removed_at IS NULL`,
        [workspaceId, accountId, groupIds],
      );
      const byId = new Map(rows.map((row) => [row.group_id, row]));
      return groupIds.flatMap((groupId) => {
        const row = byId.get(groupId);
        return row
          ? [{ id: row.id, groupId, name: row.name, memberCount: Number(row.member_count), isCommunity: row.is_community, lockViewMember: row.lock_view_member }]
          : [];
      });
    },

    /** One page of the filter's groups, and how many match: in all and per account (what a select-all takes from each). */
    async filtered(workspaceId: string, filter: GroupFilter) {
      const { where, params } = filterClause(workspaceId, filter);
      const [rows, counts] = await Promise.all([
        sql.query<GroupRow>(
          `SELECT ${GROUP_COLUMNS}, ${TAGS_OF_G} FROM groups g WHERE ${where}
           ORDER BY g.name, g.id OFFSET ${Math.trunc(filter.offset)} LIMIT ${Math.trunc(filter.limit)}`,
          params,
        ),
        sql.query<{ account_id: string; total: number | string; community: number | string }>(
          `SELECT g.account_id, count(*) AS total, count(*) FILTER (WHERE g.is_community) AS community FROM groups g WHERE ${where}
           GROUP BY g.account_id ORDER BY g.account_id`,
          params,
        ),
      ]);
      const byAccount = counts.map((row) => ({ accountId: row.account_id, count: Number(row.total), communityCount: Number(row.community) }));
      return { groups: await toGroups(workspaceId, rows), total: byAccount.reduce((sum, row) => sum + row.count, 0), byAccount };
    },

    /**
     * Every group of a select-all (the filter without `excludeIds`), of one account when given, by name;
     * `presentOnly` leaves out the groups the account has left (what a job can still reach).
     */
    async selected(workspaceId: string, filter: GroupSelectionFilter, excludeIds: string[], options: { accountId?: string; presentOnly?: boolean } = {}): Promise<SelectedGroupRow[]> {
      // A filter for one account and a selection for another select nothing.
      if (options.accountId && filter.accountId && filter.accountId !== options.accountId) return [];
      const { where, params } = filterClause(workspaceId, options.accountId ? { ...filter, accountId: options.accountId } : filter, excludeIds);
      const rows = await sql.query<{ id: string; group_id: string; account_id: string; name: string; is_community: boolean }>(
        `SELECT g.id, g.group_id, g.account_id, g.name, g.is_community FROM groups g WHERE ${where}${options.presentOnly ? ' AND g.removed_at IS NULL' : ''}
         ORDER BY g.name, g.id`,
        params,
      );
      return rows.map((row) => ({ id: row.id, groupId: row.group_id, accountId: row.account_id, name: row.name, isCommunity: row.is_community }));
    },

    /** The workspace's whole counts for the page's cards (of the `scope`'s accounts when given). */
    async totals(workspaceId: string, scope: string[] | null = null) {
      const [all] = await sql.query<{ total: number | string; active: number | string; community: number | string; account_count: number | string }>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE is_active) AS active, count(*) FILTER (WHERE is_community) AS community,
           count(DISTINCT account_id) AS account_count
         FROM groups WHERE workspace_id = $1 AND ($2::uuid[] IS NULL OR account_id = ANY($2::uuid[]))`,
        [workspaceId, scope],
      );
      return {
        totalAll: Number(all.total),
        activeCount: Number(all.active),
        communityCount: Number(all.community),
        accountCount: Number(all.account_count),
      };
    },

    /** Present groups of the account carrying any of the user's tags, by name. */
    async taggedGroups(workspaceId: string, accountId: string, tagIds: string[]): Promise<Array<{ groupId: string; name: string }>> {
      return sql.query<{ groupId: string; name: string }>(
        `SELECT g.group_id AS "groupId", g.name FROM groups g
         WHERE g.workspace_id = $1 AND g.account_id = $2 AND g.removed_at IS NULL
           AND EXISTS (SELECT 1 FROM group_tag_assignments a JOIN group_tags t ON t.id = a.tag_id
                       WHERE a.group_id = g.id AND t.workspace_id = $1 AND t.id = ANY($3::uuid[]))
         ORDER BY g.name, g.id`,
        [workspaceId, accountId, tagIds],
      );
    },
  };
}
export type GroupsRepo = ReturnType<typeof createGroupsRepo>;
