import type { FastifyBaseLogger } from 'fastify';
import { needsRelogin } from '../../platform/errors';
import type { ChatPlatform, PlatformSession } from '../../platform/gateway';
import { type IncomingMessage, type ListenerClose, ListenerCloseCode, type ProxySettings } from '../../platform/types';
import type { AutoReplier } from './auto-reply';
import { createMessageHandler, type MessageSink, NO_MESSAGE_SINK } from './on-message';
import type { CredentialStore } from './credentials';
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
}

export const DEFAULT_TIMING: RuntimeTiming = {
  leaseTtlMs: 30_000,
  takeoverEveryMs: 15_000,
  saveCookieEveryMs: 10 * 60_000,
  reconnectBaseMs: 1_000,
  reconnectMaxMs: 60_000,
};

interface LiveBot {
  accountId: string;
  workspaceId: string;
  session: PlatformSession;
  sessionRowId: string;
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
  logins: Pick<DailyLogins, 'record' | 'assertAutomaticAllowed'>;
  /** This server process, as lease holder. */
  holder: string;
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
type EndOptions = { keepEnabled?: boolean; statusAfter?: 'RELOGIN_REQUIRED' | 'COOKIE_EXPIRED' };
type BotEnd = (accountId: string, reason: string, options?: EndOptions) => Promise<void>;

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
      void end(bot.accountId, 'DUPLICATE');
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
    await repo.closeSession(bot.sessionRowId, reason, { received: bot.received, sent: bot.sent }).catch(() => undefined);
    // Disabled before the lease goes: a bot without a lease that is still enabled and ACTIVE is an orphan the
    // take-over starts again, which must not happen to a bot that was stopped or kicked. The status comes last, so
    // whoever sees it sees the bot ended.
    if (!options.keepEnabled) await repo.updateAccount(accountId, { botEnabled: false }).catch(() => undefined);
    await repo.releaseLease(accountId, holder).catch(() => undefined);
    if (options.statusAfter) await repo.setStatus(accountId, options.statusAfter).catch(() => undefined);
    log.info({ accountId, reason }, 'bot stopped');
    if (CUSTOMER_ENDS.has(reason)) connections.forget(accountId);
    else if (DISCONNECT_REASONS[reason]) connections.down(bot, reason);
  }

  async function startHere(workspaceId: string, accountId: string, kind: 'BOT' | 'TAKEOVER'): Promise<void> {
    if (live.has(accountId)) return;
    if (!(await repo.acquireLease(accountId, holder, timing.leaseTtlMs))) {
      // Another process holds the live session: the bot is running, which is what was asked.
      await repo.updateAccount(accountId, { botEnabled: true });
      return;
    }
    let session: PlatformSession;
    try {
      session = await loginFor(workspaceId, accountId, kind);
    } catch (error) {
      await repo.releaseLease(accountId, holder);
      throw error;
    }
    const bot: LiveBot = {
      accountId,
      workspaceId,
      session,
      sessionRowId: await repo.openSession({ accountId, workspaceId, holder }),
      received: 0,
      sent: 0,
      reconnectAttempts: 0,
      lastMessageAt: null,
      timers: [],
    };
    live.set(accountId, bot);
    const renew = setInterval(() => void renewLease(bot), timing.leaseTtlMs / 3);
    const cookie = setInterval(() => void saveCookie(bot).catch(() => undefined), timing.saveCookieEveryMs);
    renew.unref();
    cookie.unref();
    bot.timers.push(renew, cookie);
    try {
      listen(bot);
    } catch (error) {
      await end(accountId, 'ERROR');
      throw toSessionError(error);
    }
    await repo.updateAccount(accountId, { botEnabled: true });
    log.info({ accountId }, 'bot started');
    connections.up(bot);
  }

  async function renewLease(bot: LiveBot): Promise<void> {
    const kept = await repo.acquireLease(bot.accountId, holder, timing.leaseTtlMs).catch(() => true);
    if (!kept) await end(bot.accountId, 'LEASE_LOST', { keepEnabled: true });
  }

  return { live, end, startHere, loginFor };
}

/**
 * The live account sessions of this server process. A database lease keeps every account to one live
 * session across all processes; a process that dies stops renewing, and another takes the bot over.
 */
