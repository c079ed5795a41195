import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import type { Config } from '../config';
import { type Database, openPostgres } from '../db/client';
import { createSimulatorPlatform, type SimulatorPlatform } from '../platform';
import { createTestApp, TEST_APP_SECRET, type TestApp, testConfig } from './test-app';

export interface SimTestApp {
  /** The test app; its close() also closes the world and deletes the files of both. */
  t: TestApp;
  platform: SimulatorPlatform;
  /** The file the world logs each delivered message to (read it with deliveriesIn). */
  deliveryLog: string;
}

export interface SimWorldOptions {
  /** The simulated world's seed and number of people. */
  seed: string;
  users: number;
  /** The world's clock (a test that moves it ahead). */
  now?: () => number;
  /** Sending slots of the job engine; 0: jobs are stored, never sent. The test config's otherwise. */
  workers?: number;
}

/**
 * A test app on a simulated Zalo of its own, for a suite (`beforeAll(async () => ({ t, platform } = await
 * createSimTestApp(…)))`, `afterAll(() => t?.close())`). `overrides` and `extra` go to createTestApp.
 */
export async function createSimTestApp(
  world: SimWorldOptions,
  overrides: Partial<Config> = {},
  extra: Omit<NonNullable<Parameters<typeof createTestApp>[1]>, 'platform' | 'database'> = {},
): Promise<SimTestApp> {
  const folder = mkdtempSync(path.join(tmpdir(), `${world.seed}-`));
  const deliveryLog = path.join(folder, 'deliveries.log');
  const platform = createSimulatorPlatform({ seed: world.seed, users: world.users, deliveryLog, ...(world.now ? { now: world.now } : {}) });
  const removeFiles = () => rmSync(folder, { recursive: true, force: true });
  const workers = world.workers === undefined ? {} : { jobs: { ...testConfig().jobs, workers: world.workers } };
  let testApp: TestApp;
  try {
    testApp = await createTestApp({ ...workers, ...overrides }, { ...extra, platform });
  } catch (error) {
    await platform.close();
    removeFiles();
    throw error;
  }
  const close = async () => {
    await testApp.close();
    await platform.close();
    rmSync(testApp.config.jobs.attachmentsDir, { recursive: true, force: true });
    removeFiles();
  };
  return { t: { ...testApp, close }, platform, deliveryLog };
}

export interface SecondApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Another server on the test app's PostgreSQL database (TEST_DATABASE_URL), as a second process is: a pool of its
 * own, the same config and world, and its own engine and scheduler (with `extra`'s timing).
 */
export async function createSecondApp(t: TestApp, platform: SimulatorPlatform, extra: Pick<AppDeps, 'jobTiming'> = {}): Promise<SecondApp> {
  const database = openPostgres(t.database.url as string);
  const app = await buildApp({ config: t.config, database, appSecret: TEST_APP_SECRET, platform, ...extra });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, database, close };
}
