import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createPostgresListener, type Listen, pgliteListen } from './listener';
import { createGate, type Gate, gatedPglite, type GateOptions, type Lane } from './pglite-gate';
import * as schema from './schema';

/** Both drivers expose the same query builder; the node-postgres type names it. */
export type Db = NodePgDatabase<typeof schema>;

/** Plain SQL, for migrations and the few statements the query builder does not cover. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends SqlRunner {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (runner: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** LISTEN on a channel: one connection per process on PostgreSQL, PGlite's own listeners in process. */
  listen: Listen;
  /** The underlying handles, for libraries that bring their own adapter (pg-boss); PGlite's passes the gate. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** PGlite only: the gate every statement passes (pglite-gate.ts). */
  gate?: Gate;
  /**
   * The same database for background work (the job engine, its queue and sweeps): on PGlite its statements let a
   * request's go first (pglite-gate.ts); on PostgreSQL it has a pool of its own, so it never holds every connection
   * a request needs. Closing it closes nothing: the database it belongs to does.
   */
  background: Database;
}

/**
 * PGlite runs PostgreSQL inside this process and its WebAssembly memory never shrinks, so PostgreSQL's defaults
 * (128 MB of shared buffers, 64 MB for index builds, 4 MB per sort) end up in the server's RSS. The embedded
 * database is small and the OS caches its files: these settings keep a server that runs a 100,000-recipient job
 * under 400 MB (measured by `npm run bench`).
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'maintenance_work_mem = 8MB', 'work_mem = 2MB', 'temp_buffers = 2MB', 'wal_buffers = 1MB'];

export function openPglite(dataDir: string | undefined): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined, { postgresqlconf: PGLITE_SETTINGS });
  return wrapPglite(pglite);
}

/**
 * PGlite behind its gate (pglite-gate.ts): every statement, the server's, drizzle's and pg-boss's, one at a time,
 * requests before the engine's background work, the event loop served in between.
 */
export function wrapPglite(raw: PGlite, gateOptions?: GateOptions): Database {
  const gate = createGate(gateOptions);
  const runner = (target: Pick<PGlite, 'exec' | 'query'>): SqlRunner => ({
    exec: async (sql) => {
      await target.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await target.query<T>(sql, params)).rows,
  });
  const laneOf = (lane: Lane): Omit<Database, 'background'> => {
    const pglite = gatedPglite(raw, gate, lane);
    return {
      kind: 'pglite',
      db: drizzlePglite(pglite, { schema }) as unknown as Db,
      ...runner(pglite),
      transaction: (work) => pglite.transaction((tx) => work(runner(tx))),
      close: () => raw.close(),
      listen: pgliteListen(raw),
      pglite,
      gate,
    };
  };
  const background = laneOf('background') as Database;
  background.background = background;
  background.close = async () => {};
  return { ...laneOf('request'), background };
}

/** Connections of the background pool (the job engine's statements); requests have the main pool's 10. */
const BACKGROUND_CONNECTIONS = 5;

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const backgroundPool = new pg.Pool({ connectionString, max: BACKGROUND_CONNECTIONS });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  backgroundPool.on('error', () => undefined);
  const listener = createPostgresListener(pool.options);
  const runner = (target: pg.Pool | pg.PoolClient): SqlRunner => ({
    exec: async (sql) => {
      await target.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await target.query(sql, params)).rows as T[],
  });
  const over = (target: pg.Pool): Omit<Database, 'background' | 'close'> => ({
    kind: 'postgres',
    db: drizzlePostgres(target, { schema }),
    ...runner(target),
    transaction: async (work) => {
      const client = await target.connect();
      try {
        await client.query('BEGIN');
        const result = await work(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    pool: target,
  });
  const background = { ...over(backgroundPool), close: async () => {} } as Database;
  background.background = background;
  return {
    ...over(pool),
    close: async () => {
      await listener.close();
      await Promise.all([pool.end(), backgroundPool.end()]);
    },
    background,
  };
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`. */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
