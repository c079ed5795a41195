import type { FastifyBaseLogger } from 'fastify';
import type { InboxConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthGuard, MembershipSource, TokenEpochSource } from '../../http/auth-guard';
import type { BigBodyGate } from '../../http/big-bodies';
import type { ServerModule } from '../../http/server-module';
import type { PlatformSession } from '../../platform/gateway';
import { type EventSender, NO_EVENTS } from '../../lib/event-publishing';
import { TtlCache } from '../../lib/ttl-cache';
import { unassignMember } from './assignees';
import { deriveKey } from '../../security/app-secret';
import { type Capture, createCapture } from './capture';
import { createInboxEvents } from './events';
import { createInboxFiles } from './files';
import { type AfterIncoming, createIngest, type Ingest } from './ingest';
import { createLiveHub, type LiveHub } from './live/hub';
import { liveRoutes } from './live/routes';
import { createNamer, type NameSources } from './names';
import { createInboxRepo } from './repo';
import { createRetention } from './retention';
import { inboxRoutes } from './routes';
import { createSender } from './sending';
import { createInboxService, type InboxServiceDeps } from './service';

export interface InboxModuleDeps {
  database: Database;
  config: InboxConfig;
  appSecret: string;
  requireUser: AuthGuard;
  /** The auth module's token epochs: a live stream ends when its person's sessions are revoked. */
  epochs: TokenEpochSource;
  /** The auth module's memberships: who works in a workspace with which accounts (assignees, live streams). */
  memberships: MembershipSource;
  /** People's e-mails by their ids (the auth module's): the assignees' shown with their conversations. */
  emailsOf(ids: string[]): Promise<Map<string, string>>;
  bigBodies: BigBodyGate;
  log: FastifyBaseLogger;
  /** The workspace's account's name, or null when it is not the workspace's (the accounts module's). */
  accountName(workspaceId: string, accountId: string): Promise<string | null>;
  /** The bots module's: the account's one live session, here or in the process holding it (sending from the inbox). */
  withSession<T>(workspaceId: string, accountId: string, work: (session: PlatformSession) => Promise<T>): Promise<T>;
  /** Where conversations find their names: stored friends and groups (social), the live session (bots). */
  names: NameSources;
  /** The do-not-contact module's listing of people met in a chat. */
  doNotContact: InboxServiceDeps['doNotContact'];
  /** Run in the store's transaction with the messages people wrote privately, new to it (the jobs' reply attribution). */
  afterIncoming?: AfterIncoming;
  /** Where the inbox announces messages received and sent, and assignments (app.ts's event hub). */
  events?: EventSender;
}

export interface InboxModule extends ServerModule {
  /** What the bots' listeners and AI replies and the jobs' sends hand over (wired in app.ts). */
  capture: Capture;
  /** The scheduler's minute tick runs this: old messages go (MESSAGE_RETENTION_DAYS). */
  upkeep(): Promise<unknown>;
  /** A member left the workspace: the conversations they handled are nobody's (announced). Answers how many. */
  memberRemoved(workspaceId: string, userId: string): Promise<number>;
  /** Tests: the message writer and the live streams. */
  ingest: Ingest;
  live: LiveHub;
}

/** Accounts' names are read for every page of conversations: kept a little while (a rename shows within 30 s). */
function cachedAccountNames(read: InboxModuleDeps['accountName']): InboxModuleDeps['accountName'] {
  const names = new TtlCache<string | null>(10_000);
  return async (workspaceId, accountId) => {
    const key = `${workspaceId}:${accountId}`;
    const known = names.get(key);
    if (known !== undefined) return known;
    const name = await read(workspaceId, accountId);
    names.set(key, name, 30_000);
    return name;
  };
}

/** Every conversation of every account of the workspace: the message store, its API, and live events to open pages. */
export function createInboxModule(deps: InboxModuleDeps): InboxModule {
  const { database, config, log } = deps;
  const repo = createInboxRepo(database);
  const files = createInboxFiles(config.filesDir);
  const namer = createNamer({ repo, sources: deps.names, log });
  const events = createInboxEvents({ events: deps.events ?? NO_EVENTS, database, log });
  const ingest = createIngest({ database, log, onUnnamed: namer.name, afterIncoming: deps.afterIncoming, onStored: events.stored });
  const capture = createCapture({ ingest, repo, log });
  const sender = createSender({ repo, files, withSession: deps.withSession, aiPauseMs: config.aiPauseHours * 3_600_000, log, onSent: events.sentFromInbox });
  const inbox = createInboxService({
    repo,
    sender,
    accountName: cachedAccountNames(deps.accountName),
    doNotContact: deps.doNotContact,
    emailsOf: deps.emailsOf,
    memberships: deps.memberships,
    onAssigned: events.assigned,
    lookUpGlobalId: (workspaceId, accountId, uid) =>
      deps.withSession(workspaceId, accountId, async (session) => (await session.getUsersInfo([uid]))[0]?.globalId || null),
  });
  const retention = createRetention({ database, files, retentionDays: config.retentionDays });
  const live = createLiveHub({ database, epochs: deps.epochs, memberships: deps.memberships, log });
  return {
    capture,
    ingest,
    live,
    upkeep: () => retention.run(),
    memberRemoved: (workspaceId, userId) =>
      unassignMember(database, workspaceId, userId, async (conversations) => {
        await Promise.all(conversations.map((conversation) => events.assigned(conversation, null, null)));
      }),
    routes: async (api) => {
      await api.register(inboxRoutes, { inbox, requireUser: deps.requireUser, bigBodies: deps.bigBodies });
      await api.register(files.routes);
      await api.register(liveRoutes, { hub: live, key: deriveKey(deps.appSecret, 'live-link'), epochs: deps.epochs, memberships: deps.memberships, requireUser: deps.requireUser });
    },
    async start() {
      await live.start().catch((error: unknown) => log.warn({ err: error }, 'inbox live events did not start'));
    },
    async stop() {
      live.stop();
      await ingest.drain();
      await events.flush();
      await namer.idle();
    },
  };
}
