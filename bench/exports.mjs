/**
 * Exports of 100,000 rows stream with bounded memory. A production server on PGlite gets a job with
 * 100,000 recipients, a phone list of 100,000 numbers and a Kho chung list of 100,000 members (written straight
 * into its data folder while it is stopped), then each is downloaded as .csv and .xlsx through the API; for each
 * download: the time to the last byte, its size, the rows read back (the .xlsx parsed with SheetJS in this
 * process) and the server's peak RSS over its settled RSS before the download.
 *
 * EXPORTS_ROWS (default 100000) makes a smaller run; with `postgresUrl` (EXPORTS_DATABASE_URL, a PostgreSQL the
 * bench may create databases on) the server runs on a fresh database there instead of PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { openPglite, openPostgres } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createPostgresDatabase, logIn, peakRssDuring, register, settledRss, startServer } from './common.mjs';

export const EXPORT_ROWS = Number(process.env.EXPORTS_ROWS ?? 100_000);

/** The server's database: its PGlite folder, or a fresh database on `adminUrl`'s PostgreSQL (dropped after). */
async function databaseFor(dir, adminUrl) {
  if (!adminUrl) return { label: 'PGlite', env: { DATA_DIR: dir, DATABASE_URL: '' }, open: () => openPglite(dir), drop: async () => {} };
  const { url, drop } = await createPostgresDatabase(adminUrl, `bench_exports_${Date.now()}`);
  const database = openPostgres(url);
  await migrate(database);
  await database.close();
  return { label: 'PostgreSQL', env: { DATA_DIR: dir, DATABASE_URL: url }, open: () => openPostgres(url), drop };
}

/** The three lists, written in the stopped server's database: realistic texts, every status, errors, times. */
async function writeLists(database, userId, rows) {
  try {
    const [job] = await database.query(
      `INSERT INTO jobs (workspace_id, type, action, status, total_recipients, payload) VALUES ($1, 'TO_FRIENDS', 'message', 'COMPLETED', $2, '{"message":"Chào bạn","delayMin":1,"delayMax":2}') RETURNING id`,
      [userId, rows],
    );
    await database.query(
      `INSERT INTO job_recipients (job_id, seq, target_id, target_type, display_name, status, attempts, error_code, error_message, processed_at)
       SELECT $1, s, (7000000000000000000 + s)::text, 'user', 'Nguyễn Thị Người Nhận ' || s, (ARRAY['SENT', 'FAILED', 'SKIPPED', 'SENT'])[s % 4 + 1], 1,
         CASE WHEN s % 4 = 1 THEN 221 END, CASE WHEN s % 4 = 1 THEN 'Rate limit exceeded' END, now() - (s || ' seconds')::interval
       FROM generate_series(1, $2::int) AS s`,
      [job.id, rows],
    );
    const [phoneList] = await database.query(`INSERT INTO phone_lists (workspace_id, name) VALUES ($1, 'Bench 100.000 số') RETURNING id`, [userId]);
    await database.query(
      `INSERT INTO phone_numbers (list_id, seq, phone, status, found_user_name, found_user_id, error_message, processed_at)
       SELECT $1, s, '09' || lpad(s::text, 8, '0'), (ARRAY['SUCCESS', 'FAILED', 'SKIPPED', 'PENDING'])[s % 4 + 1],
         CASE WHEN s % 4 = 0 THEN 'Chị Hoa ' || s END, CASE WHEN s % 4 = 0 THEN (8000000000000000000 + s)::text END,
         CASE WHEN s % 4 = 1 THEN 'Account blocked by the user (Code: 215)' END, CASE WHEN s % 4 <> 3 THEN now() END
       FROM generate_series(1, $2::int) AS s`,
      [phoneList.id, rows],
    );
    const [sharedList] = await database.query(`INSERT INTO shared_lists (workspace_id, name) VALUES ($1, 'Kho bench') RETURNING id`, [userId]);
    // Saved in batches of 5,000 (the save limit): 20 distinct times, 5,000 members each at the same instant.
    await database.query(
      `INSERT INTO shared_list_members (list_id, member_id, display_name, zalo_name, group_id, group_name, status, created_at)
       SELECT $1, (9000000000000000000 + s)::text, 'Thành viên ' || s, 'zalo' || s, 'g' || (s % 20), 'Nhóm cây cảnh ' || (s % 20),
         (ARRAY['pending', 'SENT', 'SUCCESS', 'FAILED'])[s % 4 + 1], now() - ((s / 5000) || ' minutes')::interval
       FROM generate_series(1, $2::int) AS s`,
      [sharedList.id, rows],
    );
    return { jobId: job.id, phoneListId: phoneList.id, sharedListId: sharedList.id };
  } finally {
    await database.close();
  }
}

/** Downloads one export to the last byte while sampling the server's RSS every 50 ms. */
async function download(server, token, url) {
  const idleMb = await settledRss(server.pid);
  const { result, ms, peak } = await peakRssDuring(server.pid, async () => {
    const response = await fetch(`${server.baseUrl}/api/v1${url}`, { headers: { authorization: `Bearer ${token}` } });
    const chunks = [];
    for await (const chunk of response.body) chunks.push(chunk);
    return { status: response.status, body: Buffer.concat(chunks) };
  });
  return { ...result, ms, idleMb, peakExtraMb: peak - idleMb };
}

function rowsOf(format, body) {
  if (format === 'csv') return body.toString('utf8').split('\r\n').length - 2; // header and the empty piece after the last CRLF
  const workbook = XLSX.read(body, { type: 'buffer', dense: true });
  return XLSX.utils.sheet_to_json(workbook.Sheets[workbook.SheetNames[0]], { header: 1 }).length - 1;
}

export async function exportsBench({ rows = EXPORT_ROWS, postgresUrl } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-exports-'));
  const database = await databaseFor(dir, postgresUrl);
  let server = await startServer(database.env);
  try {
    const user = await register(server.baseUrl, 'bench-exports');
    await server.stop();
    const writeStarted = performance.now();
    const ids = await writeLists(database.open(), user.id, rows);
    const writeMs = Math.round(performance.now() - writeStarted);
    server = await startServer(database.env);
    const token = await logIn(server.baseUrl, user);
    const lists = [
      ['job recipient log', `/jobs/${ids.jobId}/recipients/export`],
      ['phone list numbers', `/phone-lists/${ids.phoneListId}/export`],
      ['Kho chung members', `/shared-pending/lists/${ids.sharedListId}/export`],
    ];
    const runs = [];
    for (const [list, url] of lists) {
      for (const format of ['csv', 'xlsx']) {
        const result = await download(server, token, `${url}?format=${format}`);
        runs.push({
          list,
          format,
          status: result.status,
          ms: result.ms,
          kb: Math.round(result.body.length / 1024),
          rows: result.status === 200 ? rowsOf(format, result.body) : 0,
          idleMb: result.idleMb,
          peakExtraMb: result.peakExtraMb,
        });
      }
    }
    return { rows, database: database.label, writeMs, runs };
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}
