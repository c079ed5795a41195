import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BASE_PATH } from 'shared-sdk/constants';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAuthGuard } from './http/auth-guard';
import { acceptEmptyJsonBodies, registerErrorEnvelope, registerNotFound } from './http/envelope';
import { registerRequestLog } from './http/request-log';
import { registerStaticApps } from './hosting/static-apps';
import { createAuthRepo } from './modules/auth/repo';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createAccessTokens } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/routes';
import { createPayosGateway } from './modules/payments/payos-gateway';
import { PAYOS_WEBHOOK_PATH, paymentRoutes } from './modules/payments/routes';
import { createProxyTester, proxyTestSettingsFromEnv } from './modules/proxies/proxy-tester';
import { createProxiesRepo } from './modules/proxies/repo';
import { proxiesRoutes } from './modules/proxies/routes';
import { createProxiesService } from './modules/proxies/service';
import { createPaymentsService } from './modules/payments/service';
import { createLimitService } from './modules/subscription/limits';
import { subscriptionRoutes } from './modules/subscription/routes';
import { createSubscriptionService } from './modules/subscription/service';
import { createAccountsRepo } from './modules/accounts/repo';
import { accountsRoutes } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { createAiConfigRepo } from './modules/ai-config/repo';
import { aiConfigRoutes } from './modules/ai-config/routes';
import { createAiConfigService } from './modules/ai-config/service';
import { type AiConfig, createChatProvider, loadAiConfig } from './ai/provider';
import { AppError } from './http/errors';
import { createAutoReplier } from './modules/bots/auto-reply';
import { createCredentialStore } from './modules/bots/credentials';
import { createQrLogins } from './modules/bots/qr-login';
import { createBotsRepo } from './modules/bots/repo';
import { botsRoutes } from './modules/bots/routes';
import { jobsReadRoutes } from './modules/jobs/read/routes';
import { createJobEngine } from './modules/jobs/engine/engine';
import type { EngineTiming } from './modules/jobs/engine/settings';
import { createJobsRepo } from './modules/jobs/repo';
import { createJobsService } from './modules/jobs/service';
import { jobCreationRoutes } from './modules/jobs/creation/routes';
import { createJobCreation, noGroupTagsYet } from './modules/jobs/creation/service';
import { createScheduleRunner } from './modules/jobs/creation/schedules';
import type { JobCreator } from './modules/jobs/job-draft';
import { createAccountSessions } from './modules/social/account-sessions';
import { socialRoutes } from './modules/social/routes';
import { createSocialService } from './modules/social/service';
import { createBotRuntime, type RuntimeTiming } from './modules/bots/runtime';
import { createBotsService } from './modules/bots/service';
import { type ChatPlatform, createPlatform, loadPlatformConfig, type ProxySettings, SimulatorPlatform } from './platform';
import { simulatorControlRoutes } from './platform/simulator/control-routes';
import { deriveKey } from './security/app-secret';
import { createSecretBox } from './security/secret-box';
import { simulatorCredentials } from './simulators/payos/credentials';
import { payosSimulatorRoutes } from './simulators/payos/routes';
import { selfUrl } from './simulators/payos/self-url';

export interface AppDeps {
  config: Config;
  database: Database;
  appSecret: string;
  /** Serve the built front-end apps too (production and e2e); API-only in unit tests. */
  serveApps?: boolean;
  /** The chat platform; by default the driver ZALO_DRIVER names (tests pass a simulator they control). */
  platform?: ChatPlatform;
  /** The AI provider; by default from AI_BASE_URL / AI_API_KEY / AI_MODEL. */
  ai?: AiConfig;
  /** Lease and reconnect timing of the bots (tests shorten it). */
  botTiming?: Partial<RuntimeTiming>;
  /** Pacing of the job engine (tests shorten it). */
  jobTiming?: Partial<EngineTiming>;
  /** Stores and queues created jobs; tests may record drafts instead. */
  jobCreator?: JobCreator;
  /** Group ids carrying the user's group tags (no group tag has groups until group tags are stored). */
  groupIdsForTags?: (userId: string, tagIds: string[]) => Promise<string[]>;
}

