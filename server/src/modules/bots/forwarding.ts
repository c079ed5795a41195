import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isPlatformError, PlatformError, type PlatformErrorKind } from '../../platform/errors';
import type { PlatformSession } from '../../platform/gateway';
import { SessionError, type SessionFailure } from './session-error';

/**
 * The request/answer channel between server processes. An account's live session lives in the one process that
 * holds its lease (runtime.ts); another process that needs it sends `{ method, args }` to that holder, which runs
 * the call on its live session and answers the JSON result or the error.
 *
 * Contract:
 * - `call(holder, call)` resolves with the holder's answer (JSON: a Date arrives as its ISO text), or throws what
 *   the holder threw: a PlatformError keeps its kind, code and message, a SessionError its failure, so callers
 *   handle a forwarded failure as a local one. No answer within the timeout: SessionError HOLDER_SILENT (503; or
 *   NOT_DELIVERED for a `once` call withdrawn before the holder took it). The holder then counts as silent: a call to
 *   it first pings it (a short wait, `pingTimeoutMs`) and fails at once, not sent (NOT_DELIVERED), unless the ping
 *   is answered; calls made while a ping waits, or soon after one went unanswered, fail at once too. Once a ping is
 *   answered, one call goes (the others still fail at once) and an answer to it ends the silence. So a dead process
 *   costs its callers one timeout, not one per call, and a call to it is refused within a ping's wait.
 * - `answer(handler)` makes this process run the calls sent to it.
 * - `want(account)` asks every process that may hold sessions to take the account; `onWanted` hears it.
 *
 * How: a NOTIFY on the receiver's own channel (`channelOf(holder)`, on the LISTEN connection every process has).
 * A call or answer that fits in a notification (most: a send, its message id) travels in it, one query each way.
 * A larger one (a friend list) is a row of `session_calls` (any size; NOTIFY payloads stop at 8 KB) that the
 * notification names; a call row is claimed once, so a repeated notification runs nothing twice.
 */
export interface ForwardedCall {
  accountId: string;
  /** A PlatformSession method, or one of the runtime's own (see runtime.ts). */
  method: string;
  args: unknown[];
}
export type CallHandler = (call: ForwardedCall) => Promise<unknown>;
/** An account asked of the processes that may hold sessions; `loginKind`: whose login the taker's is (daily-logins.ts). */
export type WantedAccount = { workspaceId: string; accountId: string; loginKind?: 'SHORT' | 'BOT' | 'TAKEOVER' };

type WireError = { platform: { kind: PlatformErrorKind; code: number | null; message: string } } | { session: { failure: SessionFailure; code: number | null } } | { message: string };
type Answer = { value?: unknown } | { error: WireError };
/** A call small enough to travel inside its notification. */
type InlineCall = { id: string; replyChannel: string; accountId: string; request: { method: string; args: unknown[] } };

const WANTED_CHANNEL = 'session_wanted';
/** Bytes of a call or answer that travel inside the notification (PostgreSQL's limit is 8,000, with the prefix). */
const INLINE_BYTES = 7_500;
/** The ping a process answers itself, whatever its handler: the process is there and hears its channel. */
const PING = '__ping';
/** Rows of calls whose caller died waiting are removed after this long. */
const STALE_CALLS = '1 hour';

/** The channel a process hears its calls and answers on (a valid LISTEN name whatever the holder id is). */
export function channelOf(holder: string): string {
  return `session_calls_${createHash('sha256').update(holder).digest('hex').slice(0, 24)}`;
}

function toWire(error: unknown): WireError {
  if (isPlatformError(error)) return { platform: { kind: error.kind, code: error.code, message: error.message } };
  if (error instanceof SessionError) return { session: { failure: error.failure, code: error.code ?? null } };
  return { message: error instanceof Error ? error.message : String(error) };
}

function fromWire(wire: WireError): Error {
  if ('platform' in wire) return new PlatformError(wire.platform.kind, wire.platform.message, wire.platform.code);
  if ('session' in wire) return new SessionError(wire.session.failure, wire.session.code);
  return new Error(wire.message);
}

