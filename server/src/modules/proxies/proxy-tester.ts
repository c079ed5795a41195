import { performance } from 'node:perf_hooks';
import { formatProxyAddress, type ProxyTestResult } from 'shared-sdk/schemas';
import { openTunnel, type ProxyEndpoint, ProxyTunnelError, type TunnelOptions, type TunnelTarget } from './tunnel';

export const DEFAULT_PROXY_TEST_TARGET = 'example.com:443';
export const DEFAULT_PROXY_TEST_TIMEOUT_MS = 10_000;

export interface ProxyTestSettings {
  /** Where the tunnel goes: PROXY_TEST_TARGET (host:port), example.com:443 by default. */
  target: TunnelTarget;
  /** PROXY_TEST_TIMEOUT_MS, 10 s by default. */
  timeoutMs: number;
  tls?: TunnelOptions['tls'];
}

/** 'example.com:443', '10.0.0.5:8080', '[::1]:443'. */
export function parseHostPort(value: string): TunnelTarget {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^\s:[\]]+)):(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[3]) : NaN;
  if (!match || port < 1 || port > 65_535) throw new Error(`expected host:port, got "${value}"`);
  return { host: match[1] ?? match[2], port };
}

/** The settings from the environment; a malformed value stops the start-up with a clear message. */
export function proxyTestSettingsFromEnv(env: NodeJS.ProcessEnv): ProxyTestSettings {
  let target: TunnelTarget;
  try {
    target = parseHostPort(env.PROXY_TEST_TARGET || DEFAULT_PROXY_TEST_TARGET);
  } catch (error) {
    throw new Error(`PROXY_TEST_TARGET: ${(error as Error).message}`);
  }
  const timeout = Number(env.PROXY_TEST_TIMEOUT_MS);
  return { target, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_PROXY_TEST_TIMEOUT_MS };
}

export type ProxyTester = (proxy: ProxyEndpoint) => Promise<ProxyTestResult>;

/** Opens a tunnel through the proxy to the test target and closes it: ok with the time it took, or why not. */
export function createProxyTester(settings: ProxyTestSettings): ProxyTester {
  const target = formatProxyAddress(settings.target.host, settings.target.port);
  return async (proxy) => {
    const started = performance.now();
    try {
      const socket = await openTunnel(proxy, settings.target, { timeoutMs: settings.timeoutMs, tls: settings.tls });
      const latencyMs = Math.round(performance.now() - started);
      socket.destroy();
      return { ok: true, latencyMs, target };
    } catch (error) {
      const reason = error instanceof ProxyTunnelError ? error.message : 'Lỗi không xác định khi kiểm tra proxy';
      const detail = error instanceof ProxyTunnelError ? error.detail : undefined;
      return { ok: false, error: reason, ...(detail ? { detail } : {}), latencyMs: Math.round(performance.now() - started), target };
    }
  };
}
