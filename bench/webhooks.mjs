/**
 * `BENCH_ONLY=webhooks npm run bench`: 1,000 events a second for WEBHOOKS_SECONDS (10) fanned out to 10 endpoints (local
 * receivers in this process), from the webhooks module in a server process of its own
 * (server/src/modules/webhooks/testing/bench-server.ts) on PGlite, or on PostgreSQL with BENCH_DATABASE_URL. Measures the
 * time from an event's publication to each delivery (p50, p99), the events lost and the duplicates; then the same
 * with the server killed (kill -9) mid-run and started again: every accepted event must reach every endpoint, and a
 * duplicate must carry the same event id.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, percentile, ROOT, round, sleep } from './common.mjs';

const ENDPOINTS = 10;

/** Ten receivers: each keeps, per event (phase:seq), the webhook ids it got, and each delivery's latency. */
async function startReceivers() {
  const receivers = [];
  for (let i = 0; i < ENDPOINTS; i++) {
    const seen = new Map();
    const latencies = [];
    const server = http.createServer((request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const now = Date.now();
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const key = body.data.message.id;
        latencies.push(now - Number(body.data.message.text));
        const ids = seen.get(key) ?? [];
        ids.push(request.headers['webhook-id']);
        seen.set(key, ids);
        response.writeHead(200);
        response.end('ok');
      });
    });
    server.keepAliveTimeout = 60_000;
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    receivers.push({ url: `http://127.0.0.1:${server.address().port}/hook`, seen, latencies, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) });
  }
  return receivers;
}

function startHarness(env) {
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), '--import', 'tsx', 'server/src/modules/webhooks/testing/bench-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  let cpuMicros = 0;
  child.stdout.on('data', (chunk) => {
    const said = /cpu (\d+)/.exec(String(chunk));
    if (said) cpuMicros = Number(said[1]);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, ready, exited, cpuMicros: () => cpuMicros };
}

/** Every accepted event at every endpoint: what is missing, and duplicates with another id. */
function tally(receivers, accepted) {
  let lost = 0;
  let duplicates = 0;
  let foreignDuplicates = 0;
  for (const receiver of receivers) {
    for (const key of accepted) {
      const ids = receiver.seen.get(key);
      if (!ids) lost++;
      else if (ids.length > 1) {
        duplicates += ids.length - 1;
        if (new Set(ids).size > 1) foreignDuplicates++;
      }
    }
  }
  return { lost, duplicates, foreignDuplicates };
}

/** Bare keep-alive POSTs a second this machine carries to the same receivers (bench/http-ceiling.mjs). */
async function httpCeiling(receivers, seconds) {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/http-ceiling.mjs'), String(seconds), ...receivers.map((r) => r.url)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  return { requestsPerSecond: Number(/requests\/s (\d+)/.exec(output)?.[1] ?? 0) };
}

async function untilDelivered(receivers, accepted, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && tally(receivers, accepted).lost > 0) await sleep(200);
}

const readAccepted = (file) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

export async function webhooksBench() {
  const rate = Number(process.env.WEBHOOKS_RATE ?? 1000);
  const seconds = Number(process.env.WEBHOOKS_SECONDS ?? 10);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const folder = mkdtempSync(path.join(tmpdir(), 'webhooks-bench-'));
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl, `webhooks_bench_${Date.now()}`) : undefined;
  const database = postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: folder };
  const receivers = await startReceivers();
  const acceptedLog = path.join(folder, 'accepted.log');
  writeFileSync(acceptedLog, '');
  const base = { ...database, ENDPOINTS: receivers.map((r) => r.url).join(','), ACCEPTED_LOG: acceptedLog };
  try {
    // 1. A steady run.
    let server = startHarness({ ...base, RATE: String(rate), SECONDS: String(seconds), PHASE: 'steady' });
    await server.ready;
    const started = Date.now();
    await sleep(seconds * 1000 + 500);
    const steadyAccepted = readAccepted(acceptedLog);
    await untilDelivered(receivers, steadyAccepted, 60_000);
    const drainedMs = Date.now() - started;
    const latencies = receivers.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const steady = { events: steadyAccepted.length, deliveries: latencies.length, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), maxMs: latencies.at(-1) ?? 0, drainedMs, ...tally(receivers, steadyAccepted) };
    server.child.kill('SIGTERM');
    await server.exited;
    // The server's CPU time (its start included) per delivery: what bounds deliveries a second on a given machine.
    steady.serverCpuMicrosPerDelivery = Math.round(server.cpuMicros() / Math.max(1, steady.deliveries));

    // 2. Killed (-9) half-way, started again without publishing: every accepted event still arrives everywhere.
    writeFileSync(acceptedLog, '');
    server = startHarness({ ...base, RATE: String(rate), SECONDS: String(seconds), PHASE: 'killed' });
    await server.ready;
    await sleep((seconds * 1000) / 2);
    server.child.kill('SIGKILL');
    await server.exited;
    const killedAccepted = readAccepted(acceptedLog);
    const restartedAt = Date.now();
    server = startHarness({ ...base, RATE: '0' });
    await server.ready;
    await untilDelivered(receivers, killedAccepted, 180_000);
    const killed = { events: killedAccepted.length, recoveredMs: Date.now() - restartedAt, ...tally(receivers, killedAccepted) };
    server.child.kill('SIGTERM');
    await server.exited;
    const ceiling = await httpCeiling(receivers, 5);
    return { database: adminUrl ? 'PostgreSQL' : 'PGlite', rate, seconds, endpoints: ENDPOINTS, steady, killed, ceiling };
  } finally {
    await Promise.all(receivers.map((r) => r.close()));
    await postgres?.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

export function webhooksRows(result) {
  const { steady, killed, database, ceiling } = result;
  const deliveredPerSecond = Math.round(steady.deliveries / (steady.drainedMs / 1000));
  return [
    [`Webhooks (${database}): deliveries a second (start to last delivery) ÷ this machine's bare HTTP POSTs a second to the same receivers`, `${deliveredPerSecond} ÷ ${ceiling.requestsPerSecond} = ${round(deliveredPerSecond / Math.max(1, ceiling.requestsPerSecond), 2)}`, 'p99 ≤ 1 s needs ≥ 10000 deliveries a second', deliveredPerSecond >= 10_000, [ceiling.requestsPerSecond > 0, 'the bare HTTP ceiling was measured']],
    [`Webhooks, ${result.rate} events/s × ${result.endpoints} endpoints (${database}): p99 event → delivery`, `${steady.p99Ms} ms (p50 ${steady.p50Ms}, max ${steady.maxMs}; ${steady.deliveries} deliveries of ${steady.events} events; server CPU ${steady.serverCpuMicrosPerDelivery} µs a delivery)`, '≤ 1000 ms', steady.p99Ms <= 1000, [steady.lost === 0, 'every event reached every endpoint']],
    [`Webhooks (${database}): not delivered 60 s after the run, duplicates`, `${steady.lost} not delivered yet, ${steady.duplicates} duplicates (${steady.foreignDuplicates} with another id)`, '0 lost, duplicates with the same id', steady.lost === 0 && steady.foreignDuplicates === 0, [true, '']],
    [`Webhooks (${database}): kill -9 mid-run, restart`, `${killed.events} accepted events, ${killed.lost} lost, ${killed.duplicates} duplicates (${killed.foreignDuplicates} with another id), all delivered ${round(killed.recoveredMs / 1000)} s after the restart`, '0 lost, duplicates with the same id', killed.lost === 0 && killed.foreignDuplicates === 0, [true, '']],
  ];
}
