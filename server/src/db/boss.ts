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

/** A module's hold on the process's pg-boss (shareBoss): `release` when the module stops. */
export interface BossHold {
  boss: PgBoss;
  /**
   * Creates (or updates) a queue, one at a time in the process: pg-boss's statement for it is a transaction, and two
   * at once over PGlite's single connection would interleave and abort each other.
   */
  createQueue(...args: Parameters<PgBoss['createQueue']>): Promise<void>;
  /** The last module to let go stops pg-boss (waiting up to `timeoutMs` for what it is finishing). */
  release(timeoutMs?: number): Promise<void>;
}

const shared = new WeakMap<Database, { opening: Promise<PgBoss>; holders: number; creating: Promise<unknown> }>();

/**
 * The one started pg-boss of this process over `database`, shared by every module's queue. Two instances over one
 * PGlite would run their start-up transactions on its single connection at once and abort each other; over
 * PostgreSQL they would double the connections and the supervision. Its statements go on the background lane (the
 * queue is background work: on PGlite a request's statements go first). The first module to open it sets its supervision
 * interval (in the server, the job engine's, which starts first).
 */
export async function shareBoss(
  { background: database }: Database,
  options: { superviseSeconds: number; name: string },
  log: FastifyBaseLogger,
): Promise<BossHold> {
  // Every lane of a database has the same background lane: one pg-boss per database, on the background lane.
  let entry = shared.get(database);
  if (!entry) {
    const opening = openBoss(database, options, log).then(async (boss) => {
      await boss.start();
      return boss;
    });
    entry = { opening, holders: 0, creating: Promise.resolve() };
    shared.set(database, entry);
    // A failed start is not kept: the next module to open tries again.
    opening.catch(() => shared.get(database) === entry && shared.delete(database));
  }
  const current = entry;
  current.holders += 1;
  let boss: PgBoss;
  try {
    boss = await current.opening;
  } catch (error) {
    current.holders -= 1;
    throw error;
  }
  let released = false;
  return {
    boss,
    createQueue(...args) {
      const created = current.creating.then(() => boss.createQueue(...args));
      current.creating = created.catch(() => undefined);
      return created;
    },
    async release(timeoutMs = 5000) {
      if (released) return;
      released = true;
      current.holders -= 1;
      if (current.holders > 0) return;
      if (shared.get(database) === current) shared.delete(database);
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
