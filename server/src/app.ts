import type { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { API_BASE_PATH } from 'shared-sdk/constants';
import { createChatProvider } from './ai/provider';
import type { Config } from './config';
import type { Database } from './db/client';
import { createPgliteMaintenance } from './db/pglite-maintenance';
import { createEventHub, type EventListener, type EventPublisher } from './lib/event-hub';
import { createEventSender, type EventSender } from './lib/event-publishing';
import { registerStaticApps } from './hosting/static-apps';
import { type BigBodyGate, createBigBodyGate } from './http/big-bodies';
import { acceptEmptyJsonBodies, envelopeServerOptions, registerErrorEnvelope, registerNotFound, rejectUnsafeInput } from './http/envelope';
import { registerApiDocs } from './http/openapi';
import { registerRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import type { ServerModule } from './http/server-module';
import { refuseUnassignedAccounts } from './http/workspace-access';
import { accountsUsage, createAccountsModule, userAccountIds } from './modules/accounts';
import { createAccountsAi, createAiConfigModule } from './modules/ai-config';
import { userWrote } from './db/user-versions';
import { createApiKeysModule, keyRefusal } from './modules/api-keys';
import { createAuditLogModule } from './modules/audit-log';
import { type AuthModule, createAuthModule, userEmails } from './modules/auth';
import { type BotsModule, createBotsModule, type RuntimeTiming, sessionErrorToHttp } from './modules/bots';
import { createHealthModule } from './modules/health';
import { createInboxModule, type InboxModule } from './modules/inbox';
import { acceptFriendRequests, attributeReplies, chosenRecipients, createJobsModule, type EngineTiming, type JobCreator, type JobsModule, jobsUsage, sentFriendRequests } from './modules/jobs';
import { createPaymentsModule } from './modules/payments';
import { createPhoneListsModule, phoneListNames, type PhoneListsModule } from './modules/phone-lists';
import { createDoNotContactModule, type DoNotContactModule } from './modules/do-not-contact';
import { createProxiesModule } from './modules/proxies';
import { createSharedListsModule, sharedListNames, type SharedListsModule } from './modules/shared-lists';
import { createSocialModule } from './modules/social';
import { createSubscriptionModule, type LimitService } from './modules/subscription';
import { createWebhooksModule, type DeliveryTiming, type Resolve, type WebhooksModule } from './modules/webhooks';
import { type ChatPlatform, createPlatform, SimulatorPlatform } from './platform';
import { simulatorControlRoutes } from './platform/simulator/control-routes';
import { createSecretBox } from './security/secret-box';
import { selfUrl } from './simulators/payos/self-url';

export interface AppDeps {
  config: Config;
  database: Database;
  appSecret: string;
  /** Serve the built front-end apps too (production and e2e); API-only in unit tests. */
  serveApps?: boolean;
  /** The chat platform; by default the driver ZALO_DRIVER names (tests pass a simulator they control). */
  platform?: ChatPlatform;
  /** Lease and reconnect timing of the bots (tests shorten it). */
  botTiming?: Partial<RuntimeTiming>;
  /** Pacing of the job engine (tests shorten it). */
  jobTiming?: Partial<EngineTiming>;
  /** Stores and queues created jobs; tests may record drafts instead. */
  jobCreator?: JobCreator;
  /** Group ids carrying the user's group tags (no group tag has groups until group tags are stored). */
  groupIdsForTags?: (workspaceId: string, tagIds: string[]) => Promise<string[]>;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
  /** The workspace events' hub (tests publish on their own). */
  events?: ReturnType<typeof createEventHub>;
  /** Webhook deliveries' timeout, backoff and clock, and name resolution (tests shorten and fake them). */
  webhooks?: { timing?: Partial<DeliveryTiming>; resolve?: Resolve };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The workspace events' hub: what the modules publish (tests listen to it; the webhooks module delivers it). */
    events: EventPublisher & { listen(listener: EventListener): void };
  }
}

/** Fastify with the envelope and error policy, request log, security headers and the API's contract. */
async function createServer(config: Config, logStream?: Writable): Promise<FastifyInstance> {
  const app = Fastify({
    // Headers are not logged; should a line ever carry them, the credentials in them are not written.
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'headers.authorization', 'headers["x-api-key"]', 'headers.cookie'],
      ...(logStream && { stream: logStream }),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Client-chosen request ids would let one request impersonate another in the logs.
    genReqId: (() => {
      let next = 0;
      return () => `req-${Date.now().toString(36)}-${(next++).toString(36)}`;
    })(),
    // One line per request instead, polls at debug (./http/request-log).
    logController: new LogController({ disableRequestLogging: true }),
    ...envelopeServerOptions,
  });
  registerRequestLog(app);
  registerErrorEnvelope(app, sessionErrorToHttp);
  acceptEmptyJsonBodies(app);
  rejectUnsafeInput(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config.remoteUrls);
  // Before any route, so the contract (/api/v1/openapi.json, /api/docs) sees them all. A worker serves no API.
  if (config.role !== 'worker') await registerApiDocs(app, { takesApiKey: (method, url) => keyRefusal(method, url) === null });
  return app;
}

