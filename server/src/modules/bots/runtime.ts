import type { FastifyBaseLogger } from 'fastify';
import { needsRelogin } from '../../platform/errors';
import { PlatformError } from '../../platform/errors';
import type { ChatPlatform, PlatformSession } from '../../platform/gateway';
import { type IncomingMessage, type ListenerClose, ListenerCloseCode, type ProxySettings } from '../../platform/types';
import type { AutoReplier } from './auto-reply';
import { createMessageHandler, type MessageSink, NO_MESSAGE_SINK } from './on-message';
import type { CredentialStore } from './credentials';
import { createRemoteSession, type ForwardedCall, type Forwarding, isForwardedMethod } from './forwarding';
import type { AccountLoginKind, DailyLogins } from './daily-logins';
import { SessionError, toSessionError } from './session-error';
import type { BotsRepo } from './repo';

export interface RuntimeTiming {
  /** A lease lives this long unless renewed (renewed every third of it). */
  leaseTtlMs: number;
  /** How often orphaned bots (holder died, or not started after a restart) are taken over. */
  takeoverEveryMs: number;
  /** How often a live session's cookie is stored again (requests refresh it). */
  saveCookieEveryMs: number;
  /** Reconnect delays after a network drop: base × 2^attempt, capped. */
  reconnectBaseMs: number;
  reconnectMaxMs: number;
  /** A session opened for work only (no bot) closes after this long unused, releasing the lease. */
  idleCloseMs: number;
  /** How often a process waiting for another to take an account (role api) looks at the lease. */
  holderPollMs: number;
}

/** How long a process holding more sessions than another leaves a new one to the others before opening it itself. */
const POLITE_WAIT_MS = 900;
/**
 * How long a holder may take to take a hand-over (it answers at once, but a loaded machine may be seconds late): a
 * dead one is found out this soon, and a call it never took is withdrawn.
 */
const HAND_OVER_TIMEOUT_MS = 10_000;
/** A forwarded call follows a session handed over meanwhile this many times at most. */
const MAX_MOVES = 3;

export const DEFAULT_TIMING: RuntimeTiming = {
  leaseTtlMs: 30_000,
  takeoverEveryMs: 15_000,
  saveCookieEveryMs: 10 * 60_000,
  reconnectBaseMs: 1_000,
  reconnectMaxMs: 60_000,
  idleCloseMs: 10 * 60_000,
  holderPollMs: 100,
};

/**
 * An account's live session in this process, which holds its lease. A `bot` listens (and has a row in the session
 * history); a `work` session was opened for sends, syncs or lookups only and closes when idle.
 */
interface LiveBot {
  kind: 'bot' | 'work';
  accountId: string;
  workspaceId: string;
  session: PlatformSession;
  sessionRowId: string | null;
  /** Calls running on the session now, and when the last one ended (a work session's idle time). */
  busy: number;
  lastUsedAt: number;
  received: number;
  sent: number;
  reconnectAttempts: number;
  lastMessageAt: Date | null;
  timers: NodeJS.Timeout[];
  reconnectTimer?: NodeJS.Timeout;
}

export interface RuntimeDeps {
  repo: BotsRepo;
  platform: ChatPlatform;
  credentials: CredentialStore;
  proxyFor: (workspaceId: string, proxyId: string | null) => Promise<ProxySettings | null>;
  autoReplier: AutoReplier;
  /** Every message received and every AI reply is handed here (the inbox). */
  messages?: MessageSink;
  /** An opt-out reply puts its sender on the do-not-contact list; true when it was one (not answered with AI). */
  optOut: (bot: { workspaceId: string; accountId: string; session: PlatformSession }, message: IncomingMessage) => Promise<boolean>;
  /** A person became the account's friend (the listener's friend event): a friend request a job sent them was accepted. */
  friendAdded?: (account: { workspaceId: string; accountId: string }, friendUid: string) => Promise<void>;
  /** A live session began, or ended without the customer asking (the workspace events): only changes, never twice. */
  onConnection?: (change: ConnectionChange) => void;
  /** Every login counted; the server's own ones refused past the day's maximum. */
  logins: Pick<DailyLogins, 'record' | 'assertAutomaticAllowed' | 'mayLogInAgain'>;
  /** This server process, as lease holder. */
  holder: string;
  /** Calls to and from the processes holding other accounts' sessions. */
  forwarding: Forwarding;
  /** False in SERVER_ROLE=api: this process never holds a session (it forwards every call). */
  holdsSessions: boolean;
  /** WORKER_MAX_SESSIONS: the leases this process holds at most. */
  maxSessions: number;
  log: FastifyBaseLogger;
  timing?: Partial<RuntimeTiming>;
}

export type ConnectionChange = { workspaceId: string; accountId: string } & ({ connected: true } | { connected: false; reason: string });

