import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatProvider } from '../../ai/provider';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { ChatPlatform } from '../../platform/gateway';
import type { ProxySettings } from '../../platform/types';
import type { SecretBox } from '../../security/secret-box';
import { type AccountRef, type AccountSessions, createAccountSessions } from './account-sessions';
import { createAutoReplier } from './auto-reply';
import { createCredentialStore } from './credentials';
import { createDailyLogins, type DailyLogins } from './daily-logins';
import { createQrLogins } from './qr-login';
import { createForwarding } from './forwarding';
import { createBotsRepo } from './repo';
import { botsRoutes } from './routes';
import { type BotRuntime, type ConnectionChange, createBotRuntime, type RuntimeDeps, type RuntimeTiming, type SessionPlacement } from './runtime';
import { type EventSender, NO_EVENTS } from '../../lib/event-publishing';
import { createBotsService } from './service';

export interface BotsModule extends ServerModule {
  /** Reaching the platform through one of the user's accounts (live reads, job creation). */
  sessions: AccountSessions;
  /** Runs work with the account's one live session: this process's, or the lease holder's through forwarded calls. */
  withSession: BotRuntime['withSession'];
  isRunning: BotRuntime['isRunning'];
  /** Ends the account's bot (the account is being deleted, say). */
  stopBot: BotRuntime['stop'];
  /** The account's live session if it runs in this process (no login of its own). */
  liveSession: BotRuntime['liveSession'];
  /** Starts a bot running here again (its account's proxy changed). */
  restartBot: BotRuntime['restart'];
  /** Today's logins of accounts, and whether the server still logs them in by itself (the health panel). */
  loginsToday: DailyLogins['today'];
  /** Work handed to the process holding an account's session (the job engine's runs go there). */
  placement: SessionPlacement;
}

export interface BotsModuleDeps {
  database: Database;
  config: Pick<Config, 'botLease' | 'role' | 'sessions' | 'zaloMaxLoginsPerDay'>;
  platform: ChatPlatform;
  secretBox: SecretBox;
  proxyFor(workspaceId: string, proxyId: string | null): Promise<ProxySettings | null>;
  ai: ChatProvider;
  aiConfigOf(workspaceId: string, accountId: string): Promise<{ systemPrompt: string; enabled: boolean } | undefined>;
  accountOf(workspaceId: string, accountId: string): Promise<AccountRef | undefined>;
  /** The do-not-contact module's: an opt-out reply lists its sender, and is not answered with AI. */
  optOut: RuntimeDeps['optOut'];
  /** The inbox's: every message a listener receives and every AI reply is kept there. */
  messages?: RuntimeDeps['messages'];
  /** The jobs': a new friend of an account accepts the friend request a job sent them. */
  friendAdded?: RuntimeDeps['friendAdded'];
  requireUser: AuthGuard;
  log: FastifyBaseLogger;
  /** Lease and reconnect timing (tests shorten it). */
  timing?: Partial<RuntimeTiming>;
  /** Where accounts' connections and disconnections are announced (app.ts's event hub). */
  events?: EventSender;
}

/** account.connected / account.disconnected (publishing never throws). */
async function announceConnection(events: EventSender, change: ConnectionChange): Promise<void> {
  const account = await events.account(change.workspaceId, change.accountId);
  if (change.connected) await events.publish({ workspaceId: change.workspaceId, type: 'account.connected', data: { account } });
  else await events.publish({ workspaceId: change.workspaceId, type: 'account.disconnected', data: { account, reason: change.reason } });
}

/** QR and cookie logins, and one live session per account across every server process (with AI auto-reply). */
export function createBotsModule(deps: BotsModuleDeps): BotsModule {
  const { platform, proxyFor, log, config } = deps;
  const repo = createBotsRepo(deps.database.db);
  const credentials = createCredentialStore(deps.secretBox);
  const logins = createDailyLogins({ db: deps.database.db, maxPerDay: config.zaloMaxLoginsPerDay });
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const forwarding = createForwarding({ database: deps.database, holder, timeoutMs: config.sessions.forwardTimeoutMs, log });
  const runtime = createBotRuntime({
    repo,
    platform,
    credentials,
    proxyFor,
    autoReplier: createAutoReplier({ provider: deps.ai, configOf: deps.aiConfigOf, log }),
    optOut: deps.optOut,
    messages: deps.messages,
    friendAdded: deps.friendAdded,
    onConnection: (change) => void announceConnection(deps.events ?? NO_EVENTS, change),
    logins,
    holder,
    forwarding,
    holdsSessions: config.role !== 'api',
    maxSessions: config.sessions.maxSessions,
    log,
    timing: { leaseTtlMs: config.botLease.ttlMs, takeoverEveryMs: config.botLease.takeoverEveryMs, idleCloseMs: config.sessions.idleCloseMs, ...deps.timing },
  });
  const qrLogins = createQrLogins({
    repo,
    platform,
    credentials,
    proxyFor,
    logins,
    onLoggedIn: async (workspaceId, accountId, startBot) => {
      await runtime.credentialsChanged(accountId);
      if (startBot) await runtime.start(workspaceId, accountId).catch(() => undefined);
    },
    liveSession: { end: (accountId) => runtime.endLiveSession(accountId), release: runtime.releaseAfterLogin, restartBot: runtime.start },
    log,
  });
  const bots = createBotsService({ repo, runtime, platform, credentials, proxyFor, logins, aiProviderConfigured: deps.ai.configured });
  return {
    sessions: createAccountSessions({ accountOf: deps.accountOf, withSession: runtime.withSession }),
    withSession: runtime.withSession,
    isRunning: runtime.isRunning,
    stopBot: runtime.stop,
    liveSession: runtime.liveSession,
    restartBot: runtime.restart,
    loginsToday: logins.today,
    placement: { handToHolder: runtime.handToHolder, onHandedWork: runtime.onHandedWork },
    routes: async (api) => api.register(botsRoutes, { bots, qrLogins, requireUser: deps.requireUser }),
    start: () => runtime.begin(),
    async stop() {
      qrLogins.close();
      await runtime.shutdown();
    },
  };
}
