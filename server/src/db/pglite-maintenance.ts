import type { Database } from './client';

/**
 * PostgreSQL's autovacuum for PGlite. PGlite runs PostgreSQL without its background workers: autovacuum is "on" but
 * never runs, so its tables would never be vacuumed (dead rows of every update kept for good, the database growing)
 * nor analyzed (no statistics: the planner guesses, and a guess made distributing a 98,000-number list run for
 * ever). The scheduler's minute tick calls `run`: the table that most needs it, by autovacuum's own default rules, is
 * vacuumed and analyzed, or only analyzed; one table a minute, through the background lane, so a request waits at most
 * for that one statement. PostgreSQL has its own autovacuum: nothing is done there.
 */

/** autovacuum_vacuum_threshold / _scale_factor and autovacuum_analyze_threshold / _scale_factor, PostgreSQL's defaults. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

export interface MaintenanceStep {
  /** schema.table, quoted. */
  table: string;
  action: 'vacuum' | 'analyze';
}

interface TableStats {
  /** schema.table, quoted. */
  name: string;
  live: string | number;
  dead: string | number;
  modified: string | number;
  /** Never analyzed (PGlite may also lose its counters with a crash): analyzed once it holds rows. */
  neverAnalyzed: boolean;
}

/** The table that needs it most, and what: vacuum (with analyze) when its dead rows pass the threshold, else analyze. */
export function nextStep(tables: TableStats[]): MaintenanceStep | null {
  let best: { step: MaintenanceStep; over: number } | null = null;
  for (const table of tables) {
    const live = Number(table.live);
    const vacuumOver = Number(table.dead) - (VACUUM_THRESHOLD + VACUUM_SCALE * live);
    const analyzeOver = table.neverAnalyzed && live > 0 ? live : Number(table.modified) - (ANALYZE_THRESHOLD + ANALYZE_SCALE * live);
    const candidate: { step: MaintenanceStep; over: number } | null =
      vacuumOver > 0 ? { step: { table: table.name, action: 'vacuum' }, over: vacuumOver } : analyzeOver > 0 ? { step: { table: table.name, action: 'analyze' }, over: analyzeOver } : null;
    if (candidate && (!best || candidate.over > best.over)) best = candidate;
  }
  return best?.step ?? null;
}

export function createPgliteMaintenance(database: Database) {
  return {
    /** Vacuums or analyzes the one table that needs it most (PGlite only); answers what it did. */
    async run(): Promise<MaintenanceStep | null> {
      if (database.kind !== 'pglite') return null;
      const background = database.background;
      const tables = await background.query<TableStats>(
        // Every schema of ours: the tables of the app and of the job queue (pg-boss).
        `SELECT quote_ident(schemaname) || '.' || quote_ident(relname) AS name, n_live_tup AS live, n_dead_tup AS dead,
                n_mod_since_analyze AS modified, (last_analyze IS NULL AND last_autoanalyze IS NULL) AS "neverAnalyzed"
           FROM pg_stat_user_tables`,
      );
      const step = nextStep(tables);
      if (!step) return null;
      await background.exec(`${step.action === 'vacuum' ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${step.table}`);
      return step;
    },
  };
}
export type PgliteMaintenance = ReturnType<typeof createPgliteMaintenance>;
