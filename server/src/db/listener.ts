import pg from 'pg';

/** What a process does with a channel's notifications (PostgreSQL LISTEN/NOTIFY, also inside PGlite). */
export interface Subscription {
  onNotify(payload: string): void;
  /** The connection was lost: notifications may have been missed until `onListening` is called again. */
  onLost?(): void;
  /** Listening (again): from here on every notification arrives. */
  onListening?(): void;
}

/** Starts listening on `channel` (a lower-case identifier); resolves once it listens, with a way to stop. */
export type Listen = (channel: string, subscription: Subscription) => Promise<() => void>;

const RECONNECT_MS = 1_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/**
 * One LISTEN connection per process for every channel on PostgreSQL (a pool's connections come and go, a listener
 * must stay). A lost connection tells every subscription (it may have missed notifications) and reconnects.
 */
export function createPostgresListener(options: pg.ClientConfig) {
  const channels = new Map<string, Set<Subscription>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const everyone = () => [...channels.values()].flatMap((set) => [...set]);

  function reconnectSoon(): void {
    if (closed || channels.size === 0) return;
    setTimeout(() => void connect().catch(reconnectSoon), RECONNECT_MS).unref();
  }

  function lost(broken: pg.Client): void {
    if (client !== broken) return;
    client = undefined;
    void broken.end().catch(() => undefined);
    for (const subscription of everyone()) subscription.onLost?.();
    reconnectSoon();
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client(options);
      next.on('notification', (message) => {
        for (const subscription of channels.get(message.channel) ?? []) subscription.onNotify(message.payload ?? '');
      });
      next.on('error', () => lost(next));
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        void next.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        throw new Error('listener closed');
      }
      client = next;
      for (const subscription of everyone()) subscription.onListening?.();
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  const listen: Listen = async (channel, subscription) => {
    checkChannel(channel);
    const subscriptions = channels.get(channel) ?? new Set<Subscription>();
    subscriptions.add(subscription);
    channels.set(channel, subscriptions);
    const connected = await connect();
    // Harmless when the connection already listens on it; needed when it connected before the channel was added.
    await connected.query(`LISTEN ${channel}`);
    subscription.onListening?.();
    return () => subscriptions.delete(subscription);
  };

  return {
    listen,
    async close(): Promise<void> {
      closed = true;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/** PGlite delivers a notification to its listeners before the statement that caused it returns. */
export function pgliteListen(pglite: { listen(channel: string, callback: (payload: string) => void): Promise<unknown> }): Listen {
  return async (channel, subscription) => {
    checkChannel(channel);
    let active = true;
    await pglite.listen(channel, (payload) => active && subscription.onNotify(payload));
    subscription.onListening?.();
    return () => {
      active = false;
    };
  };
}
