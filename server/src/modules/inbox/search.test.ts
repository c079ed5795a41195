import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createInboxRepo } from './repo';
import { ownerKey, phraseQuery, searchQuery, searchTerms, searchVector } from './search';

const USER = '5de82e57-0000-4000-8000-000000000001';
const ACCOUNT = 'f96369a5-6369-4571-a20f-2a54a47f1e65';

describe('the words a message is searched by', () => {
  it("marks each folded word with its owner and its places, then names the account; attachments' names count", () => {
    const vector = searchVector({ workspaceId: USER, accountId: ACCOUNT, text: 'Xin chào, XIN giá!', attachments: [{ kind: 'file', url: null, thumbnailUrl: null, name: 'Báo-giá.pdf', size: null, title: null }] });
    expect(vector).toBe("'o5de82e57xin':1,3 'o5de82e57chao':2 'o5de82e57gia':4,6 'o5de82e57bao':5 'o5de82e57pdf':7 'af96369a563694571a20f2a54a47f1e65'");
  });

  it('leaves out a word longer than a search can be; a message without words still names its account', () => {
    expect(searchVector({ workspaceId: USER, accountId: ACCOUNT, text: `ok ${'x'.repeat(101)}`, attachments: [] })).toBe("'o5de82e57ok':1 'af96369a563694571a20f2a54a47f1e65'");
    expect(searchVector({ workspaceId: USER, accountId: ACCOUNT, text: '👍 ...', attachments: [] })).toBe("'af96369a563694571a20f2a54a47f1e65'");
  });

  it('searches the same marked words: all of them, the last as a prefix; the phrase keeps their order', () => {
    const terms = searchTerms('Xin  CHÀ');
    expect(terms).toEqual(['xin', 'cha']);
    expect(searchQuery(terms, USER)).toBe("'o5de82e57xin' & 'o5de82e57cha':*");
    expect(searchQuery(terms, USER, ACCOUNT)).toBe("'af96369a563694571a20f2a54a47f1e65' & 'o5de82e57xin' & 'o5de82e57cha':*");
    expect(phraseQuery(terms, USER)).toBe("'o5de82e57xin' <-> 'o5de82e57cha':*");
  });
});

describe('two users whose marks are the same', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.destroy());

  it("each finds only their own messages (the mark narrows the search; the user's id decides)", async () => {
    const users = ['5de82e57-0000-4000-8000-00000000000a', '5de82e57-0000-4000-8000-00000000000b'];
    expect(ownerKey(users[0])).toBe(ownerKey(users[1]));
    for (const [index, userId] of users.entries()) {
      await database.query(`WITH person AS (INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'x') RETURNING id, email), own AS (INSERT INTO workspaces (id, name) SELECT id, email FROM person), membership AS (INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, id, 'OWNER' FROM person) SELECT id FROM person`, [userId, `same-mark-${index}@example.com`]);
      const [{ id: accountId }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Shop', 'ACTIVE') RETURNING id`, [userId]);
      const [{ id: conversationId }] = await database.query<{ id: string }>(
        `INSERT INTO conversations (workspace_id, account_id, type, thread_id, name) VALUES ($1, $2, 'user', '7001', 'Lan') RETURNING id`,
        [userId, accountId],
      );
      await database.query(
        `INSERT INTO messages (conversation_id, workspace_id, account_id, platform_message_id, from_me, text, at, status, source, search)
         VALUES ($1, $2, $3, 'pm-1', false, 'Xin chào', now(), 'RECEIVED', 'contact', $4::tsvector)`,
        [conversationId, userId, accountId, searchVector({ workspaceId: userId, accountId, text: 'Xin chào', attachments: [] })],
      );
    }
    const repo = createInboxRepo(database);
    for (const userId of users) {
      const terms = searchTerms('xin chao');
      const { rows, total } = await repo.search({ workspaceId: userId, scope: null, tsquery: searchQuery(terms, userId), phrase: phraseQuery(terms, userId), page: 1, limit: 20 });
      expect({ total, owners: rows.map((row) => row.workspace_id) }).toEqual({ total: 1, owners: [userId] });
    }
  });
});
