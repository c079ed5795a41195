import { TtlCache } from '../lib/ttl-cache';
import type { Database } from './client';

/** A guard against a notification lost without the connection noticing: a version is read again after this. */
const TRUST_MS = 60_000;
const MAX_USERS = 100_000;

export interface UserVersionsOptions<T> {
  database: Pick<Database, 'listen'>;
  /** The channels triggers notify with the user's id on every write to the rows the version covers (migration 0023). */
  channels: string[];
  /** The version as the database has it now. */
  read: (userId: string) => Promise<T>;
  now?: () => number;
}

/** Every UserVersions of this process, so that a request's own writes reach them at once. */
const everyInstance = new Set<{ forget(userId: string): void }>();

/**
 * A request of the user wrote in this process: their versions are forgotten before the answer leaves, so the
 * browser's next poll sees the write even on PostgreSQL, where this process hears its own NOTIFY a moment later.
 */
export function userWrote(userId: string): void {
  for (const instance of everyInstance) instance.forget(userId);
}

/**
 * Each user's version of some rows, read from the database once and kept until the channel says the user's rows
 * changed (any process, any write). A read that a notification overtook is not kept: its answer may be older than
 * the write. Until the process listens, and after the connection is lost, every call reads the database.
 */
export function createUserVersions<T = string>(options: UserVersionsOptions<T>) {
  const versions = new TtlCache<T>(MAX_USERS, options.now);
  /** The read in flight per user: a notification removes it, so its answer is not kept. */
  const reading = new Map<string, object>();
  let listening = false;
  /** Moves when listening starts or stops: a read that spans a move is not kept (it may have missed a notification). */
  let generation = 0;

  const forget = (userId: string) => {
    versions.delete(userId);
    reading.delete(userId);
  };

  /** Listening on every channel, or on none of them (a version is then read every time). */
  const live = new Set<string>();
  async function start(): Promise<void> {
    everyInstance.add(instance);
    for (const channel of options.channels) {
      await options.database.listen(channel, {
        onNotify: forget,
        onLost() {
          live.delete(channel);
          listening = false;
          generation += 1;
          versions.clear();
          reading.clear();
        },
        onListening() {
          live.add(channel);
          if (listening || live.size < options.channels.length) return;
          listening = true;
          generation += 1;
        },
      });
    }
  }

  async function versionOf(userId: string): Promise<T> {
    const known = versions.get(userId);
    if (known !== undefined) return known;
    const read = {};
    const since = generation;
    reading.set(userId, read);
    const version = await options.read(userId);
    if (listening && since === generation && reading.get(userId) === read) versions.set(userId, version, TRUST_MS);
    if (reading.get(userId) === read) reading.delete(userId);
    return version;
  }

  const instance = { start, versionOf, forget, stop: () => everyInstance.delete(instance) };
  return instance;
}
export type UserVersions = ReturnType<typeof createUserVersions>;
