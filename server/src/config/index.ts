import path from 'node:path';
import { type AiConfig, loadAiConfig } from '../ai/provider';
import { loadPlatformConfig, type PlatformConfig } from '../platform/config';
import { type JobsConfig, loadJobsConfig } from './jobs';
import { type ProxyTestSettings, proxyTestSettingsFromEnv } from './proxy-test';

/** Everything the server reads from the environment, with the embedded defaults of the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: string;
  production: boolean;
  /** Overrides of a remote's manifest URL, by federation name (mf_jobs → REMOTE_MF_JOBS_URL). */
  remoteUrls: Record<string, string>;
  /** Login attempts allowed per window, per client IP and per e-mail. */
  loginLimits: { perIp: number; perEmail: number; windowSeconds: number };
  /** Registrations allowed per client IP and window (each one starts a trial). */
  registerLimits: { perIp: number; windowSeconds: number };
  /** API_KEY_RATE_PER_MINUTE: requests one API key may make per minute (per server process); more are answered 429. */
  apiKeyRatePerMinute: number;
  /** Requests with big bodies (attachments) read at once, per user and in the process, and how long one waits (BIG_BODIES_*). */
  bigBodies: { perUser: number; global: number; waitSeconds: number };
  /** The origin browsers use (https://app.example.com); else taken from each request's host. */
  publicUrl: string | undefined;
  /** Days of the basic-plan trial a new user gets. */
  trialDays: number;
  /** How long a bot's session lease lives unless renewed, and how often orphaned bots are taken over. */
  botLease: { ttlMs: number; takeoverEveryMs: number };
  /** ZALO_MAX_LOGINS_PER_DAY: an account's logins in a Vietnamese day after which the server logs it in no more by itself. */
  zaloMaxLoginsPerDay: number;
  /** SERVER_ROLE: what this process does when several share one PostgreSQL (see ServerRole). */
  role: ServerRole;
  /**
   * Accounts' sessions across processes: how long a call forwarded to the holder waits (SESSION_FORWARD_TIMEOUT_MS),
   * the leases one process holds at most (WORKER_MAX_SESSIONS), and how long a session opened for work only stays
   * open unused (SESSION_IDLE_CLOSE_MS).
   */
  sessions: { forwardTimeoutMs: number; maxSessions: number; idleCloseMs: number };
  /** The real payOS when all three keys are set; undefined means the local simulator. */
  payos: PayosConfig | undefined;
  /** The job engine: workers, daily caps per account, attachment folder, timing (JOB_*). */
  jobs: JobsConfig;
  /** TRUST_PROXY: the client IP comes from X-Forwarded-For. */
  trustProxy: boolean;
  /** The chat platform's driver and the simulated Zalo (ZALO_*). */
  platform: PlatformConfig;
  /** ZALO_SIM_CONTROL: mount the simulator's test controls. */
  simulatorControl: boolean;
  /** The AI provider for auto-reply (AI_*). */
  ai: AiConfig;
  /** Where a proxy test tunnels to and how long it may take (PROXY_TEST_*). */
  proxyTest: ProxyTestSettings;
  /** PROXY_MAX_ACCOUNTS: Zalo accounts allowed on one proxy (more on one IP is a ban signal). */
  proxyMaxAccounts: number;
  /** The inbox: how long a reply typed there pauses the AI, how long messages are kept, where its images are kept. */
  inbox: InboxConfig;
  /** Webhook deliveries: which addresses they may reach (WEBHOOK_*). */
  webhooks: WebhooksConfig;
}

/**
 * `all`: everything in one process (the default). `api`: HTTP and the front-end apps only; never holds an account's
 * session (forwards to the holder), no sending engine, scheduler or bot take-over. `worker`: sessions, engine,
 * scheduler and take-over; its HTTP answers /health only.
 */
export type ServerRole = 'all' | 'api' | 'worker';
const SERVER_ROLES: readonly ServerRole[] = ['all', 'api', 'worker'];

function serverRole(value: string | undefined): ServerRole {
  if (!value) return 'all';
  if (!SERVER_ROLES.includes(value as ServerRole)) throw new Error(`SERVER_ROLE must be one of ${SERVER_ROLES.join(', ')} (got ${value})`);
  return value as ServerRole;
}

export interface WebhooksConfig {
  /** WEBHOOK_ALLOW_HTTP: endpoints may use plain http (else https only). */
  allowHttp: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: endpoints may be loopback, private or link-local (self-hosted receivers, tests). */
  allowPrivateNetworks: boolean;
}

