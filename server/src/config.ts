import path from 'node:path';

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
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export const REMOTE_APPS = ['mf-accounts', 'mf-social', 'mf-jobs', 'mf-phone', 'mf-billing'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const remoteUrls: Record<string, string> = {};
  for (const app of REMOTE_APPS) {
    const url = env[`REMOTE_${app.toUpperCase().replace(/-/g, '_')}_URL`];
    if (url) remoteUrls[app.replace(/-/g, '_')] = url;
  }
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
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
  };
}
