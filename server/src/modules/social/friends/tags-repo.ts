import type { FriendTag, FriendTagStats } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../db/client';

interface TagRow {
  id: string;
  name: string;
  color: string;
  description: string | null;
  created_at: Date | string;
  friend_count: number | string;
  account_count: number | string;
}

const toTag = (row: TagRow): FriendTag => ({
  id: row.id,
  name: row.name,
  color: row.color,
  description: row.description,
  friendCount: Number(row.friend_count),
  accountCount: Number(row.account_count),
  createdAt: new Date(row.created_at).toISOString(),
});

/** Tags with the present friends carrying them and the accounts those friends belong to. */
const TAGS_WITH_COUNTS = `SELECT t.id, t.name, t.color, t.description, t.created_at,
    count(f.id) AS friend_count, count(DISTINCT f.account_id) AS account_count
  FROM friend_tags t
  LEFT JOIN friend_tag_assignments a ON a.tag_id = t.id
  LEFT JOIN friends f ON f.id = a.friend_id AND f.removed_at IS NULL
  WHERE t.user_id = $1`;
const GROUPED = 'GROUP BY t.id ORDER BY t.name, t.id';

export interface TagFields {
  name?: string;
  color?: string;
  description?: string | null;
}

export function createFriendTagsRepo(sql: SqlRunner) {
  return {
    list: async (userId: string): Promise<FriendTag[]> => (await sql.query<TagRow>(`${TAGS_WITH_COUNTS} ${GROUPED}`, [userId])).map(toTag),

    async find(userId: string, id: string): Promise<FriendTag | undefined> {
      const [row] = await sql.query<TagRow>(`${TAGS_WITH_COUNTS} AND t.id = $2 ${GROUPED}`, [userId, id]);
      return row && toTag(row);
    },

    async nameTaken(userId: string, name: string, exceptId?: string): Promise<boolean> {
      const rows = await sql.query('SELECT 1 FROM friend_tags WHERE user_id = $1 AND name = $2 AND id IS DISTINCT FROM $3::uuid', [userId, name, exceptId ?? null]);
      return rows.length > 0;
    },

    async create(userId: string, fields: Required<TagFields>): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        'INSERT INTO friend_tags (user_id, name, color, description) VALUES ($1, $2, $3, $4) RETURNING id',
        [userId, fields.name, fields.color, fields.description],
      );
      return row.id;
    },

    async update(userId: string, id: string, fields: TagFields): Promise<boolean> {
      const rows = await sql.query(
        `UPDATE friend_tags SET name = COALESCE($3, name), color = COALESCE($4, color),
           description = CASE WHEN $5::boolean THEN $6 ELSE description END, updated_at = now()
         WHERE user_id = $1 AND id = $2 RETURNING id`,
        [userId, id, fields.name ?? null, fields.color ?? null, fields.description !== undefined, fields.description ?? null],
      );
      return rows.length > 0;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      return (await sql.query('DELETE FROM friend_tags WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id])).length > 0;
    },

    async ownedTagIds(userId: string, ids: string[]): Promise<string[]> {
      return (await sql.query<{ id: string }>('SELECT id FROM friend_tags WHERE user_id = $1 AND id = ANY($2::uuid[])', [userId, ids])).map((r) => r.id);
    },

    /** Every friend × every tag; pairs already there stay as they are. Answers the pairs added. */
    async assign(friendIds: string[], tagIds: string[]): Promise<number> {
      const rows = await sql.query(
        `INSERT INTO friend_tag_assignments (tag_id, friend_id)
         SELECT t, f FROM unnest($1::uuid[]) AS t CROSS JOIN unnest($2::uuid[]) AS f
         ON CONFLICT DO NOTHING RETURNING tag_id`,
        [tagIds, friendIds],
      );
      return rows.length;
    },

    async unassign(friendIds: string[], tagIds: string[]): Promise<number> {
      const rows = await sql.query(
        'DELETE FROM friend_tag_assignments WHERE tag_id = ANY($1::uuid[]) AND friend_id = ANY($2::uuid[]) RETURNING tag_id',
        [tagIds, friendIds],
      );
      return rows.length;
    },

    async stats(userId: string): Promise<FriendTagStats> {
      const tags = (await sql.query<TagRow>(`${TAGS_WITH_COUNTS} ${GROUPED}`, [userId])).map(toTag);
      return {
        tagDetails: tags.map(({ id, name, color, friendCount, accountCount }) => ({ tag: { id, name, color }, friendCount, accountCount })),
      };
    },
  };
}
export type FriendTagsRepo = ReturnType<typeof createFriendTagsRepo>;
