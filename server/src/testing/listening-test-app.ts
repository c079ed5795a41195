import type { Config } from '../config';
import { selfUrl } from '../simulators/payos/self-url';
import { createTestApp, type TestApp } from './test-app';

export interface ListeningTestApp extends TestApp {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
}

/**
 * A test app that also listens on a free loopback port: the payOS SDK makes real HTTP calls, which the
 * simulator mounted on this same server answers (its base URL follows the listening port).
 */
export async function createListeningTestApp(overrides: Partial<Config> = {}, extra: Parameters<typeof createTestApp>[1] = {}): Promise<ListeningTestApp> {
  const testApp = await createTestApp({ payos: undefined, ...overrides }, extra);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...testApp, baseUrl: selfUrl(testApp.app, 0) };
}
