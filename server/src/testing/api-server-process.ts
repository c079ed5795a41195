import { type ServerProcess, startServerProcess } from './server-processes';
import { TEST_APP_SECRET, type TestApp } from './test-app';

/**
 * For a describe that runs on PostgreSQL: another, API-only server process (it sends nothing) on the test app's
 * database, started before its tests and stopped (SIGTERM) after them. The process is read in a hook or a test.
 */
export function apiServerProcess(testApp: () => TestApp): () => ServerProcess {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startServerProcess({ DATABASE_URL: testApp().database.url as string, APP_SECRET: TEST_APP_SECRET, JOB_WORKERS: '0' });
  }, 60_000);
  afterAll(() => server?.child.kill('SIGTERM'));
  return () => {
    if (!server) throw new Error('The server process is started in beforeAll: read it in a hook or a test.');
    return server;
  };
}
