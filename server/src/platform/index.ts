import type { PlatformConfig } from './config';
import type { ChatPlatform } from './gateway';
import { createSimulatorPlatform } from './simulator/platform';

export type { PlatformConfig, SimulatorConfig } from './config';
export { loadPlatformConfig } from './config';
export { parseCookieInput } from './cookie-input';
export * from './errors';
export type * from './gateway';
export * from './types';
export { createSimulatorPlatform, SimulatorPlatform, type SimulatorOptions } from './simulator/platform';
export type { SimWorld } from './simulator/world';

/** The driver ZALO_DRIVER names: the simulated Zalo by default, the real one with `zca`. */
export function createPlatform(config: PlatformConfig): ChatPlatform {
  if (config.driver === 'zca') {
    // zca-js and its dependencies take about 0.6 s to load: only a server that talks to the real Zalo pays for it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, see above
    const { ZcaPlatform } = require('./zca/platform') as typeof import('./zca/platform');
    return new ZcaPlatform();
  }
  const { seed, demo, users, limits, deliveryLog, sessionLog } = config.simulator;
  return createSimulatorPlatform({ seed, demo, users, limits, deliveryLog, sessionLog });
}
