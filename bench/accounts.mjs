/**
 * The accounts bench's targets: 200 simulated accounts with running sessions in one server process (RSS), and the
 * QR-status polling of 50 concurrent logins (p99). Runs against the production server on a data folder whose
 * plans are made unlimited first (plans are data), so one user can hold 250 accounts.
 */
import { createSimulatorPlatform } from '../server/src/platform/index.ts';
import { api, cookieAccount, inBatches, register, rssMb } from './common.mjs';

const SIM_SEED = 'zalo-manager'; // the server's default ZALO_SIM_SEED: the same world in both processes

export async function accountsBench(baseUrl, serverPid) {
  const { token } = await register(baseUrl, 'bench-acc');
  const rssBefore = rssMb(serverPid);

  const world = createSimulatorPlatform({ seed: SIM_SEED }).world;
  const people = world.users().slice(0, 200);
  await inBatches(people, 10, async (person) => {
    const account = await cookieAccount(baseUrl, token, world, person);
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
