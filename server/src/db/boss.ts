import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from './client';

/**
 * A pg-boss over the product's database (PGlite through its gate, or a small pool of its own on PostgreSQL), for the
 * modules' durable queues (the job engine's account runs, the webhooks' deliveries). Its state lives in the database,
 * so whatever is queued survives a restart. Loaded when a module starts, after the server is up: it is a good part of
 * a start-up's imports. No pg-boss worker, schedule or LISTEN: each module claims with `fetch` itself.
 */
export async function openBoss(database: Database, options: { superviseSeconds: number; name: string }, log: FastifyBaseLogger): Promise<PgBoss> {
  const supervision = {
    schedule: false,
    useListenNotify: false,
    reindex: false,
    superviseIntervalSeconds: options.superviseSeconds,
    monitorIntervalSeconds: options.superviseSeconds,
    maintenanceIntervalSeconds: 3600,
  };
  const { fromPglite, PgBoss } = await import('pg-boss');
  const created =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...supervision })
      : new PgBoss({ connectionString: database.pool?.options.connectionString, max: 4, ...supervision });
  created.on('error', (error) => log.warn({ err: error }, `${options.name} queue error`));
  return created;
}
