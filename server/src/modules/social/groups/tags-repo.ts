import type { GroupTag, GroupTagStats } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../db/client';

interface TagRow {
  id: string;
  name: string;
  color: string;
  description: string | null;
  created_at: Date | string;
  group_count: number | string;
  account_count: number | string;
}

const toTag = (row: TagRow): GroupTag => ({
  id: row.id,
  name: row.name,
  color: row.color,
  description: row.description,
  groupCount: Number(row.group_count),
  accountCount: Number(row.account_count),
  createdAt: new Date(row.created_at).toISOString(),
});

/** Tags with the stored groups carrying them and the accounts those groups belong to. */
const TAGS_WITH_COUNTS = `SELECT t.id, t.name, t.color, t.description, t.created_at,
    count(g.id) AS group_count, count(DISTINCT g.account_id) AS account_count
  FROM group_tags t
  LEFT JOIN group_tag_assignments a ON a.tag_id = t.id
  LEFT JOIN groups g ON g.id = a.group_id
  WHERE t.user_id = $1`;
const GROUPED = 'GROUP BY t.id ORDER BY t.name, t.id';

export interface TagFields {
  name?: string;
  color?: string;
  description?: string | null;
}

export function createGroupTagsRepo(sql: SqlRunner) {
  return {
    list: async (userId: string): Promise<GroupTag[]> => (await sql.query<TagRow>(`${TAGS_WITH_COUNTS} ${GROUPED}`, [userId])).map(toTag),

    async find(userId: string, id: string): Promise<GroupTag | undefined> {
      const [row] = await sql.query<TagRow>(`${TAGS_WITH_COUNTS} AND t.id = $2 ${GROUPED}`, [userId, id]);
      return row && toTag(row);
    },

    async nameTaken(userId: string, name: string, exceptId?: string): Promise<boolean> {
      const rows = await sql.query('SELECT 1 FROM group_tags WHERE user_id = $1 AND name = $2 AND id IS DISTINCT FROM $3::uuid', [userId, name, exceptId ?? null]);
      return rows.length > 0;
    },

    async create(userId: string, fields: Required<TagFields>): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        'INSERT INTO group_tags (user_id, name, color, description) VALUES ($1, $2, $3, $4) RETURNING id',
        [userId, fields.name, fields.color, fields.description],
      );
      return row.id;
    },

    async update(userId: string, id: string, fields: TagFields): Promise<boolean> {
      const rows = await sql.query(
        `UPDATE group_tags SET name = COALESCE($3, name), color = COALESCE($4, color),
           description = CASE WHEN $5::boolean THEN $6 ELSE description END, updated_at = now()
         WHERE user_id = $1 AND id = $2 RETURNING id`,
        [userId, id, fields.name ?? null, fields.color ?? null, fields.description !== undefined, fields.description ?? null],
      );
      return rows.length > 0;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      return (await sql.query('DELETE FROM group_tags WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id])).length > 0;
    },

    async ownedTagIds(userId: string, ids: string[]): Promise<string[]> {
      return (await sql.query<{ id: string }>('SELECT id FROM group_tags WHERE user_id = $1 AND id = ANY($2::uuid[])', [userId, ids])).map((r) => r.id);
    },

    /** Every group × every tag; pairs already there stay as they are. Answers the pairs added. */
    async assign(groupIds: string[], tagIds: string[]): Promise<number> {
      const rows = await sql.query(
        `INSERT INTO group_tag_assignments (tag_id, group_id)
         SELECT t, g FROM unnest($1::uuid[]) AS t CROSS JOIN unnest($2::uuid[]) AS g
         ON CONFLICT DO NOTHING RETURNING tag_id`,
        [tagIds, groupIds],
      );
      return rows.length;
    },

    async unassign(groupIds: string[], tagIds: string[]): Promise<number> {
      const rows = await sql.query(
        'DELETE FROM group_tag_assignments WHERE tag_id = ANY($1::uuid[]) AND group_id = ANY($2::uuid[]) RETURNING tag_id',
        [tagIds, groupIds],
      );
      return rows.length;
    },

    async stats(userId: string): Promise<GroupTagStats> {
      const tags = (await sql.query<TagRow>(`${TAGS_WITH_COUNTS} ${GROUPED}`, [userId])).map(toTag);
      return {
        tagDetails: tags.map(({ id, name, color, groupCount, accountCount }) => ({ tag: { id, name, color }, groupCount, accountCount })),
      };
    },
  };
}
export type GroupTagsRepo = ReturnType<typeof createGroupTagsRepo>;
