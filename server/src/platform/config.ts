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

export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const demoDefault = env.NODE_ENV !== 'test';
  return {
    driver: driverOf(env.ZALO_DRIVER),
    simulator: {
      seed: env.ZALO_SIM_SEED || 'zalo-manager',
      demo: env.ZALO_SIM_DEMO ? env.ZALO_SIM_DEMO !== 'false' && env.ZALO_SIM_DEMO !== '0' : demoDefault,
      users: positiveInt(env.ZALO_SIM_USERS, 300),
    },
  };
}