/** The whole HTTP server: API under /api/v1, the envelope and error policy, and the front-end apps. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, appSecret } = deps;
  const { db } = database;
  const app = await createServer(config, deps.logStream);
  // The workspace events: the modules publish where things happen; the webhooks module listens.
  const events = deps.events ?? createEventHub();
  app.decorate('events', events);

  const log = app.log;
  const platform = deps.platform ?? createPlatform(config.platform);
  const ai = createChatProvider(config.ai);
  const secretBox = createSecretBox(appSecret);

  // Later modules use earlier ones; the callbacks that reach forward (to bots, social, jobs) run only once the server answers.
  const auth = createAuthModule({
    database,
    config,
    log,
    appSecret,
    // A failure must not fail the sign-up: the trial then starts on the first subscription call.
    onWorkspaceCreated: (workspaceId) =>
      subscription.subscriptions.startTrial(workspaceId).catch((error: unknown) => log.error({ err: error, workspaceId }, 'trial not started')),
    seatLimit: (workspaceId) => subscription.subscriptions.seatLimit(workspaceId),
    accountIds: (workspaceId) => userAccountIds(database, workspaceId),
    // The conversations a removed member handled become unassigned.
    onMemberRemoved: async (workspaceId, userId) => {
      await inbox.memberRemoved(workspaceId, userId);
    },
    // Every bot and job of the workspace's accounts stops, as before an account's own deletion.
    beforeWorkspaceDelete: async (workspaceId) => {
      for (const accountId of await userAccountIds(database, workspaceId)) {
        await bots.stopBot(accountId, 'DELETED');
        await jobs.engine.accountRemoved(accountId);
      }
    },
  });
  const { requireUser, requireUserOrLink } = auth;
  const apiKeys = createApiKeysModule({
    database,
    log,
    ratePerMinute: config.apiKeyRatePerMinute,
    requireUser,
    accountIds: (workspaceId) => userAccountIds(database, workspaceId),
    emailsOf: (ids) => userEmails(database, ids),
    managesWorkspace: async (userId, workspaceId) => {
      const role = (await auth.memberships.membership(userId, workspaceId))?.role;
      return role === 'OWNER' || role === 'ADMIN';
    },
  });
  // Before every route: a request made with an API key is let in (or refused) here, then each route's guard sees it.
  app.addHook('onRequest', apiKeys.admit);
  const usage = { ...accountsUsage(database), ...jobsUsage(database) };
  // Events name accounts: read through the accounts module (created below; only called once the server answers).
  const eventSender = createEventSender({ events, log, accountName: async (workspaceId, accountId) => (await accounts.accountOf(workspaceId, accountId))?.displayName ?? null });
  const subscription = createSubscriptionModule({ db, trialDays: config.trialDays, usage, requireUser, events: eventSender, log });
  const { limits } = subscription;
  const auditLog = createAuditLogModule({ database, requireUser, requireUserOrLink, emailsOf: (ids) => userEmails(database, ids) });
  const payments = createPaymentsModule({
    db,
    config,
    appSecret,
    subscriptions: subscription.subscriptions,
    requireUser,
    selfUrl: () => selfUrl(app, config.port),
    log,
    afterPlanChange: async (workspaceId) => {
      // payOS confirmed a payment: a system entry (no person) in the workspace's log, then the jobs a slot was missing for.
      await subscription.subscriptions
        .stateOf(workspaceId)
        .then(({ plan, subscription: current }) =>
          auditLog.record({ workspaceId, action: 'plan.changed', target: { type: 'plan', id: plan.id, name: plan.name }, before: null, after: { plan: plan.name, endDate: current.endDate.toISOString() } }),
        )
        .catch((error: unknown) => log.error({ err: error, workspaceId }, 'plan change not recorded in the audit log'));
      await subscription.announceChange(workspaceId);
      await jobs.service.planChanged(workspaceId);
    },
  });
  const proxies = createProxiesModule({ db, secretBox, proxyTest: config.proxyTest, maxAccounts: config.proxyMaxAccounts, requireUser });
  const accounts = createAccountsModule({
    database,
    limits,
    requireUser,
    ai: createAccountsAi(db),
    ownsProxy: proxies.ownsProxy,
    proxyMaxAccounts: config.proxyMaxAccounts,
    beforeDelete: async (_userId, accountId) => {
      await bots.stopBot(accountId, 'DELETED');
      await jobs.engine.accountRemoved(accountId);
    },
    afterProxyChange: (workspaceId, accountId) => bots.restartBot(workspaceId, accountId),
  });
  const bigBodies = createBigBodyGate(config.bigBodies);
  const doNotContact = createDoNotContactModule({
    database,
    requireUser,
    bigBodies,
    log,
    listMemberIds: (workspaceId, accountId, uids) => sharedLists.memberGlobalIds(workspaceId, accountId, uids),
    chosenRecipients: (workspaceId, jobId, seqs) => chosenRecipients(database, workspaceId, jobId, seqs),
    events: eventSender,
  });
  const aiConfig = createAiConfigModule({ db, accounts: accounts.accounts, providerConfigured: ai.configured, requireUser });
  const inbox = createInboxModule({
    database,
    config: config.inbox,
    appSecret,
    requireUser,
    epochs: auth.epochs,
    memberships: auth.memberships,
    emailsOf: (ids) => userEmails(database, ids),
    bigBodies,
    log,
    accountName: async (workspaceId, accountId) => (await accounts.accountOf(workspaceId, accountId))?.displayName ?? null,
    withSession: (workspaceId, accountId, work) => bots.withSession(workspaceId, accountId, work),
    names: {
      storedContacts: (workspaceId, accountId, ids) => social.storedContacts(workspaceId, accountId, ids),
      liveSession: (accountId) => bots.liveSession(accountId),
    },
    doNotContact: doNotContact.contacts,
    // A person's message to an account may answer a job's message: counted in the same transaction as it is stored.
    afterIncoming: async (runner, messages) => {
      const replies = await attributeReplies(runner, messages, config.jobs.replyWindowDays);
      // recipient.replied once the inbox's transaction is committed.
      return replies.length > 0 ? () => jobs.announce.replied(replies) : undefined;
    },
    events: eventSender,
  });
  const bots = createBotsModule({
    database,
    config,
    platform,
    secretBox,
    proxyFor: proxies.proxyFor,
    ai,
    aiConfigOf: aiConfig.configOf,
    accountOf: accounts.accountOf,
    optOut: doNotContact.optOut,
    messages: inbox.capture,
    // Zalo's friend event: a friend request a job sent is accepted as soon as the person is a friend.
    friendAdded: async ({ workspaceId, accountId }, friendUid) => {
      await database.transaction((runner) => acceptFriendRequests(runner, workspaceId, accountId, [friendUid]));
    },
    requireUser,
    log,
    timing: deps.botTiming,
    events: eventSender,
  });
  const social = createSocialModule({
    database,
    sessions: bots.sessions,
    requireUser,
    sentByJobs: (workspaceId, accountId) => sentFriendRequests(database, workspaceId, accountId),
    // A friend request a job sent is accepted once the person is in the account's friend list.
    friendsListed: acceptFriendRequests,
  });
  const sharedLists = createSharedListsModule({ database, accountOf: accounts.accountOf, requireUser, requireUserOrLink });
  const phoneLists = createPhoneListsModule({
    database,
    sessions: bots.sessions,
    attachmentsDir: config.jobs.attachmentsDir,
    requireUser,
    requireUserOrLink,
    bigBodies,
    emailsOf: (ids) => userEmails(database, ids),
    events: eventSender,
    log,
  });
  const webhooks = createWebhooksModule({
    database,
    events,
    secretBox,
    config: config.webhooks,
    requireUser,
    emailsOf: (ids) => userEmails(database, ids),
    log,
    timing: deps.webhooks?.timing,
    resolve: deps.webhooks?.resolve,
  });
  const jobs = createJobs(deps, { limits, bots, social, sharedLists, phoneLists, doNotContact, inbox, auth, bigBodies, log, webhooks, events: eventSender });
  app.decorate('jobs', { service: jobs.service, engine: jobs.engine, read: jobs.read });
  app.decorate('jobSchedules', jobs.schedules);
  app.decorate('bigBodies', bigBodies);

  // In the order they start; they stop in reverse.
  const health = createHealthModule({ database });
  const modules: ServerModule[] = [health, auth, subscription, payments, proxies, accounts, aiConfig];
  modules.push(inbox, bots, social, sharedLists, phoneLists, doNotContact, jobs, webhooks, auditLog, apiKeys);
  // SERVER_ROLE=worker: every module runs, but HTTP answers only /health (the api processes serve the rest).
  const worker = config.role === 'worker';
  // Stopped in reverse: sending (jobs) before the bots' live sessions it may be using; the webhooks after every module
  // that publishes events (a message sent while the jobs stop is still delivered).
  const stopOrder = [...modules].reverse().filter((module) => module !== webhooks);
  stopOrder.push(webhooks);
  await registerModules(app, { modules, stopOrder, served: worker ? [health] : modules }, () => (deps.platform ? Promise.resolve() : platform.close()));
  // After the API routes: every successful write of the audited routes is recorded, whichever module answers it.
  auditLog.recordRequests(app);

  if (platform instanceof SimulatorPlatform && config.simulatorControl && !worker) {
    await app.register(simulatorControlRoutes, { platform });
  }

  const pageFallback = deps.serveApps && !worker ? await registerStaticApps(app, { remoteUrls: config.remoteUrls }) : undefined;
  registerNotFound(app, pageFallback);
  return app;
}


interface JobsWiring {
  limits: LimitService;
  bots: BotsModule;
  social: ReturnType<typeof createSocialModule>;
  sharedLists: SharedListsModule;
  phoneLists: PhoneListsModule;
  doNotContact: DoNotContactModule;
  inbox: InboxModule;
  auth: AuthModule;
  bigBodies: BigBodyGate;
  log: FastifyBaseLogger;
  webhooks: WebhooksModule;
  events: EventSender;
}

/** The jobs module over the others it sends through; its minute tick also runs the inbox's, the webhooks' and PGlite's upkeep. */
function createJobs(deps: AppDeps, modules: JobsWiring): JobsModule {
  const { database, config } = deps;
  const { requireUser, requireUserOrLink } = modules.auth;
  const { limits, bots, social, sharedLists, phoneLists, doNotContact, inbox, bigBodies, log, webhooks, events } = modules;
  const pgliteMaintenance = createPgliteMaintenance(database);
  // SERVER_ROLE=api: the queue takes wake-ups, but nothing is sent nor scheduled here (the workers do it).
  const api = config.role === 'api';
  return createJobsModule({
    database,
    config: { ...config.jobs, ...(api && { workers: 0 }), timing: { ...config.jobs.timing, ...deps.jobTiming } },
    runsScheduler: !api,
    limits,
    sessions: bots.sessions,
    loginsToday: bots.loginsToday,
    storedFriends: social.storedFriends,
    socialSelections: social.selections,
    sharedLists: sharedLists.access,
    phoneLists: phoneLists.repo,
    doNotContact: doNotContact.exclusion,
    listNames: {
      sharedLists: (workspaceId, ids) => sharedListNames(database, workspaceId, ids),
      phoneLists: (workspaceId, ids) => phoneListNames(database, workspaceId, ids),
    },
    withSession: bots.withSession,
    placement: bots.placement,
    isBotRunning: bots.isRunning,
    requireUser,
    requireUserOrLink,
    bigBodies,
    log,
    jobCreator: deps.jobCreator,
    groupIdsForTags: deps.groupIdsForTags,
    onMessageSent: inbox.capture.jobMessageSent,
    phoneListJobEnded: phoneLists.jobEnded,
    everyMinute: () => Promise.all([inbox.upkeep(), pgliteMaintenance.run(), webhooks.upkeep()]),
    emailsOf: (ids) => userEmails(database, ids),
    events,
  });
}