export function createBotRuntime(deps: RuntimeDeps) {
  const { repo, log } = deps;
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  const { live, end, startHere, loginFor } = createLiveBots(deps, timing);
  const starting = new Map<string, Promise<void>>();
  let takeoverTimer: NodeJS.Timeout | undefined;
  let closed = false;

  /** Starts the bots that should run and that nobody runs; the lease decides between processes. */
  async function takeOverOrphans(): Promise<void> {
    if (closed) return;
    for (const { id, workspaceId } of await repo.orphanedBots()) {
      if (live.has(id) || starting.has(id)) continue;
      await runtime.start(workspaceId, id, 'TAKEOVER').catch((error: unknown) => {
        // At the day's maximum of logins the bot waits for midnight (or the customer's own login): no warning each round.
        if (error instanceof SessionError && error.failure === 'DAILY_LOGIN_CAP') return log.debug({ accountId: id }, 'bot waits: daily logins used up');
        log.warn({ err: error, accountId: id }, 'bot could not be restored');
        if (!(error instanceof SessionError) || !error.needsUser) return;
        return repo.updateAccount(id, { botEnabled: false });
      });
    }
  }

  const runtime = {
    /** Starts the account's bot (idempotent). The account must be logged in. `TAKEOVER`: the server restores it by itself. */
    async start(workspaceId: string, accountId: string, kind: 'BOT' | 'TAKEOVER' = 'BOT'): Promise<void> {
      const pending = starting.get(accountId);
      if (pending) return pending;
      const work = startHere(workspaceId, accountId, kind).finally(() => starting.delete(accountId));
      starting.set(accountId, work);
      return work;
    },

    async stop(accountId: string, reason = 'STOPPED'): Promise<void> {
      await starting.get(accountId)?.catch(() => undefined);
      if (live.has(accountId)) await end(accountId, reason);
      else await repo.updateAccount(accountId, { botEnabled: false });
    },

    /**
     * After the account's proxy changed: a bot running in this process ends and starts again, so it goes out
     * through the new proxy. A start that fails leaves the bot enabled: the take-over retries it (and gives up
     * when the user must act, as for any bot).
     */
    async restart(workspaceId: string, accountId: string): Promise<void> {
      await starting.get(accountId)?.catch(() => undefined);
      if (!live.has(accountId)) return;
      await end(accountId, 'PROXY_CHANGED', { keepEnabled: true });
      await runtime.start(workspaceId, accountId).catch((error: unknown) => log.warn({ err: error, accountId }, 'bot not restarted after a proxy change'));
    },

    /** Running anywhere: a live lease, whichever process holds it. */
    async isRunning(accountId: string): Promise<boolean> {
      return live.has(accountId) || Boolean(await repo.liveLease(accountId));
    },

    /** This process's session of the account, if it runs here. */
    liveSession: (accountId: string): PlatformSession | undefined => live.get(accountId)?.session,

    /** Runs `work` with the live session, or with a short one of its own when the bot runs nowhere here. */
    async withSession<T>(workspaceId: string, accountId: string, work: (session: PlatformSession) => Promise<T>): Promise<T> {
      const running = live.get(accountId);
      const session = running?.session ?? (await loginFor(workspaceId, accountId, 'SHORT'));
      try {
        return await work(session);
      } catch (error) {
        if (needsRelogin(error)) {
          await repo.setStatus(accountId, 'COOKIE_EXPIRED');
          if (running) await end(accountId, 'SESSION_EXPIRED', { statusAfter: 'COOKIE_EXPIRED' });
        }
        throw toSessionError(error);
      } finally {
        if (!running) await session.close().catch(() => undefined);
      }
    },

    health(accountId: string) {
      const bot = live.get(accountId);
      return {
        listening: Boolean(bot?.session.listening),
        reconnectAttempts: bot?.reconnectAttempts ?? 0,
        lastMessageAt: bot?.lastMessageAt?.toISOString() ?? null,
      };
    },

    /** Restores the bots that were running and keeps taking over orphans. */
    begin(): void {
      closed = false;
      const takeOver = () => void takeOverOrphans().catch((error: unknown) => log.error({ err: error }, 'taking over bots failed'));
      takeOver();
      takeoverTimer = setInterval(takeOver, timing.takeoverEveryMs);
      takeoverTimer.unref();
    },

    /** Server shutdown: sessions end but stay enabled, so the next start (or another process) resumes them. */
    async shutdown(): Promise<void> {
      closed = true;
      clearInterval(takeoverTimer);
      await Promise.all([...live.keys()].map((accountId) => end(accountId, 'SERVER_SHUTDOWN', { keepEnabled: true })));
    },

    get liveCount(): number {
      return live.size;
    },
  };
  return runtime;
}
export type BotRuntime = ReturnType<typeof createBotRuntime>;
