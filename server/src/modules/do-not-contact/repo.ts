import type { DoNotContactEntry, DoNotContactKind, DoNotContactListQuery, DoNotContactSource } from 'shared-sdk/schemas';
import type { Database, SqlRunner } from '../../db/client';

interface EntryRow {
  id: string;
  kind: DoNotContactKind;
  phone: string | null;
  global_id: string | null;
  display_name: string | null;
  source: DoNotContactSource;
  created_at: Date | string;
}

export function toEntry(row: EntryRow): DoNotContactEntry {
  return {
    id: row.id,
    kind: row.kind,
    phone: row.phone,
    globalId: row.global_id,
    displayName: row.display_name,
    source: row.source,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One entry to add: a phone number, or a person by globalId (with the phone the store knew, if any). */
export type NewEntry = { kind: 'phone'; phone: string; displayName?: string | null } | { kind: 'user'; globalId: string; phone?: string | null; displayName?: string | null };

/** Rows per INSERT of an import (arrays unnested). */
const ROWS_PER_INSERT = 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every statement names the user: another user's entries are simply not there. */
export function createDoNotContactRepo(database: Database) {
  return {
    async list(workspaceId: string, query: DoNotContactListQuery): Promise<{ rows: EntryRow[]; total: number }> {
      const params: unknown[] = [workspaceId];
      let where = 'workspace_id = $1';
      if (query.search) {
        params.push(`%${escapeLike(query.search.toLowerCase())}%`);
        where += ` AND (lower(coalesce(display_name, '')) LIKE $${params.length} OR coalesce(phone, '') LIKE $${params.length} OR lower(coalesce(global_id, '')) LIKE $${params.length})`;
      }
      if (query.source) {
        params.push(query.source);
        where += ` AND source = $${params.length}`;
      }
      const [rows, [{ total }]] = await Promise.all([
        database.query<EntryRow>(
          `SELECT id, kind, phone, global_id, display_name, source, created_at FROM do_not_contact WHERE ${where}
            ORDER BY created_at DESC, id DESC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
          params,
        ),
        database.query<{ total: number | string }>(`SELECT count(*) AS total FROM do_not_contact WHERE ${where}`, params),
      ]);
      return { rows, total: Number(total) };
    },

    async counts(workspaceId: string): Promise<Array<{ kind: DoNotContactKind; source: DoNotContactSource; n: number }>> {
      const rows = await database.query<{ kind: DoNotContactKind; source: DoNotContactSource; n: number | string }>(
        'SELECT kind, source, count(*) AS n FROM do_not_contact WHERE workspace_id = $1 GROUP BY kind, source',
        [workspaceId],
      );
      return rows.map((row) => ({ ...row, n: Number(row.n) }));
    },

    /** Adds the entries not listed yet; answers how many were new. */
    async add(workspaceId: string, source: DoNotContactSource, entries: NewEntry[], runner: SqlRunner = database): Promise<number> {
      let added = 0;
      const phones = entries.filter((entry) => entry.kind === 'phone');
      const people = entries.filter((entry) => entry.kind === 'user');
      for (let from = 0; from < phones.length; from += ROWS_PER_INSERT) {
        const part = phones.slice(from, from + ROWS_PER_INSERT);
        const rows = await runner.query<{ id: string }>(
          `INSERT INTO do_not_contact (workspace_id, kind, phone, display_name, source)
           SELECT $1::uuid, 'phone', p.phone, p.name, $2::text FROM unnest($3::text[], $4::text[]) AS p(phone, name)
           ON CONFLICT (workspace_id, phone) WHERE kind = 'phone' DO NOTHING RETURNING id`,
          [workspaceId, source, part.map((entry) => entry.phone), part.map((entry) => entry.displayName ?? null)],
        );
        added += rows.length;
      }
      for (let from = 0; from < people.length; from += ROWS_PER_INSERT) {
        const part = people.slice(from, from + ROWS_PER_INSERT);
        const rows = await runner.query<{ id: string }>(
          `INSERT INTO do_not_contact (workspace_id, kind, global_id, phone, display_name, source)
           SELECT $1::uuid, 'user', p.global_id, p.phone, p.name, $2::text FROM unnest($3::text[], $4::text[], $5::text[]) AS p(global_id, phone, name)
           ON CONFLICT (workspace_id, global_id) WHERE kind = 'user' DO NOTHING RETURNING id`,
          [workspaceId, source, part.map((entry) => entry.globalId), part.map((entry) => entry.phone ?? null), part.map((entry) => entry.displayName ?? null)],
        );
        added += rows.length;
      }
      return added;
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await database.query<{ id: string }>('DELETE FROM do_not_contact WHERE workspace_id = $1 AND id = $2 RETURNING id', [workspaceId, id]);
      return rows.length > 0;
    },

    async optOutWords(workspaceId: string): Promise<string[] | undefined> {
      const [row] = await database.query<{ opt_out_words: string[] | string }>('SELECT opt_out_words FROM do_not_contact_settings WHERE workspace_id = $1', [workspaceId]);
      if (!row) return undefined;
      return typeof row.opt_out_words === 'string' ? JSON.parse(row.opt_out_words) : row.opt_out_words;
    },

    async setOptOutWords(workspaceId: string, words: string[]): Promise<void> {
      await database.query(
        `INSERT INTO do_not_contact_settings (workspace_id, opt_out_words) VALUES ($1, $2::jsonb)
         ON CONFLICT (workspace_id) DO UPDATE SET opt_out_words = excluded.opt_out_words, updated_at = now()`,
        [workspaceId, JSON.stringify(words)],
      );
    },
  };
}
export type DoNotContactRepo = ReturnType<typeof createDoNotContactRepo>;

/** Of these ids and numbers, the ones on the user's list. */
export async function listedAmong(sql: SqlRunner, workspaceId: string, globalIds: string[], phones: string[]): Promise<{ globalIds: Set<string>; phones: Set<string> }> {
  if (globalIds.length === 0 && phones.length === 0) return { globalIds: new Set(), phones: new Set() };
  const rows = await sql.query<{ global_id: string | null; phone: string | null }>(
    `SELECT global_id, phone FROM do_not_contact WHERE workspace_id = $1 AND kind = 'user' AND global_id = ANY($2::text[])
     UNION ALL
     SELECT global_id, phone FROM do_not_contact WHERE workspace_id = $1 AND phone IS NOT NULL AND phone = ANY($3::text[])`,
    [workspaceId, globalIds, phones],
  );
  return {
    globalIds: new Set(rows.flatMap((row) => (row.global_id ? [row.global_id] : []))),
    phones: new Set(rows.flatMap((row) => (row.phone ? [row.phone] : []))),
  };
}
