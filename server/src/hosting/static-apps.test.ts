import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerNotFound } from '../http/envelope';
import { registerStaticApps } from './static-apps';

/** A fake build: the shell and one remote, with hashed and unhashed files. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'static-apps-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell/dist/main.0123abcd.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'shell/dist/main.0123abcd.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(root, 'shell/dist/main.0123abcd.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(root, 'shell/dist/index.html.br'), brotliCompressSync('<!doctype html><title>shell</title>'));
  mkdirSync(path.join(root, 'mf-jobs/dist'), { recursive: true });
  writeFileSync(path.join(root, 'mf-jobs/dist/mf-manifest.json'), '{}');
  writeFileSync(path.join(root, 'mf-jobs/dist/remoteEntry.js'), 'var x');
  writeFileSync(path.join(root, 'mf-jobs/dist/routes.89abcdef.js'), 'var y');
  writeFileSync(path.join(root, 'mf-jobs/dist/routes.89abcdef.js.gz'), gzipSync('var y'));
  return root;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.get('/api/v1/health', async () => ({ success: true }));
  const fallback = await registerStaticApps(app, {
    root: fakeBuild(),
    remoteUrls: { mf_billing: 'https://cdn.example.com/mf-billing/mf-manifest.json' },
  });
  registerNotFound(app, fallback);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

it('lists every remote in /remotes.json, with an environment override winning', async () => {
  const response = await get('/remotes.json');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.json().remotes).toEqual([
    { name: 'mf_accounts', entry: '/remotes/mf-accounts/mf-manifest.json' },
    { name: 'mf_social', entry: '/remotes/mf-social/mf-manifest.json' },
    { name: 'mf_jobs', entry: '/remotes/mf-jobs/mf-manifest.json' },
    { name: 'mf_phone', entry: '/remotes/mf-phone/mf-manifest.json' },
    { name: 'mf_billing', entry: 'https://cdn.example.com/mf-billing/mf-manifest.json' },
  ]);
});

it('caches hashed files for a year and revalidates the page, the manifest and the remote entry', async () => {
  expect((await get('/main.0123abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get('/remotes/mf-jobs/routes.89abcdef.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const url of ['/', '/remotes/mf-jobs/mf-manifest.json', '/remotes/mf-jobs/remoteEntry.js']) {
    expect((await get(url)).headers['cache-control']).toBe('no-cache');
  }
  expect((await get('/remotes/mf-jobs/remoteEntry.js')).headers['access-control-allow-origin']).toBe('*');
});

it('answers client routes with the shell page, and missing files or API paths with a JSON 404', async () => {
  for (const url of ['/dashboard', '/payment/success?code=00', '/jobs?page=2']) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
  }
  for (const url of ['/api/v1/nope', '/main.missing.js', '/remotes/mf-jobs/nope.js']) {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Không tìm thấy' });
  }
  expect((await get('/api/v1/health')).json()).toEqual({ success: true });
});

it('sends the precompressed copy a browser accepts, brotli first, and the plain file otherwise', async () => {
  const brotli = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toContain('accept-encoding');
  expect(brotli.headers['content-type']).toContain('javascript');
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const gzip = await get('/remotes/mf-jobs/routes.89abcdef.js', { 'accept-encoding': 'gzip, br' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe('var y');

  const plain = await get('/main.0123abcd.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toContain('accept-encoding');
  expect(plain.body).toBe('console.log(1)');

  const page = await get('/jobs?page=2', { 'accept-encoding': 'br' });
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers['content-type']).toContain('text/html');
});

it('answers HEAD on the app pages like GET, without a body (uptime monitors and link checkers use HEAD)', async () => {
  for (const url of ['/', '/dashboard', '/jobs?page=2', '/payment/success?code=00', '/main.0123abcd.js']) {
    const head = await app.inject({ method: 'HEAD', url });
    const got = await get(url);
    expect({ url, status: head.statusCode }).toEqual({ url, status: 200 });
    expect(head.headers['content-type']).toBe(got.headers['content-type']);
    expect(head.headers['cache-control']).toBe(got.headers['cache-control']);
    expect(head.body).toBe('');
  }
  for (const url of ['/api/v1/nope', '/main.missing.js']) expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(404);
});
