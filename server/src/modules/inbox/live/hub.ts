import type { FastifyBaseLogger } from 'fastify';
import type { InboxLiveEvent } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import type { TokenEpochSource } from '../../../http/auth-guard';

/** The channel the conversations' trigger notifies on (migration 0046), with `user:account:conversation`. */
export const INBOX_CHANNEL = 'inbox_changed';
const EPOCH_CHANNEL = 'token_epoch';

export interface LiveStream {
  workspaceId: string;
  /** The token epoch the stream was opened under: a raise (sign out everywhere, new password) ends it. */
  epoch: number;
  /** Writes one server-sent event; false when the connection is gone. */
  send(event: string, data: unknown): boolean;
  end(): void;
}

export interface LiveHubOptions {
  database: Pick<Database, 'listen'>;
  epochs: TokenEpochSource;
  log: FastifyBaseLogger;
  /** A ping keeps proxies from closing an idle stream (the contract's 25 s). */
  pingMs?: number;
  /** Changes of one conversation within this window reach a stream as one event. */
  coalesceMs?: number;
}

/**
 * The open live streams of this process, by user. Every process listens on the conversations' channel, so a change
 * made by any process (a message its listener stored, a read, a pause) reaches the user's pages wherever they are
 * connected. An idle stream costs a socket and a ping every 25 s; events for one conversation that come in a burst
 * (a catch-up replaying history) go out once.
 */
export function createLiveHub(options: LiveHubOptions) {
  const { log } = options;
  const pingMs = options.pingMs ?? 25_000;
  const coalesceMs = options.coalesceMs ?? 100;
  const byUser = new Map<string, Set<LiveStream>>();
  /** Per stream, the conversations changed since its last event (conversation id → account id). */
  const pending = new Map<LiveStream, Map<string | null, string | null>>();
  const stops: Array<() => void> = [];
  let pingTimer: NodeJS.Timeout | undefined;
  let flushTimer: NodeJS.Timeout | undefined;

  function flush(): void {
    flushTimer = undefined;
    for (const [stream, changed] of pending) {
      for (const [conversationId, accountId] of changed) stream.send('inbox', { conversationId, accountId } satisfies InboxLiveEvent);
    }
    pending.clear();
  }

  function changed(workspaceId: string, accountId: string | null, conversationId: string | null): void {
    const streams = byUser.get(workspaceId);
    if (!streams) return;
    for (const stream of streams) {
      const set = pending.get(stream) ?? new Map<string | null, string | null>();
      set.set(conversationId, accountId);
      pending.set(stream, set);
    }
    flushTimer ??= setTimeout(flush, coalesceMs);
  }

  /** Ends the streams of a user whose tokens were refused since they opened (after the epoch source heard of it). */
  async function checkEpochs(workspaceId: string): Promise<void> {
    const streams = byUser.get(workspaceId);
    if (!streams) return;
    const current = await options.epochs.current(workspaceId);
    for (const stream of streams) if (stream.epoch < current) remove(stream, true);
  }

  function remove(stream: LiveStream, end = false): void {
    const streams = byUser.get(stream.workspaceId);
    streams?.delete(stream);
    if (streams?.size === 0) byUser.delete(stream.workspaceId);
    pending.delete(stream);
    if (end) stream.end();
  }

  function ping(): void {
    for (const [workspaceId, streams] of byUser) {
      for (const stream of streams) if (!stream.send('ping', {})) remove(stream);
      void checkEpochs(workspaceId).catch(() => undefined);
    }
  }

  return {
    async start(): Promise<void> {
      stops.push(
        await options.database.listen(INBOX_CHANNEL, {
          onNotify(payload) {
            const [workspaceId, accountId, conversationId] = payload.split(':');
            if (workspaceId && conversationId) changed(workspaceId, accountId ?? null, conversationId);
          },
          // Changes may have been missed while the connection was down: every page reads again.
          onListening() {
            for (const workspaceId of byUser.keys()) changed(workspaceId, null, null);
          },
        }),
      );
      stops.push(
        await options.database.listen(EPOCH_CHANNEL, {
          // The epoch source forgets the user's epoch on the same notification: look once it has.
          onNotify: (workspaceId) => void setTimeout(() => void checkEpochs(workspaceId).catch(() => undefined), 20),
        }),
      );
      pingTimer = setInterval(ping, pingMs);
      pingTimer.unref();
    },

    add(stream: LiveStream): () => void {
      const streams = byUser.get(stream.workspaceId) ?? new Set<LiveStream>();
      streams.add(stream);
      byUser.set(stream.workspaceId, streams);
      return () => remove(stream);
    },

    get size(): number {
      let count = 0;
      for (const streams of byUser.values()) count += streams.size;
      return count;
    },

    /** Server shutdown: every stream ends, so the server can close its connections. */
    stop(): void {
      clearInterval(pingTimer);
      clearTimeout(flushTimer);
      for (const stop of stops.splice(0)) stop();
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) remove(stream, true);
      log.debug('live streams closed');
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
