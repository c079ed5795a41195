import type { SimLimits } from './simulator/world';

/** The chat-platform part of the configuration, read from the environment (see design.md). */
export interface PlatformConfig {
  /** ZALO_DRIVER: `simulator` (default) or `zca`, the real Zalo. */
  driver: 'simulator' | 'zca';
  simulator: SimulatorConfig;
}

export interface SimulatorConfig {
  /** ZALO_SIM_SEED: the same seed gives the same simulated world, so stored cookies survive restarts. */
  seed: string;
  /** ZALO_SIM_DEMO: QR logins advance on their own and friends chat now and then. Off under jest. */
  demo: boolean;
  /** ZALO_SIM_USERS: people in the simulated world. */
  users: number;
  /** ZALO_SIM_MESSAGES_PER_MINUTE, ZALO_SIM_FRIEND_REQUESTS_PER_MINUTE, ZALO_SIM_PHONE_LOOKUPS_PER_MINUTE, ZALO_SIM_STRANGERS_PER_DAY,
   *  ZALO_SIM_REPEATED_TEXT_LIMIT, ZALO_SIM_REPEATED_TEXT_WINDOW_MINUTES, ZALO_SIM_MAX_FRIENDS. */
  limits?: Partial<SimLimits>;
  /** ZALO_SIM_DELIVERY_LOG: a file that gets one line per delivered message (tests across processes). */
  deliveryLog?: string;
  /** ZALO_SIM_SESSION_LOG: a file that gets one line per web session opened or closed (benches across processes). */
  sessionLog?: string;
}

function limitsOf(env: NodeJS.ProcessEnv): Partial<SimLimits> {
  const knobs: Array<[keyof SimLimits, string | undefined]> = [
    ['messagesPerMinute', env.ZALO_SIM_MESSAGES_PER_MINUTE],
    ['friendRequestsPerMinute', env.ZALO_SIM_FRIEND_REQUESTS_PER_MINUTE],
    ['phoneLookupsPerMinute', env.ZALO_SIM_PHONE_LOOKUPS_PER_MINUTE],
    ['strangerMessagesPerDay', env.ZALO_SIM_STRANGERS_PER_DAY],
    ['repeatedTextLimit', env.ZALO_SIM_REPEATED_TEXT_LIMIT],
    ['repeatedTextWindowMinutes', env.ZALO_SIM_REPEATED_TEXT_WINDOW_MINUTES],
    ['maxFriends', env.ZALO_SIM_MAX_FRIENDS],
  ];
  return Object.fromEntries(knobs.filter(([, value]) => positiveInt(value, 0) > 0).map(([key, value]) => [key, positiveInt(value, 0)]));
}

function driverOf(value: string | undefined): PlatformConfig['driver'] {
  if (!value || value === 'simulator') return 'simulator';
  if (value === 'zca') return 'zca';
  throw new Error(`ZALO_DRIVER must be "simulator" or "zca", not "${value}"`);
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadPlatformConfig(env: NodeJS.ProcessEnv): PlatformConfig {
  const demoDefault = env.NODE_ENV !== 'test';
  const limits = limitsOf(env);
  return {
    driver: driverOf(env.ZALO_DRIVER),
    simulator: {
      seed: env.ZALO_SIM_SEED || 'zalo-manager',
      demo: env.ZALO_SIM_DEMO ? env.ZALO_SIM_DEMO !== 'false' && env.ZALO_SIM_DEMO !== '0' : demoDefault,
      users: positiveInt(env.ZALO_SIM_USERS, 300),
      ...(Object.keys(limits).length > 0 ? { limits } : {}),
      ...(env.ZALO_SIM_DELIVERY_LOG ? { deliveryLog: env.ZALO_SIM_DELIVERY_LOG } : {}),
      ...(env.ZALO_SIM_SESSION_LOG ? { sessionLog: env.ZALO_SIM_SESSION_LOG } : {}),
    },
  };
}
