import { randomUUID } from 'node:crypto';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../testing/test-app';
import { type RouteEntry, routeTable } from '../testing/route-table';
import { OPENAPI_PATH } from './openapi';

/**
 * Bad input from an attacker or a careless client, sent to every route Fastify knows, signed in and not:
 * never a 5xx, every /api/v1 answer in the envelope, and the server still healthy afterwards.
 * Bounded by a fixed list of cases per route (a few thousand requests), not by the clock: every case is sent however
 * busy the machine (the test's own time limit and the runner's step limit stop a hang).
 */

const NUL = 'a\u0000b';
const CONTROL = 'x\u0001\u001b[31m\u007f';
const LONG = 'ư'.repeat(20_000);
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

const PARAM_VALUES = [
  randomUUID(),
  '%00',
  'a%00b',
  '%01%1b',
  'x'.repeat(150),
  '..%2F..%2Fetc%2Fpasswd',
  '%ff%fe',
  '%E2%80%AE%F0%9F%98%80',
  '-1',
  '1e999',
  'null',
  "'%3B--",
  '%25',
];

const QUERIES = ['?page=%00&limit=%01', '?page=-1&limit=99999999999&status=%00', `?q=${'a'.repeat(5_000)}`, '?page=1&page=2&a[b]=c', '?%=%'];

const FIELDS = [
  'email', 'password', 'currentPassword', 'newPassword', 'displayName', 'systemPrompt', 'name', 'username', 'host',
  'port', 'scheme', 'message', 'recipients', 'threadId', 'threadType', 'memberIds', 'listId', 'metadata', 'accountId',
  'groupId', 'proxyId', 'plan', 'planId', 'orderCode', 'type', 'phoneNumbers', 'cookie', 'imei', 'userAgent', 'ids',
  'tagIds', 'scheduledAt', 'delayMin', 'delayMax', 'attachments', 'enabled', 'isActive', 'status', 'signature', 'data',
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

type Body = { payload: string; contentType: string };
const json = (value: unknown): Body => ({ payload: JSON.stringify(value), contentType: 'application/json' });
const BODIES: Body[] = [
  { payload: JSON.stringify({ ...everyField('ok'), metadata: 'DEEP' }).replace('"DEEP"', deep(5_000)), contentType: 'application/json' },
  { payload: deep(200_000), contentType: 'application/json' },
  json(everyField(NUL)),
  json(everyField(CONTROL)),
  json(everyField([NUL, CONTROL])),
  json({ ...everyField('ok'), metadata: { [NUL]: 1, nested: { key: CONTROL } } }),
  json(everyField(LONG)),
  json(everyField(Number.MAX_SAFE_INTEGER * 1000)),
  json(everyField({ $gt: '' })),
  json(everyField(null)),
  json(everyField(true)),
  json([1, 2, 3]),
  json('chuỗi'),
  { payload: deep(50), contentType: 'application/json' },
  { payload: '{"message": "a", ', contentType: 'application/json' },
  { payload: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
  { payload: 'message=a%00b', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'không phải json', contentType: 'text/plain' },
  { payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
];

let t: TestApp;
let user: SignedInUser;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
  // Routes that end sessions go last, so the others are tried with a working token.
  routes = routeTable(t.app).sort((a, b) => Number(/\/auth\//.test(a.url)) - Number(/\/auth\//.test(b.url)));
});
afterAll(() => t.close());

function urlsOf(route: RouteEntry): string[] {
  const names = route.url.match(/:\w+/g) ?? [];
  const filled = (value: string) => names.reduce((url, name) => url.replace(name, value), route.url);
  if (names.length === 0) return [route.url, ...QUERIES.map((query) => route.url + query)];
  return [...PARAM_VALUES.map(filled), filled(randomUUID()) + QUERIES[0]];
}

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

it('answers bad input on every route without a 5xx and in the envelope', async () => {
  expect(routes.length).toBeGreaterThan(40);
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    for (const headers of [bearer(user.token), {}]) {
      const requests = urlsOf(route).map((url) => ({ url, body: hasBody(route.method) ? json({}) : undefined }));
      if (hasBody(route.method)) requests.push(...BODIES.map((body) => ({ url: urlsOf(route)[0], body })));
      for (const { url, body } of requests) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: body ? { ...headers, 'content-type': body.contentType } : headers,
          payload: body?.payload,
        });
        sent++;
        const where = `${route.method} ${url.slice(0, 120)} ${body?.payload.slice(0, 60) ?? ''} → ${response.statusCode}`;
        if (response.statusCode >= 500) failures.push(`${where} ${response.body.slice(0, 200)}`);
        else if (url.startsWith(`${OPENAPI_PATH}?`) || url === OPENAPI_PATH) {
          // The API contract is the one /api/v1 success that is not in the envelope: the OpenAPI document itself.
          const fine = response.statusCode >= 400 ? isEnvelope(response.body, response.statusCode) : isOpenApiDocument(response.body, response.statusCode);
          if (!fine) failures.push(`${where} ${response.body.slice(0, 200)}`);
        } else if (isExportFile(route.url, response)) {
          // An export that needs nothing but a signed-in manager (the audit log's) answers its file: the other successes not in the envelope.
        } else if (url.startsWith('/api/v1/') && !isEnvelope(response.body, response.statusCode)) failures.push(`${where} ${response.body.slice(0, 200)}`);
      }
    }
  }
  expect(failures).toEqual([]);
  // Every case of every route was sent, signed in and not.
  const expected = routes.reduce((sum, route) => sum + 2 * (urlsOf(route).length + (hasBody(route.method) ? BODIES.length : 0)), 0);
  expect(sent).toBe(expected);
  const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(health.statusCode).toBe(200);
}, 300_000);

function isOpenApiDocument(text: string, status: number): boolean {
  try {
    return status === 200 && typeof JSON.parse(text).openapi === 'string';
  } catch {
    return false;
  }
}

/** A successful export: a file to save (an attachment), from an export route. */
function isExportFile(routeUrl: string, response: { statusCode: number; headers: Record<string, unknown> }): boolean {
  return routeUrl.endsWith('/export') && response.statusCode === 200 && String(response.headers['content-disposition'] ?? '').startsWith('attachment');
}

function isEnvelope(text: string, status: number): boolean {
  try {
    const body = JSON.parse(text);
    if (status >= 400) return body.success === false && typeof body.error === 'string' && body.error.length > 0;
    return body.success === true;
  } catch {
    return false;
  }
}