/** Why a live session ended without the customer asking, as `account.disconnected` says it. */
export const DISCONNECT_REASONS: Record<string, string> = {
  KICKED: 'Zalo đã đăng xuất tài khoản (đăng nhập ở nơi khác), cần đăng nhập lại',
  SESSION_EXPIRED: 'Phiên đăng nhập Zalo đã hết hạn, cần đăng nhập lại',
  DUPLICATE: 'Tài khoản đang được mở trên một trình duyệt khác',
  ERROR: 'Không nhận được tin nhắn của tài khoản do lỗi kết nối',
  NETWORK: 'Mất kết nối mạng tới Zalo, đang thử kết nối lại',
};
/** Ends the customer asked for (stop, delete): no event, and the next start is announced. */
const CUSTOMER_ENDS = new Set(['STOPPED', 'DELETED']);
/** A network drop is announced only when this many reconnections in a row failed (a blip is no disconnection). */
export const NETWORK_DOWN_AFTER_ATTEMPTS = 3;

/**
 * What the workspace events were last told of each account of this process: a change is announced once (a flapping
 * network, a proxy change or a server restart's hand-over announce nothing twice).
 */
function createConnectionAnnouncer(onConnection: RuntimeDeps['onConnection']) {
  const told = new Map<string, 'up' | 'down'>();
  return {
    up(bot: { workspaceId: string; accountId: string }): void {
      if (told.get(bot.accountId) === 'up') return;
      told.set(bot.accountId, 'up');
      onConnection?.({ workspaceId: bot.workspaceId, accountId: bot.accountId, connected: true });
    },
    down(bot: { workspaceId: string; accountId: string }, reason: string): void {
      if (told.get(bot.accountId) !== 'up') return;
      told.set(bot.accountId, 'down');
      onConnection?.({ workspaceId: bot.workspaceId, accountId: bot.accountId, connected: false, reason: DISCONNECT_REASONS[reason] ?? DISCONNECT_REASONS.ERROR });
    },
    /** Down already announced (a network drop the listener came back from). */
    isDown: (accountId: string) => told.get(accountId) === 'down',
    /** The customer stopped it: nothing to announce, the next start is. */
    forget: (accountId: string) => told.delete(accountId),
  };
}
type ConnectionAnnouncer = ReturnType<typeof createConnectionAnnouncer>;

/** How a bot ends: `statusAfter` moves the account (kick, expiry); `keepEnabled` leaves it to be restarted. */
type EndOptions = {
  keepEnabled?: boolean;
  statusAfter?: 'RELOGIN_REQUIRED' | 'COOKIE_EXPIRED';
  /** The lease goes to this process instead of being released (a fair-share hand-over: the bot never looks stopped). */
  handTo?: string;
};
type BotEnd = (accountId: string, reason: string, options?: EndOptions) => Promise<void>;

/** A bot's start: the customer's (`BOT`), or the server's own (`TAKEOVER`: restored, or handed over by another process). */
type StartOptions = { forwarded?: boolean; kind?: 'BOT' | 'TAKEOVER' };

/** The logins the server makes by itself, which stop for the day at ZALO_MAX_LOGINS_PER_DAY (daily-logins.ts). */
const AUTOMATIC_LOGINS: ReadonlySet<AccountLoginKind> = new Set(['TAKEOVER', 'SHORT']);

/** Logging an account in with its stored session, and storing again the cookie a live session refreshed. */
function createBotLogins(deps: RuntimeDeps) {
  const { repo, platform, logins } = deps;
  return {
    async loginFor(workspaceId: string, accountId: string, kind: AccountLoginKind): Promise<PlatformSession> {
      const account = await repo.account(workspaceId, accountId);
      if (!account) throw new SessionError('ACCOUNT_NOT_FOUND');
      const credentials = deps.credentials.open(accountId, account.credentialsSealed);
      if (!credentials) throw new SessionError('NOT_LOGGED_IN');
      if (AUTOMATIC_LOGINS.has(kind)) await logins.assertAutomaticAllowed(accountId);
      let session: PlatformSession;
      try {
        session = await platform.login({ ...credentials, proxy: await deps.proxyFor(workspaceId, account.proxyId) });
      } catch (error) {
        if (needsRelogin(error)) await repo.setStatus(accountId, 'COOKIE_EXPIRED');
        throw toSessionError(error);
      }
      await logins.record(accountId, kind).catch((error: unknown) => deps.log.warn({ err: error, accountId }, 'login not counted'));
      return session;
    },

    async saveCookie(bot: LiveBot): Promise<void> {
      const account = await repo.account(bot.workspaceId, bot.accountId);
      const credentials = account && deps.credentials.open(bot.accountId, account.credentialsSealed);
      if (!credentials) return;
      const cookie = await bot.session.getCookie();
      await repo.updateAccount(bot.accountId, { credentialsSealed: deps.credentials.seal(bot.accountId, { ...credentials, cookie }) });
    },
  };
}

