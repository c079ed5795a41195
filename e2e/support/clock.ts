import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, startServer } from './server';

export interface ClockedServer {
  baseUrl: string;
  /** Moves the server's clock `ms` ahead (see clock-preload.cjs) and answers its new time. */
  advance(ms: number): Promise<Date>;
  stop(): void;
}

/**
 * A server of its own for a test that moves time forward (the shared one keeps the real time for every other file):
 * the same settings as the global setup's, with the clock of clock-preload.cjs.
 */
export async function startClockedServer(): Promise<ClockedServer> {
  const clockPort = await freePort();
  const preload = `--require ${path.join(__dirname, 'clock-preload.cjs')}`;
  const { baseUrl, child }: { baseUrl: string; child: ChildProcess } = await startServer({
    ZALO_SIM_DEMO: 'true',
    ZALO_SIM_CONTROL: 'true',
    REGISTER_LIMIT_PER_IP: '1000',
    // PGlite in the data folder: its now() follows the shifted Date (a PostgreSQL server's would not).
    DATABASE_URL: '',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
    E2E_CLOCK_PORT: String(clockPort),
  });
  return {
    baseUrl,
    async advance(ms: number) {
      const response = await fetch(`http://127.0.0.1:${clockPort}/advance?ms=${ms}`, { method: 'POST' });
      if (!response.ok) throw new Error(`the server clock did not move (${response.status})`);
      return new Date(((await response.json()) as { now: string }).now);
    },
    stop() {
      child.kill('SIGTERM');
    },
  };
}

/** This test file's clocked server: started before its tests, stopped after them. Call the answer inside a test: `server()`. */
export function fileClockedServer(): () => ClockedServer {
  let server: ClockedServer | undefined;
  beforeAll(async () => {
    server = await startClockedServer();
  });
  afterAll(() => {
    server?.stop();
  });
  return () => {
    if (!server) throw new Error('the clocked server starts in beforeAll: call server() inside a test');
    return server;
  };
}
