import type net from 'node:net';
import { parseHostPort, proxyTestSettingsFromEnv } from '../../config/proxy-test';
import { createProxyTester } from './proxy-tester';
import {
  type LocalServer,
  startEchoTarget,
  startHttpConnectProxy,
  startSilentServer,
  startSocksProxy,
  unusedPort,
} from './testing/local-proxies';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './testing/tls-fixture';
import { ipv6Bytes, openTunnel, type ProxyEndpoint } from './tunnel';

const AUTH = { username: 'nguoi-dung', password: 'mật-khẩu:1' };
const servers: LocalServer[] = [];
let target: LocalServer;

async function start<T extends LocalServer>(server: Promise<T>): Promise<T> {
  const started = await server;
  servers.push(started);
  return started;
}

beforeAll(async () => {
  target = await start(startEchoTarget());
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

const targetOf = () => ({ host: '127.0.0.1', port: target.port });
const test = (proxy: ProxyEndpoint, timeoutMs = 2_000) => createProxyTester({ target: targetOf(), timeoutMs, tls: { ca: TEST_TLS_CERT } })(proxy);
const endpoint = (server: LocalServer, scheme: ProxyEndpoint['scheme'], extra: Partial<ProxyEndpoint> = {}): ProxyEndpoint => ({
  scheme,
  host: server.host,
  port: server.port,
  ...extra,
});

/** The right credentials pass; wrong ones (AUTH with `wrong` in it) and none fail, each with its own sentence. */
async function expectCredentialsChecked(proxy: LocalServer, scheme: ProxyEndpoint['scheme'], wrong: Partial<ProxyEndpoint>) {
  expect(await test(endpoint(proxy, scheme, AUTH))).toMatchObject({ ok: true });
  expect(await test(endpoint(proxy, scheme, { ...AUTH, ...wrong }))).toMatchObject({ ok: false, error: 'Sai tên đăng nhập hoặc mật khẩu proxy' });
  expect(await test(endpoint(proxy, scheme))).toMatchObject({ ok: false, error: 'Proxy yêu cầu tên đăng nhập và mật khẩu' });
}

/** Reads `length` bytes that arrive on the tunnel. */
function readFrom(socket: net.Socket, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (text.length >= length) resolve(text);
    });
    socket.on('error', reject);
    socket.resume();
  });
}

