import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from './client';

/**
 * A pg-boss over the product's database, for the modules' durable queues (the job engine's account runs, the webhooks'
 * deliveries). Its state lives in the database, so whatever is queued survives a restart. Loaded when a module
 * starts, after the server is up: it is a good part of a start-up's imports. No pg-boss worker, schedule or LISTEN:
 * each module claims with `fetch` itself.
 *
 * On PostgreSQL each module gets its own (a small pool of its own). PGlite is one session: two pg-boss instances would
 * run their transactions on it interleaved (one's statements landing in the other's transaction), so the modules
 * share one instance there, started once (`startBoss`) and stopped when the last of them closes it (`closeBoss`).
 */
export async function openBoss(database: Database, options: { superviseSeconds: number; name: string }, log: FastifyBaseLogger): Promise<PgBoss> {
  const sharedKey = database.kind === 'pglite' ? database.gate : undefined;
  const shared = sharedKey ? pgliteBosses.get(sharedKey) : undefined;
  if (shared) {
    shared.users += 1;
    return shared.boss;
  }
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
  if (sharedKey) {
    const raced = pgliteBosses.get(sharedKey);
    if (raced) {
      raced.users += 1;
      return raced.boss;
    }
    pgliteBosses.set(sharedKey, { boss: created, users: 1 });
  }
  return created;
}

const pgliteBosses = new WeakMap<object, { boss: PgBoss; users: number }>();
const starts = new WeakMap<PgBoss, Promise<unknown>>();

/** Starts the queue once, however many modules share it. */
export async function startBoss(boss: PgBoss): Promise<void> {
  let started = starts.get(boss);
  if (!started) starts.set(boss, (started = boss.start()));
  await started;
}

/** Stops the queue, or, when it is shared, once the last module using it closes it. */
export async function closeBoss(boss: PgBoss, database: Database, stop: { graceful: boolean; timeout: number }): Promise<void> {
  const sharedKey = database.kind === 'pglite' ? database.gate : undefined;
  const shared = sharedKey ? pgliteBosses.get(sharedKey) : undefined;
  if (shared && shared.boss === boss) {
    shared.users -= 1;
    if (shared.users > 0) return;
    pgliteBosses.delete(sharedKey as object);
  }
  await boss.stop(stop);
}
