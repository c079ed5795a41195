import type { SqlRunner } from '../../../db/client';
import type { TagKind } from './kinds';

interface TagRow {
  id: string;
  name: string;
  color: string;
  description: string | null;
  created_at: Date | string;
  target_count: number | string;
  account_count: number | string;
}

/** A tag with the tagged things carrying it (`friendCount` or `groupCount`) and the accounts those belong to. */
export type Tag<Count extends string> = {
  id: string;
  name: string;
  color: string;
  description: string | null;
  accountCount: number;
  createdAt: string;
} & Record<Count, number>;

export interface TagStats<Count extends string> {
  tagDetails: Array<{ tag: { id: string; name: string; color: string }; accountCount: number } & Record<Count, number>>;
}

export interface TagFields {
  name?: string;
  color?: string;
  description?: string | null;
}

/**
 * One kind's tags (./kinds): the same queries over its own tables. Tags are the workspace's; the counts on them and
 * the things that can be tagged keep to `scope`, the accounts the viewer may see (an AGENT's; null: every account).
 */
export function createTagsRepo<Count extends string, Ids extends string>(sql: SqlRunner, kind: TagKind<Count, Ids>) {
  const { tagTable, assignmentTable, targetTable, targetColumn, countKey } = kind;
  const counted = kind.countedWhen ? ` AND ${kind.countedWhen}` : '';
  const tagsWithCounts = `SELECT t.id, t.name, t.color, t.description, t.created_at,
      count(x.id) AS target_count, count(DISTINCT x.account_id) AS account_count
    FROM ${tagTable} t
    LEFT JOIN ${assignmentTable} a ON a.tag_id = t.id
    LEFT JOIN ${targetTable} x ON x.id = a.${targetColumn}${counted} AND ($2::uuid[] IS NULL OR x.account_id = ANY($2::uuid[]))
    WHERE t.workspace_id = $1`;
  const grouped = 'GROUP BY t.id ORDER BY t.name, t.id';

  const toTag = (row: TagRow) =>
    ({
      id: row.id,
      name: row.name,
      color: row.color,
      description: row.description,
      [countKey]: Number(row.target_count),
      accountCount: Number(row.account_count),
      createdAt: new Date(row.created_at).toISOString(),
    }) as Tag<Count>;
  const list = async (workspaceId: string, scope: string[] | null): Promise<Tag<Count>[]> =>
    (await sql.query<TagRow>(`${tagsWithCounts} ${grouped}`, [workspaceId, scope])).map(toTag);

  return {
    list,

    async find(workspaceId: string, id: string, scope: string[] | null): Promise<Tag<Count> | undefined> {
      const [row] = await sql.query<TagRow>(`${tagsWithCounts} AND t.id = $3 ${grouped}`, [workspaceId, scope, id]);
      return row && toTag(row);
    },

    async nameTaken(workspaceId: string, name: string, exceptId?: string): Promise<boolean> {
      const rows = await sql.query(`SELECT 1 FROM ${tagTable} WHERE workspace_id = $1 AND name = $2 AND id IS DISTINCT FROM $3::uuid`, [workspaceId, name, exceptId ?? null]);
      return rows.length > 0;
    },

    async create(workspaceId: string, fields: Required<TagFields>): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO ${tagTable} (workspace_id, name, color, description) VALUES ($1, $2, $3, $4) RETURNING id`,
        [workspaceId, fields.name, fields.color, fields.description],
      );
      return row.id;
    },

    async update(workspaceId: string, id: string, fields: TagFields): Promise<boolean> {
      const rows = await sql.query(
        `UPDATE ${tagTable} SET name = COALESCE($3, name), color = COALESCE($4, color),
           description = CASE WHEN $5::boolean THEN $6 ELSE description END, updated_at = now()
         WHERE workspace_id = $1 AND id = $2 RETURNING id`,
        [workspaceId, id, fields.name ?? null, fields.color ?? null, fields.description !== undefined, fields.description ?? null],
      );
      return rows.length > 0;
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      return (await sql.query(`DELETE FROM ${tagTable} WHERE workspace_id = $1 AND id = $2 RETURNING id`, [workspaceId, id])).length > 0;
    },

    async ownedTagIds(workspaceId: string, ids: string[]): Promise<string[]> {
      return (await sql.query<{ id: string }>(`SELECT id FROM ${tagTable} WHERE workspace_id = $1 AND id = ANY($2::uuid[])`, [workspaceId, ids])).map((r) => r.id);
    },

    /** The ids among `ids` (stored rows) of the workspace's things the viewer may tag (of the `scope`'s accounts). */
    async ownedTargetIds(workspaceId: string, ids: string[], scope: string[] | null): Promise<string[]> {
      const rows = await sql.query<{ id: string }>(
        `SELECT id FROM ${targetTable} WHERE workspace_id = $1 AND id = ANY($2::uuid[]) AND ($3::uuid[] IS NULL OR account_id = ANY($3::uuid[]))`,
        [workspaceId, ids, scope],
      );
      return rows.map((r) => r.id);
    },

    /** Every tagged thing × every tag; pairs already there stay as they are. Answers the pairs added. */
    async assign(targetIds: string[], tagIds: string[]): Promise<number> {
      const rows = await sql.query(
        `INSERT INTO ${assignmentTable} (tag_id, ${targetColumn})
         SELECT t, x FROM unnest($1::uuid[]) AS t CROSS JOIN unnest($2::uuid[]) AS x
         ON CONFLICT DO NOTHING RETURNING tag_id`,
        [tagIds, targetIds],
      );
      return rows.length;
    },

    async unassign(targetIds: string[], tagIds: string[]): Promise<number> {
      const rows = await sql.query(
        `DELETE FROM ${assignmentTable} WHERE tag_id = ANY($1::uuid[]) AND ${targetColumn} = ANY($2::uuid[]) RETURNING tag_id`,
        [tagIds, targetIds],
      );
      return rows.length;
    },

    async stats(workspaceId: string, scope: string[] | null): Promise<TagStats<Count>> {
      const tags = await list(workspaceId, scope);
      return {
        tagDetails: tags.map((tag) => ({ tag: { id: tag.id, name: tag.name, color: tag.color }, [countKey]: tag[countKey], accountCount: tag.accountCount }) as TagStats<Count>['tagDetails'][number]),
      };
    },
  };
}
export type TagsRepo<Count extends string, Ids extends string> = ReturnType<typeof createTagsRepo<Count, Ids>>;