/** The whole HTTP server: API under /api/v1, the envelope and error policy, and the front-end apps. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request instead, polls at debug (./http/request-log).
    disableRequestLogging: true,
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    // Client-chosen request ids would let one request impersonate another in the logs.
    genReqId: (() => {
      let next = 0;
      return () => `req-${Date.now().toString(36)}-${(next++).toString(36)}`;
    })(),
  });
  registerErrorEnvelope(app);
  registerRequestLog(app);
  acceptEmptyJsonBodies(app);
  await app.register(fastifyCookie);

  const tokens = createAccessTokens(deriveKey(deps.appSecret, 'access-token'), config.accessTokenTtlSeconds);
  const requireUser = createAuthGuard(tokens);
  const accountsRepo = createAccountsRepo(database.db);
  const jobsRepo = createJobsRepo(database);
  const usage = { countAccounts: accountsRepo.count, countJobsToday: jobsRepo.countJobsToday, countRunningJobs: jobsRepo.countRunningJobs };
  const subscriptions = createSubscriptionService({ db: database.db, trialDays: config.trialDays });
  const limits = createLimitService({ db: database.db, usage, subscriptions });
  const authService = createAuthService({
    repo: createAuthRepo(database.db),
    tokens,
    refreshTtlDays: config.refreshTokenTtlDays,
    // A failure must not fail the sign-up: the trial then starts on the first subscription call.
    onUserCreated: (user) =>
      subscriptions.startTrial(user.id).catch((error: unknown) => app.log.error({ err: error, userId: user.id }, 'trial not started')),
  });
  // Without payOS keys the SDK talks to the simulator mounted below, on this same server.
  const payosCredentials = config.payos ?? simulatorCredentials(deps.appSecret);
  const payments = createPaymentsService({
    db: database.db,
    gateway: createPayosGateway({
      credentials: payosCredentials,
      baseUrl: () => (config.payos ? config.payos.baseUrl : selfUrl(app, config.port)),
    }),
    subscriptions,
    log: app.log,
  });

  const secretBox = createSecretBox(deps.appSecret);
  const proxies = createProxiesService({
    repo: createProxiesRepo(database.db),
    secretBox,
    // PROXY_TEST_TARGET / PROXY_TEST_TIMEOUT_MS (read here until they join Config).
    tester: createProxyTester(proxyTestSettingsFromEnv(process.env)),
  });

  const platform = deps.platform ?? createPlatform(loadPlatformConfig());
  const botsRepo = createBotsRepo(database.db);
  const credentials = createCredentialStore(secretBox);
  const proxyFor = async (userId: string, proxyId: string | null): Promise<ProxySettings | null> => {
    if (!proxyId) return null;
    const endpoint = await proxies.endpointFor(userId, proxyId);
    // Going out without the account's proxy would show Zalo this server's own address.
    if (!endpoint?.isActive) throw new AppError(409, 'Proxy của tài khoản đang tắt hoặc đã bị xoá, hãy bật lại hoặc chọn proxy khác');
    const { scheme, host, port, username, password } = endpoint;
    return { scheme, host, port, username: username ?? undefined, password: password ?? undefined };
  };
  const aiConfigRepo = createAiConfigRepo(database.db);
  const aiProvider = createChatProvider(deps.ai ?? loadAiConfig());
  const runtime = createBotRuntime({
    repo: botsRepo,
    platform,
    credentials,
    proxyFor,
    autoReplier: createAutoReplier({ provider: aiProvider, configOf: aiConfigRepo.find, log: app.log }),
    holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    log: app.log,
    timing: { leaseTtlMs: config.botLease.ttlMs, takeoverEveryMs: config.botLease.takeoverEveryMs, ...deps.botTiming },
  });
  const jobsConfig = { ...config.jobs, timing: { ...config.jobs.timing, ...deps.jobTiming } };
  const jobEngine = createJobEngine({ database, config: jobsConfig, withSession: runtime.withSession, log: app.log });
  const jobsService = createJobsService({ repo: jobsRepo, limits, attachmentsDir: jobsConfig.attachmentsDir, engine: jobEngine });
  app.decorate('jobs', { service: jobsService, engine: jobEngine });
  const qrLogins = createQrLogins({
    repo: botsRepo,
    platform,
    credentials,
    proxyFor,
    onLoggedIn: (userId, accountId, startBot) => (startBot ? runtime.start(userId, accountId).catch(() => undefined) : Promise.resolve()),
    log: app.log,
  });
  const bots = createBotsService({ repo: botsRepo, runtime, platform, credentials, proxyFor, aiProviderConfigured: aiProvider.configured });
  const accounts = createAccountsService({
    repo: accountsRepo,
    limits,
    beforeDelete: async (_userId, accountId) => {
      await runtime.stop(accountId, 'DELETED');
      await jobEngine.accountRemoved(accountId);
    },
  });
  app.addHook('onReady', async () => {
    runtime.begin();
    void jobEngine.start();
  });
  app.addHook('onClose', async () => {
    // Sending stops first: it may be using the bots' live sessions.
    await jobEngine.stop();
    qrLogins.close();
    await runtime.shutdown();
    if (!deps.platform) await platform.close();
  });
  const accountSessions = createAccountSessions({ accountOf: accountsRepo.findOwned, withSession: runtime.withSession });
  const social = createSocialService({ sessions: accountSessions });
  const jobCreator: JobCreator = deps.jobCreator ?? jobsService;
  const jobCreation = createJobCreation({
    db: database.db,
    jobs: jobCreator,
    sessions: accountSessions,
    limits,
    isBotRunning: runtime.isRunning,
    groupIdsForTags: deps.groupIdsForTags ?? noGroupTagsYet,
  });
  app.decorate('jobSchedules', createScheduleRunner({ db: database.db, run: jobCreation.runSchedule, log: app.log }));
  app.addHook('onReady', async () => app.jobSchedules.start());
  app.addHook('onClose', async () => app.jobSchedules.stop());
  const aiConfig = createAiConfigService({
    repo: aiConfigRepo,
    accounts,
    providerConfigured: aiProvider.configured,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        service: authService,
        requireUser,
        refreshTtlDays: config.refreshTokenTtlDays,
        loginLimits: config.loginLimits,
      });
      await api.register(subscriptionRoutes, { subscriptions, limits, usage, requireUser });
      await api.register(paymentRoutes, { payments, requireUser, publicUrl: config.publicUrl });
      await api.register(proxiesRoutes, { proxies, requireUser });
      await api.register(accountsRoutes, { accounts, requireUser });
      await api.register(aiConfigRoutes, { aiConfig, requireUser });
      await api.register(botsRoutes, { bots, qrLogins, requireUser });
      await api.register(socialRoutes, { social, requireUser });
      await api.register(jobCreationRoutes, { creation: jobCreation, requireUser });
      await api.register(jobsReadRoutes, {
        database,
        requireUser,
        cancel: jobsService.cancel,
        dailyFriendRequestCap: jobsConfig.dailyCaps['friend-request'],
      });
    },
    { prefix: API_BASE_PATH },
  );
  if (!config.payos) {
    await app.register(payosSimulatorRoutes, {
      db: database.db,
      credentials: payosCredentials,
      webhookUrl: () => `${selfUrl(app, config.port)}${API_BASE_PATH}${PAYOS_WEBHOOK_PATH}`,
    });
  }

  if (platform instanceof SimulatorPlatform && process.env.ZALO_SIM_CONTROL === 'true') {
    await app.register(simulatorControlRoutes, { platform });
  }

  const pageFallback = deps.serveApps ? await registerStaticApps(app, { remoteUrls: config.remoteUrls }) : undefined;
  registerNotFound(app, pageFallback);
  return app;
}