/** A live bot's listener: its messages handled, reconnected after a network drop, ended when kicked or replaced. */
function createBotListener(deps: RuntimeDeps, timing: RuntimeTiming, live: Map<string, LiveBot>, end: BotEnd, connections: ConnectionAnnouncer) {
  const { repo, log } = deps;
  const onMessage = createMessageHandler({
    ...deps,
    messages: deps.messages ?? NO_MESSAGE_SINK,
    autoJoinByLink: async (bot) => Boolean((await repo.account(bot.workspaceId, bot.accountId))?.autoJoinByLink),
  });

  function onClose(bot: LiveBot, event: ListenerClose): void {
    if (live.get(bot.accountId) !== bot) return;
    if (event.code === ListenerCloseCode.Kicked) {
      void end(bot.accountId, 'KICKED', { statusAfter: 'RELOGIN_REQUIRED' });
    } else if (event.code === ListenerCloseCode.Duplicate) {
      // Another process of this server took the account over (this one's lease had expired): the bot runs there.
      void repo
        .liveLease(bot.accountId)
        .catch(() => undefined)
        .then((lease) => (lease && lease.holder !== deps.holder ? end(bot.accountId, 'LEASE_LOST', { keepEnabled: true }) : end(bot.accountId, 'DUPLICATE')));
    } else {
      scheduleReconnect(bot);
    }
  }

  function scheduleReconnect(bot: LiveBot): void {
    const delay = Math.min(timing.reconnectMaxMs, timing.reconnectBaseMs * 2 ** bot.reconnectAttempts);
    bot.reconnectAttempts += 1;
    if (bot.reconnectAttempts === NETWORK_DOWN_AFTER_ATTEMPTS) connections.down(bot, 'NETWORK');
    bot.reconnectTimer = setTimeout(() => {
      if (live.get(bot.accountId) !== bot) return;
      try {
        listen(bot);
      } catch (error) {
        if (needsRelogin(error)) void end(bot.accountId, 'SESSION_EXPIRED', { statusAfter: 'COOKIE_EXPIRED' });
        else scheduleReconnect(bot);
      }
    }, delay);
    bot.reconnectTimer.unref();
  }

  function listen(bot: LiveBot): void {
    bot.session.startListener({
      onMessage: (message) =>
        void onMessage(bot, message).catch((error: unknown) => {
          if (needsRelogin(error)) void end(bot.accountId, 'SESSION_EXPIRED', { statusAfter: 'COOKIE_EXPIRED' });
          else log.warn({ err: error, accountId: bot.accountId }, 'incoming message not handled');
        }),
      onClose: (event) => onClose(bot, event),
      onConnected: () => {
        bot.reconnectAttempts = 0;
        if (live.get(bot.accountId) === bot && connections.isDown(bot.accountId)) connections.up(bot);
      },
      onFriendAdded: (friendUid) =>
        void deps.friendAdded?.({ workspaceId: bot.workspaceId, accountId: bot.accountId }, friendUid).catch((error: unknown) => {
          log.warn({ err: error, accountId: bot.accountId }, 'new friend not counted');
        }),
    });
  }

  return listen;
}

/**
 * The bots that run in this process: each started under the account's lease, listening, renewing its lease and
 * cookie, until it ends.
 */
