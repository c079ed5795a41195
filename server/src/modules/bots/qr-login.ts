import type { FastifyBaseLogger } from 'fastify';
import type { QrLoginStart, QrLoginState } from 'shared-sdk/schemas';
import { AppError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { ChatPlatform, QrLogin, QrLoginEvent } from '../../platform/gateway';
import type { ProxySettings } from '../../platform/types';
import type { CredentialStore } from './credentials';
import type { DailyLogins } from './daily-logins';
import type { BotsRepo } from './repo';
import { BOT_SERVICE_ERRORS, isOtherZaloUser, NO_COOKIE_CHECK } from './service';
import { toSessionError } from './session-error';

/** The QR stays scannable this long (the client stops polling after 5 minutes too). */
export const QR_LOGIN_MAX_MS = 5 * 60_000;
const QR_FIRST_IMAGE_MS = 30_000;

export const QR_ERRORS = {
  notFound: 'Không tìm thấy phiên đăng nhập QR',
  declined: 'Đăng nhập đã bị từ chối trên điện thoại',
  noImage: 'Không tạo được mã QR, vui lòng thử lại',
} as const;

interface QrLoginDeps {
  repo: BotsRepo;
  platform: ChatPlatform;
  credentials: CredentialStore;
  proxyFor: (workspaceId: string, proxyId: string | null) => Promise<ProxySettings | null>;
  /** A QR login is counted among the account's logins of the day (the customer's own: never refused). */
  logins: Pick<DailyLogins, 'record'>;
  onLoggedIn: (workspaceId: string, accountId: string, autoStart: boolean) => Promise<void>;
  /**
   * The runtime's: the account's live session ends wherever it is once the QR is scanned (the confirmed login is a new
   * web session, never a second one), and this process holds the lease until the login is over (see
   * runtime.endLiveSession); a bot that ran starts again if the login does not go through.
   */
  liveSession: {
    end(accountId: string): Promise<boolean>;
    release(accountId: string): Promise<void>;
    restartBot(workspaceId: string, accountId: string): Promise<void>;
  };
  log: FastifyBaseLogger;
}

/**
 * The live sessions that QR logins in progress ended (at the scan), by login: the lease is let go when the login
 * is over, and a bot that ran starts again unless the login went through (it then starts with the new login).
 */
function createEndedSessions(deps: QrLoginDeps) {
  const { liveSession, log } = deps;
  const ended = new Map<string, { workspaceId: string; accountId: string; botWasRunning: boolean }>();
  return {
    async end(workspaceId: string, accountId: string, id: string): Promise<void> {
      if (ended.has(id)) return;
      ended.set(id, { workspaceId, accountId, botWasRunning: false });
      const botWasRunning = await liveSession.end(accountId);
      ended.set(id, { workspaceId, accountId, botWasRunning });
    },

    /** The login is over: the lease goes; `restart`: a bot that was running starts again (the login failed). */
    async over(id: string, restart: boolean): Promise<void> {
      const entry = ended.get(id);
      if (!entry) return;
      ended.delete(id);
      await liveSession.release(entry.accountId);
      if (restart && entry.botWasRunning) {
        await liveSession.restartBot(entry.workspaceId, entry.accountId).catch((error: unknown) => log.warn({ err: error, accountId: entry.accountId }, 'bot not restarted after a QR login that did not go through'));
      }
    },
  };
}
type EndedSessions = ReturnType<typeof createEndedSessions>;

/** Writes a QR login's events to its row (`finish` ends the login's handle and timer). */
function createQrEventRecorder(deps: QrLoginDeps, finish: (id: string) => void, sessions: EndedSessions) {
  const { repo } = deps;
  return async function record(workspaceId: string, accountId: string, id: string, event: QrLoginEvent): Promise<void> {
    if (event.type !== 'scanned' && event.type !== 'logged-in') {
      finish(id);
      await sessions.over(id, true);
    }
    switch (event.type) {
      case 'scanned':
        await sessions.end(workspaceId, accountId, id);
        return repo.updateQrLogin(id, { status: 'SCANNED', scannedName: event.displayName });
      case 'expired':
        return repo.updateQrLogin(id, { status: 'EXPIRED' });
      case 'declined':
        return repo.updateQrLogin(id, { status: 'ERROR', error: QR_ERRORS.declined });
      case 'failed':
        // In Vietnamese, as every session failure is said (the platform's own text is English).
        return repo.updateQrLogin(id, { status: 'ERROR', error: (toSessionError(event.error) as Error).message });
      case 'logged-in': {
        finish(id);
        const account = await repo.account(workspaceId, accountId);
        if (!account || isOtherZaloUser(account, event.profile.userId)) await sessions.over(id, true);
        if (!account) return;
        if (isOtherZaloUser(account, event.profile.userId)) {
          return repo.updateQrLogin(id, { status: 'ERROR', error: BOT_SERVICE_ERRORS.otherZaloUser });
        }
        await repo.updateAccount(accountId, {
          credentialsSealed: deps.credentials.seal(accountId, event.credentials),
          zaloUserId: event.profile.userId,
          zaloName: event.profile.displayName || null,
          phone: event.profile.phone,
          avatarUrl: event.profile.avatar || null,
          status: 'ACTIVE',
          lastLoginAt: new Date(),
          ...NO_COOKIE_CHECK,
        });
        await deps.logins.record(accountId, 'QR');
        await repo.updateQrLogin(id, { status: 'SUCCESS' });
        await sessions.over(id, false);
        await deps.onLoggedIn(workspaceId, accountId, account.autoStart || account.botEnabled);
        return;
      }
      default:
        return;
    }
  };
}

/**
 * QR logins: the platform's events are written to `qr_logins`, so a status poll can reach any server
 * process. A success stores the sealed credentials, makes the account ACTIVE and, if asked, starts its bot.
 */
export function createQrLogins(deps: QrLoginDeps) {
  const { repo, log } = deps;
  const running = new Map<string, { handle: QrLogin; timeout: NodeJS.Timeout }>();
  const endedSessions = createEndedSessions(deps);

  function finish(id: string): void {
    const entry = running.get(id);
    if (!entry) return;
    clearTimeout(entry.timeout);
    entry.handle.cancel();
    running.delete(id);
  }
  const record = createQrEventRecorder(deps, finish, endedSessions);

  return {
    async start(workspaceId: string, accountId: string): Promise<QrLoginStart> {
      const account = await repo.account(workspaceId, accountId);
      if (!account) throw notFound('Không tìm thấy tài khoản');
      const proxy = await deps.proxyFor(workspaceId, account.proxyId);

      let resolveImage: (image: string) => void = () => undefined;
      let rejectImage: (error: Error) => void = () => undefined;
      const firstImage = new Promise<string>((resolve, reject) => {
        resolveImage = resolve;
        rejectImage = reject;
      });
      // Events are recorded one after another, once the row exists (null: it never will).
      let rowReady: (id: string | null) => void = () => undefined;
      const rowId = new Promise<string | null>((resolve) => {
        rowReady = resolve;
      });
      let imageShown = false;
      let queue = Promise.resolve();
      const handle = deps.platform.startQrLogin({ proxy }, (event) => {
        if (event.type === 'generated') return resolveImage(event.imageBase64);
        if (!imageShown && event.type === 'failed') return rejectImage(event.error);
        queue = queue
          .then(async () => {
            const id = await rowId;
            if (id) await record(workspaceId, accountId, id, event);
          })
          .catch((error: unknown) => log.error({ err: error, accountId }, 'QR login event not recorded'));
      });
      const noImage = setTimeout(() => rejectImage(new Error(QR_ERRORS.noImage)), QR_FIRST_IMAGE_MS);
      let image: string;
      try {
        image = await firstImage;
        imageShown = true;
      } catch {
        handle.cancel();
        rowReady(null);
        throw new AppError(502, QR_ERRORS.noImage);
      } finally {
        clearTimeout(noImage);
      }
      const id = await repo.insertQrLogin({ accountId, workspaceId, qrImage: image }).catch((error: unknown) => {
        handle.cancel();
        rowReady(null);
        throw error;
      });
      rowReady(id);
      const timeout = setTimeout(() => {
        finish(id);
        void endedSessions.over(id, true).catch((error: unknown) => log.warn({ err: error, accountId }, 'session after an expired QR login not restored'));
        void repo.updateQrLogin(id, { status: 'EXPIRED' }).catch(() => undefined);
      }, QR_LOGIN_MAX_MS);
      timeout.unref();
      running.set(id, { handle, timeout });
      return { loginRequestId: id, qrCodeBase64: image };
    },

    async status(workspaceId: string, accountId: string, loginRequestId: string): Promise<QrLoginState> {
      const row = isUuid(loginRequestId) && isUuid(accountId) ? await repo.qrLogin(workspaceId, accountId, loginRequestId) : undefined;
      if (!row) throw notFound(QR_ERRORS.notFound);
      return {
        status: row.status,
        ...(row.scannedName ? { displayName: row.scannedName } : {}),
        ...(row.error ? { error: row.error } : {}),
      };
    },

    /** Server shutdown: the QR logins in progress end (their leases expire; the bots stay enabled for the take-over). */
    close(): void {
      for (const id of [...running.keys()]) finish(id);
    },
  };
}
export type QrLogins = ReturnType<typeof createQrLogins>;
