export { type AuthModule, createAuthModule } from './module';

/** The e-mails of these people (the audit log names who did what); an unknown id is left out. */
export async function userEmails(database: import('../../db/client').SqlRunner, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((row) => [row.id, row.email]));
}
