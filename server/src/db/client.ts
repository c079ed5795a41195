import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
  /** The underlying handles, for libraries that bring their own adapter (pg-boss). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export function openPglite(dataDir: string | undefined): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers live inside this process with PGlite; the embedded
  // database is small and the OS caches its files, so 32 MB keeps the server's memory down by ~100 MB.
  const pglite = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined, { postgresqlconf: 'shared_buffers = 32MB' });
  return wrapPglite(pglite);
}

export function wrapPglite(pglite: PGlite): Database {
  const runner = (target: Pick<PGlite, 'exec' | 'query'>): SqlRunner => ({
    exec: async (sql) => {
      await target.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await target.query<T>(sql, params)).rows,
  });
  return {
    kind: 'pglite',
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    ...runner(pglite),
    transaction: (work) => pglite.transaction((tx) => work(runner(tx))),
    close: () => pglite.close(),
    pglite,
  };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const runner = (target: pg.Pool | pg.PoolClient): SqlRunner => ({
    exec: async (sql) => {
      await target.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await target.query(sql, params)).rows as T[],
  });
  return {
    kind: 'postgres',
    db: drizzlePostgres(pool, { schema }),
    ...runner(pool),
    transaction: async (work) => {
      const client = await pool.connect();
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
    close: () => pool.end(),
    pool,
  };
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`. */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
