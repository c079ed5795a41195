/**
 * The reports at scale. One customer with 50 accounts, 1,000,000 job recipients over the last 30
 * Vietnamese days (1,500 jobs: one per account and day, every fifth a friend-request job, every third message job
 * with two variants; 90 % sent, 5 % failed, 5 % skipped; 12 % of the sent messages replied up to 72 hours later, so
 * many replies come on a later day than their send; 30 % of the friend requests accepted) and 1,000,000 inbox
 * messages in 100,000 conversations (bench/inbox.mjs's seed), written straight into the database with
 * generate_series. The pre-aggregated tables (the jobs' counters, job_variants, job_daily_activity, reply_hours) are
 * then filled from those raw rows by the same rules the engine and the reply attribution follow: a reply counts on the
 * Vietnamese day of the send it answers, and in reply_hours on the day and hour it came.
 *
 * Then every report (summary, daily, by-account, by-job, heatmap) over the last 7 and the last 30 days, REPORTS_REQUESTS
 * (default 200) requests each, 4 at once, half of them filtered by one account; and the 30-day export. The run
 * succeeds when the summaries equal what the raw rows count (sent, messages, replies by their send's day) and the
 * heatmap's total equals the replies that came in the range.
 *
 * REPORTS_RECIPIENTS and REPORTS_MESSAGES make a smaller run; `postgresUrl` (REPORTS_DATABASE_URL or
 * BENCH_DATABASE_URL in run.mjs) runs the server on a fresh database there instead of PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measure, seed } from './inbox.mjs';
import { api, benchDatabase, loadAverage, register, round, sleep, startServer } from './common.mjs';

export const REPORTS_TARGETS = { pgliteP99Ms: 1000, postgresP99Ms: 300 };
const ACCOUNTS = 50;
const DAYS = 30;
const REPORTS = ['summary', 'daily', 'by-account', 'by-job', 'heatmap'];

const startReportsServer = (env) =>
  startServer(
    { LOGIN_LIMIT_PER_IP: '100000', ACCESS_TOKEN_TTL_SECONDS: '86400', ZALO_SIM_DEMO: 'false', JOB_SENDING_WINDOW: 'off', JOB_WORKERS: '0', APP_SECRET: 'bench-reports-secret-of-enough-length!!', ...env },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );

/** 'YYYY-MM-DD' of the Vietnamese day `daysAgo` before today. */
const vietnamDay = (daysAgo) => new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The jobs and their recipients, then every pre-aggregate computed from those rows. */
async function seedJobs(database, userId, recipients) {
  const perJob = Math.ceil(recipients / (ACCOUNTS * DAYS));
  const todayStart = new Date(`${vietnamDay(0)}T00:00:00+07:00`).toISOString();
  // One job per account and day (d days ago), created between 08:00 and 19:00 Vietnamese time.
  await database.query(
    `INSERT INTO jobs (workspace_id, account_id, account_name, type, action, status, total_recipients, created_at, started_at, completed_at, payload, metadata)
     SELECT a.workspace_id, a.id, a.display_name, CASE WHEN k % 5 = 0 THEN 'FRIEND_REQUEST' ELSE 'TO_FRIENDS' END,
       CASE WHEN k % 5 = 0 THEN 'friend-request' ELSE 'message' END, 'COMPLETED', $2, at, at, at + interval '6 hours',
       '{"message":"Chào {ten}, shop có ưu đãi mới","delayMin":20,"delayMax":40}', '{"source":"jobs-page"}'
       FROM (SELECT id, workspace_id, display_name, row_number() OVER (ORDER BY created_at, id) AS n FROM accounts WHERE workspace_id = $1) a,
            generate_series(0, $3::int - 1) d,
            LATERAL (SELECT a.n * 1000 + d AS k, $4::timestamptz - d * interval '1 day' + interval '8 hours' + (a.n % 12) * interval '1 hour' AS at) x`,
    [userId, perJob, DAYS, todayStart],
  );
  // Recipients 20 s apart; replies 0-72 h after their send (never in the future), acceptances 0-48 h after.
  await database.query(
    `INSERT INTO job_recipients (job_id, seq, target_id, target_type, display_name, status, attempts, processed_at, sent_text, variant, replied_at, accepted_at)
     SELECT j.id, s, (1000000000000000000 + (h % 200000))::text, 'user', 'Khách ' || (h % 200000),
       st, 1, at, CASE WHEN st = 'SENT' THEN 'Chào bạn, shop có ưu đãi mới' END,
       CASE WHEN j.action = 'message' AND j.k % 3 = 0 THEN (s % 2)::smallint END,
       CASE WHEN st = 'SENT' AND j.action = 'message' AND h % 100 < 12 AND at + (h % 4320) * interval '1 minute' < now() THEN at + (h % 4320) * interval '1 minute' END,
       CASE WHEN st = 'SENT' AND j.action = 'friend-request' AND h % 100 < 30 AND at + (h % 2880) * interval '1 minute' < now() THEN at + (h % 2880) * interval '1 minute' END
       FROM (SELECT id, action, created_at, row_number() OVER (ORDER BY created_at, id) AS k FROM jobs WHERE workspace_id = $1) j,
            generate_series(1, $2::int) s,
            LATERAL (SELECT abs(hashtext(j.id::text || ':' || s)) AS h, j.created_at + s * interval '20 seconds' AS at,
                            CASE s % 20 WHEN 0 THEN 'FAILED' WHEN 1 THEN 'SKIPPED' ELSE 'SENT' END AS st) x`,
    [userId, perJob],
  );
  await database.query(
    `UPDATE jobs j SET success_count = c.sent, failed_count = c.failed, skipped_count = c.skipped, replied_count = c.replied, accepted_count = c.accepted
       FROM (SELECT job_id, count(*) FILTER (WHERE status = 'SENT') AS sent, count(*) FILTER (WHERE status = 'FAILED') AS failed,
                    count(*) FILTER (WHERE status = 'SKIPPED') AS skipped, count(replied_at) AS replied, count(accepted_at) AS accepted
               FROM job_recipients GROUP BY job_id) c
      WHERE c.job_id = j.id AND j.workspace_id = $1`,
    [userId],
  );
  await database.query(
    `INSERT INTO job_variants (job_id, variant, message, recipients, sent, replied)
     SELECT r.job_id, r.variant, 'Phiên bản ' || r.variant, count(*), count(*) FILTER (WHERE r.status = 'SENT'), count(r.replied_at)
       FROM job_recipients r JOIN jobs j ON j.id = r.job_id WHERE j.workspace_id = $1 AND r.variant IS NOT NULL GROUP BY 1, 2`,
    [userId],
  );
  // The engine's day rows (the send's Vietnamese day), with the replies and acceptances on the day of their send.
  await database.query(
    `INSERT INTO job_daily_activity (workspace_id, day, account_id, sent, failed, skipped, messages_sent, friend_requests, replied, accepted)
     SELECT j.workspace_id, (r.processed_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, j.account_id,
       count(*) FILTER (WHERE r.status = 'SENT'), count(*) FILTER (WHERE r.status = 'FAILED'), count(*) FILTER (WHERE r.status = 'SKIPPED'),
       count(*) FILTER (WHERE r.status = 'SENT' AND j.action = 'message' AND r.target_type IN ('user', 'phone')),
       count(*) FILTER (WHERE r.status = 'SENT' AND j.action = 'friend-request'), count(r.replied_at), count(r.accepted_at)
       FROM job_recipients r JOIN jobs j ON j.id = r.job_id WHERE j.workspace_id = $1 GROUP BY 1, 2, 3`,
    [userId],
  );
  // Replies by the Vietnamese day and hour they came.
  await database.query(
    `INSERT INTO reply_hours (workspace_id, account_id, day, hour, replies)
     SELECT j.workspace_id, j.account_id, (r.replied_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, extract(hour FROM r.replied_at AT TIME ZONE 'Asia/Ho_Chi_Minh'), count(*)
       FROM job_recipients r JOIN jobs j ON j.id = r.job_id WHERE j.workspace_id = $1 AND r.replied_at IS NOT NULL GROUP BY 1, 2, 3, 4`,
    [userId],
  );
  // A few thousand opt-outs over the month.
  await database.query(
    `INSERT INTO do_not_contact (workspace_id, kind, global_id, source, created_at)
     SELECT $1, 'user', 'g' || s, 'opt-out', now() - (s % (30 * 24)) * interval '1 hour' FROM generate_series(1, 3000) s`,
    [userId],
  );
  await database.exec('ANALYZE jobs; ANALYZE job_recipients; ANALYZE job_variants; ANALYZE job_daily_activity; ANALYZE reply_hours; ANALYZE do_not_contact;');
  const [counts] = await database.query(
    `SELECT (SELECT count(*) FROM jobs WHERE workspace_id = $1)::int AS jobs, (SELECT count(*) FROM job_recipients)::int AS recipients,
            (SELECT count(*) FROM messages WHERE workspace_id = $1)::int AS messages, (SELECT count(*) FROM job_daily_activity WHERE workspace_id = $1)::int AS "dayRows"`,
    [userId],
  );
  return counts;
}

