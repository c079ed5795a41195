import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';

const CHANNEL = 'token_epoch';
/** How long a process trusts a user's epoch it read; other processes' raises arrive sooner by NOTIFY. */
const CACHE_MS = 10_000;

/**
 * Each user's token epoch, read once per CACHE_MS per process: the guard checks it on every request, so
 * /auth/me stays a cache hit. A raise is seen at once in this process and, on PostgreSQL, in every other
 * process through LISTEN/NOTIFY (database.listen; PGlite is never shared between processes).
 */
export function createTokenEpochs(database: Database, log: FastifyBaseLogger) {
  const epochs = new TtlCache<number>(100_000);
  let stopListening = () => {};

  return {
    async start(): Promise<void> {
      stopListening = await database
        .listen(CHANNEL, {
          onNotify: (userId) => epochs.delete(userId),
          // Raises missed while reconnecting are unknown: forget every epoch.
          onLost() {
            log.warn('token epoch listener lost, reconnecting');
            epochs.clear();
          },
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'token epoch listener did not start; epochs are trusted for 10 s');
          return () => {};
        });
    },
    async close(): Promise<void> {
      stopListening();
    },
    /** The user's current epoch; for a user that no longer exists, one no token reaches. */
    async current(userId: string): Promise<number> {
      const known = epochs.get(userId);
      if (known !== undefined) return known;
      const [row] = await database.query<{ token_epoch: number }>('SELECT token_epoch FROM users WHERE id = $1', [userId]);
      const epoch = row ? row.token_epoch : Number.MAX_SAFE_INTEGER;
      epochs.set(userId, epoch, CACHE_MS);
      return epoch;
    },
    /** Refuses every access token the user holds now; returns the epoch new tokens are signed with. */
    async raise(userId: string): Promise<number> {
      const [row] = await database.query<{ token_epoch: number }>(
        'UPDATE users SET token_epoch = token_epoch + 1 WHERE id = $1 RETURNING token_epoch',
        [userId],
      );
      epochs.delete(userId);
      if (database.kind === 'postgres') await database.query('SELECT pg_notify($1, $2)', [CHANNEL, userId]);
      return row?.token_epoch ?? 0;
    },
  };
}
export type TokenEpochs = ReturnType<typeof createTokenEpochs>;