/**
 * The routes under /api/v1 (and the root routes) of the `served` modules, the ones this process answers. Every module
 * starts, in order, when the server is ready, and stops on close in `stopOrder`.
 */
async function registerModules(
  app: FastifyInstance,
  { modules, stopOrder, served }: { modules: ServerModule[]; stopOrder: ServerModule[]; served: ServerModule[] },
  closePlatform: () => Promise<void>,
): Promise<void> {
  await app.register(
    async (api) => {
      for (const module of served) if (module.routes) await api.register(module.routes);
    },
    { prefix: API_BASE_PATH },
  );
  for (const module of served) if (module.rootRoutes) await app.register(module.rootRoutes);
  app.addHook('onReady', async () => {
    for (const module of modules) await module.start?.();
  });
  // Some modules sign in before the body is read (uploads are refused early): an account named in the body is
  // checked once it is parsed.
  app.addHook('preHandler', async (request) => {
    if (request.workspace) refuseUnassignedAccounts(request);
  });
  // A user's write is seen by their next poll at once (db/user-versions.ts); other processes hear it by NOTIFY.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.user) userWrote(request.workspace.id);
    return payload;
  });
  app.addHook('onClose', async () => {
    for (const module of stopOrder) await module.stop?.();
    await closePlatform();
  });
}
