import { INTEGRATION_MESSAGES } from 'shared-sdk/schemas';
import { expectedOutcome, type Resources, ROUTES, type RouteRule, statusIs } from '../../http/authorization-matrix/routes';
import { type Cast, createCast, createResources } from '../../http/authorization-matrix/testing/cast';
import { requestOf } from '../../http/authorization-matrix/testing/request';
import { routeTable, type RouteEntry } from '../../testing/route-table';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { keyRefusal } from './refused-routes';

/**
 * An API key is one more caller of every route of the app (the authorization matrix's rules give each request): a
 * route of the refusal list answers any key 403 keyNotAllowed; any other write answers a read-only key 403
 * keyReadOnly; a write key (every account) is let in wherever the workspace's ADMIN is (never 401 or 403); and a key
 * limited to accounts[1] meets, on the routes naming accounts[0], what an AGENT with accounts[1] only meets.
 */

let t: TestApp;
let cast: Cast;
let resources: Resources;
let routes: RouteEntry[];
const keys = { write: '', read: '', limited: '' };

beforeAll(async () => {
  t = await createTestApp({ simulatorControl: true });
  cast = await createCast(t);
  resources = await createResources(t, cast.team);
  routes = routeTable(t.app);
  const make = async (payload: Record<string, unknown>, person = cast.team.owner) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(person.token), payload: { name: 'Tích hợp', ...payload } });
    return response.json().data.apiKey.key as string;
  };
  keys.write = await make({ scope: 'write' });
  keys.read = await make({ scope: 'read' });
  // Made by the admin: a key acts in its creator's name, and the owner made the phone lists (an AGENT sees the lists
  // they imported themselves, so would a key of the owner's).
  keys.limited = await make({ scope: 'write', accountIds: [cast.team.accounts[1]] }, cast.team.admin);
}, 90_000);
afterAll(() => t?.close());

const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;
const READS = new Set(['GET', 'HEAD']);

it('refuses keys on the sessions, team, billing, keys, webhooks and audit log routes, and on no other', () => {
  const refused = routes.filter((route) => keyRefusal(route.method, route.url)).map(keyOf);
  expect(refused).toEqual(
    expect.arrayContaining([
      'POST /api/v1/auth/login',
      'PATCH /api/v1/auth/change-password',
      'POST /api/v1/auth/logout-everywhere',
      'GET /api/v1/team/members',
      'POST /api/v1/team/transfer-ownership',
      'DELETE /api/v1/workspaces/current',
      'POST /api/v1/subscription/payment/create',
      'GET /api/v1/subscription/payments/history',
      'GET /api/v1/payments/mode',
      'GET /api/v1/api-keys',
      'DELETE /api/v1/api-keys/:id',
      'GET /api/v1/audit-log',
    ]),
  );
  for (const open of ['GET /api/v1/auth/me', 'GET /api/v1/accounts', 'POST /api/v1/jobs', 'GET /api/v1/subscription/current', 'GET /api/v1/jobs/:id/recipients/export']) {
    expect([open, refused.includes(open)]).toEqual([open, false]);
  }
});

it('answers every route to a write key, a read-only key and a key limited to other accounts as the list and the scope say', async () => {
  const sent = routes
    .filter((route) => route.url.startsWith('/api/v1/'))
    .map((route) => ({ route, rule: ROUTES[keyOf(route)] }))
    .filter(({ rule }) => rule && rule.policy !== 'simulator')
    .sort((a, b) => (a.rule.last ?? 0) - (b.rule.last ?? 0));
  expect(sent.length).toBeGreaterThan(150);
  const failures: string[] = [];
  const call = (route: RouteEntry, rule: RouteRule, key: string) => t.app.inject(requestOf(route, rule, resources, { 'x-api-key': key }));
  const refusedWith = (message: string) => (status: number, error: unknown) => status === 403 && error === message;

  for (const { route, rule } of sent) {
    const refusal = keyRefusal(route.method, route.url);
    const writes = !READS.has(route.method);
    // The limited key first, then the read-only one: a route that deletes what it names is tried by the refused first.
    const callers: Array<[string, string, (status: number, error: unknown) => boolean]> = [];
    if (refusal) {
      for (const name of ['limited', 'read', 'write'] as const) callers.push([name, keys[name], refusedWith(INTEGRATION_MESSAGES.keyNotAllowed)]);
    } else {
      if (rule.policy === 'account' && !rule.expect?.agentWithout) {
        const expected = [expectedOutcome(rule, 'agentWithout')].flat();
        callers.push(['limited', keys.limited, (status) => expected.some((outcome) => statusIs(outcome, status))]);
      }
      callers.push(['read', keys.read, writes ? refusedWith(INTEGRATION_MESSAGES.keyReadOnly) : (status) => statusIs(rule.policy === 'link' ? 'signedOut' : 'allowed', status)]);
      callers.push(['write', keys.write, (status) => statusIs(rule.policy === 'link' ? 'signedOut' : 'allowed', status)]);
    }
    for (const [name, key, answers] of callers) {
      const response = await call(route, rule, key);
      const error = response.statusCode >= 400 ? response.json().error : undefined;
      if (!answers(response.statusCode, error)) failures.push(`${keyOf(route)} ${name} key: got ${response.statusCode} (${String(error).slice(0, 80)})`);
    }
  }
  expect(failures).toEqual([]);
}, 180_000);
