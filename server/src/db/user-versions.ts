import { TtlCache } from '../lib/ttl-cache';
import type { Database } from './client';

/** A guard against a notification lost without the connection noticing: a version is read again after this. */
const TRUST_MS = 10_000;
const MAX_USERS = 100_000;

export interface UserVersionsOptions {
  database: Pick<Database, 'listen'>;
  /** The channel a trigger notifies with the user's id on every write (migration 0023). */
  channel: string;
  /** The version as the database has it now. */
  read: (userId: string) => Promise<string>;
  now?: () => number;
}

/**
 * Each user's version of some rows, read from the database once and kept until the channel says the user's rows
 * changed (any process, any write). A read that a notification overtook is not kept: its answer may be older than
 * the write. Until the process listens, and after the connection is lost, every call reads the database.
 */
export function createUserVersions(options: UserVersionsOptions) {
  const versions = new TtlCache<string>(MAX_USERS, options.now);
  /** The read in flight per user: a notification removes it, so its answer is not kept. */
  const reading = new Map<string, object>();
  let listening = false;
  /** Moves when listening starts or stops: a read that spans a move is not kept (it may have missed a notification). */
  let generation = 0;

  const forget = (userId: string) => {
    versions.delete(userId);
    reading.delete(userId);
  };

  async function start(): Promise<void> {
    await options.database.listen(options.channel, {
      onNotify: forget,
      onLost() {
        listening = false;
        generation += 1;
        versions.clear();
        reading.clear();
      },
      onListening() {
        if (listening) return;
        listening = true;
        generation += 1;
      },
    });
  }

  async function versionOf(userId: string): Promise<string> {
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

  return { start, versionOf, forget };
}
export type UserVersions = ReturnType<typeof createUserVersions>;
