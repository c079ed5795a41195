/* Where a proxy test tunnels to and how long it may take (PROXY_TEST_*), from the environment. */

/** A host and port, as a proxy test's target. */
export interface HostPort {
  host: string;
  port: number;
}

export const DEFAULT_PROXY_TEST_TARGET = 'example.com:443';
export const DEFAULT_PROXY_TEST_TIMEOUT_MS = 10_000;

export interface ProxyTestSettings {
  /** Where the tunnel goes: PROXY_TEST_TARGET (host:port), example.com:443 by default. */
  target: HostPort;
  /** PROXY_TEST_TIMEOUT_MS, 10 s by default. */
  timeoutMs: number;
}

/** 'example.com:443', '10.0.0.5:8080', '[::1]:443'. */
export function parseHostPort(value: string): HostPort {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^\s:[\]]+)):(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[3]) : NaN;
  if (!match || port < 1 || port > 65_535) throw new Error(`expected host:port, got "${value}"`);
  return { host: match[1] ?? match[2], port };
}

/** The settings from the environment; a malformed value stops the start-up with a clear message. */
export function proxyTestSettingsFromEnv(env: NodeJS.ProcessEnv): ProxyTestSettings {
  let target: HostPort;
  try {
    target = parseHostPort(env.PROXY_TEST_TARGET || DEFAULT_PROXY_TEST_TARGET);
  } catch (error) {
    throw new Error(`PROXY_TEST_TARGET: ${(error as Error).message}`);
  }
  const timeout = Number(env.PROXY_TEST_TIMEOUT_MS);
  return { target, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_PROXY_TEST_TIMEOUT_MS };
}
