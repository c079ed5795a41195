import type { Agent } from 'node:http';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { SocksProxyAgent } from 'socks-proxy-agent';
import type { ProxySettings } from '../types';

/**
 * The proxy's URL as the agents take it. SOCKS names resolve on the proxy (socks4a, socks5h) so the
 * account's DNS look-ups leave from the proxy's address too.
 */
export function proxyUrl(proxy: ProxySettings): string {
  const scheme = { http: 'http', https: 'https', socks4: 'socks4a', socks5: 'socks5h' }[proxy.scheme];
  const auth = proxy.username
    ? `${encodeURIComponent(proxy.username)}${proxy.password ? `:${encodeURIComponent(proxy.password)}` : ''}@`
    : '';
  return `${scheme}://${auth}${proxy.host}:${proxy.port}`;
}

/**
 * One agent for both HTTP calls and the listener's websocket. Zalo is reached over https/wss only, so an
 * http(s) proxy is always used through CONNECT.
 */
export function createProxyAgent(proxy: ProxySettings): Agent {
  const url = proxyUrl(proxy);
  return proxy.scheme === 'socks4' || proxy.scheme === 'socks5'
    ? new SocksProxyAgent(url, { keepAlive: true })
    : new HttpsProxyAgent(url, { keepAlive: true });
}
