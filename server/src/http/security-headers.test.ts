import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ remoteUrls: { mf_jobs: 'https://cdn.example.com/mf-jobs/mf-manifest.json' } });
});
afterAll(() => t.close());

it('sends the security headers on every answer, errors included', async () => {
  // The last two are answered by Fastify itself (path too long, malformed URL) before any hook runs.
  for (const url of ['/api/v1/health', '/api/v1/khong-co', '/api/v1/accounts', `/api/v1/accounts/${'x'.repeat(200)}`, '/api/v1/accounts/%E0%A4%A']) {
    const { headers } = await t.app.inject({ method: 'GET', url });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

it('lets the shell load this server\'s remotes and the remotes deployed elsewhere, and nothing else', async () => {
  const csp = String((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).headers['content-security-policy']);
  const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
  expect(directive('script-src')).toBe("script-src 'self' https://cdn.example.com");
  expect(directive('connect-src')).toBe("connect-src 'self' https://cdn.example.com");
  expect(directive('default-src')).toBe("default-src 'self'");
  expect(directive('object-src')).toBe("object-src 'none'");
});
