import { type BotHealth, type BotSessionPage, type CookieValidation, type ReloginResult, sessionCookieOf } from 'shared-sdk/schemas';
import { AppError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { ChatPlatform } from '../../platform/gateway';
import type { Credentials, ProxySettings, SessionCookie } from '../../platform/types';
import type { CredentialStore } from './credentials';
import type { DailyLogins } from './daily-logins';
import { SessionError, toSessionError } from './session-error';
import type { BotsRepo } from './repo';
import type { BotRuntime } from './runtime';

export const BOT_SERVICE_ERRORS = {
  accountNotFound: 'Không tìm thấy tài khoản',
  notActive: 'Tài khoản chưa hoạt động, vui lòng đăng nhập trước',
  invalidCookie: 'Chưa có phiên Zalo để đăng nhập: hãy dán cookie, IMEI và User-Agent, hoặc đăng nhập bằng mã QR',
  userNotFound: 'Không tìm thấy người nhận trên Zalo',
  otherZaloUser: 'Tài khoản Zalo vừa đăng nhập khác với tài khoản Zalo đã liên kết. Vui lòng đăng nhập lại bằng đúng tài khoản Zalo trước đây.',
  cookieCheckFailed: 'Không kiểm tra được cookie, vui lòng thử lại',
} as const;

/** A new login makes the last cookie check meaningless: the account's cookie is a new one. */
export const NO_COOKIE_CHECK = { cookieValid: null, cookieCheckedAt: null, cookieCheckError: null } as const;

/** A re-login must not hand an account's history, friends and jobs to another Zalo user. */
export const isOtherZaloUser = (account: { zaloUserId: string | null }, zaloUserId: string) =>
  account.zaloUserId !== null && account.zaloUserId !== zaloUserId;

type Account = NonNullable<Awaited<ReturnType<BotsRepo['account']>>>;

export interface CookieLoginInput {
  cookie?: unknown;
  imei?: string;
  userAgent?: string;
}

interface BotsServiceDeps {
  repo: BotsRepo;
  runtime: BotRuntime;
  platform: ChatPlatform;
  credentials: CredentialStore;
  proxyFor: (workspaceId: string, proxyId: string | null) => Promise<ProxySettings | null>;
  /** Every login counted (the customer's own ones here: cookie, "Kiểm tra"; never refused); today's for the health. */
  logins: Pick<DailyLogins, 'record' | 'ofAccount'>;
  aiProviderConfigured: boolean;
}

/** The user's account, or a 404. */
type OwnedAccount = (workspaceId: string, accountId: string) => Promise<Account>;

/** Logging in with a pasted or stored session cookie, and checking the stored one. */
function createCookieLogins(deps: BotsServiceDeps, owned: OwnedAccount) {
  const { repo, runtime, platform } = deps;

  /** Logs in with `credentials`; on success (by the account's own Zalo user) they become the account's and it is ACTIVE. */
  async function logInWith(workspaceId: string, account: Account, credentials: Credentials) {
    const accountId = account.id;
    // Never a second live session: the one the account has (here or in another process) ends first, and this process
    // holds the account's lease until its own login is closed.
    const botWasRunning = await runtime.endLiveSession(accountId);
    try {
      await logInAndStore(workspaceId, account, credentials);
    } finally {
      await runtime.releaseAfterLogin(accountId);
    }
    if (botWasRunning) await runtime.start(workspaceId, accountId).catch(() => undefined);
  }

  /** The login itself: the profile and the refreshed cookie stored, the session closed again. */
  async function logInAndStore(workspaceId: string, account: Account, credentials: Credentials) {
    const accountId = account.id;
    const session = await platform.login({ ...credentials, proxy: await deps.proxyFor(workspaceId, account.proxyId) }).catch((error: unknown) => {
      throw toSessionError(error);
    });
    try {
      const profile = await session.getProfile();
      if (isOtherZaloUser(account, profile.userId)) throw new AppError(409, BOT_SERVICE_ERRORS.otherZaloUser);
      const cookie = await session.getCookie();
      await repo.updateAccount(accountId, {
        credentialsSealed: deps.credentials.seal(accountId, { ...credentials, cookie }),
        zaloUserId: profile.userId,
        zaloName: profile.displayName || null,
        phone: profile.phone,
        avatarUrl: profile.avatar || null,
        status: 'ACTIVE',
        lastLoginAt: new Date(),
        ...NO_COOKIE_CHECK,
      });
      await deps.logins.record(accountId, 'COOKIE');
      await runtime.credentialsChanged(accountId);
    } finally {
      await session.close().catch(() => undefined);
    }
  }

  /** True when Zalo accepts the stored cookie, false when it refuses it; throws when it cannot be asked. */
  async function checkCookie(workspaceId: string, account: Account): Promise<boolean> {
    const credentials = deps.credentials.open(account.id, account.credentialsSealed);
    if (!credentials) return false;
    if (!(await runtime.mayLogInHere(account.id))) {
      // A live session (here or in the process holding it) answers: a login of the check's own would be a second one.
      const profile = await runtime
        .withSession(workspaceId, account.id, (session) => session.getProfile())
        .catch((error: unknown) => (error instanceof SessionError && error.needsUser ? null : Promise.reject(error)));
      if (profile) {
        // The live session knows who is logged in: accounts logged in before names were kept get theirs.
        if (profile.displayName && profile.displayName !== account.zaloName) await repo.updateAccount(account.id, { zaloName: profile.displayName });
        return true;
      }
      return false;
    }
    const check = await platform
      .checkCookie({ ...credentials, proxy: await deps.proxyFor(workspaceId, account.proxyId) })
      .catch((error: unknown) => Promise.reject(toSessionError(error)));
    // Checking logs in (and out): a login of the day like any other.
    if (check.valid) await deps.logins.record(account.id, 'CHECK');
    return check.valid;
  }

  return {
    /**
     * A check that cannot reach the platform throws; a refused cookie is `isValid: false`. Either way the result is
     * kept on the account (with the reason when it could not be checked), so the card shows it after a reload.
     */
    async validateCookie(workspaceId: string, accountId: string): Promise<CookieValidation> {
      const account = await owned(workspaceId, accountId);
      const remember = (valid: boolean, error: string | null = null) =>
        repo.updateAccount(accountId, { cookieValid: valid, cookieCheckedAt: new Date(), cookieCheckError: error });
      try {
        const valid = await checkCookie(workspaceId, account);
        await remember(valid);
        if (valid) return { isValid: true, needsRelogin: false };
        if (account.status === 'ACTIVE') await repo.setStatus(accountId, 'COOKIE_EXPIRED');
        return { isValid: false, needsRelogin: true };
      } catch (error) {
        // A failed check counts as invalid: kept with why it failed.
        await remember(false, error instanceof Error && error.message ? error.message : BOT_SERVICE_ERRORS.cookieCheckFailed).catch(() => undefined);
        throw error;
      }
    },

    /** Logs in again with the stored cookie; when it is refused, a QR scan is needed. */
    async autoRelogin(workspaceId: string, accountId: string): Promise<ReloginResult> {
      const account = await owned(workspaceId, accountId);
      const credentials = deps.credentials.open(accountId, account.credentialsSealed);
      if (!credentials) return { reloginSuccess: false, needsQRScan: true };
      try {
        await logInWith(workspaceId, account, credentials);
      } catch (error) {
        if (error instanceof SessionError && error.needsUser) {
          await repo.setStatus(accountId, 'RELOGIN_REQUIRED');
          return { reloginSuccess: false, needsQRScan: true };
        }
        throw error;
      }
      if (account.botEnabled || account.autoStart) await runtime.start(workspaceId, accountId).catch(() => undefined);
      return { reloginSuccess: true, needsQRScan: false };
    },

    /** Logs in with a pasted session (cookie, imei, user agent), or with the stored one when none is given. */
    async cookieLogin(workspaceId: string, accountId: string, input: CookieLoginInput) {
      const account = await owned(workspaceId, accountId);
      let credentials = deps.credentials.open(accountId, account.credentialsSealed);
      if (input.cookie !== undefined) {
        const cookie = sessionCookieOf(input.cookie) as SessionCookie | null;
        if (!cookie || !input.imei || !input.userAgent) throw new AppError(400, BOT_SERVICE_ERRORS.invalidCookie);
        credentials = { cookie, imei: input.imei, userAgent: input.userAgent };
      }
      if (!credentials) throw new AppError(400, BOT_SERVICE_ERRORS.invalidCookie);
      await logInWith(workspaceId, account, credentials);
      if (account.autoStart) await runtime.start(workspaceId, accountId).catch(() => undefined);
      const after = await owned(workspaceId, accountId);
      return { status: after.status, zaloUserId: after.zaloUserId };
    },
  };
}

/** An account's bot: started, stopped, its health and sessions, and what it can do at once; its cookie logins. */
export function createBotsService(deps: BotsServiceDeps) {
  const { repo, runtime } = deps;

  async function owned(workspaceId: string, accountId: string): Promise<Account> {
    const account = isUuid(accountId) ? await repo.account(workspaceId, accountId) : undefined;
    if (!account) throw notFound(BOT_SERVICE_ERRORS.accountNotFound);
    return account;
  }

  return {
    async start(workspaceId: string, accountId: string) {
      const account = await owned(workspaceId, accountId);
      if (account.status !== 'ACTIVE') throw new AppError(409, BOT_SERVICE_ERRORS.notActive);
      await runtime.start(workspaceId, accountId);
      return { isRunning: await runtime.isRunning(accountId) };
    },

    async stop(workspaceId: string, accountId: string) {
      await owned(workspaceId, accountId);
      await runtime.stop(accountId);
      return { isRunning: false };
    },

    async status(workspaceId: string, accountId: string) {
      await owned(workspaceId, accountId);
      return { isRunning: await runtime.isRunning(accountId) };
    },

    async sessions(workspaceId: string, accountId: string, page: number, limit: number): Promise<BotSessionPage> {
      await owned(workspaceId, accountId);
      const { rows, total } = await repo.sessionPage(accountId, page, limit);
      return {
        items: rows.map((row) => ({
          id: row.id,
          startedAt: row.startedAt.toISOString(),
          endedAt: row.endedAt?.toISOString() ?? null,
          endReason: row.endReason,
          messagesReceived: row.messagesReceived,
          messagesSent: row.messagesSent,
        })),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    async health(workspaceId: string, accountId: string): Promise<BotHealth> {
      const account = await owned(workspaceId, accountId);
      return {
        accountId,
        status: account.status,
        isRunning: await runtime.isRunning(accountId),
        ...runtime.health(accountId),
        aiProviderConfigured: deps.aiProviderConfigured,
        logins: await deps.logins.ofAccount(accountId),
      };
    },

    /** Sends a text to a user id, a phone number, or (without `to`) the account's own chat. */
    async testMessage(workspaceId: string, accountId: string, input: { message: string; to?: string }) {
      await owned(workspaceId, accountId);
      return runtime.withSession(workspaceId, accountId, async (session) => {
        let threadId = input.to || session.userId;
        if (/^\+?\d[\d .]{8,}$/.test(threadId) && threadId.replace(/\D/g, '').length <= 12) {
          const found = await session.findUserByPhone(threadId);
          if (!found) throw notFound(BOT_SERVICE_ERRORS.userNotFound);
          threadId = found.userId;
        }
        const sent = await session.sendMessage({ threadId, threadType: 'user', text: input.message });
        return { messageId: sent.messageId, threadId };
      });
    },

    async joinGroup(workspaceId: string, accountId: string, groupLink: string) {
      await owned(workspaceId, accountId);
      await runtime.withSession(workspaceId, accountId, (session) => session.joinGroupByLink(groupLink));
      return { joined: true };
    },

    ...createCookieLogins(deps, owned),
  };
}
export type BotsService = ReturnType<typeof createBotsService>;
