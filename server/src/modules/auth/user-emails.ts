import type { Database } from '../../db/client';

/** The e-mails of people by their ids (who created a job or a list, who did what in the audit log), in one query; unknown ids are absent. */
export async function userEmails(database: Pick<Database, 'query'>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((row) => [row.id, row.email]));
}
