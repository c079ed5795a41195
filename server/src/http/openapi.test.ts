import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CreateProxySchema, PROXY_MESSAGES, ProxyListQuerySchema, UpdateProxySchema } from 'shared-sdk/schemas';
import { routeTable } from '../testing/route-table';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../testing/test-app';
import { API_DOCS_PATH, inputsOfHandler, multipartRoutes, OPENAPI_PATH } from './openapi';
import { parse } from './validate';

type Operation = {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters?: Array<{ in: string; name: string }>;
};
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, Record<string, string>> } };

let t: TestApp;
let user: SignedInUser;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(() => t.close());

/** Fastify's '/proxies/:id' is OpenAPI's '/proxies/{id}'. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const apiRoutes = () => routeTable(t.app).filter((route) => route.url.startsWith('/api/v1/'));
/** printRoutes writes ':id|:listId' where routes name the same segment differently: any of them. */
function variantsOf(url: string): string[] {
  return url
    .split('/')
    .slice(1)
    .reduce<string[]>((prefixes, segment) => prefixes.flatMap((prefix) => segment.split('|').map((option) => `${prefix}/${option}`)), ['']);
}
const operation = (method: string, url: string) =>
  variantsOf(url)
    .map((variant) => doc.paths[openapiPath(variant)]?.[method.toLowerCase()])
    .find(Boolean);
const jsonBody = (method: string, url: string) => operation(method, url)?.requestBody?.content['application/json']?.schema;

test('an OpenAPI 3.1 document, public, at /api/v1/openapi.json', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info.title).toBe('Zalo Manager API');
});

test("lists every /api/v1 route of Fastify's route table, and nothing outside /api/v1", () => {
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(100);
  const missing = routes.filter((route) => !operation(route.method, route.url)).map((route) => `${route.method} ${route.url}`);
  expect(missing).toEqual([]);
  expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
});

test('carries the request body of POST /proxies from the shared CreateProxySchema', () => {
  const schema = jsonBody('POST', '/api/v1/proxies');
  expect(schema).toMatchObject({
    type: 'object',
    required: ['name', 'host'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      scheme: { enum: ['http', 'https', 'socks4', 'socks5'], default: 'http' },
      host: { type: 'string' },
      port: { default: 8080 },
    },
  });
  expect(operation('POST', '/api/v1/proxies')?.tags).toEqual(['proxies']);
  // The query of GET /proxies and the path parameter of PATCH /proxies/:id.
  expect(operation('GET', '/api/v1/proxies')?.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['isActive', 'page', 'limit']));
  expect(operation('PATCH', '/api/v1/proxies/:id')?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]));
});

test('documents the answer of GET /accounts as data.accounts, an array of accounts (spec parts 2 and 3)', () => {
  const answer = (operation('GET', '/api/v1/accounts') as { responses?: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }> })
    ?.responses?.['200']?.content['application/json']?.schema;
  expect(answer).toMatchObject({
    properties: {
      data: {
        type: 'object',
        required: ['accounts'],
        properties: { accounts: { type: 'array', items: { type: 'object', properties: { displayName: { type: 'string' } } } } },
      },
    },
  });
});

test('every body schema a route parses (read from the route files) is documented as a request body', () => {
  // Independent of how the document reads the handlers: the route files' own text.
  const modules = path.join(__dirname, '..', 'modules');
  const parsed = new Set<string>();
  for (const file of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || /\.test\.ts$|(^|\/)testing\//.test(file)) continue;
    for (const match of readFileSync(path.join(modules, file), 'utf8').matchAll(/\bparse\(\s*(\w+)\s*,\s*request\.body\b/g)) parsed.add(match[1]);
  }
  expect(parsed.size).toBeGreaterThan(40);
  const documented = new Set(
    Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.requestBody?.content['application/json']?.schema.title as string | undefined),
    ),
  );
  expect([...parsed].filter((name) => !documented.has(name))).toEqual([]);
  for (const key of multipartRoutes) {
    const [method, url] = key.split(' ');
    expect(operation(method, url)?.requestBody?.content['multipart/form-data']).toBeDefined();
  }
});

test('what a handler validates is read from its code, as tsx and a CommonJS build write it', () => {
  // Compiled by jest to CommonJS: `(0, _validate.parse)(_schemas.CreateProxySchema, request.body)`.
  const compiled = async (request: { body: unknown; query: unknown }) => [parse(CreateProxySchema, request.body), parse(ProxyListQuerySchema, request.query)];
  expect(inputsOfHandler(compiled)).toEqual({ body: 'CreateProxySchema', querystring: 'ProxyListQuerySchema' });
  // As tsx runs it: the names as written.
  const asWritten = new Function('parse', 'ok', 'return async (req) => ok(parse(UpdateProxySchema, req.body))')(parse, (x: unknown) => x);
  expect(inputsOfHandler(asWritten)).toEqual({ body: 'UpdateProxySchema' });
  // A body parsed after mapping is not the request's: only what comes from the request counts.
  const mapped = async (request: { body: unknown }) => {
    const next = { body: request.body };
    return parse(UpdateProxySchema, next.body);
  };
  expect(inputsOfHandler(mapped)).toEqual({});
});

test('the schemas are documentation only: the routes still validate with the shared valibot schemas', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/proxies', headers: bearer(user.token), payload: { name: 'Proxy', host: 'a.example.com', port: 70000 } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, error: PROXY_MESSAGES.invalidPort });
  const empty = await t.app.inject({ method: 'POST', url: '/api/v1/proxies', headers: bearer(user.token), payload: {} });
  expect(empty.json()).toMatchObject({ success: false, error: PROXY_MESSAGES.required });
});

test('the API reference page answers 200 with its scripts from this server, under the app CSP', async () => {
  const page = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  // Every script is a file of this server (no inline script, which the CSP would block) and each one answers.
  expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const scripts = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  for (const src of scripts) {
    expect(src.startsWith('/') || src.startsWith('.')).toBe(true);
    const script = await t.app.inject({ method: 'GET', url: new URL(src, `http://localhost${API_DOCS_PATH}`).pathname });
    expect(script.statusCode).toBe(200);
  }
  // The page reads the same document.
  const json = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
  expect(json.json()).toEqual(doc);
});

test('declares the access token and the API key (as a bearer token or in X-API-Key), and which routes take a key', () => {
  expect(doc.components.securitySchemes).toMatchObject({
    bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    apiKeyBearer: { type: 'http', scheme: 'bearer' },
    apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
  });
  const schemesOf = (method: string, url: string) => (operation(method, url)?.security ?? []).flatMap((requirement) => Object.keys(requirement)).sort();
  for (const [method, url] of [['GET', '/api/v1/accounts'], ['POST', '/api/v1/jobs'], ['GET', '/api/v1/auth/me'], ['GET', '/api/v1/jobs/:id/recipients/export']]) {
    expect([method, url, schemesOf(method, url)]).toEqual([method, url, ['apiKey', 'apiKeyBearer', 'bearerAuth']]);
  }
  for (const [method, url] of [['GET', '/api/v1/api-keys'], ['POST', '/api/v1/team/invitations'], ['PATCH', '/api/v1/auth/change-password'], ['GET', '/api/v1/audit-log'], ['POST', '/api/v1/subscription/payment/create']]) {
    expect([method, url, schemesOf(method, url)]).toEqual([method, url, ['bearerAuth']]);
  }
});
