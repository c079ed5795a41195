import type { Database, SqlRunner } from '../../db/client';

export interface NewAuditEntry {
  workspaceId: string;
  /** Null: the system (payOS confirming a payment). */
  actorId: string | null;
  actorEmail: string;
  action: string;
  target: { type: string; id?: string; name?: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditRow {
  id: string | number;
  at: Date | string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target: AuditRowJson;
  before: AuditRowJson;
  after: AuditRowJson;
}
type AuditRowJson = Record<string, unknown> | null;

export interface AuditFilter {
  actor?: string;
  /** An exact action, or a prefix ending with a dot (`job.`). */
  action?: string;
  /** Vietnamese days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

const COLUMNS = 'id, at, actor_id, actor_email, action, target, before, after';

/** The WHERE clause of a workspace's filtered entries, its parameters from $1. */
function where(workspaceId: string, filter: AuditFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [workspaceId];
  const clauses = ['workspace_id = $1'];
  if (filter.actor) {
    params.push(filter.actor);
    clauses.push(`actor_id = $${params.length}`);
  }
  if (filter.action) {
    if (filter.action.endsWith('.')) {
      params.push(`${filter.action.replace(/[\\%_]/g, '\\$&')}%`);
      clauses.push(`action LIKE $${params.length}::text`);
    } else {
      params.push(filter.action);
      clauses.push(`action = $${params.length}`);
    }
  }
  if (filter.from) {
    params.push(filter.from);
    clauses.push(`at >= ($${params.length}::date::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh')`);
  }
  if (filter.to) {
    params.push(filter.to);
    clauses.push(`at < (($${params.length}::date + 1)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh')`);
  }
  return { sql: clauses.join(' AND '), params };
}

/** The audit_log table: entries are only ever inserted (the table's trigger refuses an UPDATE). */
export function createAuditRepo(database: Database) {
  return {
    async insert(entry: NewAuditEntry, runner: SqlRunner = database): Promise<void> {
      const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
      await runner.query(
        `INSERT INTO audit_log (workspace_id, actor_id, actor_email, action, target, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb)`,
        [entry.workspaceId, entry.actorId, entry.actorEmail, entry.action, json(entry.target), json(entry.before), json(entry.after)],
      );
    },

    /** A page of entries, newest first, and how many match. */
    async page(workspaceId: string, filter: AuditFilter, page: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
      const { sql, params } = where(workspaceId, filter);
      const [rows, [{ total }]] = await Promise.all([
        database.query<AuditRow>(`SELECT ${COLUMNS} FROM audit_log WHERE ${sql} ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`, params),
        database.query<{ total: number | string }>(`SELECT count(*)::int AS total FROM audit_log WHERE ${sql}`, params),
      ]);
      return { rows, total: Number(total) };
    },

    /** The export's rows after a key (`[at, id]` of the last one), newest first: one index range per batch. */
    async batch(workspaceId: string, filter: AuditFilter, after: { at: string; id: string } | null, limit: number): Promise<AuditRow[]> {
      const { sql, params } = where(workspaceId, filter);
      let keyset = '';
      if (after) {
        params.push(after.at, after.id);
        keyset = ` AND (at, id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`;
      }
      return database.query<AuditRow>(
        `SELECT ${COLUMNS}, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key FROM audit_log WHERE ${sql}${keyset} ORDER BY at DESC, id DESC LIMIT ${limit}`,
        params,
      );
    },

    /** Everyone who did something in the workspace, with the e-mail of their latest entry. */
    async actors(workspaceId: string): Promise<{ id: string; email: string }[]> {
      return database.query<{ id: string; email: string }>(
        `SELECT DISTINCT ON (actor_id) actor_id AS id, actor_email AS email FROM audit_log
          WHERE workspace_id = $1 AND actor_id IS NOT NULL ORDER BY actor_id, at DESC`,
        [workspaceId],
      );
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
