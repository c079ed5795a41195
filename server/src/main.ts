import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loadAppSecret } from './security/app-secret';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const app = await buildApp({
    config,
    database,
    appSecret: loadAppSecret(config.appSecret, config.dataDir),
    serveApps: true,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, port: config.port }, 'Zalo Manager is listening');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