export interface InboxConfig {
  /** INBOX_AI_PAUSE_HOURS: a reply typed in the inbox keeps the AI auto-reply quiet in that conversation this long. */
  aiPauseHours: number;
  /** MESSAGE_RETENTION_DAYS: messages older than this are removed. */
  retentionDays: number;
  /** INBOX_FILES_DIR: the images sent from the inbox (several processes need a shared folder). */
  filesDir: string;
}

export interface PayosConfig {
  clientId: string;
  apiKey: string;
  checksumKey: string;
  /** PAYOS_BASE_URL, for payOS's sandbox or a proxy; the SDK's default otherwise. */
  baseUrl: string | undefined;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function payosConfig(env: NodeJS.ProcessEnv): PayosConfig | undefined {
  const keys = [env.PAYOS_CLIENT_ID, env.PAYOS_API_KEY, env.PAYOS_CHECKSUM_KEY];
  if (keys.every((key) => !key)) return undefined;
  // Half a configuration would silently fall back to the simulator and accept fake payments.
  if (keys.some((key) => !key)) {
    throw new Error('PAYOS_CLIENT_ID, PAYOS_API_KEY and PAYOS_CHECKSUM_KEY must be set together');
  }
  const [clientId, apiKey, checksumKey] = keys as string[];
  return { clientId, apiKey, checksumKey, baseUrl: env.PAYOS_BASE_URL || undefined };
}

export const REMOTE_APPS = ['mf-accounts', 'mf-social', 'mf-jobs', 'mf-phone', 'mf-billing'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const remoteUrls: Record<string, string> = {};
  for (const app of REMOTE_APPS) {
    const url = env[`REMOTE_${app.toUpperCase().replace(/-/g, '_')}_URL`];
    if (url) remoteUrls[app.replace(/-/g, '_')] = url;
  }
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appSecret: env.APP_SECRET || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    refreshTokenTtlDays: int(env.REFRESH_TOKEN_TTL_DAYS, 30),
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    remoteUrls,
    loginLimits: {
      perIp: int(env.LOGIN_LIMIT_PER_IP, 30),
      perEmail: int(env.LOGIN_LIMIT_PER_EMAIL, 10),
      windowSeconds: int(env.LOGIN_LIMIT_WINDOW_SECONDS, 600),
    },
    registerLimits: {
      perIp: int(env.REGISTER_LIMIT_PER_IP, 10),
      windowSeconds: int(env.REGISTER_LIMIT_WINDOW_SECONDS, 3600),
    },
    apiKeyRatePerMinute: int(env.API_KEY_RATE_PER_MINUTE, 600),
    bigBodies: {
      perUser: int(env.BIG_BODIES_PER_USER, 1),
      global: int(env.BIG_BODIES_GLOBAL, 1),
      waitSeconds: int(env.BIG_BODIES_WAIT_SECONDS, 30),
    },
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    trialDays: int(env.TRIAL_DAYS, 7),
    botLease: { ttlMs: int(env.BOT_LEASE_TTL_MS, 30_000), takeoverEveryMs: int(env.BOT_TAKEOVER_EVERY_MS, 15_000) },
    zaloMaxLoginsPerDay: int(env.ZALO_MAX_LOGINS_PER_DAY, 10),
    role: serverRole(env.SERVER_ROLE),
    sessions: {
      forwardTimeoutMs: int(env.SESSION_FORWARD_TIMEOUT_MS, 30_000),
      maxSessions: int(env.WORKER_MAX_SESSIONS, 1000),
      idleCloseMs: int(env.SESSION_IDLE_CLOSE_MS, 10 * 60_000),
    },
    payos: payosConfig(env),
    jobs: loadJobsConfig(env, dataDir),
    trustProxy: env.TRUST_PROXY === 'true',
    platform: loadPlatformConfig(env),
    simulatorControl: env.ZALO_SIM_CONTROL === 'true',
    ai: loadAiConfig(env),
    proxyTest: proxyTestSettingsFromEnv(env),
    proxyMaxAccounts: int(env.PROXY_MAX_ACCOUNTS, 5),
    inbox: {
      aiPauseHours: int(env.INBOX_AI_PAUSE_HOURS, 12),
      retentionDays: int(env.MESSAGE_RETENTION_DAYS, 365),
      filesDir: path.resolve(env.INBOX_FILES_DIR || path.join(dataDir, 'inbox-files')),
    },
    webhooks: {
      allowHttp: env.WEBHOOK_ALLOW_HTTP === 'true',
      allowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === 'true',
    },
  };
}
