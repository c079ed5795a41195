import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import zlib from 'node:zlib';
import { createAgentFetch } from './agent-fetch';
import { createProxyAgent } from './proxy';

/** A Zalo stand-in: answers what the tests below need, and records what arrived. */
function startTarget() {
  const seen: Array<{ method: string; url: string; body: string; headers: http.IncomingHttpHeaders }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
      if (req.url === '/cookies') {
        res.setHeader('set-cookie', ['zpw_sek=abc; Path=/; Expires=Wed, 18 Mar 2026 10:00:00 GMT', 'zpsid=xyz; Path=/']);
        return res.end('ok');
      }
      if (req.url === '/gzip') {
        res.setHeader('content-encoding', 'gzip');
        return res.end(zlib.gzipSync(JSON.stringify({ error_code: 0, data: 'nén' })));
      }
      if (req.url === '/moved') {
        res.writeHead(302, { location: '/landing' });
        return res.end();
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
  });
  return { server, seen };
}

/** A minimal HTTP CONNECT proxy that counts the tunnels it opened. */
function startProxy() {
  const tunnels: string[] = [];
  const server = http.createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, client: net.Socket, head: Buffer) => {
    tunnels.push(req.url ?? '');
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  return { server, tunnels };
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

describe('createAgentFetch through an http proxy', () => {
  const target = startTarget();
  const proxy = startProxy();
  let base: string;
  let proxiedFetch: typeof fetch;
  let agent: ReturnType<typeof createProxyAgent>;

  beforeAll(async () => {
    const targetPort = await listen(target.server);
    const proxyPort = await listen(proxy.server);
    base = `http://127.0.0.1:${targetPort}`;
    agent = createProxyAgent({ scheme: 'http', host: '127.0.0.1', port: proxyPort });
    proxiedFetch = createAgentFetch(agent);
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => target.server.close(resolve));
    await new Promise((resolve) => proxy.server.close(resolve));
  });

  it('goes through the proxy, with headers and a form body as zca-js sends them', async () => {
    const response = await proxiedFetch(`${base}/api/login?x=1`, {
      method: 'POST',
      headers: { Cookie: 'a=b', 'User-Agent': 'Mozilla/5.0 test' },
      body: new URLSearchParams({ params: 'mã hóa' }),
    });
    expect(await response.json()).toEqual({ path: '/api/login?x=1' });
    expect(proxy.tunnels.length).toBeGreaterThan(0);
    const arrived = target.seen.at(-1);
    expect(arrived).toMatchObject({ method: 'POST', body: 'params=m%C3%A3+h%C3%B3a' });
    expect(arrived?.headers).toMatchObject({ cookie: 'a=b', 'user-agent': 'Mozilla/5.0 test', 'content-type': expect.stringContaining('x-www-form-urlencoded') });
  });

  it('keeps every set-cookie header apart, as zca-js reads them with getSetCookie()', async () => {
    const response = await proxiedFetch(`${base}/cookies`);
    expect(response.headers.getSetCookie()).toEqual(['zpw_sek=abc; Path=/; Expires=Wed, 18 Mar 2026 10:00:00 GMT', 'zpsid=xyz; Path=/']);
  });

  it('decodes compressed bodies and never asks for zstd', async () => {
    const response = await proxiedFetch(`${base}/gzip`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(await response.json()).toEqual({ error_code: 0, data: 'nén' });
    expect(target.seen.at(-1)?.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('follows redirects as a GET, unless redirect is manual', async () => {
    const followed = await proxiedFetch(`${base}/moved`, { method: 'POST', body: 'x=1' });
    expect(await followed.json()).toEqual({ path: '/landing' });
    expect(target.seen.at(-1)?.method).toBe('GET');
    const manual = await proxiedFetch(`${base}/moved`, { redirect: 'manual' });
    expect(manual.status).toBe(302);
    expect(manual.headers.get('location')).toBe('/landing');
  });

  it('stops on an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(proxiedFetch(`${base}/slow`, { signal: controller.signal })).rejects.toThrow();
  });
});
