import { performance } from 'node:perf_hooks';
import { formatProxyAddress, type ProxyTestResult } from 'shared-sdk/schemas';
import type { ProxyTestSettings } from '../../config/proxy-test';
import { openTunnel, type ProxyEndpoint, ProxyTunnelError, type TunnelOptions } from './tunnel';

export type ProxyTester = (proxy: ProxyEndpoint) => Promise<ProxyTestResult>;

/** Opens a tunnel through the proxy to the test target and closes it: ok with the time it took, or why not. */
export function createProxyTester(settings: ProxyTestSettings & { tls?: TunnelOptions['tls'] }): ProxyTester {
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
