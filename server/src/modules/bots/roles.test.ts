import { ACCESS_MESSAGES } from '../../http/workspace-access';
import type { SimulatorPlatform } from '../../platform';
import { createSimTestApp } from '../../testing/sim-test-app';
import { createTeam, type Team } from '../../testing/team-fixture';
import type { TestApp } from '../../testing/test-app';
import { type ApiMethod, userCalls } from '../../testing/user-calls';
import { until } from '../../testing/sim-accounts';

let t: TestApp;
let platform: SimulatorPlatform;
let team: Team;
const { call, dataOf } = userCalls(() => t);

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'bots-roles', users: 20 }));
  team = await createTeam(t);
}, 60_000);
afterAll(() => t.close());

const routesOf = (id: string): Array<[ApiMethod, string, object?]> => [
  ['POST', `/bots/${id}/login/qr/start`],
  ['GET', `/bots/${id}/login/qr/status?loginRequestId=x`],
  ['POST', `/bots/${id}/login/cookie`, { cookie: '[]', imei: 'i', userAgent: 'UA' }],
  ['POST', `/bots/${id}/login/auto-relogin`],
  ['GET', `/bots/${id}/cookie/validate`],
  ['POST', `/bots/${id}/start`],
  ['POST', `/bots/${id}/stop`],
  ['GET', `/bots/${id}/status`],
  ['GET', `/bots/${id}/health`],
  ['GET', `/bots/${id}/sessions`],
  ['POST', `/bots/${id}/test-message`, { userId: '1', message: 'Chào' }],
  ['POST', `/bots/${id}/join-group`, { groupLink: 'https://zalo.me/g/abc' }],
];

describe('bots by role', () => {
  it("refuses an AGENT every bot route of an account not given to them, with the reason, and changes nothing", async () => {
    for (const [method, url, body] of routesOf(team.accounts[1])) {
      const response = await call(team.agent, method, url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: { success: false, error: ACCESS_MESSAGES.accountNotAssigned } });
    }
    expect(platform.qr.pendingIds()).toEqual([]);
  });

  it('lets an AGENT log their own account in again by QR, start and stop its bot', async () => {
    const [a1] = team.accounts;
    const started = await dataOf(team.agent, 'POST', `/bots/${a1}/login/qr/start`);
    const qrId = platform.qr.pendingIds().at(-1) as string;
    await platform.qr.scan(qrId);
    await platform.qr.confirm(qrId);
    await until(() => dataOf(team.agent, 'GET', `/bots/${a1}/login/qr/status?loginRequestId=${started.loginRequestId}`), (s) => s.status === 'SUCCESS');
    await dataOf(team.agent, 'POST', `/bots/${a1}/start`);
    expect((await dataOf(team.agent, 'GET', `/bots/${a1}/status`)).isRunning).toBe(true);
    await dataOf(team.agent, 'POST', `/bots/${a1}/stop`);
    expect((await dataOf(team.admin, 'GET', `/bots/${a1}/status`)).isRunning).toBe(false);
  });

  it("shows another workspace's member none of the workspace's bots (404)", async () => {
    for (const id of team.accounts) {
      expect((await call(team.outsider, 'GET', `/bots/${id}/status`)).statusCode).toBe(404);
      expect((await call(team.outsider, 'POST', `/bots/${id}/login/qr/start`)).statusCode).toBe(404);
    }
  });
});
