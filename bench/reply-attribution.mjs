/**
 * What reply attribution costs the inbox's writer: the same private messages stored by the writer without
 * it and with it (as app.ts wires it), over REPLY_RECIPIENTS job recipients (200,000) sent by REPLY_ACCOUNTS accounts
 * (100) in the last week. Half the messages come from people a job messaged (they are counted as replies), half from
 * others. Measured: statements per message (every statement of the writer's transactions), messages stored per
 * second, replies counted. In process, on PGlite, or on PostgreSQL with BENCH_DATABASE_URL (a database of its own).
 * `BENCH_ONLY=replies npm run bench`, or `node --import tsx bench/reply-attribution.mjs`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createIngest } from '../server/src/modules/inbox/ingest.ts';
import { attributeReplies } from '../server/src/modules/jobs/replies/attribute.ts';
import { createPostgresDatabase, loadAverage, round } from './common.mjs';

const silent = { error: (...args) => console.error(...args), warn: () => undefined, info: () => undefined, debug: () => undefined };
const WINDOW_DAYS = 7;

/** The database's transactions, counting every statement run in them. */
function counting(database) {
  const counts = { statements: 0 };
  return {
    counts,
    transaction: (work) =>
      database.transaction((runner) =>
        work({
          exec: (sql) => runner.exec(sql),
          query: (sql, params) => {
            counts.statements += 1;
            return runner.query(sql, params);
          },
        }),
      ),
  };
}

async function seed(database, accounts, recipients) {
  const [{ id: userId }] = await database.query(`WITH person AS (INSERT INTO users (email, password_hash) VALUES ('bench-replies@example.com', 'x') RETURNING id, email), own AS (INSERT INTO workspaces (id, name) SELECT id, email FROM person), membership AS (INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, id, 'OWNER' FROM person) SELECT id FROM person`);
  const accountIds = (
    await database.query(`INSERT INTO accounts (workspace_id, display_name) SELECT $1, 'Shop ' || g FROM generate_series(1, $2::int) g RETURNING id`, [userId, accounts])
  ).map((row) => row.id);
  const perAccount = Math.ceil(recipients / accounts);
  for (const [index, accountId] of accountIds.entries()) {
    const [{ id: jobId }] = await database.query(
      `INSERT INTO jobs (workspace_id, account_id, account_name, type, action, status, total_recipients, success_count, payload)
       VALUES ($1, $2, 'Shop', 'TO_FRIENDS', 'message', 'COMPLETED', $3, $3, '{"message":"Xin chào","delayMin":1,"delayMax":2}'::jsonb) RETURNING id`,
      [userId, accountId, perAccount],
    );
    // Sent over the last six days, one person per recipient (uids as the account sees them).
    await database.query(
      `INSERT INTO job_recipients (job_id, seq, target_id, target_type, status, processed_at)
       SELECT $1, g, 'a' || $2::int || '-p' || g, 'user', 'SENT', now() - make_interval(secs => (g % 518400))
         FROM generate_series(1, $3::int) g`,
      [jobId, index, perAccount],
    );
  }
  await database.exec('ANALYZE');
  return { userId, accountIds, perAccount };
}

/** `count` private messages to the accounts, half from people their job messaged, half from others; stored by `ingest`. */
async function storeMessages(ingest, { userId, accountIds, perAccount }, count, label) {
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < count; i += 1) {
    const index = i % accountIds.length;
    const person = Math.floor(i / accountIds.length) % perAccount;
    const threadId = i % 2 === 0 ? `a${index}-p${person + 1}` : `stranger-${label}-${i}`;
    pending.push(
      ingest.store({
        userId,
        accountId: accountIds[index],
        threadId,
        threadType: 'user',
        platformMessageId: `${label}-${i}`,
        fromMe: false,
        senderId: threadId,
        senderName: 'Khách',
        kind: 'text',
        text: 'Dạ shop ơi em quan tâm ạ',
        attachments: [],
        at: new Date(),
        status: 'RECEIVED',
        source: 'contact',
        jobId: null,
      }),
    );
    // The listeners hand messages over as they come: a few hundred at a time, as the writer batches them.
    if (pending.length >= 250) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  await ingest.drain();
  return (performance.now() - started) / 1000;
}

export async function replyAttributionBench({
  postgresUrl = process.env.BENCH_DATABASE_URL,
  accounts = Number(process.env.REPLY_ACCOUNTS ?? 100),
  recipients = Number(process.env.REPLY_RECIPIENTS ?? 200_000),
  messages = Number(process.env.REPLY_MESSAGES ?? 20_000),
} = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-replies-'));
  const created = postgresUrl ? await createPostgresDatabase(postgresUrl, `bench_replies_${Date.now()}`) : null;
  const database = created ? openPostgres(created.url) : openPglite(path.join(dir, 'data'));
  try {
    await migrate(database);
    const population = await seed(database, accounts, recipients);
    const load = loadAverage();
    const runs = {};
    // A first pass warms the engine and the caches (not reported); then without, then with.
    for (const [label, withAttribution] of [['warm-up', false], ['without', false], ['with', true]]) {
      const db = counting(database);
      const ingest = createIngest({
        database: db,
        log: silent,
        ...(withAttribution ? { afterIncoming: (runner, fresh) => attributeReplies(runner, fresh, WINDOW_DAYS) } : {}),
      });
      const seconds = await storeMessages(ingest, population, messages, label);
      runs[label] = { seconds: round(seconds, 2), perSecond: round(messages / seconds), statementsPerMessage: round(db.counts.statements / messages, 3) };
    }
    delete runs['warm-up'];
    const [{ replied }] = await database.query(`SELECT count(*)::int AS replied FROM job_recipients WHERE replied_at IS NOT NULL`);
    const [{ counted }] = await database.query(`SELECT coalesce(sum(replied_count), 0)::int AS counted FROM jobs`);
    return { database: created ? 'PostgreSQL' : 'PGlite', accounts, recipients, messages, runs, replied: Number(replied), counted: Number(counted), expected: messages / 2, load };
  } finally {
    await database.close();
    if (created) await created.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function replyAttributionRows(result) {
  const { runs } = result;
  const extra = round(runs.with.statementsPerMessage - runs.without.statementsPerMessage, 3);
  return [
    [
      `Reply attribution in the inbox's writer: ${result.messages.toLocaleString('en')} private messages over ${result.recipients.toLocaleString('en')} job recipients of ${result.accounts} accounts (${result.database})`,
      `${runs.with.statementsPerMessage} statements per message with it, ${runs.without.statementsPerMessage} without (+${extra}); ${runs.with.perSecond} messages/s stored with it, ${runs.without.perSecond} without; ${result.replied} replies counted of ${result.expected} expected (jobs' counters ${result.counted}); load ${result.load}`,
      '≤ 1 extra statement per incoming message',
      extra <= 1,
      [result.replied === result.expected && result.counted === result.expected, 'every reply counted once'],
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await replyAttributionBench();
  console.log(JSON.stringify(result, null, 2));
  const { markdownRow } = await import('./rows.mjs');
  console.log(replyAttributionRows(result).map(markdownRow).join('\n'));
}
