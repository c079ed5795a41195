import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { isUuid } from '../../../http/ids';
import type { GroupInfo } from '../../../platform/types';

/** What the group jobs need of a group: reachable, its name, whether Zalo hides its members. */
export type GroupRef = Pick<GroupInfo, 'groupId' | 'name' | 'isCommunity'>;

interface Row {
  groupId: string;
  name: string;
  isCommunity: boolean;
}

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<GroupRef[]> {
  // Both drivers answer execute() with { rows }.
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  return rows.map((row) => ({ groupId: row.groupId, name: row.name, isCommunity: row.isCommunity }));
}

/**
 * The groups stored by the last sync, as the job calls read them (modules/jobs): what the groups page shows is
 * what a job reaches. Another user's or a removed group is not there.
 */
export function createStoredGroups(db: Db) {
  return {
    /** The account's present stored groups among these platform ids, in the order asked. */
    async present(workspaceId: string, accountId: string, groupIds: string[]): Promise<GroupRef[]> {
      const rows = await rowsOf(
        db,
        sql`SELECT group_id AS "groupId", name, is_community AS "isCommunity" FROM groups
            WHERE workspace_id = ${workspaceId} AND account_id = ${accountId} AND removed_at IS NULL
              AND group_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(groupIds)}::jsonb))`,
      );
      const byId = new Map(rows.map((row) => [row.groupId, row]));
      return groupIds.flatMap((id) => byId.get(id) ?? []);
    },

    /** Every present stored group of the account. */
    async all(workspaceId: string, accountId: string): Promise<GroupRef[]> {
      return rowsOf(
        db,
        sql`SELECT group_id AS "groupId", name, is_community AS "isCommunity" FROM groups
            WHERE workspace_id = ${workspaceId} AND account_id = ${accountId} AND removed_at IS NULL ORDER BY group_id`,
      );
    },

    /** The account's present stored groups carrying any of the user's tags, by name. */
    async tagged(workspaceId: string, accountId: string, tagIds: string[]): Promise<GroupRef[]> {
      const ids = tagIds.filter(isUuid);
      if (ids.length === 0) return [];
      return rowsOf(
        db,
        sql`SELECT g.group_id AS "groupId", g.name, g.is_community AS "isCommunity" FROM groups g
            WHERE g.workspace_id = ${workspaceId} AND g.account_id = ${accountId} AND g.removed_at IS NULL
              AND EXISTS (SELECT 1 FROM group_tag_assignments a JOIN group_tags t ON t.id = a.tag_id
                          WHERE a.group_id = g.id AND t.workspace_id = ${workspaceId}
                            AND t.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid))
            ORDER BY g.name, g.id`,
      );
    },
  };
}
export type StoredGroups = ReturnType<typeof createStoredGroups>;

/** The names of the user's present stored groups among these (account, platform group id) pairs, by `accountId/groupId`. */
export async function storedGroupNames(
  database: Pick<Database, 'query'>,
  workspaceId: string,
  wanted: Array<{ accountId: string; groupId: string }>,
): Promise<Map<string, string>> {
  const pairs = wanted.filter((pair) => isUuid(pair.accountId));
  if (pairs.length === 0) return new Map();
  const rows = await database.query<{ account_id: string; group_id: string; name: string }>(
    `SELECT g.account_id, g.group_id, g.name
       FROM unnest($2::uuid[], $3::text[]) AS w(account_id, group_id)
       JOIN groups g ON g.account_id = w.account_id AND g.group_id = w.group_id
      WHERE g.workspace_id = $1 AND g.removed_at IS NULL`,
    [workspaceId, pairs.map((pair) => pair.accountId), pairs.map((pair) => pair.groupId)],
  );
  return new Map(rows.map((row) => [`${row.account_id}/${row.group_id}`, row.name]));
}

/** The names of the user's group tags among `ids`, by id. */
export async function groupTagNames(database: Pick<Database, 'query'>, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await database.query<{ id: string; name: string }>(`SELECT id, name FROM group_tags WHERE workspace_id = $1 AND id = ANY($2::uuid[])`, [workspaceId, wanted]);
  return new Map(rows.map((row) => [row.id, row.name]));
}
