import { ACCESS_MESSAGES } from '../../http/workspace-access';
import { createTeam, type Team } from '../../testing/team-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type ApiMethod, userCalls } from '../../testing/user-calls';

let t: TestApp;
let team: Team;
const { call, dataOf } = userCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
}, 60_000);
afterAll(() => t.close());

const PROXY = { name: 'Proxy HN', scheme: 'http', host: '10.0.0.1', port: 3128 };

describe('proxies by role', () => {
  it('refuses every proxy route to an AGENT with the reason', async () => {
    const proxy = await dataOf(team.owner, 'POST', '/proxies', PROXY);
    const routes: Array<[ApiMethod, string, object?]> = [
      ['GET', '/proxies'],
      ['GET', '/proxies/stats/summary'],
      ['GET', `/proxies/${proxy.id}`],
      ['POST', '/proxies', { ...PROXY, host: '10.0.0.2' }],
      ['POST', '/proxies/import', { text: '10.0.0.3:3128' }],
      ['PATCH', `/proxies/${proxy.id}`, { name: 'Đổi tên' }],
      ['POST', `/proxies/${proxy.id}/test`],
      ['DELETE', `/proxies/${proxy.id}`],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(team.agent, method, url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: { success: false, error: ACCESS_MESSAGES.adminOnly } });
    }
    const kept = await dataOf(team.owner, 'GET', `/proxies/${proxy.id}`);
    expect(kept.name).toBe('Proxy HN');
  });

  it("lets an ADMIN see and manage the workspace's proxies", async () => {
    const proxy = await dataOf(team.admin, 'POST', '/proxies', { ...PROXY, name: 'Proxy của admin', host: '10.0.0.9' });
    const names = (await dataOf(team.owner, 'GET', '/proxies')).items.map((row: { name: string }) => row.name);
    expect(names).toContain('Proxy của admin');
    expect((await dataOf(team.admin, 'PATCH', `/proxies/${proxy.id}`, { name: 'Proxy HCM' })).name).toBe('Proxy HCM');
    await dataOf(team.admin, 'DELETE', `/proxies/${proxy.id}`);
  });

  it("shows another workspace's member none of the workspace's proxies (404)", async () => {
    const proxy = await dataOf(team.owner, 'POST', '/proxies', { ...PROXY, host: '10.0.0.7' });
    expect((await call(team.outsider, 'GET', `/proxies/${proxy.id}`)).statusCode).toBe(404);
    expect((await call(team.outsider, 'DELETE', `/proxies/${proxy.id}`)).statusCode).toBe(404);
    expect((await dataOf(team.outsider, 'GET', '/proxies')).items).toEqual([]);
  });
});