function createLiveBots(deps: RuntimeDeps, timing: RuntimeTiming) {
  const { repo, log, holder } = deps;
  const { loginFor, saveCookie } = createBotLogins(deps);
  const live = new Map<string, LiveBot>();
  const connections = createConnectionAnnouncer(deps.onConnection);
  const listen = createBotListener(deps, timing, live, end, connections);

  /** Ends a live bot here. `statusAfter` moves the account (kick, expiry); `keepEnabled` leaves it to be restarted. */
  async function end(accountId: string, reason: string, options: EndOptions = {}) {
    const bot = live.get(accountId);
    if (!bot) return;
    live.delete(accountId);
    bot.timers.forEach(clearInterval);
    clearTimeout(bot.reconnectTimer);
    await saveCookie(bot).catch(() => undefined);
    await bot.session.close().catch(() => undefined);
    if (bot.sessionRowId) await repo.closeSession(bot.sessionRowId, reason, { received: bot.received, sent: bot.sent }).catch(() => undefined);
    // Disabled before the lease goes: a bot without a lease that is still enabled and ACTIVE is an orphan the
    // take-over starts again, which must not happen to a bot that was stopped or kicked. The status comes last, so
    // whoever sees it sees the bot ended.
    if (!options.keepEnabled && bot.kind === 'bot') await repo.updateAccount(accountId, { botEnabled: false }).catch(() => undefined);
    if (options.handTo) await repo.handLease(accountId, holder, options.handTo, timing.leaseTtlMs).catch(() => undefined);
    else await repo.releaseLease(accountId, holder).catch(() => undefined);
    if (options.statusAfter) await repo.setStatus(accountId, options.statusAfter).catch(() => undefined);
    log.info({ accountId, reason, kind: bot.kind }, 'session ended');
    if (CUSTOMER_ENDS.has(reason)) connections.forget(accountId);
    else if (DISCONNECT_REASONS[reason]) connections.down(bot, reason);
  }

  /**
   * The account's one live session, here: the lease taken, then logged in. Undefined when another process holds
   * the lease. A `bot` also listens; a work session already here becomes the bot.
   */
  async function openHere(workspaceId: string, accountId: string, kind: LiveBot['kind'], loginKind: AccountLoginKind): Promise<LiveBot | undefined> {
    const existing = live.get(accountId);
    if (existing) {
      if (kind === 'bot' && existing.kind === 'work') await becomeBot(existing);
      return existing;
    }
    // Refused at the day's maximum before the lease is taken: a lease held for a login that cannot happen would show
    // an enabled bot as running meanwhile.
    if (AUTOMATIC_LOGINS.has(loginKind) && !(await repo.liveLease(accountId))) await deps.logins.assertAutomaticAllowed(accountId);
    if (!(await repo.acquireLease(accountId, holder, timing.leaseTtlMs))) return undefined;
    let session: PlatformSession;
    try {
      session = await loginFor(workspaceId, accountId, loginKind);
    } catch (error) {
      await repo.releaseLease(accountId, holder);
      throw error;
    }
    const bot: LiveBot = {
      kind: 'work',
      accountId,
      workspaceId,
      session,
      sessionRowId: null,
      busy: 0,
      lastUsedAt: Date.now(),
      received: 0,
      sent: 0,
      reconnectAttempts: 0,
      lastMessageAt: null,
      timers: [],
    };
    live.set(accountId, bot);
    const renew = setInterval(() => void renewLease(bot), timing.leaseTtlMs / 3);
    const cookie = setInterval(() => void saveCookie(bot).catch(() => undefined), timing.saveCookieEveryMs);
    const idle = setInterval(() => void closeIfIdle(bot), Math.min(60_000, Math.max(50, timing.idleCloseMs / 4)));
    for (const timer of [renew, cookie, idle]) timer.unref();
    bot.timers.push(renew, cookie, idle);
    if (kind === 'bot') await becomeBot(bot);
    else log.info({ accountId }, 'session opened for work');
    return bot;
  }

  /** The live session starts listening: the account's bot runs here. */
  async function becomeBot(bot: LiveBot): Promise<void> {
    bot.kind = 'bot';
    bot.sessionRowId = await repo.openSession({ accountId: bot.accountId, workspaceId: bot.workspaceId, holder });
    try {
      listen(bot);
    } catch (error) {
      await end(bot.accountId, 'ERROR');
      throw toSessionError(error);
    }
    await repo.updateAccount(bot.accountId, { botEnabled: true });
    log.info({ accountId: bot.accountId }, 'bot started');
    connections.up(bot);
  }

  async function closeIfIdle(bot: LiveBot): Promise<void> {
    if (live.get(bot.accountId) !== bot || bot.kind !== 'work' || bot.busy > 0) return;
    if (Date.now() - bot.lastUsedAt >= timing.idleCloseMs) await end(bot.accountId, 'IDLE', { keepEnabled: true });
  }

  async function renewLease(bot: LiveBot): Promise<void> {
    const kept = await repo.acquireLease(bot.accountId, holder, timing.leaseTtlMs).catch(() => true);
    if (!kept) return end(bot.accountId, 'LEASE_LOST', { keepEnabled: true });
    // The bot was started where it could not run (another process, an api process): it runs here, with the session.
    if (bot.kind === 'work' && live.get(bot.accountId) === bot) {
      const account = await repo.account(bot.workspaceId, bot.accountId).catch(() => undefined);
      if (account?.botEnabled && account.status === 'ACTIVE') await becomeBot(bot).catch((error: unknown) => log.warn({ err: error, accountId: bot.accountId }, 'bot not started'));
    }
  }

  /**
   * Runs `work` on a live session of this process. An expired session ends (the account then needs a login); the
   * platform's error is thrown as it came (forwarded calls answer it so).
   */
  async function runLocal<T>(bot: LiveBot, work: (session: PlatformSession) => Promise<T>): Promise<T> {
    bot.busy += 1;
    try {
      return await work(bot.session);
    } catch (error) {
      if (needsRelogin(error)) {
        await repo.setStatus(bot.accountId, 'COOKIE_EXPIRED');
        await end(bot.accountId, 'SESSION_EXPIRED', { statusAfter: 'COOKIE_EXPIRED' });
      }
      throw error;
    } finally {
      bot.busy -= 1;
      bot.lastUsedAt = Date.now();
    }
  }

  return { live, end, openHere, runLocal };
}

/**
 * The live account sessions of this server process. A database lease keeps every account to one live session
 * across all processes: the process holding it does everything that needs the session, and any other process
 * forwards its calls there (forwarding.ts). A process that dies stops renewing, and another takes the bot over.
 */
