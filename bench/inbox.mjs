/**
 * The inbox's targets. `inboxReadsBench`: a production server whose database holds INBOX_MESSAGES
 * messages (default 1,000,000) over INBOX_ACCOUNTS accounts (1,000) and INBOX_CONVERSATIONS conversations (100,000)
 * of INBOX_USERS users (10), written straight into the database; then the p99 of the conversation list, a thread
 * page, a search without diacritics and the unread count, each over a few hundred requests (4 at once) spread over
 * the users. The ingest (inbox-ingest.mjs) and the live streams (inbox-live.mjs) have benches of their own.
 * INBOX_DATABASE_URL (or `postgresUrl`) runs the server on PostgreSQL instead of PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { foldVietnamese } from '../shared-sdk/src/schemas/inbox.ts';
import { ownerWordsVector } from '../server/src/modules/inbox/search.ts';
import { api, benchDatabase, loadAverage, percentile, register, round, sleep, startServer } from './common.mjs';

export const INBOX_TARGETS = { listP99Ms: 100, threadP99Ms: 50, searchP99Ms: 300, unreadP99Ms: 20, ingestP99Ms: 500, ingestCores: 1, liveP99Ms: 2000 };

/** The inbox benches' server: thousands of users log in, tokens last the run, no demo data, no sending window; its errors shown. */
export const startInboxServer = (env) =>
  startServer(
    {
      LOGIN_LIMIT_PER_IP: '100000',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      ZALO_SIM_DEMO: 'false',
      JOB_SENDING_WINDOW: 'off',
      APP_SECRET: 'bench-inbox-secret-of-enough-length!!',
      ...env,
    },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );

const PHRASES = [
  'Xin chào shop, sản phẩm này còn hàng không ạ?',
  'Giá bao nhiêu vậy shop?',
  'Mình đã chuyển khoản rồi nha',
  'Bao giờ giao hàng vậy shop?',
  'Cảm ơn bạn nhiều nhé!',
  'Cho mình xin địa chỉ cửa hàng',
  'Dạ em gửi anh chị báo giá ạ',
  'Ship về Đà Nẵng mất mấy ngày?',
  'Còn màu đỏ size M không?',
  'Đơn hàng của mình tới đâu rồi?',
  'Mai em giao hàng nhé',
  'Khuyến mãi tháng này giảm bao nhiêu phần trăm?',
  'Ok shop, để mình suy nghĩ thêm',
  'Hàng đẹp lắm, lần sau mình ủng hộ tiếp',
  'Xin lỗi vì trả lời chậm',
  'Cho em hỏi phí vận chuyển',
];
const NAMES = ['Nguyễn Thị Lan', 'Trần Văn Hùng', 'Lê Thị Mai', 'Phạm Minh Đức', 'Hoàng Thu Trang', 'Vũ Quốc Bảo', 'Đặng Thị Hồng', 'Bùi Văn Nam'];
const SEARCHES = ['xin chao', 'gia bao nhieu', 'giao hang', 'chuyen khoan', 'cam on', 'khuyen mai', 'dia chi cua hang', 'mau do'];
const sqlArray = (items) => `ARRAY[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}]`;

/** Accounts, conversations and messages of the users, written in the database in one go per user. */
export async function seed(database, users, sizes) {
  const accountsPerUser = Math.ceil(sizes.accounts / users.length);
  const conversationsPerAccount = Math.max(1, Math.round(sizes.conversations / sizes.accounts));
  const messagesPerConversation = Math.max(1, Math.round(sizes.messages / sizes.conversations));
  for (const user of users) {
    await database.query(`INSERT INTO accounts (workspace_id, display_name, status) SELECT $1, 'Shop ' || s, 'ACTIVE' FROM generate_series(1, $2::int) s`, [user.id, accountsPerUser]);
    await database.query(
      `INSERT INTO conversations (workspace_id, account_id, type, thread_id, name, name_folded, last_message_id, last_text, last_kind, last_at, unread_count)
       SELECT a.workspace_id, a.id, CASE WHEN s % 10 = 0 THEN 'group' ELSE 'user' END, (1000000000000000000 + s)::text,
         (${sqlArray(NAMES)})[1 + s % ${NAMES.length}] || ' ' || s, (${sqlArray(NAMES.map(foldVietnamese))})[1 + s % ${NAMES.length}] || ' ' || s,
         gen_random_uuid(), (${sqlArray(PHRASES)})[1 + s % ${PHRASES.length}], 'text',
         now() - ((s * 37 + abs(hashtext(a.id::text)) % 1000) % 43200) * interval '1 minute', CASE WHEN s % 5 = 0 THEN 1 + s % 4 ELSE 0 END
       FROM accounts a, generate_series(1, $2::int) s WHERE a.workspace_id = $1`,
      [user.id, conversationsPerAccount],
    );
    await database.query(
      `INSERT INTO messages (conversation_id, workspace_id, account_id, platform_message_id, from_me, sender_id, sender_name, kind, text, at, status, source, search)
       SELECT c.id, c.workspace_id, c.account_id, c.id::text || ':' || s, s % 3 = 0, c.thread_id, c.name, 'text', t.text, c.last_at - s * interval '7 minutes',
         CASE WHEN s % 3 = 0 THEN 'SENT' ELSE 'RECEIVED' END, CASE WHEN s % 3 = 0 THEN 'inbox' ELSE 'contact' END,
         (t.words || ' ''a' || replace(c.account_id::text, '-', '') || '''')::tsvector
       FROM conversations c, generate_series(1, $2::int) s,
         LATERAL (SELECT (${sqlArray(PHRASES)})[1 + (s * 7 + abs(hashtext(c.id::text))) % ${PHRASES.length}] AS text,
                         (${sqlArray(PHRASES.map((phrase) => ownerWordsVector(user.id, phrase)))})[1 + (s * 7 + abs(hashtext(c.id::text))) % ${PHRASES.length}] AS words) t
       WHERE c.workspace_id = $1`,
      [user.id, messagesPerConversation],
    );
    const conversations = await database.query('SELECT id, account_id FROM conversations WHERE workspace_id = $1', [user.id]);
    user.conversationIds = conversations.map((row) => row.id);
    user.accountIds = [...new Set(conversations.map((row) => row.account_id))];
  }
  await database.exec('ANALYZE conversations; ANALYZE messages;');
  const [counts] = await database.query(
    'SELECT (SELECT count(*) FROM accounts) AS accounts, (SELECT count(*) FROM conversations) AS conversations, (SELECT count(*) FROM messages) AS messages',
  );
  return { accounts: Number(counts.accounts), conversations: Number(counts.conversations), messages: Number(counts.messages) };
}

