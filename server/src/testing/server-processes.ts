import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { SimMessageRecord } from '../platform/simulator/world';

/** Tests that need real server processes: several on one PostgreSQL, or one killed with SIGKILL and restarted. */
const REPO_ROOT = path.resolve(__dirname, '../../..');
const START_TIMEOUT_MS = 50_000;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

/**
 * Starts `node --import tsx server/src/main.ts` (not the tsx CLI: it runs the server in a child of its own, which
 * SIGKILL would miss) with `env` over the test's environment, on a free port; resolves once /api/v1/health answers.
 * `debug` shows the server's info logs.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, options: { debug?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', LOG_LEVEL: options.debug ? 'info' : 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', options.debug ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline; ) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode})`);
    if (await fetch(`${url}/api/v1/health`).then((response) => response.ok, () => false)) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The complete lines of the simulator's delivery log (ZALO_SIM_DELIVERY_LOG): a server may be half-way through one. */
export function deliveriesIn(file: string): SimMessageRecord[] {
  if (!existsSync(file)) return [];
  const log = readFileSync(file, 'utf8');
  return log
    .slice(0, log.lastIndexOf('\n') + 1)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SimMessageRecord);
}