export interface ForwardingDeps {
  database: Database;
  /** This process, as lease holder. */
  holder: string;
  /** SESSION_FORWARD_TIMEOUT_MS: how long a caller waits for the holder's answer. */
  timeoutMs: number;
  /** How long a ping to a silent holder waits (2 s). */
  pingTimeoutMs?: number;
  log: FastifyBaseLogger;
}

/** A holder that let a call time out: pinged before any call goes to it again (see the contract). */
interface Silence {
  /** The ping waiting, if any. */
  ping?: Promise<boolean>;
  /** When the last ping went unanswered: calls fail at once for another ping's wait. */
  unansweredAt?: number;
  /** A ping was answered: the one call sent since, until its answer. */
  probing: boolean;
}

export function createForwarding(deps: ForwardingDeps) {
  const { database, holder, log } = deps;
  const channel = channelOf(holder);
  const waiting = new Map<string, (answer: Answer | undefined) => void>();
  const pingTimeoutMs = Math.min(deps.pingTimeoutMs ?? 2_000, deps.timeoutMs);
  /**
   * Holders that let a call time out: a dead process's callers (the engine's sending slots among them) must not each
   * wait the whole timeout until its leases expire and another process takes over.
   */
  const silent = new Map<string, Silence>();
  const unlisten: Array<() => void> = [];
  let handler: CallHandler | undefined;
  let listening: Promise<void> | undefined;

  /** Runs a call here and sends its answer back: inside the notification when it fits, else as the call's row. */
  async function run(id: string, replyChannel: string, accountId: string, request: { method: string; args: unknown[] }, hasRow: boolean): Promise<void> {
    let answer: Answer;
    try {
      if (request.method === PING) answer = { value: true };
      else {
        if (!handler) throw new PlatformError('SESSION_CLOSED');
        answer = { value: await handler({ accountId, method: request.method, args: request.args }) };
      }
    } catch (error) {
      answer = { error: toWire(error) };
    }
    const text = JSON.stringify(answer);
    if (Buffer.byteLength(text) <= INLINE_BYTES) {
      await database.query('SELECT pg_notify($1, $2)', [replyChannel, `answered:${id}:${text}`]);
      if (hasRow) await database.query('DELETE FROM session_calls WHERE id = $1', [id]);
      return;
    }
    await database.query(
      `WITH answered AS (
         INSERT INTO session_calls (id, account_id, reply_channel, request, answer, claimed_at) VALUES ($1, $3, $4, '{}'::jsonb, $2::jsonb, now())
         ON CONFLICT (id) DO UPDATE SET answer = excluded.answer RETURNING id, reply_channel)
       SELECT pg_notify(reply_channel, 'answer:' || id::text) FROM answered`,
      [id, text, accountId, replyChannel],
    );
  }

  /** A call sent as a row: claimed once, then run. */
  async function answerCallRow(id: string): Promise<void> {
    const [row] = await database.query<{ account_id: string; reply_channel: string; request: { method: string; args: unknown[] } }>(
      'UPDATE session_calls SET claimed_at = now() WHERE id = $1 AND claimed_at IS NULL RETURNING account_id, reply_channel, request',
      [id],
    );
    if (row) await run(id, row.reply_channel, row.account_id, row.request, true);
  }

  async function takeAnswerRow(id: string): Promise<void> {
    if (!waiting.has(id)) return;
    const [row] = await database.query<{ answer: Answer | null }>('DELETE FROM session_calls WHERE id = $1 RETURNING answer', [id]);
    settle(id, row?.answer ?? undefined);
  }

  function settle(id: string, answer: Answer | undefined): void {
    const resolve = waiting.get(id);
    waiting.delete(id);
    resolve?.(answer);
  }

  /** `call:<id>` and `answer:<id>` name rows; `calling:<json>` and `answered:<id>:<json>` carry the values. */
  function onNotify(payload: string): void {
    const kind = payload.slice(0, payload.indexOf(':'));
    const rest = payload.slice(kind.length + 1);
    let work: Promise<void> = Promise.resolve();
    if (kind === 'call') work = answerCallRow(rest);
    else if (kind === 'answer') work = takeAnswerRow(rest);
    else if (kind === 'calling') {
      const { id, replyChannel, accountId, request } = JSON.parse(rest) as InlineCall;
      work = run(id, replyChannel, accountId, request, false);
    } else if (kind === 'answered') {
      const id = rest.slice(0, rest.indexOf(':'));
      settle(id, JSON.parse(rest.slice(id.length + 1)) as Answer);
    }
    work.catch((error: unknown) => log.warn({ err: error, kind }, 'forwarded session call not handled'));
  }

  /** Listens on this process's channel (once); calls and answers arrive from then on. */
  function listen(): Promise<void> {
    listening ??= (async () => {
      unlisten.push(await database.listen(channel, { onNotify }));
      await database.query(`DELETE FROM session_calls WHERE created_at < now() - interval '${STALE_CALLS}'`);
    })();
    return listening;
  }

  /** One call to `to`, waited for (see call). */
  async function send(to: string, call: ForwardedCall, timeoutMs: number, once: boolean): Promise<unknown> {
    await listen();
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const answered = new Promise<Answer | undefined>((resolve) => {
      waiting.set(id, resolve);
      timer = setTimeout(() => {
        waiting.delete(id);
        resolve(undefined);
      }, timeoutMs);
    });
    const request = { method: call.method, args: call.args };
    const inline = JSON.stringify({ id, replyChannel: channel, accountId: call.accountId, request } satisfies InlineCall);
    try {
      if (!once && Buffer.byteLength(inline) <= INLINE_BYTES) await database.query('SELECT pg_notify($1, $2)', [channelOf(to), `calling:${inline}`]);
      else {
        await database.query(
          `WITH sent AS (INSERT INTO session_calls (id, account_id, reply_channel, request) VALUES ($1, $2, $3, $4::jsonb) RETURNING id)
           SELECT pg_notify($5, 'call:' || id::text) FROM sent`,
          [id, call.accountId, channel, JSON.stringify(request), channelOf(to)],
        );
      }
    } catch (error) {
      clearTimeout(timer);
      waiting.delete(id);
      throw error;
    }
    const answer = await answered;
    clearTimeout(timer);
    if (call.method === PING) return answer !== undefined;
    if (!answer) {
      silent.set(to, { probing: false });
      // Withdrawn before the holder claimed it, a call never runs there.
      const [withdrawn] = await database
        .query<{ claimed: boolean }>('DELETE FROM session_calls WHERE id = $1 RETURNING claimed_at IS NOT NULL AS claimed', [id])
        .catch(() => [{ claimed: true }]);
      log.warn({ accountId: call.accountId, method: call.method, to }, 'session holder did not answer');
      throw new SessionError(withdrawn && !withdrawn.claimed ? 'NOT_DELIVERED' : 'HOLDER_SILENT');
    }
    silent.delete(to);
    if ('error' in answer) throw fromWire(answer.error);
    return answer.value;
  }

  /**
   * Whether a call may go to a silent holder now: after a ping it answered, as the one call sent until an answer (see
   * the contract). False while another call waits on it, or soon after a ping it left unanswered.
   */
  async function mayCallSilent(to: string, silence: Silence): Promise<boolean> {
    if (silence.probing || silence.ping) return false;
    if (silence.unansweredAt !== undefined && Date.now() - silence.unansweredAt < pingTimeoutMs) return false;
    silence.ping = send(to, { accountId: '', method: PING, args: [] }, pingTimeoutMs, false).then(Boolean, () => false);
    const answered = await silence.ping;
    silence.ping = undefined;
    if (!answered) silence.unansweredAt = Date.now();
    else silence.probing = true;
    return answered;
  }

  return {
    channel,
    timeoutMs: deps.timeoutMs,

    /**
     * Sends `call` to the process `to` and waits for its answer (see the contract above). `once`: the call travels as
     * a row the holder claims before running it, so a caller that gets no answer in time withdraws a call not claimed
     * yet, and knows it never runs (SessionError NOT_DELIVERED) rather than that it may have (HOLDER_SILENT).
     */
    async call(to: string, call: ForwardedCall, options: { timeoutMs?: number; once?: boolean } = {}): Promise<unknown> {
      const timeoutMs = options.timeoutMs ?? deps.timeoutMs;
      const silence = silent.get(to);
      // Not sent at all: the holder let a call time out lately and has not answered a ping since.
      if (silence && !(await mayCallSilent(to, silence))) throw new SessionError('NOT_DELIVERED');
      try {
        return await send(to, call, timeoutMs, options.once === true);
      } finally {
        if (silence) silence.probing = false;
      }
    },

    /** Runs the calls other processes send here with `next`. */
    async answer(next: CallHandler): Promise<void> {
      handler = next;
      await listen();
    },

    /** Asks the processes that may hold sessions to take the account (one of them will; the lease decides). */
    async want(account: WantedAccount): Promise<void> {
      await database.query('SELECT pg_notify($1, $2)', [WANTED_CHANNEL, JSON.stringify(account)]);
    },

    /** Hears `want`: `take` should try to hold the account if this process has room. */
    async onWanted(take: (account: WantedAccount) => void): Promise<void> {
      unlisten.push(await database.listen(WANTED_CHANNEL, { onNotify: (payload) => take(JSON.parse(payload) as WantedAccount) }));
    },

    stop(): void {
      for (const stop of unlisten.splice(0)) stop();
      listening = undefined;
      handler = undefined;
      for (const resolve of waiting.values()) resolve(undefined);
      waiting.clear();
    },
  };
}
export type Forwarding = ReturnType<typeof createForwarding>;