export function createBotRuntime(deps: RuntimeDeps) {
  const { repo, log, holder, forwarding } = deps;
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  const { live, end, openHere, runLocal } = createLiveBots(deps, timing);
  /** One session method, by name, on a live session here (a forwarded call). */
  const callHere = (bot: LiveBot, method: string, args: unknown[]): Promise<unknown> => {
    if (!isForwardedMethod(method)) return Promise.reject(new PlatformError('INVALID_INPUT'));
    return runLocal(bot, (session) => (session[method] as (...values: unknown[]) => Promise<unknown>)(...args));
  };
  const starting = new Map<string, Promise<void>>();
  const opening = new Map<string, Promise<LiveBot | undefined>>();
  /** What other modules hand to the process holding an account's session (the job engine's runs), by kind. */
  const handedWork = new Map<string, (accountId: string, payload: unknown) => void>();
  let takeoverTimer: NodeJS.Timeout | undefined;
  let closed = false;

  /** This process may take one more lease (its role holds sessions, and it is below WORKER_MAX_SESSIONS). */
  const hasRoom = () => deps.holdsSessions && !closed && live.size < deps.maxSessions;
  /** Other processes that may hold sessions were seen at the last take-over tick. */
  let othersSeen = false;
  /**
   * Another process holds fewer sessions than this one: a new session is left to it first (holderElsewhere,
   * onWanted), so the sessions opened for work spread over the processes as the bots do, instead of being opened in
   * one and closed again at its tick (a login each time).
   */
  async function othersHoldFewer(): Promise<boolean> {
    if (!othersSeen) return false;
    const fewest = await repo.leastLoaded(holder, aliveMs()).catch(() => undefined);
    return fewest !== undefined && fewest.leases < live.size;
  }
  /** A process is alive when seen at one of its last two take-over ticks. */
  const aliveMs = () => 2 * timing.takeoverEveryMs + 1_000;

  /** The live session here, opened (lease and login) when nobody holds it and this process has room. */
  async function sessionHere(workspaceId: string, accountId: string, kind: LiveBot['kind'] = 'work', loginKind: AccountLoginKind = 'SHORT'): Promise<LiveBot | undefined> {
    const running = live.get(accountId);
    if (running && (kind === 'work' || running.kind === 'bot')) return running;
    if (!running && !hasRoom()) return undefined;
    const pending = opening.get(accountId);
    if (pending) {
      await pending.catch(() => undefined);
      return sessionHere(workspaceId, accountId, kind, loginKind);
    }
    const work = openHere(workspaceId, accountId, kind, loginKind).finally(() => opening.delete(accountId));
    opening.set(accountId, work);
    return work;
  }

  /**
   * The process holding the account's lease, another than this one. Nobody holding it, the processes that may hold
   * sessions are asked to take it, and the lease is watched until one does (or this process takes it itself).
   */
  async function holderElsewhere(workspaceId: string, accountId: string, loginKind: 'SHORT' | 'BOT' | 'TAKEOVER' = 'SHORT'): Promise<string | LiveBot> {
    const deadline = Date.now() + forwarding.timeoutMs;
    // Holding more than another process, this one gives the others a moment to take the account before it does.
    let politeUntil: number | undefined;
    let statusWhenAsked: string | undefined;
    for (;;) {
      const lease = await repo.liveLease(accountId);
      if (lease && lease.holder !== holder) return lease.holder;
      // Nobody holds it (or this process is opening it): here, unless another process should take it.
      if (!lease) politeUntil ??= (await othersHoldFewer()) ? Date.now() + Math.min(POLITE_WAIT_MS, forwarding.timeoutMs / 2) : 0;
      const here = lease || Date.now() >= (politeUntil ?? 0) ? await sessionHere(workspaceId, accountId, 'work', loginKind) : undefined;
      if (here) return here;
      // What the holder's login would refuse at once is said at once; a login that failed there moves the status.
      const account = await repo.account(workspaceId, accountId);
      if (!account) throw new SessionError('ACCOUNT_NOT_FOUND');
      if (!account.credentialsSealed) throw new SessionError('NOT_LOGGED_IN');
      if (statusWhenAsked === undefined) {
        statusWhenAsked = account.status;
        await forwarding.want({ workspaceId, accountId, loginKind });
      } else if (account.status !== statusWhenAsked && account.status !== 'ACTIVE') {
        throw new SessionError('SESSION_EXPIRED');
      }
      if (Date.now() > deadline) throw new SessionError('NO_HOLDER');
      await new Promise((resolve) => setTimeout(resolve, timing.holderPollMs));
    }
  }

  /** Sends one of the runtime's own calls (start, stop, restart) to the process holding the account, if any. */
  async function tellHolder(accountId: string, method: ControlMethod, args: unknown[]): Promise<void> {
    const lease = await repo.liveLease(accountId);
    if (lease && lease.holder !== holder) await forwarding.call(lease.holder, { accountId, method, args });
  }

  /** What another process asked of this one: a call on a live session here, or a start, stop or restart. */
  async function answer(call: ForwardedCall): Promise<unknown> {
    const { accountId, method, args } = call;
    if (method === 'startBot') return runtime.start(args[0] as string, accountId, { forwarded: true, kind: (args[1] as StartOptions['kind']) ?? 'BOT' });
    if (method === 'stopBot') return live.has(accountId) ? runtime.stop(accountId, args[0] as string) : undefined;
    if (method === 'restartBot') return runtime.restart(args[0] as string, accountId);
    if (method === 'endSession') return runtime.endLiveSession(accountId, args[0] as string);
    await opening.get(accountId)?.catch(() => undefined);
    if (method === 'takeWork') return takeWork(accountId, args[0] as string, args[1]);
    const bot = live.get(accountId);
    if (!bot) {
      // The session was handed over or ended meanwhile: nothing ran, the caller looks for the holder again. A lease
      // of this process left without a session (its end under way) goes now, so the caller may take the account.
      await repo.releaseLease(accountId, holder).catch(() => undefined);
      throw new SessionError('MOVED');
    }
    return callHere(bot, method, args);
  }

  /** Work handed here by another process's handToHolder: taken only while the account's session lives here. */
  function takeWork(accountId: string, kind: string, payload: unknown): true {
    const take = handedWork.get(kind);
    if (!take || !live.has(accountId)) throw new SessionError('MOVED');
    take(accountId, payload);
    return true;
  }

  /**
   * The take-over tick. This process is seen alive, and the accounts' sessions are shared between the processes seen
   * lately, about total / processes each. Above its share this process hands over idle sessions (no call running on
   * them, so a send in progress is never dropped): a work-only one just closes, a bot's lease goes to the process
   * holding the fewest, which is told to start it. Below its share it takes the bots that nobody runs (the lease
   * decides between processes). A dead process's bots are orphans once its leases expire.
   */
  async function balance(): Promise<void> {
    if (closed) return;
    // A process that may hold no session (WORKER_MAX_SESSIONS=0) is not among those sharing them: counted, it would
    // make the others close sessions it cannot take, and be handed bots it cannot start.
    if (deps.maxSessions > 0) await repo.present(holder);
    const orphans = await repo.orphanedBots();
    const { processes, leases } = await repo.shares(aliveMs());
    const share = Math.min(deps.maxSessions, Math.ceil((leases + orphans.length) / processes));
    othersSeen = processes > 1;
    // Work-only sessions first: handing one over costs nothing, a bot logs in again elsewhere.
    const idle = [...live.values()].filter((bot) => bot.busy === 0).sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'work' ? -1 : 1));
    for (const bot of idle.slice(0, Math.max(0, live.size - share))) {
      // A bot at the day's maximum of logins stays: elsewhere it could not log in again until midnight.
      if (bot.kind === 'bot' && !(await deps.logins.mayLogInAgain(bot.accountId))) continue;
      const target = bot.kind === 'bot' ? (await repo.leastLoaded(holder, aliveMs()))?.holder : undefined;
      await end(bot.accountId, 'HANDED_OVER', { keepEnabled: true, handTo: target });
      if (!target) continue;
      const startThere = { accountId: bot.accountId, method: 'startBot' satisfies ControlMethod, args: [bot.workspaceId, 'TAKEOVER'] };
      // Not waited for: should it fail, the lease handed over expires and the take-over restarts the bot.
      void forwarding.call(target, startThere).catch((error: unknown) => log.warn({ err: error, accountId: bot.accountId, target }, 'bot handed over did not start'));
    }
    for (const { id, workspaceId } of orphans) {
      if (live.size >= share || !hasRoom()) return;
      if (live.has(id) || starting.has(id)) continue;
      await runtime.start(workspaceId, id, { kind: 'TAKEOVER' }).catch((error: unknown) => {
        // At the day's maximum of logins the bot waits for midnight (or the customer's own login): no warning each round.
        if (error instanceof SessionError && error.failure === 'DAILY_LOGIN_CAP') return log.debug({ accountId: id }, 'bot waits: daily logins used up');
        log.warn({ err: error, accountId: id }, 'bot could not be restored');
        if (!(error instanceof SessionError) || !error.needsUser) return;
        return repo.updateAccount(id, { botEnabled: false });
      });
    }
  }

  const runtime = {
    /**
     * Starts the account's bot (idempotent). The account must be logged in. Held by another process, that process
     * starts it; nobody able to hold it here (role api, full), a process that can is asked to.
     */
    async start(workspaceId: string, accountId: string, options: StartOptions = {}): Promise<void> {
      const pending = starting.get(accountId);
      if (pending) return pending;
      const loginKind = options.kind ?? 'BOT';
      const work = (async () => {
        if (await sessionHere(workspaceId, accountId, 'bot', loginKind)) return;
        // Wanted wherever it runs: the holder starts it (or the take-over, should it die first).
        await repo.updateAccount(accountId, { botEnabled: true });
        if (options.forwarded) return;
        const found = await holderElsewhere(workspaceId, accountId, loginKind);
        if (typeof found === 'string') await forwarding.call(found, { accountId, method: 'startBot' satisfies ControlMethod, args: [workspaceId, loginKind] });
        else await sessionHere(workspaceId, accountId, 'bot', loginKind);
      })().finally(() => starting.delete(accountId));
      starting.set(accountId, work);
      return work;
    },

    async stop(accountId: string, reason = 'STOPPED'): Promise<void> {
      await starting.get(accountId)?.catch(() => undefined);
      const bot = live.get(accountId);
      // A stop leaves a session kept for work as it is; a deletion ends it.
      if (bot && (bot.kind === 'bot' || reason !== 'STOPPED')) return end(accountId, reason);
      await repo.updateAccount(accountId, { botEnabled: false });
      if (!bot) await tellHolder(accountId, 'stopBot', [reason]).catch((error: unknown) => log.warn({ err: error, accountId }, 'the holder was not told to stop the bot'));
    },

    /**
     * After the account's proxy changed: the session ends wherever it lives, so the next one goes out through the
     * new proxy; a bot starts again at once. A start that fails leaves the bot enabled: the take-over retries it
     * (and gives up when the user must act, as for any bot).
     */
    async restart(workspaceId: string, accountId: string): Promise<void> {
      await starting.get(accountId)?.catch(() => undefined);
      const bot = live.get(accountId);
      if (!bot) {
        await tellHolder(accountId, 'restartBot', [workspaceId]).catch((error: unknown) => log.warn({ err: error, accountId }, 'the holder was not told of the proxy change'));
        return;
      }
      await end(accountId, 'PROXY_CHANGED', { keepEnabled: true });
      if (bot.kind !== 'bot') return;
      await runtime.start(workspaceId, accountId).catch((error: unknown) => log.warn({ err: error, accountId }, 'bot not restarted after a proxy change'));
    },

    /**
     * Before the customer logs the account in again (a pasted cookie, "Đăng nhập lại"): its live session ends wherever
     * it lives, so the new login is never a second live session, and the lease goes to `loggingIn` (this process by
     * default), which holds it through its login (the take-over must not start the still enabled bot meanwhile) and
     * lets it go with releaseAfterLogin. True when it was a running bot (to start again with the new credentials).
     */
    async endLiveSession(accountId: string, loggingIn = holder): Promise<boolean> {
      await opening.get(accountId)?.catch(() => undefined);
      const bot = live.get(accountId);
      if (bot) {
        await end(accountId, 'RELOGIN', { keepEnabled: true, handTo: loggingIn });
        return bot.kind === 'bot';
      }
      const lease = await repo.liveLease(accountId);
      if (lease && lease.holder !== holder) {
        return (await forwarding.call(lease.holder, { accountId, method: 'endSession' satisfies ControlMethod, args: [loggingIn] })) === true;
      }
      if (loggingIn === holder) await repo.acquireLease(accountId, holder, timing.leaseTtlMs).catch(() => false);
      return false;
    },

    /** The customer's login (see endLiveSession) is over: the lease it held goes, unless a session lives here. */
    async releaseAfterLogin(accountId: string): Promise<void> {
      if (!live.has(accountId)) await repo.releaseLease(accountId, holder).catch(() => undefined);
    },

    /** The account's credentials changed (a new login): a session kept here for work ends, the next one uses them. */
    async credentialsChanged(accountId: string): Promise<void> {
      await opening.get(accountId)?.catch(() => undefined);
      if (live.get(accountId)?.kind === 'work') await end(accountId, 'RELOGIN', { keepEnabled: true });
    },

    /**
     * Running anywhere: listening here, or enabled with a live lease (another process's, or this one's while it hands
     * the bot over: a stop disables the bot before its lease goes).
     */
    async isRunning(accountId: string): Promise<boolean> {
      const bot = live.get(accountId);
      if (bot) return bot.kind === 'bot';
      return repo.botLeased(accountId);
    },

    /** This process's session of the account, if it lives here. */
    liveSession: (accountId: string): PlatformSession | undefined => live.get(accountId)?.session,

    /** True when a login here would be the account's only session: no live lease anywhere, and room here. */
    async mayLogInHere(accountId: string): Promise<boolean> {
      return hasRoom() && !live.has(accountId) && !(await repo.liveLease(accountId));
    },

    /**
     * Runs `work` with the account's one live session: this process's, or the holder's through forwarded calls. When
     * nobody holds it, this process opens it (and keeps it while used), or asks one that may hold sessions.
     */
    async withSession<T>(workspaceId: string, accountId: string, work: (session: PlatformSession) => Promise<T>): Promise<T> {
      const found = live.get(accountId) ?? (await holderElsewhere(workspaceId, accountId));
      if (typeof found !== 'string') {
        return runLocal(found, work).catch((error: unknown) => Promise.reject(toSessionError(error)));
      }
      const account = await repo.account(workspaceId, accountId);
      if (!account) throw new SessionError('ACCOUNT_NOT_FOUND');
      let target: string | LiveBot = found;
      /**
       * Where the session is now, looked up before each forwarded call: a long run's session may have moved, or its
       * holder left (shut down, or died and its lease expired), since the last one; a call to a process that left
       * would wait the whole timeout for nothing.
       */
      const whereNow = async (): Promise<string | LiveBot> => {
        if (typeof target !== 'string') return target;
        const lease = await repo.liveLease(accountId);
        if (lease?.holder === target) return target;
        return live.get(accountId) ?? holderElsewhere(workspaceId, accountId);
      };
      // A call that reached a process no longer holding the session ran nothing there: it goes where the session is now.
      const send = async (method: string, args: unknown[], once: boolean, moves = 0): Promise<unknown> => {
        target = await whereNow();
        if (typeof target !== 'string') return callHere(target, method, args);
        try {
          return await forwarding.call(target, { accountId, method, args }, { once });
        } catch (error) {
          if (!(error instanceof SessionError && error.failure === 'MOVED') || moves >= MAX_MOVES) throw error;
          target = live.get(accountId) ?? (await holderElsewhere(workspaceId, accountId));
          return send(method, args, once, moves + 1);
        }
      };
      const remote = createRemoteSession(account.zaloUserId ?? '', send);
      return work(remote).catch((error: unknown) => Promise.reject(toSessionError(error)));
    },

    /**
     * Hands work of another module (`kind`, registered there with onHandedWork) to the process holding the account's
     * session, so it runs beside the session instead of forwarding each call to it. 'handed': the holder took it.
     * Run it here when the session lives 'here', 'nowhere' (nobody holds it) or the holder 'refused' (it no longer
     * holds the session, or takes no such work; or it did not take the call in time, which then never runs there).
     * 'unknown': the holder took the call but its answer did not come in time: it may have taken the work.
     */
    async handToHolder(accountId: string, kind: string, payload: unknown): Promise<HandOver> {
      if (live.has(accountId) || opening.has(accountId)) return 'here';
      const lease = await repo.liveLease(accountId);
      if (!lease) return 'nowhere';
      if (lease.holder === holder) return 'here';
      try {
        // A call the holder claims once: should it not answer in time, the call is withdrawn unless it was taken.
        const takeWork = { accountId, method: 'takeWork' satisfies ControlMethod, args: [kind, payload] };
        await forwarding.call(lease.holder, takeWork, { once: true, timeoutMs: Math.min(forwarding.timeoutMs, HAND_OVER_TIMEOUT_MS) });
        return 'handed';
      } catch (error) {
        return error instanceof SessionError && error.failure === 'HOLDER_SILENT' ? 'unknown' : 'refused';
      }
    },

    /** Runs `take` for the work of `kind` other processes hand here (handToHolder) while the account's session is here. */
    onHandedWork(kind: string, take: (accountId: string, payload: unknown) => void): void {
      handedWork.set(kind, take);
    },

    health(accountId: string) {
      const bot = live.get(accountId);
      return {
        listening: Boolean(bot?.session.listening),
        reconnectAttempts: bot?.reconnectAttempts ?? 0,
        lastMessageAt: bot?.lastMessageAt?.toISOString() ?? null,
      };
    },

    /**
     * Holding sessions (roles all and worker): answers the calls other processes forward, takes the accounts they
     * want held, restores the bots that were running and keeps taking over orphans. Role api starts none of it.
     */
    async begin(): Promise<void> {
      closed = false;
      if (!deps.holdsSessions) return;
      await forwarding.answer(answer);
      await forwarding.onWanted(({ workspaceId, accountId, loginKind }) => {
        const take = () => {
          if (!hasRoom() || live.has(accountId)) return;
          void sessionHere(workspaceId, accountId, 'work', loginKind ?? 'SHORT').catch((error: unknown) => log.warn({ err: error, accountId }, 'wanted session not opened'));
        };
        // Every process hears the wish and the lease decides; one holding no more than the others tries first.
        void othersHoldFewer().then((wait) => (wait ? setTimeout(take, POLITE_WAIT_MS / 3).unref() : take()));
      });
      const takeOver = () => void balance().catch((error: unknown) => log.error({ err: error }, 'taking over bots failed'));
      takeOver();
      takeoverTimer = setInterval(takeOver, timing.takeoverEveryMs);
      takeoverTimer.unref();
    },

    /** Server shutdown: sessions end but stay enabled, so the next start (or another process) resumes them. */
    async shutdown(): Promise<void> {
      closed = true;
      clearInterval(takeoverTimer);
      await Promise.all([...live.keys()].map((accountId) => end(accountId, 'SERVER_SHUTDOWN', { keepEnabled: true })));
      forwarding.stop();
      if (deps.holdsSessions) await repo.leave(holder).catch(() => undefined);
    },

    get liveCount(): number {
      return live.size;
    },
  };
  return runtime;
}
export type BotRuntime = ReturnType<typeof createBotRuntime>;

/** The runtime's own calls between processes (forwarding.ts carries them with the session calls). */
type ControlMethod = 'startBot' | 'stopBot' | 'restartBot' | 'endSession' | 'takeWork';

/** Where handToHolder left a piece of work (see there). */
export type HandOver = 'here' | 'nowhere' | 'refused' | 'handed' | 'unknown';
/** The runtime's side of placing other modules' work beside the account's session. */
export type SessionPlacement = Pick<BotRuntime, 'handToHolder' | 'onHandedWork'>;