describe('through an HTTP CONNECT proxy', () => {
  it('opens a tunnel that carries bytes both ways to the target', async () => {
    const proxy = await start(startHttpConnectProxy());
    const socket = await openTunnel(endpoint(proxy, 'http'), targetOf(), { timeoutMs: 2_000 });
    const greeting = readFrom(socket, 'hello\nping'.length);
    socket.write('ping');
    expect(await greeting).toBe('hello\nping');
    socket.destroy();
    expect(proxy.requests).toEqual([`127.0.0.1:${target.port}`]);
  });

  it('reports ok with the latency and the target', async () => {
    const proxy = await start(startHttpConnectProxy());
    const result = await test(endpoint(proxy, 'http'));
    expect(result).toEqual({ ok: true, latencyMs: expect.any(Number), target: `127.0.0.1:${target.port}` });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('sends Basic credentials, and tells a wrong password from a missing one', async () => {
    await expectCredentialsChecked(await start(startHttpConnectProxy({ auth: AUTH })), 'http', { password: 'sai' });
  });

  it('passes on the proxy\'s refusal when the target is down', async () => {
    const proxy = await start(startHttpConnectProxy({ routeTo: { host: '127.0.0.1', port: await unusedPort() } }));
    const result = await test(endpoint(proxy, 'http'));
    // The sentence for people, the proxy's own status apart (no technical text in the main line).
    expect(result).toMatchObject({ ok: false, error: `Proxy không mở được kết nối tới 127.0.0.1:${target.port}`, detail: 'HTTP 502 Bad Gateway' });
  });

  it('says so when the server is not an HTTP proxy', async () => {
    const result = await test(endpoint(target, 'http'));
    expect(result).toMatchObject({ ok: false, error: 'Phản hồi không phải của một proxy HTTP' });
  });
});

describe('through an HTTPS proxy (TLS to the proxy)', () => {
  it('opens the tunnel when the proxy\'s certificate is trusted', async () => {
    const proxy = await start(startHttpConnectProxy({ tls: { cert: TEST_TLS_CERT, key: TEST_TLS_KEY }, auth: AUTH }));
    expect(await test(endpoint(proxy, 'https', AUTH))).toMatchObject({ ok: true });
    expect(await test(endpoint(proxy, 'https', { ...AUTH, host: 'localhost' }))).toMatchObject({ ok: true });
  });

  it('refuses a certificate it cannot verify', async () => {
    const proxy = await start(startHttpConnectProxy({ tls: { cert: TEST_TLS_CERT, key: TEST_TLS_KEY } }));
    const untrusting = createProxyTester({ target: targetOf(), timeoutMs: 2_000 });
    const result = await untrusting(endpoint(proxy, 'https'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Không thiết lập được kết nối bảo mật tới proxy HTTPS/);
    expect(!result.ok && result.detail).toMatch(/self[- ]signed/i);
  });

  it('fails cleanly when the server does not speak TLS', async () => {
    const result = await test(endpoint(target, 'https'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Không thiết lập được kết nối bảo mật tới proxy HTTPS/);
  });
});

describe('through a SOCKS proxy', () => {
  it('SOCKS5 without authentication carries bytes to the target', async () => {
    const proxy = await start(startSocksProxy());
    const socket = await openTunnel(endpoint(proxy, 'socks5'), targetOf(), { timeoutMs: 2_000 });
    const greeting = readFrom(socket, 'hello\n'.length);
    expect(await greeting).toBe('hello\n');
    socket.destroy();
    expect(await test(endpoint(proxy, 'socks5'))).toMatchObject({ ok: true });
  });

  it('SOCKS5 with username/password: right, wrong and missing credentials', async () => {
    await expectCredentialsChecked(await start(startSocksProxy({ auth: AUTH })), 'socks5', { username: 'khac' });
  });

  it('SOCKS5 sends a domain name for the proxy to resolve, and IPv6 addresses as 16 bytes', async () => {
    const proxy = await start(startSocksProxy({ routeTo: targetOf() }));
    const byName = createProxyTester({ target: { host: 'example.com', port: 443 }, timeoutMs: 2_000 });
    expect(await byName(endpoint(proxy, 'socks5'))).toEqual({ ok: true, latencyMs: expect.any(Number), target: 'example.com:443' });
    const byIpv6 = createProxyTester({ target: { host: '2001:db8::1', port: 443 }, timeoutMs: 2_000 });
    expect(await byIpv6(endpoint(proxy, 'socks5'))).toMatchObject({ ok: true, target: '[2001:db8::1]:443' });
    expect(proxy.requests).toEqual(['example.com:443', '2001:db8:0:0:0:0:0:1:443']);
  });

  it('SOCKS5 passes on the proxy\'s refusal when the target is down', async () => {
    const proxy = await start(startSocksProxy({ routeTo: { host: '127.0.0.1', port: await unusedPort() } }));
    expect(await test(endpoint(proxy, 'socks5'))).toMatchObject({
      ok: false,
      error: `Proxy SOCKS5 không mở được kết nối tới 127.0.0.1:${target.port}: máy đích từ chối kết nối`,
    });
  });

  it('SOCKS4 with an IPv4 target and SOCKS4a with a host name', async () => {
    const proxy = await start(startSocksProxy({ routeTo: targetOf() }));
    expect(await test(endpoint(proxy, 'socks4', { username: 'ident' }))).toMatchObject({ ok: true });
    const byName = createProxyTester({ target: { host: 'example.com', port: 443 }, timeoutMs: 2_000 });
    expect(await byName(endpoint(proxy, 'socks4'))).toMatchObject({ ok: true });
    expect(proxy.requests).toEqual([`127.0.0.1:${target.port}`, 'example.com:443']);
  });

  it('SOCKS4 refusal and IPv6 targets are reported', async () => {
    const proxy = await start(startSocksProxy({ routeTo: { host: '127.0.0.1', port: await unusedPort() } }));
    expect(await test(endpoint(proxy, 'socks4'))).toMatchObject({
      ok: false,
      error: `Proxy SOCKS4 từ chối kết nối tới 127.0.0.1:${target.port}: yêu cầu bị từ chối hoặc thất bại`,
    });
    const v6 = createProxyTester({ target: { host: '::1', port: 443 }, timeoutMs: 2_000 });
    expect(await v6(endpoint(proxy, 'socks4'))).toMatchObject({ ok: false, error: 'SOCKS4 không hỗ trợ địa chỉ IPv6' });
  });

  it('says so when the server is not a SOCKS proxy', async () => {
    expect(await test(endpoint(target, 'socks5'))).toMatchObject({ ok: false, error: 'Phản hồi không phải của một proxy SOCKS5' });
    expect(await test(endpoint(target, 'socks4'))).toMatchObject({ ok: false, error: 'Phản hồi không phải của một proxy SOCKS4' });
  });
});

describe('failures before any handshake', () => {
  it('an unreachable proxy (nothing listening)', async () => {
    const result = await test({ scheme: 'http', host: '127.0.0.1', port: await unusedPort() });
    expect(result).toMatchObject({ ok: false, error: 'Proxy từ chối kết nối (không có dịch vụ nào ở địa chỉ và cổng này)' });
  });

  it('a host name that does not resolve', async () => {
    const result = await test({ scheme: 'socks5', host: 'khong-ton-tai.invalid', port: 1080 }, 5_000);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^(Không tìm thấy máy chủ proxy|Không kết nối được tới proxy)/);
  });

  it.each(['http', 'https', 'socks4', 'socks5'] as const)('a %s proxy that never answers times out', async (scheme) => {
    const silent = await start(startSilentServer());
    const started = Date.now();
    const result = await test(endpoint(silent, scheme), 300);
    expect(result).toMatchObject({ ok: false, error: 'Hết thời gian chờ (0.3 giây) khi kết nối qua proxy' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('settings', () => {
  it('reads PROXY_TEST_TARGET and PROXY_TEST_TIMEOUT_MS, with example.com:443 and 10 s by default', () => {
    expect(proxyTestSettingsFromEnv({})).toEqual({ target: { host: 'example.com', port: 443 }, timeoutMs: 10_000 });
    expect(proxyTestSettingsFromEnv({ PROXY_TEST_TARGET: '127.0.0.1:9000', PROXY_TEST_TIMEOUT_MS: '500' })).toEqual({
      target: { host: '127.0.0.1', port: 9000 },
      timeoutMs: 500,
    });
    expect(() => proxyTestSettingsFromEnv({ PROXY_TEST_TARGET: 'example.com' })).toThrow('PROXY_TEST_TARGET');
  });

  it('parses host:port with IPv6 brackets', () => {
    expect(parseHostPort('[::1]:443')).toEqual({ host: '::1', port: 443 });
    expect(() => parseHostPort('example.com:70000')).toThrow();
    expect(() => parseHostPort('http://example.com:80')).toThrow();
  });

  it('turns IPv6 addresses into 16 bytes', () => {
    expect(ipv6Bytes('::1')).toEqual([...Array(15).fill(0), 1]);
    expect(ipv6Bytes('2001:db8::ff00:42')).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0x00, 0x00, 0x42]);
    expect(ipv6Bytes('::ffff:10.0.0.1')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 10, 0, 0, 1]);
  });
});
