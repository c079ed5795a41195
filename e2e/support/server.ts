import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(baseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${baseUrl} did not become healthy`);
}

/** Starts the production server (`npm run serve`) on a free port with an empty data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Journeys run at any hour with new accounts: no sending window, breaker or warm-up unless a journey asks, and
      // their accounts log in more often in a day than a customer's should.
      JOB_SENDING_WINDOW: 'off',
      JOB_BREAKER_CONSECUTIVE: '0',
      JOB_BREAKER_WINDOW: '0',
      JOB_WARMUP: 'off',
      ZALO_MAX_LOGINS_PER_DAY: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A start on a busy 2-core machine (other steps run beside e2e) can take a while; one that never answers is
  // stopped, so it cannot keep the run alive.
  await waitForHealth(baseUrl, 90_000).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { baseUrl, child };
}
