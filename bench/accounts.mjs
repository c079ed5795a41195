/**
 * The accounts bench's targets: 200 simulated accounts with running sessions in one server process (RSS), and the
 * QR-status polling of 50 concurrent logins (p99). Runs against the production server on a data folder whose
 * basic plan is made unlimited first (plans are data), so one user can hold 250 accounts.
 */
import { execFileSync } from 'node:child_process';
import { openPglite } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createSimulatorPlatform } from '../server/src/platform/index.ts';

const SIM_SEED = 'zalo-manager'; // the server's default ZALO_SIM_SEED: the same world in both processes

export async function unlimitedPlans(dataDir) {
  const database = openPglite(dataDir);
  await migrate(database);
  await database.exec('UPDATE plans SET account_limit = -1');
  await database.close();
}

async function api(baseUrl, method, url, token, body) {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${method} ${url}: ${json.error}`);
  return json.data;
}

async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

const rssMb = (pid) => Math.round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024);

export async function accountsBench(baseUrl, serverPid) {
  const registered = await api(baseUrl, 'POST', '/auth/register', undefined, { email: `bench-acc-${Date.now()}@example.com`, password: 'bench-password-1' });
  const token = registered.tokens.accessToken;
  const rssBefore = rssMb(serverPid);

  const world = createSimulatorPlatform({ seed: SIM_SEED }).world;
  const people = world.users().slice(0, 200);
  await inBatches(people, 10, async (person) => {
    const account = await api(baseUrl, 'POST', '/accounts', token, { displayName: `Bench ${person.id}` });
    const userAgent = 'Mozilla/5.0 bench';
    const cookie = world.issueCookie(person.id, `imei-${person.id}`, userAgent);
    await api(baseUrl, 'POST', `/bots/${account.id}/login/cookie`, token, { cookie, imei: `imei-${person.id}`, userAgent });
    await api(baseUrl, 'POST', `/bots/${account.id}/start`, token);
  });
  const { accounts } = await api(baseUrl, 'GET', '/accounts', token);
  const running = (await Promise.all(accounts.map((a) => api(baseUrl, 'GET', `/bots/${a.id}/status`, token)))).filter((s) => s.isRunning).length;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssWith200 = rssMb(serverPid);

  // 50 QR logins at once, each polled every 1.5 s as the QR modal does, for 15 s.
  const qrAccounts = [];
  await inBatches([...Array(50).keys()], 10, async (i) => {
    const account = await api(baseUrl, 'POST', '/accounts', token, { displayName: `QR ${i}` });
    const started = await api(baseUrl, 'POST', `/bots/${account.id}/login/qr/start?t=${Date.now()}`, token);
    qrAccounts.push({ id: account.id, loginRequestId: started.loginRequestId });
  });
  const latencies = [];
  let errors = 0;
  const until = Date.now() + 15_000;
  await Promise.all(
    qrAccounts.map(async ({ id, loginRequestId }, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 1500) / qrAccounts.length));
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/v1/bots/${id}/login/qr/status?loginRequestId=${loginRequestId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok) errors += 1;
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  return {
    runningSessions: running,
    rssBeforeMb: rssBefore,
    rssWith200SessionsMb: rssWith200,
    qrPolls: latencies.length,
    qrPollP99Ms: Math.round(p99 * 10) / 10,
    qrPollErrors: errors,
  };
}
