import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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
 * The groups stored by the last sync (social/groups), as the job calls read them: what the groups page shows
 * is what a job reaches. Another user's or a removed group is not there.
 */
export function createStoredGroups(db: Db) {
  return {
    /** The account's present stored groups among these platform ids, in the order asked. */
    async present(userId: string, accountId: string, groupIds: string[]): Promise<GroupRef[]> {
      const rows = await rowsOf(
        db,
        sql`SELECT group_id AS "groupId", name, is_community AS "isCommunity" FROM groups
            WHERE user_id = ${userId} AND account_id = ${accountId} AND removed_at IS NULL
              AND group_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(groupIds)}::jsonb))`,
      );
      const byId = new Map(rows.map((row) => [row.groupId, row]));
      return groupIds.flatMap((id) => byId.get(id) ?? []);
    },

    /** Every present stored group of the account. */
    async all(userId: string, accountId: string): Promise<GroupRef[]> {
      return rowsOf(
        db,
        sql`SELECT group_id AS "groupId", name, is_community AS "isCommunity" FROM groups
            WHERE user_id = ${userId} AND account_id = ${accountId} AND removed_at IS NULL ORDER BY group_id`,
      );
    },

    /** The account's present stored groups carrying any of the user's tags, by name. */
    async tagged(userId: string, accountId: string, tagIds: string[]): Promise<GroupRef[]> {
      const ids = tagIds.filter(isUuid);
      if (ids.length === 0) return [];
      return rowsOf(
        db,
        sql`SELECT g.group_id AS "groupId", g.name, g.is_community AS "isCommunity" FROM groups g
            WHERE g.user_id = ${userId} AND g.account_id = ${accountId} AND g.removed_at IS NULL
              AND EXISTS (SELECT 1 FROM group_tag_assignments a JOIN group_tags t ON t.id = a.tag_id
                          WHERE a.group_id = g.id AND t.user_id = ${userId}
                            AND t.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid))
            ORDER BY g.name, g.id`,
      );
    },
  };
}
export type StoredGroups = ReturnType<typeof createStoredGroups>;
