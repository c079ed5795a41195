import { migrate } from '../../db/migrate';
import { withDatabaseBefore } from '../../testing/test-database';
import { searchQuery, searchTerms, searchVector } from './search';

/**
 * The messages stored before migration 0050 get their words marked with their owner, as new messages do, and are
 * found by the searches that find new ones. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
it("marks the stored messages' words with their owner, keeps the account's token and drops the owner's", () =>
  withDatabaseBefore('0050-inbox-search-owner-words', async (database) => {
    const [{ id: userId }] = await database.query<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ('search@example.com', 'x') RETURNING id`);
    const [{ id: accountId }] = await database.query<{ id: string }>(`INSERT INTO accounts (user_id, display_name, status) VALUES ($1, 'Shop', 'ACTIVE') RETURNING id`, [userId]);
    const [{ id: conversationId }] = await database.query<{ id: string }>(
      `INSERT INTO conversations (user_id, account_id, type, thread_id, name) VALUES ($1, $2, 'user', '7001', 'Lan') RETURNING id`,
      [userId, accountId],
    );
    const hex = (id: string) => id.replace(/-/g, '');
    // The document as it was written before: the folded text and the two tokens, made into words by 'simple'.
    await database.query(
      `INSERT INTO messages (conversation_id, user_id, account_id, platform_message_id, from_me, text, at, status, source, search)
       VALUES ($1, $2, $3, 'pm-1', false, 'Xin chào shop, xin giá ạ', now(), 'RECEIVED', 'contact', to_tsvector('simple', $4))`,
      [conversationId, userId, accountId, `xin chao shop, xin gia a u${hex(userId)} a${hex(accountId)}`],
    );
    expect(await migrate(database)).toContain('0050-inbox-search-owner-words');
    const [row] = await database.query<{ migrated: string; written_now: string }>(`SELECT search::text AS migrated, $1::tsvector::text AS written_now FROM messages`, [
      searchVector({ workspaceId: userId, accountId, text: 'Xin chào shop, xin giá ạ', attachments: [] }),
    ]);
    expect(row.migrated).toBe(row.written_now);
    const found = (query: string) =>
      database.query(`SELECT 1 FROM messages WHERE search @@ $1::tsquery`, [searchQuery(searchTerms(query), userId, accountId)]).then((rows) => rows.length);
    expect([await found('xin gia'), await found('SHOP'), await found('chao ban')]).toEqual([1, 1, 0]);
  }),
  150_000, // the database is first migrated up to the migration: long on a busy machine
);
