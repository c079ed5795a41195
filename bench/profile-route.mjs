/**
 * A CPU profile of one API route under load, to see where a request's time goes:
 * `node --import tsx bench/profile-route.mjs` starts a server (PGlite, in a folder of its own), signs up, makes a
 * read-only API key, warms the route for 2 s with 50 connections, then records 6 s of the server's CPU through its
 * inspector and writes `/tmp/profile-<route>-<key|token>.cpuprofile` (open it in Chrome's DevTools, Performance tab).
 * ROUTE (default `auth/me`, under /api/v1), AUTH=token (default: the API key).
 */
import autocannon from 'autocannon';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, freePort, register, startServer } from './common.mjs';
import { connectInspector } from './inspector.mjs';

const route = process.env.ROUTE ?? 'auth/me';
const auth = process.env.AUTH === 'token' ? 'token' : 'key';
const inspectPort = await freePort();
const server = await startServer(
  { DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'profile-route-')), 'data'), API_KEY_RATE_PER_MINUTE: String(1_000_000_000) },
  { nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`] },
);
try {
  const { token } = await register(server.baseUrl, 'profile');
  const { apiKey } = await api(server.baseUrl, 'POST', '/api-keys', token, { name: 'Profile', scope: 'read' });
  const load = { url: `${server.baseUrl}/api/v1/${route}`, headers: { authorization: `Bearer ${auth === 'token' ? token : apiKey.key}` }, connections: 50 };
  await autocannon({ ...load, duration: 2 });

  const inspector = await connectInspector(inspectPort);
  const { result, profile } = await inspector.cpuProfile(() => autocannon({ ...load, duration: 6 }));
  inspector.close();
  const file = path.join(tmpdir(), `profile-${route.replaceAll('/', '-')}-${auth}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`${Math.round(result.requests.average)} requests/s, ${result.non2xx} not 2xx; profile: ${file}`);
} finally {
  await server.stop();
}
