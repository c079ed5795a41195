import type { PGlite, Transaction } from '@electric-sql/pglite';
import { AppError } from '../http/errors';

/**
 * PGlite under load. PGlite is PostgreSQL compiled to WebAssembly, running in the server's own
 * thread: one statement at a time, and while it runs nothing else does, not even reading a request. Two things went
 * wrong when 1,000 accounts sent through it:
 * - its queue is first come, first served, so a request's statements waited behind hundreds of the engine's;
 * - statements queued back to back run as one chain of promise callbacks, and Node reads sockets only between
 *   such chains: while the engine had work queued, requests were not even read.
 * Every statement therefore passes this gate: one at a time, a request's before the engine's (the engine, its queue
 * and sweeps use `database.background`) unless the engine's has waited too long (then they take turns), and the
 * event loop gets a turn between two statements at least every few milliseconds. A request that cannot get the database within `maxWaitMs`, or finds too many
 * waiting, is answered 503 with `Retry-After` (DatabaseBusyError) rather than left hanging.
 */

/** Whose statement it is: a request's, or the job engine's background work (Database.background, client.ts). */
export type Lane = 'request' | 'background';

export const DATABASE_BUSY_MESSAGE = 'Máy chủ đang bận, vui lòng thử lại sau giây lát';

/** The database could not take a request's statement in time: a 503 with `Retry-After`, never a dropped connection. */
export class DatabaseBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, DATABASE_BUSY_MESSAGE);
    this.name = 'DatabaseBusyError';
  }
}

export interface GateOptions {
  /** A request's statement waits at most this long for the database (then DatabaseBusyError). */
  maxWaitMs?: number;
  /** Requests' statements waiting at most; one more is refused at once. */
  maxQueued?: number;
  /** The engine's statement waiting this long goes before requests' (the engine must keep its pace too). */
  backgroundMaxWaitMs?: number;
  /** After this long of statements back to back, the event loop gets a turn (sockets are read) before the next. */
  yieldEveryMs?: number;
  now?: () => number;
}

interface Task {
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  queuedAt: number;
}

export interface GateStats {
  /** Statements run, per lane. */
  request: number;
  background: number;
  /** Requests' statements refused (DatabaseBusyError). */
  refused: number;
  /** The longest a request's statement waited, in ms. */
  longestRequestWaitMs: number;
  /** Time the database spent on each lane's statements, in ms. */
  requestMs: number;
  backgroundMs: number;
}

const DEFAULTS = { maxWaitMs: 20_000, maxQueued: 2_000, backgroundMaxWaitMs: 50, yieldEveryMs: 10 };

/** One statement (or transaction) at a time, requests first, the event loop served between them. */
export function createGate(options: GateOptions = {}) {
  const { maxWaitMs, maxQueued, backgroundMaxWaitMs, yieldEveryMs } = { ...DEFAULTS, ...options };
  const now = options.now ?? (() => performance.now());
  const queues: Record<Lane, Task[]> = { request: [], background: [] };
  const stats: GateStats = { request: 0, background: 0, refused: 0, longestRequestWaitMs: 0, requestMs: 0, backgroundMs: 0 };
  let running = false;
  let lastYield = now();
  /** One timer for every waiting request: it refuses those that waited `maxWaitMs`, then waits for the next oldest. */
  let expiry: NodeJS.Timeout | undefined;

  function expireWaiting(): void {
    expiry = undefined;
    const limit = now() - maxWaitMs;
    while (queues.request.length > 0 && queues.request[0].queuedAt <= limit) refuse(queues.request.shift() as Task);
    watchWaiting();
  }

  function watchWaiting(): void {
    const oldest = queues.request[0];
    if (expiry || !oldest) return;
    expiry = setTimeout(expireWaiting, Math.max(0, oldest.queuedAt + maxWaitMs - now()));
    expiry.unref();
  }

  /** Set when the engine's statement went ahead of a waiting request: the next turn is the request's. */
  let engineWentAhead = false;

  /**
   * A request's statement first; but one of the engine's that waited `backgroundMaxWaitMs` goes ahead of it, one
   * at a time: when both keep coming, they take turns.
   */
  function next(): { lane: Lane; task: Task } | undefined {
    const request = queues.request[0];
    const background = queues.background[0];
    if (!request && !background) return undefined;
    const engineOverdue = background !== undefined && !engineWentAhead && now() - background.queuedAt >= backgroundMaxWaitMs;
    const lane: Lane = request && !engineOverdue ? 'request' : 'background';
    engineWentAhead = lane === 'background' && request !== undefined;
    return { lane, task: queues[lane].shift() as Task };
  }

  async function drain(): Promise<void> {
    running = true;
    // The gate was idle: the event loop had its turns.
    lastYield = now();
    try {
      for (;;) {
        if (now() - lastYield >= yieldEveryMs) {
          // Sockets are read in the poll phase: requests that arrived meanwhile queue their statements first.
          await new Promise((resolve) => setImmediate(resolve));
          lastYield = now();
        }
        const picked = next();
        if (!picked) return;
        const { lane, task } = picked;
        stats[lane] += 1;
        if (lane === 'request') stats.longestRequestWaitMs = Math.max(stats.longestRequestWaitMs, now() - task.queuedAt);
        const started = now();
        try {
          task.resolve(await task.run());
        } catch (error) {
          task.reject(error);
        }
        stats[lane === 'request' ? 'requestMs' : 'backgroundMs'] += now() - started;
      }
    } finally {
      running = false;
    }
  }

  function refuse(task: Task): void {
    stats.refused += 1;
    task.reject(new DatabaseBusyError(Math.max(1, Math.ceil(maxWaitMs / 1000))));
  }

  return {
    /** Runs `work` when the database is this lane's turn: at once when it is free. */
    run<T>(work: () => Promise<T>, lane: Lane = 'request'): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const task: Task = { run: work, resolve: resolve as (value: unknown) => void, reject, queuedAt: now() };
        if (lane === 'request' && queues.request.length >= maxQueued) return refuse(task);
        queues[lane].push(task);
        if (lane === 'request') watchWaiting();
        if (!running) void drain();
      });
    },

    /** Statements waiting, per lane. */
    waiting(): Record<Lane, number> {
      return { request: queues.request.length, background: queues.background.length };
    },

    stats(): GateStats {
      return { ...stats };
    },
  };
}
export type Gate = ReturnType<typeof createGate>;

/** What of PGlite the server uses: drizzle and pg-boss call query, exec and transaction; the rest passes through. */
export type GatedPglite = PGlite;

/**
 * The PGlite instance as the callers of one lane see it (drizzle, pg-boss, the server's own statements): `query`,
 * `exec`, `sql` and `transaction` pass the gate (a transaction holds it until it ends); the rest is PGlite's own.
 */
export function gatedPglite(pglite: PGlite, gate: Gate, lane: Lane): GatedPglite {
  const gated: Partial<Record<keyof PGlite, unknown>> = {
    query: (...args: Parameters<PGlite['query']>) => gate.run(() => pglite.query(...args), lane),
    exec: (...args: Parameters<PGlite['exec']>) => gate.run(() => pglite.exec(...args), lane),
    sql: (...args: Parameters<PGlite['sql']>) => gate.run(() => pglite.sql(...args), lane),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => gate.run(() => pglite.transaction(work), lane),
  };
  return new Proxy(pglite, {
    get(target, property) {
      if (typeof property === 'string' && property in gated) return gated[property as keyof PGlite];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields: its methods must run on the instance, not on this proxy.
      return typeof value === 'function' && property !== 'constructor' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
