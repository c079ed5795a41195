import type { LightMyRequestResponse } from 'fastify';
import { moveToPlan } from '../testing/plans';
import { createTeam, joinWorkspace } from '../testing/team-fixture';
import { routeTable, type RouteEntry } from '../testing/route-table';
import { bearer, createTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from '../testing/test-app';
import { expectedOutcome, PEOPLE, type PersonName, type Resources, ROUTES, type RouteRule, statusIs } from './authorization-matrix/routes';
import { type Cast, createCast, createResources } from './authorization-matrix/testing/cast';
import { requestOf } from './authorization-matrix/testing/request';

/**
 * Every route of the app × every kind of person: the OWNER, an ADMIN, an AGENT with accounts[0], an AGENT with
 * accounts[1] only, the owner of another workspace, a member taken out of the workspace, and nobody signed in.
 * Each route has a rule in authorization-matrix/routes.ts (a route without one fails here); each answer's status
 * class is what the rule's policy says (401, 403, 404, or neither), and never a 5xx.
 */

let t: TestApp;
let cast: Cast;
let resources: Resources;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp({ simulatorControl: true });
  cast = await createCast(t);
  resources = await createResources(t, cast.team);
  routes = routeTable(t.app);
}, 60_000);
afterAll(() => t?.close());

const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;

it('has a rule for every route of the app', () => {
  expect(routes.length).toBeGreaterThan(150);
  expect(routes.filter((route) => !ROUTES[keyOf(route)]).map(keyOf)).toEqual([]);
});

it('has no rule for a route the app does not have', () => {
  const known = new Set(routes.map(keyOf));
  expect(Object.keys(ROUTES).filter((key) => !known.has(key))).toEqual([]);
});

/** The refused ones first, so a route that deletes its resource is tried on it by everyone who must not. */
const ONE_BY_ONE: PersonName[] = [...PEOPLE].reverse();

it('answers every route to each kind of person as its policy says', async () => {
  const sent = routes
    .map((route) => ({ route, rule: ROUTES[keyOf(route)] }))
    .filter(({ rule }) => rule && rule.policy !== 'simulator')
    .sort((a, b) => (a.rule.last ?? 0) - (b.rule.last ?? 0));
  const failures: Record<string, string[]> = {};
  const check = async (route: RouteEntry, rule: RouteRule, person: PersonName) => {
    const caller = rule.policy === 'link' ? null : cast.people[person];
    const request = requestOf(route, rule, resources, caller ? bearer(caller.token) : {});
    const response = await t.app.inject(request);
    const expected = expectedOutcome(rule, person);
    if ([expected].flat().some((outcome) => statusIs(outcome, response.statusCode))) return;
    const module = /^\/api\/v1\/([^/]+)/.exec(route.url)?.[1] ?? 'other';
    const error = response.statusCode >= 400 ? ` (${String(response.json().error).slice(0, 80)})` : '';
    (failures[module] ??= []).push(`${keyOf(route)} ${person}: expected ${[expected].flat().join(" or ")}, got ${response.statusCode}${error}`);
  };
  for (const { route, rule } of sent) {
    if (rule.last) for (const person of ONE_BY_ONE) await check(route, rule, person);
    else await Promise.all(PEOPLE.map((person) => check(route, rule, person)));
  }
  expect(failures).toEqual({});
}, 180_000);

/** A 2xx answer in the envelope (the team's routes may answer a creation with 200 or 201). */
function expectSuccess(response: LightMyRequestResponse) {
  expect({ status: Math.floor(response.statusCode / 100), success: response.json().success }).toEqual({ status: 2, success: true });
}

describe('taking a member out of the team', () => {
  it('ends their access token at the next request and refuses their refresh cookie', async () => {
    const team = await createTeam(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(team.agent.token) })).statusCode).toBe(200);

    const removal = await t.app.inject({ method: 'DELETE', url: `/api/v1/team/members/${team.agent.id}`, headers: bearer(team.owner.token) });
    expectSuccess(removal);

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(team.agent.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: bearer(team.agent.token) })).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: team.agent.cookie } });
    expect(refresh.statusCode).toBe(401);
    // The others of the team carry on.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(team.admin.token) })).statusCode).toBe(200);
  });

  it('ends the session of a member whose membership is deleted, even without the team route', async () => {
    const team = await createTeam(t);
    const member = await joinWorkspace(t, team.workspaceId, await t.signUp(), 'AGENT', [team.accounts[1]]);
    const accounts = () => t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(member.token) });
    expect((await accounts()).statusCode).toBe(200);
    await t.database.query(`DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2`, [team.workspaceId, member.id]);
    // A change made outside the process reaches its memberships cache by the database's notification (on PostgreSQL
    // a moment later): within two seconds the member is out.
    let status = (await accounts()).statusCode;
    for (let tries = 0; status === 200 && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await accounts()).statusCode;
    }
    expect(status).toBe(401);
  });
});

describe('an invitation link', () => {
  it('works once: the invited person joins with the role and accounts, a second use is refused', async () => {
    const team = await createTeam(t);
    // A plan with room for a fifth person.
    await moveToPlan(t.database, team.workspaceId, 'pro');
    const email = uniqueEmail('moi');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/team/invitations',
      headers: bearer(team.owner.token),
      payload: { email, role: 'AGENT', accountIds: [team.accounts[1]] },
    });
    expectSuccess(created);
    const { token } = created.json().data.invitation as { token: string };

    const preview = await t.app.inject({ method: 'GET', url: `/api/v1/team/invitations/${token}` });
    expectSuccess(preview);
    expect(preview.json().data.invitation).toMatchObject({ email, role: 'AGENT' });

    const joined = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: TEST_PASSWORD, inviteToken: token } });
    expectSuccess(joined);
    const session = joined.json().data.tokens.accessToken as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(session) });
    expect(me.json().data.workspace).toMatchObject({ id: team.workspaceId, role: 'AGENT', accountIds: [team.accounts[1]] });

    // Used: no preview, no second sign-up, no joining by a signed-in person either.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/team/invitations/${token}` })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: uniqueEmail('lan-hai'), password: TEST_PASSWORD, inviteToken: token },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    const someone = await t.signUp();
    const accept = await t.app.inject({ method: 'POST', url: `/api/v1/team/invitations/${token}/accept`, headers: bearer(someone.token) });
    expect(accept.statusCode).toBeGreaterThanOrEqual(400);
    expect(accept.statusCode).toBeLessThan(500);
    const workspaces = await t.app.inject({ method: 'GET', url: '/api/v1/workspaces', headers: bearer(someone.token) });
    expect(workspaces.json().data.workspaces.map((w: { id: string }) => w.id)).not.toContain(team.workspaceId);
  });
});