/** `count` requests, `concurrency` at a time, after a warm-up of 20: p50, p99, errors. */
export async function measure(baseUrl, count, concurrency, nextRequest) {
  const latencies = [];
  let errors = 0;
  const run = async (n, keep) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < n) {
          next += 1;
          const { url, token } = nextRequest();
          const started = performance.now();
          const response = await fetch(`${baseUrl}/api/v1${url}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
          const body = response ? await response.json().catch(() => null) : null;
          if (!response?.ok || !body?.success) errors += keep ? 1 : 0;
          if (keep) latencies.push(performance.now() - started);
        }
      }),
    );
  };
  await run(20, false);
  await run(count, true);
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, p50Ms: round(percentile(latencies, 0.5)), p99Ms: round(percentile(latencies, 0.99)), errors };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

export async function inboxReadsBench({ postgresUrl = process.env.INBOX_DATABASE_URL, requests = Number(process.env.INBOX_REQUESTS ?? 300) } = {}) {
  const sizes = {
    users: Number(process.env.INBOX_USERS ?? 10),
    accounts: Number(process.env.INBOX_ACCOUNTS ?? 1000),
    conversations: Number(process.env.INBOX_CONVERSATIONS ?? 100_000),
    messages: Number(process.env.INBOX_MESSAGES ?? 1_000_000),
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-'));
  const database = await benchDatabase(dir, 'reads', postgresUrl);
  let server = await startInboxServer(database.env);
  try {
    const users = [];
    for (let i = 0; i < sizes.users; i += 1) users.push(await register(server.baseUrl, 'bench-inbox'));
    if (!database.live) await server.stop();
    const seedStarted = performance.now();
    const seeded = await database.whileStopped((db) => seed(db, users, sizes));
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    if (!database.live) server = await startInboxServer(database.env);
    await sleep(1000);
    const load = loadAverage();
    const list = await measure(server.baseUrl, requests, 4, () => {
      const user = pick(users);
      const filter = pick(['', '&unread=true', `&accountId=${pick(user.accountIds)}`, '&type=group']);
      return { url: `/conversations?page=${1 + Math.floor(Math.random() * 5)}&limit=30${filter}`, token: user.token };
    });
    const thread = await measure(server.baseUrl, requests, 4, () => {
      const user = pick(users);
      return { url: `/conversations/${pick(user.conversationIds)}/messages?limit=50`, token: user.token };
    });
    const search = await measure(server.baseUrl, requests, 4, () => ({ url: `/messages/search?q=${encodeURIComponent(pick(SEARCHES))}`, token: pick(users).token }));
    const unread = await measure(server.baseUrl, requests, 4, () => ({ url: '/conversations/unread-count', token: pick(users).token }));
    const sample = await api(server.baseUrl, 'GET', `/messages/search?q=${encodeURIComponent('xin chao')}&limit=1`, users[0].token);
    return { database: database.label, sizes, seeded, seedSeconds, load, list, thread, search, unread, searchHitsPerUser: sample.pagination.total };
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

/** The markdown rows of the reads: [measure, result, target, reached, [run succeeded, what]]. */
export function inboxReadsRows(r) {
  const t = INBOX_TARGETS;
  const scale = `${r.seeded.messages.toLocaleString('en')} messages, ${r.seeded.accounts.toLocaleString('en')} accounts, ${r.seeded.conversations.toLocaleString('en')} conversations, ${r.sizes.users} users, ${r.database}`;
  const row = (name, m, target) => [
    `Inbox ${name} (${scale})`,
    `p99 ${m.p99Ms} ms, p50 ${m.p50Ms} ms over ${m.requests} requests (4 at once), ${m.errors} errors; load ${r.load}`,
    `p99 ≤ ${target} ms`,
    m.p99Ms <= target,
    [m.errors === 0 && m.requests > 0, '0 errors'],
  ];
  return [
    row('conversation list', r.list, t.listP99Ms),
    row('thread page (50)', r.thread, t.threadP99Ms),
    [...row('search without diacritics', r.search, t.searchP99Ms).slice(0, 4), [r.search.errors === 0 && r.searchHitsPerUser > 0, `0 errors, 'xin chao' finds ${r.searchHitsPerUser.toLocaleString('en')} of a user's messages`]],
    row('unread count', r.unread, t.unreadP99Ms),
  ];
}
