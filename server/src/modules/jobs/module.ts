import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type EventSender, NO_EVENTS } from '../../lib/event-publishing';
import { createUserVersions } from '../../db/user-versions';
import type { AuthGuard } from '../../http/auth-guard';
import type { BigBodyGate } from '../../http/big-bodies';
import type { ServerModule } from '../../http/server-module';
import type { AccountSessions } from '../bots';
import type { LimitService } from '../subscription';
import { jobCreationRoutes } from './creation/routes';
import { createScheduleRunner, type ScheduleRunner } from './creation/schedules';
import { createJobCreation, type JobCreationDeps, noGroupTagsYet } from './creation/service';
import { createJobEngine, type JobEngine, type JobEngineDeps } from './engine/engine';
import type { JobsConfig } from '../../config/jobs';
import type { JobCreator } from './job-draft';
import { createJobEvents, type JobEvents } from './job-events';
import type { EmailsOf } from './job-view';
import { exportRecipientsRoute } from './read/export-recipients';
import { jobsReadRoutes } from './read/routes';
import { accountHealthRoutes } from './account-health/routes';
import { type AccountHealthDeps, createAccountHealthService } from './account-health/service';
import { createJobsReadQueries } from './read/queries';
import { createJobsReadService, type JobsReadService } from './read/service';
import { reportsRoutes } from './reports/routes';
import { createReportsService } from './reports/service';
import { createJobsRepo } from './repo';
import { schedulesRoutes } from './schedules/routes';
import { createSchedulesService } from './schedules/service';
import { createJobsService, type JobsService } from './service';
import type { ListNames } from './source-names';
import { createWaitingJobs } from './waiting-jobs';

export interface JobsModule extends ServerModule {
  service: JobsService;
  engine: JobEngine;
  read: JobsReadService;
  schedules: ScheduleRunner;
  /** The jobs' workspace events (app.ts hands it the replies the inbox's transaction counted). */
  announce: JobEvents;
}

export interface JobsModuleDeps {
  database: Database;
  config: JobsConfig;
  limits: LimitService;
  sessions: AccountSessions;
  /** The bots module's: the account's one live session, here or in the process holding it. */
  withSession: JobEngineDeps['withSession'];
  /** The bots module's: account runs go to the process holding the account's session. */
  placement?: JobEngineDeps['placement'];
  isBotRunning(accountId: string): Promise<boolean>;
  /** The bots module's: today's logins of accounts (the health panel). */
  loginsToday: AccountHealthDeps['loginsToday'];
  requireUser: AuthGuard;
  /** The exports' guard: a bearer token or a download link. */
  requireUserOrLink: AuthGuard;
  /** The process's gate for big bodies (attachments), shared with the phone-lists module. */
  bigBodies: BigBodyGate;
  log: FastifyBaseLogger;
  /** Stores and queues created jobs; tests may record drafts instead. */
  jobCreator?: JobCreator;
  /** The social module's stored friends of an account (recipients of message jobs to friends). */
  storedFriends: JobCreationDeps['storedFriends'];
  /** The social module's reading of a select-all on the friends or groups page. */
  socialSelections: JobCreationDeps['socialSelections'];
  /** The shared-lists module's lists, for member jobs and list schedules. */
  sharedLists: JobCreationDeps['sharedLists'];
  /** The phone-lists module's store, for phone schedules. */
  phoneLists: JobCreationDeps['phoneLists'];
  /** The do-not-contact module's: listed recipients are left out of every job created. */
  doNotContact: JobCreationDeps['doNotContact'];
  /** The names of the user's Kho chung and phone lists (their modules'), for job cards and the schedules list. */
  listNames: ListNames;
  /** Group ids carrying the user's group tags (no group tag has groups until group tags are stored). */
  groupIdsForTags?: (workspaceId: string, tagIds: string[]) => Promise<string[]>;
  /** Each message a job sent (the inbox keeps it in the customer's thread). */
  onMessageSent?: JobEngineDeps['onMessageSent'];
  /** Work of other modules the scheduler's minute tick also runs (the inbox's retention). */
  everyMinute?: () => Promise<unknown>;
  /** The e-mails of people by id (the auth module's users): who created each job answered. */
  emailsOf: EmailsOf;
  /** Where jobs' ends and replies are announced (app.ts's event hub). */
  events?: EventSender;
  /** The phone-lists module's: a job of a phone list ended. */
  phoneListJobEnded?: (listId: string) => Promise<void>;
  /** False in SERVER_ROLE=api: the daily schedules and the minute tick run in the workers. */
  runsScheduler?: boolean;
}