/** The PlatformSession methods that take and return plain values: the ones a remote session forwards. */
export const FORWARDED_METHODS = [
  'getProfile',
  'listFriends',
  'listGroupIds',
  'listGroupVersions',
  'getGroups',
  'getGroupMembers',
  'getUsersInfo',
  'sendMessage',
  'findUserByPhone',
  'sendFriendRequest',
  'listSentFriendRequests',
  'undoFriendRequest',
  'listReceivedFriendRequests',
  'acceptFriendRequest',
  'addUsersToGroup',
  'joinGroupByLink',
] as const satisfies ReadonlyArray<keyof PlatformSession>;
const FORWARDED: ReadonlySet<string> = new Set(FORWARDED_METHODS);
/**
 * The forwarded methods that change something on Zalo: they travel once (see call), so a call withdrawn in time never
 * runs late, after its caller gave up and may try again (a message sent twice).
 */
const CHANGES_ON_ZALO: ReadonlySet<string> = new Set([
  'sendMessage',
  'sendFriendRequest',
  'undoFriendRequest',
  'acceptFriendRequest',
  'addUsersToGroup',
  'joinGroupByLink',
] satisfies Array<(typeof FORWARDED_METHODS)[number]>);
export const isForwardedMethod = (method: string): method is (typeof FORWARDED_METHODS)[number] => FORWARDED.has(method);

const remoteSessions = new WeakSet<PlatformSession>();
/** True for a session made by createRemoteSession: its calls run in another process. */
export const isRemoteSession = (session: PlatformSession): boolean => remoteSessions.has(session);

/**
 * The session of an account whose holder is another process: each call goes to it through `send` (`once` for a call
 * that changes something on Zalo). It never listens (the holder's session does) and closing it closes nothing.
 */
export function createRemoteSession(userId: string, send: (method: string, args: unknown[], once: boolean) => Promise<unknown>): PlatformSession {
  // Listening and the cookie stay with the holder's session.
  const notHere = () => {
    throw new PlatformError('SESSION_CLOSED');
  };
  const session: Record<string, unknown> = {
    userId,
    listening: false,
    startListener: notHere,
    stopListener: () => undefined,
    getCookie: async () => notHere(),
    close: async () => undefined,
  };
  for (const method of FORWARDED_METHODS) session[method] = (...args: unknown[]) => send(method, args, CHANGES_ON_ZALO.has(method));
  const remote = session as unknown as PlatformSession;
  remoteSessions.add(remote);
  return remote;
}
