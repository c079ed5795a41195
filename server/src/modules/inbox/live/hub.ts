import type { FastifyBaseLogger } from 'fastify';
import type { InboxLiveEvent } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import type { MembershipSource, TokenEpochSource } from '../../../http/auth-guard';
import { canUseAccount } from '../../../http/workspace-access';

/** The channel the conversations' trigger notifies on (migrations 0046, 0053), with `workspace:account:conversation`. */
export const INBOX_CHANNEL = 'inbox_changed';
/** Token epochs are a person's: the auth module notifies with the person's id. */
const EPOCH_CHANNEL = 'token_epoch';

export interface LiveStream {
  /** The workspace whose conversations it follows. */
  workspaceId: string;
  /** The person who opened it: an AGENT's stream carries only their accounts' events. */
  userId: string;
  /** The person's token epoch the stream was opened under: a raise (sign out everywhere, new password, removal from the team) ends it. */
  epoch: number;
  /** Writes one server-sent event; false when the connection is gone. */
  send(event: string, data: unknown): boolean;
  end(): void;
}

export interface LiveHubOptions {
  database: Pick<Database, 'listen'>;
  epochs: TokenEpochSource;
  /** The person's membership of the workspace now (role, accounts): checked before each event goes out. */
  memberships: MembershipSource;
  log: FastifyBaseLogger;
  /** A ping keeps proxies from closing an idle stream (the contract's 25 s). */
  pingMs?: number;
  /** Changes of one conversation within this window reach a stream as one event. */
  coalesceMs?: number;
}

/**
 * The open live streams of this process, by workspace. Every process listens on the conversations' channel, so a
 * change made by any process (a message its listener stored, a read, a pause) reaches the workspace's open pages
 * wherever they are connected. Before events go out, each stream's person is looked up in the workspace (cached by
 * the auth module): an AGENT's stream gets only the events of the accounts they work with now; a person no longer in
 * the workspace, or whose token epoch was raised, has their stream ended. An idle stream costs a socket and a ping
 * every 25 s; events for one conversation that come in a burst (a catch-up replaying history) go out once.
 */
export function createLiveHub(options: LiveHubOptions) {
  const { log } = options;
  const pingMs = options.pingMs ?? 25_000;
  const coalesceMs = options.coalesceMs ?? 100;
  const byWorkspace = new Map<string, Set<LiveStream>>();
  /** Per stream, the conversations changed since its last event (conversation id → account id). */
  const pending = new Map<LiveStream, Map<string | null, string | null>>();
  const stops: Array<() => void> = [];
  let pingTimer: NodeJS.Timeout | undefined;
  let flushTimer: NodeJS.Timeout | undefined;

  /** Sends a stream the events its person may see now; ends it when they are no longer in the workspace. */
  async function deliver(stream: LiveStream, changes: Map<string | null, string | null>): Promise<void> {
    const access = await options.memberships.membership(stream.userId, stream.workspaceId);
    if (!access) return remove(stream, true);
    for (const [conversationId, accountId] of changes) {
      // A null account is 'read everything again' (changes may have been missed): every stream gets it.
      if (accountId !== null && !canUseAccount(access, accountId)) continue;
      stream.send('inbox', { conversationId, accountId } satisfies InboxLiveEvent);
    }
  }

  function flush(): void {
    flushTimer = undefined;
    const batch = [...pending];
    pending.clear();
    for (const [stream, changes] of batch) {
      void deliver(stream, changes).catch((error: unknown) => log.warn({ err: error }, 'live event not delivered'));
    }
  }

  function changed(workspaceId: string, accountId: string | null, conversationId: string | null): void {
    const streams = byWorkspace.get(workspaceId);
    if (!streams) return;
    for (const stream of streams) {
      const set = pending.get(stream) ?? new Map<string | null, string | null>();
      set.set(conversationId, accountId);
      pending.set(stream, set);
    }
    flushTimer ??= setTimeout(flush, coalesceMs);
  }

  /** Every open stream of this process. */
  const allStreams = () => [...byWorkspace.values()].flatMap((streams) => [...streams]);

  /**
   * Ends the streams of a person whose tokens were refused since they opened (after the epoch source heard of it),
   * or who is no longer in the stream's workspace.
   */
  async function checkPerson(userId: string): Promise<void> {
    const streams = allStreams().filter((stream) => stream.userId === userId);
    if (streams.length === 0) return;
    const current = await options.epochs.current(userId);
    for (const stream of streams) {
      if (stream.epoch < current || !(await options.memberships.membership(userId, stream.workspaceId))) remove(stream, true);
    }
  }

  function remove(stream: LiveStream, end = false): void {
    const streams = byWorkspace.get(stream.workspaceId);
    streams?.delete(stream);
    if (streams?.size === 0) byWorkspace.delete(stream.workspaceId);
    pending.delete(stream);
    if (end) stream.end();
  }

  function ping(): void {
    const people = new Set<string>();
    for (const stream of allStreams()) {
      if (stream.send('ping', {})) people.add(stream.userId);
      else remove(stream);
    }
    for (const userId of people) void checkPerson(userId).catch(() => undefined);
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
            for (const workspaceId of byWorkspace.keys()) changed(workspaceId, null, null);
          },
        }),
      );
      stops.push(
        await options.database.listen(EPOCH_CHANNEL, {
          // The epoch source forgets the person's epoch on the same notification: look once it has.
          onNotify: (userId) => void setTimeout(() => void checkPerson(userId).catch(() => undefined), 20),
        }),
      );
      pingTimer = setInterval(ping, pingMs);
      pingTimer.unref();
    },

    add(stream: LiveStream): () => void {
      const streams = byWorkspace.get(stream.workspaceId) ?? new Set<LiveStream>();
      streams.add(stream);
      byWorkspace.set(stream.workspaceId, streams);
      return () => remove(stream);
    },

    get size(): number {
      let count = 0;
      for (const streams of byWorkspace.values()) count += streams.size;
      return count;
    },

    /** Server shutdown: every stream ends, so the server can close its connections. */
    stop(): void {
      clearInterval(pingTimer);
      clearTimeout(flushTimer);
      for (const stop of stops.splice(0)) stop();
      for (const stream of allStreams()) remove(stream, true);
      log.debug('live streams closed');
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