/** What the plan limits count of this module. */
export function jobsUsage(database: Database) {
  const repo = createJobsRepo(database);
  return { countJobsToday: repo.countJobsToday, countRunningJobs: repo.countRunningJobs };
}

/** Creating jobs (and their daily schedules), the engine that sends them, and the jobs page's reads. */
export function createJobsModule(deps: JobsModuleDeps): JobsModule {
  const { database, config, limits, requireUser, log, emailsOf } = deps;
  const waiting = createWaitingJobs({ database, limits });
  const announce = createJobEvents({ database, events: deps.events ?? NO_EVENTS, log, phoneListJobEnded: deps.phoneListJobEnded });
  const engine = createJobEngine({
    database,
    config,
    withSession: deps.withSession,
    placement: deps.placement,
    log,
    waiting,
    onMessageSent: deps.onMessageSent,
    onJobEnded: (jobId) => announce.ended(jobId),
  });
  const service = createJobsService({ repo: createJobsRepo(database, deps.listNames), limits, attachmentsDir: config.attachmentsDir, engine, waiting, emailsOf });
  const creation = createJobCreation({
    db: database.db,
    jobs: deps.jobCreator ?? service,
    sessions: deps.sessions,
    limits,
    isBotRunning: deps.isBotRunning,
    groupIdsForTags: deps.groupIdsForTags ?? noGroupTagsYet,
    storedFriends: deps.storedFriends,
    socialSelections: deps.socialSelections,
    sharedLists: deps.sharedLists,
    phoneLists: deps.phoneLists,
    doNotContact: deps.doNotContact,
  });
  const schedules = createScheduleRunner({ db: database.db, run: creation.runSchedule, log, alsoEachTick: deps.everyMinute });
  const dailyFriendRequestCap = config.dailyCaps['friend-request'];
  // The polled reads' ETags: each user's jobs version, kept until a write to their jobs is notified.
  const jobsVersions = createUserVersions({ database, channels: ['jobs_changed'], read: createJobsReadQueries(database).jobsVersion });
  const jobsVersion = jobsVersions.versionOf;
  return {
    service,
    engine,
    announce,
    read: createJobsReadService({ database, dailyFriendRequestCap, jobsVersion, emailsOf }),
    schedules,
    async routes(api) {
      await api.register(jobCreationRoutes, { creation, requireUser, bigBodies: deps.bigBodies });
      await api.register(jobsReadRoutes, { database, requireUser, cancel: service.cancel, dailyFriendRequestCap, jobsVersion, emailsOf });
      const health = createAccountHealthService({
        database,
        rules: config.sending,
        caps: config.dailyCaps,
        rateLimitCooldownMs: config.timing.rateLimitCooldownMs,
        wake: engine.wake,
        loginsToday: deps.loginsToday,
        now: config.timing.now,
      });
      await api.register(accountHealthRoutes, { health, requireUser });
      await api.register(exportRecipientsRoute, { database, requireUserOrLink: deps.requireUserOrLink });
      await api.register(reportsRoutes, { reports: createReportsService(database), requireUser, requireUserOrLink: deps.requireUserOrLink });
      const recurring = createSchedulesService({ database, limits, phoneLists: deps.phoneLists, listNames: deps.listNames });
      await api.register(schedulesRoutes, { schedules: recurring, requireUser });
    },
    async start() {
      // Until it listens, every poll reads its version from the database.
      await jobsVersions.start().catch((error: unknown) => log.warn({ err: error }, 'jobs change listener did not start'));
      // Not awaited: pg-boss starting must not hold up the server's start.
      void engine.start();
      if (deps.runsScheduler !== false) schedules.start();
    },
    async stop() {
      jobsVersions.stop();
      await engine.stop();
      await schedules.stop();
    },
  };
}
