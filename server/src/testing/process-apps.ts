import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import type { Config } from '../config';
import { type Database, openPostgres } from '../db/client';
import type { SimulatorPlatform } from '../platform';
import type { ChatPlatform } from '../platform/gateway';
import { TEST_APP_SECRET, type TestApp } from './test-app';

/**
 * Several server processes in one test: apps on one database (as processes are on one PostgreSQL; on PGlite they
 * share the test app's database in this process) and one simulated world, each counting the logins it made.
 */

/** The world's platform, counting the logins one app makes (by Zalo user). */
export function countingPlatform(world: SimulatorPlatform) {
  const logins: string[] = [];
  const platform: ChatPlatform = {
    driver: world.driver,
    startQrLogin: (options, onEvent) => world.startQrLogin(options, onEvent),
    login: async (input) => {
      const session = await world.login(input);
      logins.push(session.userId);
      return session;
    },
    checkCookie: (input) => world.checkCookie(input),
    close: async () => undefined,
  };
  return { platform, logins };
}

export interface Process {
  app: FastifyInstance;
  logins: string[];
  close(): Promise<void>;
}

/** Another server process on the test app's database, with its own config (a role, say) and counted logins. */
export async function otherProcess(
  t: TestApp,
  world: SimulatorPlatform,
  config: Partial<Config>,
  botTiming?: AppDeps['botTiming'],
  jobTiming?: AppDeps['jobTiming'],
): Promise<Process> {
  const { platform, logins } = countingPlatform(world);
  const database: Database = t.database.kind === 'postgres' ? openPostgres(t.database.url as string) : t.database;
  const app = await buildApp({ config: { ...t.config, ...config }, database, appSecret: TEST_APP_SECRET, platform, botTiming, jobTiming });
  await app.ready();
  return {
    app,
    logins,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
