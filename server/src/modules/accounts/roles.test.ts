import { ACCESS_MESSAGES } from '../../http/workspace-access';
import { createTeam, type Team } from '../../testing/team-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userCalls } from '../../testing/user-calls';

let t: TestApp;
let team: Team;
const { call, dataOf } = userCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
}, 60_000);
afterAll(() => t.close());

const namesOf = (accounts: Array<{ displayName: string }>) => accounts.map((account) => account.displayName).sort();

describe('accounts by role', () => {
  it('lists only the accounts given to an AGENT; the OWNER and an ADMIN see every account', async () => {
    expect(namesOf((await dataOf(team.agent, 'GET', '/accounts')).accounts)).toEqual(['Shop A1']);
    expect(namesOf((await dataOf(team.admin, 'GET', '/accounts')).accounts)).toEqual(['Shop A1', 'Shop A2']);
    expect(namesOf((await dataOf(team.owner, 'GET', '/accounts')).accounts)).toEqual(['Shop A1', 'Shop A2']);
  });

  it("opens and renames the AGENT's own account; another account of the workspace is a 403 with the reason", async () => {
    const [a1, a2] = team.accounts;
    expect((await dataOf(team.agent, 'GET', `/accounts/${a1}`)).displayName).toBe('Shop A1');
    expect((await dataOf(team.agent, 'PATCH', `/accounts/${a1}`, { autoStart: true })).autoStart).toBe(true);
    for (const [method, body] of [['GET'], ['PATCH', { displayName: 'Của tôi' }], ['DELETE']] as const) {
      const response = await call(team.agent, method, `/accounts/${a2}`, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, error: ACCESS_MESSAGES.accountNotAssigned });
    }
    expect((await dataOf(team.owner, 'GET', `/accounts/${a2}`)).displayName).toBe('Shop A2');
  });

  it('keeps adding, deleting and choosing a proxy to the OWNER and ADMINs', async () => {
    const [a1] = team.accounts;
    const proxy = await dataOf(team.owner, 'POST', '/proxies', { name: 'Proxy HN', scheme: 'http', host: '10.0.0.1', port: 3128 });
    const refused = [
      await call(team.agent, 'POST', '/accounts', { displayName: 'Shop mới' }),
      await call(team.agent, 'DELETE', `/accounts/${a1}`),
      await call(team.agent, 'PATCH', `/accounts/${a1}`, { proxyId: proxy.id }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, error: ACCESS_MESSAGES.adminOnly });
    }
    expect((await dataOf(team.owner, 'GET', `/accounts/${a1}`)).proxyId).toBeNull();
    // The proxy the account already has, sent again with a new name, is no change of proxy.
    expect((await dataOf(team.agent, 'PATCH', `/accounts/${a1}`, { displayName: 'Shop A1', proxyId: null })).displayName).toBe('Shop A1');

    expect((await dataOf(team.admin, 'PATCH', `/accounts/${a1}`, { proxyId: proxy.id })).proxyId).toBe(proxy.id);
    const added = await dataOf(team.admin, 'POST', '/accounts', { displayName: 'Shop A3' });
    expect((await dataOf(team.admin, 'DELETE', `/accounts/${added.id}`)).id).toBe(added.id);
    await dataOf(team.owner, 'PATCH', `/accounts/${a1}`, { proxyId: null });
  });

  it("shows nothing of the workspace to another workspace's member: its accounts are 404s", async () => {
    expect((await dataOf(team.outsider, 'GET', '/accounts')).accounts).toEqual([]);
    for (const id of team.accounts) expect((await call(team.outsider, 'GET', `/accounts/${id}`)).statusCode).toBe(404);
    expect((await call(team.outsider, 'DELETE', `/accounts/${team.accounts[1]}`)).statusCode).toBe(404);
  });

  it('lists no account for an AGENT given none', async () => {
    await team.assign(team.agent, []);
    try {
      expect((await dataOf(team.agent, 'GET', '/accounts')).accounts).toEqual([]);
    } finally {
      await team.assign(team.agent, [team.accounts[0]]);
    }
  });
});