/** What the raw rows say of a range of Vietnamese days: the summary's sent, messages and replies (by the send's day), and the replies that came in it. */
async function rawCounts(database, userId, from, to) {
  const [row] = await database.query(
    `SELECT count(*) FILTER (WHERE r.status = 'SENT' AND sent_day BETWEEN $2::date AND $3::date)::int AS sent,
            count(*) FILTER (WHERE r.status = 'SENT' AND j.action = 'message' AND sent_day BETWEEN $2::date AND $3::date)::int AS messages,
            count(r.replied_at) FILTER (WHERE sent_day BETWEEN $2::date AND $3::date)::int AS replied,
            count(r.replied_at) FILTER (WHERE (r.replied_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date BETWEEN $2::date AND $3::date)::int AS "repliesCame",
            count(r.replied_at) FILTER (WHERE sent_day BETWEEN $2::date AND $3::date AND (r.replied_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date > sent_day)::int AS "lateReplies"
       FROM job_recipients r JOIN jobs j ON j.id = r.job_id, LATERAL (SELECT (r.processed_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS sent_day) d
      WHERE j.workspace_id = $1`,
    [userId, from, to],
  );
  return row;
}

export async function reportsBench({ postgresUrl = process.env.REPORTS_DATABASE_URL, requests = Number(process.env.REPORTS_REQUESTS ?? 200) } = {}) {
  const sizes = { recipients: Number(process.env.REPORTS_RECIPIENTS ?? 1_000_000), messages: Number(process.env.REPORTS_MESSAGES ?? 1_000_000) };
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-reports-'));
  const database = await benchDatabase(dir, 'reports', postgresUrl);
  let server = await startReportsServer(database.env);
  try {
    const user = await register(server.baseUrl, 'bench-reports');
    if (!database.live) await server.stop();
    const ranges = { 7: [vietnamDay(6), vietnamDay(0)], 30: [vietnamDay(29), vietnamDay(0)] };
    const seedStarted = performance.now();
    const { seeded, expected } = await database.whileStopped(async (db) => {
      await seed(db, [user], { accounts: ACCOUNTS, conversations: Math.max(1, Math.round(sizes.messages / 10)), messages: sizes.messages });
      const counts = await seedJobs(db, user.id, sizes.recipients);
      const raw = {};
      for (const [days, [from, to]] of Object.entries(ranges)) raw[days] = await rawCounts(db, user.id, from, to);
      return { seeded: counts, expected: raw };
    });
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    if (!database.live) server = await startReportsServer(database.env);
    user.token = (await api(server.baseUrl, 'POST', '/auth/login', undefined, { email: user.email, password: user.password })).tokens.accessToken;
    const accountIds = (await api(server.baseUrl, 'GET', '/accounts', user.token)).accounts.map((account) => account.id);
    await sleep(1000);
    const load = loadAverage();

    const runs = [];
    const checks = [];
    for (const [days, [from, to]] of Object.entries(ranges)) {
      const query = `from=${from}&to=${to}`;
      const { summary } = await api(server.baseUrl, 'GET', `/reports/summary?${query}`, user.token);
      const { heatmap } = await api(server.baseUrl, 'GET', `/reports/heatmap?${query}`, user.token);
      const raw = expected[days];
      const heatmapTotal = heatmap.cells.reduce((sum, cell) => sum + cell.replies, 0);
      checks.push({
        days: Number(days),
        ok: summary.sent === raw.sent && summary.messages === raw.messages && summary.replied === raw.replied && heatmapTotal === raw.repliesCame,
        summary: { sent: summary.sent, messages: summary.messages, replied: summary.replied, heatmapTotal },
        raw,
      });
      for (const report of REPORTS) {
        let n = 0;
        const m = await measure(server.baseUrl, requests, 4, () => {
          n += 1;
          const filter = n % 2 === 0 ? `&accountId=${accountIds[n % accountIds.length]}` : '';
          return { url: `/reports/${report}?${query}${filter}`, token: user.token };
        });
        runs.push({ report, days: Number(days), ...m });
      }
    }
    // The 30-day workbook, downloaded whole 10 times.
    const exportMs = [];
    let exportStatus = 0;
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/v1/reports/export?from=${ranges[30][0]}&to=${ranges[30][1]}`, { headers: { authorization: `Bearer ${user.token}` } });
      await response.arrayBuffer();
      exportStatus = response.status;
      exportMs.push(performance.now() - started);
    }
    exportMs.sort((a, b) => a - b);
    return { database: database.label, sizes, seeded, seedSeconds, load, runs, checks, export: { status: exportStatus, maxMs: round(exportMs[exportMs.length - 1]), p50Ms: round(exportMs[5]) } };
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

/** The markdown rows: [measure, result, target, reached, [run succeeded, what]]. */
export function reportsRows(r) {
  const target = r.database === 'PostgreSQL' ? REPORTS_TARGETS.postgresP99Ms : REPORTS_TARGETS.pgliteP99Ms;
  const scale = `${r.seeded.recipients.toLocaleString('en')} job recipients in ${r.seeded.jobs.toLocaleString('en')} jobs, ${r.seeded.messages.toLocaleString('en')} messages, ${ACCOUNTS} accounts, one customer, ${r.database}`;
  const worst = Math.max(...r.runs.map((run) => run.p99Ms));
  const correct = r.checks.every((check) => check.ok);
  const late = r.checks.map((c) => `${c.days} days: ${c.summary.replied.toLocaleString('en')} replies, ${c.raw.lateReplies.toLocaleString('en')} of them came on a later day than their send`).join('; ');
  return [
    [
      `Reports: every call over 7 and 30 days (${scale})`,
      `worst p99 ${worst} ms; ${r.runs.map((run) => `${run.report} ${run.days} d p99 ${run.p99Ms} / p50 ${run.p50Ms} ms`).join(', ')}; ${r.runs[0].requests} requests each (4 at once, half filtered by an account), ${r.runs.reduce((sum, run) => sum + run.errors, 0)} errors; 30-day export (.xlsx, 5 sheets) p50 ${r.export.p50Ms} ms, max ${r.export.maxMs} ms; seeded in ${r.seedSeconds} s; load ${r.load}`,
      `p99 ≤ ${target} ms`,
      worst <= target,
      [correct && r.runs.every((run) => run.errors === 0) && r.export.status === 200, `0 errors, the summaries equal the raw rows' counts (replies on their send's day: ${late}) and the heatmap's total the replies that came in the range`],
    ],
  ];
}
