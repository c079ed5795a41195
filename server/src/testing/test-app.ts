import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { createSimulatorPlatform } from '../platform';
import { type Config, loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TEST_SENDING_ENV } from './test-sending-env';

export const TEST_PASSWORD = 'mat-khau-thu-nghiem';
export const TEST_APP_SECRET = 'test-secret-of-at-least-32-characters!!';

export interface SignedInUser {
  id: string;
  email: string;
  token: string;
  /** The refresh cookie as a `cookie` request header value. */
  cookie: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Registers a new user and returns its session. */
  signUp(email?: string): Promise<SignedInUser>;
  close(): Promise<void>;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${process.pid}-${Date.now()}-${counter++}@example.com`;

/** The server on a fresh test database, API only, driven with `app.inject`. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extra: Pick<AppDeps, 'platform' | 'botTiming' | 'jobTiming' | 'jobCreator' | 'groupIdsForTags' | 'logStream' | 'events' | 'webhooks'> & {
    /** A database of the test's own (the upgrade test's) instead of a fresh one; destroyed by close() all the same. */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const database = extra.database ?? (await createTestDatabase());
  const config = { ...testConfig(), ...overrides };
  // Every test app gets its own simulated Zalo unless the test brings one to control.
  const platform = extra.platform ?? createSimulatorPlatform({ seed: 'test', users: 60 });
  const { database: _own, ...deps } = extra;
  const app = await buildApp({ config, database, appSecret: TEST_APP_SECRET, ...deps, platform });
  await app.ready();
  return {
    app,
    database,
    config,
    async signUp(email = uniqueEmail()) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: TEST_PASSWORD } });
      const body = response.json();
      if (!body.success) throw new Error(`sign-up failed: ${body.error}`);
      return { id: body.data.user.id, email, token: body.data.tokens.accessToken, cookie: refreshCookieOf(response) };
    },
    async close() {
      await app.close();
      if (!extra.platform) await platform.close();
      await database.destroy();
      if (!overrides.jobs) rmSync(config.jobs.attachmentsDir, { recursive: true, force: true });
      if (!overrides.inbox) rmSync(config.inbox.filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * The configuration of a test server: silent, a job engine with a few workers (engine tests ask for more)
 * and attachments (the jobs', the inbox's images) in temporary folders of its own.
 */
export function testConfig(): Config {
  // Suites run at any hour and their accounts are new: no sending window, breaker or warm-up unless a test asks.
  const config = loadConfig({ LOG_LEVEL: 'silent', ...TEST_SENDING_ENV });
  const attachmentsDir = mkdtempSync(path.join(tmpdir(), 'job-attachments-'));
  const inbox = { ...config.inbox, filesDir: mkdtempSync(path.join(tmpdir(), 'inbox-files-')) };
  // Suites sign up many users from one address; the registration throttle has a test of its own.
  const registerLimits = { ...config.registerLimits, perIp: 10_000 };
  return { ...config, registerLimits, inbox, jobs: { ...config.jobs, workers: 4, attachmentsDir } };
}

/** `refresh_token=…` from a response's Set-Cookie, ready to send back. */
export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  return cookie ? `refresh_token=${cookie.value}` : '';
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
