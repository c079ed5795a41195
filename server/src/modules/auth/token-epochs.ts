import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createUserVersions } from '../../db/user-versions';

const CHANNEL = 'token_epoch';

/**
 * Each user's token epoch, read once and kept until raised (db/user-versions.ts): the guard checks it on every
 * request, so /auth/me and an unchanged poll stay free of queries. A raise is seen at once in this process and in
 * every other through LISTEN/NOTIFY on the token_epoch channel.
 */
export function createTokenEpochs(database: Database, log: FastifyBaseLogger) {
  const epochs = createUserVersions<number>({
    database,
    channels: [CHANNEL],
    async read(userId) {
      const [row] = await database.query<{ token_epoch: number }>('SELECT token_epoch FROM users WHERE id = $1', [userId]);
      // A user that no longer exists: an epoch no token reaches.
      return row ? row.token_epoch : Number.MAX_SAFE_INTEGER;
    },
  });

  return {
    async start(): Promise<void> {
      // Until it listens, every request reads the epoch.
      await epochs.start().catch((error: unknown) => log.warn({ err: error }, 'token epoch listener did not start'));
    },
    async close(): Promise<void> {
      epochs.stop();
    },
    /** The user's current epoch. */
    current: epochs.versionOf,
    /** Refuses every access token the user holds now; returns the epoch new tokens are signed with. */
    async raise(userId: string): Promise<number> {
      const [row] = await database.query<{ token_epoch: number }>(
        'UPDATE users SET token_epoch = token_epoch + 1 WHERE id = $1 RETURNING token_epoch',
        [userId],
      );
      epochs.forget(userId);
      await database.query('SELECT pg_notify($1, $2)', [CHANNEL, userId]);
      return row?.token_epoch ?? 0;
    },
  };
}
export type TokenEpochs = ReturnType<typeof createTokenEpochs>;
