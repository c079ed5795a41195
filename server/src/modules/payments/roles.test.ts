import { ACCESS_MESSAGES } from '../../http/workspace-access';
import { createTeam, type Team } from '../../testing/team-fixture';
import { createListeningTestApp, type ListeningTestApp } from '../../testing/listening-test-app';
import { type ApiMethod, userCalls } from '../../testing/user-calls';

// payOS's simulator answers on the server's own port, so payment links need a listening server.
let t: ListeningTestApp;
let team: Team;
let plusId: string;
const { call, dataOf } = userCalls(() => t);

beforeAll(async () => {
  t = await createListeningTestApp();
  team = await createTeam(t);
  plusId = (await dataOf(team.owner, 'GET', '/subscription/plans')).find((plan: { name: string }) => plan.name === 'plus').id;
}, 60_000);
afterAll(() => t.close());

describe('billing by role', () => {
  it("refuses every payment route to an ADMIN and an AGENT with the reason, and leaves the OWNER's payment alone", async () => {
    const created = await dataOf(team.owner, 'POST', '/subscription/payment/create', { planId: plusId });
    const routes: Array<[ApiMethod, string, object?]> = [
      ['POST', '/subscription/payment/create', { planId: plusId }],
      ['GET', `/subscription/payment/${created.orderCode}/status`],
      ['POST', `/subscription/payment/${created.orderCode}/cancel`],
      ['GET', '/subscription/payments/history'],
      ['GET', '/payments/mode'],
    ];
    for (const member of [team.admin, team.agent]) {
      for (const [method, url, body] of routes) {
        const response = await call(member, method, url, body);
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: { success: false, error: ACCESS_MESSAGES.ownerOnly } });
      }
    }
    expect((await dataOf(team.owner, 'GET', `/subscription/payment/${created.orderCode}/status`)).status).toBe('PENDING');
    expect((await dataOf(team.owner, 'GET', '/subscription/payments/history')).length).toBeGreaterThan(0);
    expect(await dataOf(team.owner, 'GET', '/payments/mode')).toEqual({ simulated: true });
    await dataOf(team.owner, 'POST', `/subscription/payment/${created.orderCode}/cancel`);
  });

  it("does not show the workspace's payment to another workspace's owner", async () => {
    const created = await dataOf(team.owner, 'POST', '/subscription/payment/create', { planId: plusId });
    expect((await call(team.outsider, 'GET', `/subscription/payment/${created.orderCode}/status`)).statusCode).toBe(404);
    expect((await dataOf(team.outsider, 'GET', '/subscription/payments/history'))).toEqual([]);
    await dataOf(team.owner, 'POST', `/subscription/payment/${created.orderCode}/cancel`);
  });

  it('lets every member read the plan and the limits (the limits and feature gates use them)', async () => {
    for (const member of [team.owner, team.admin, team.agent]) {
      for (const url of ['/subscription/current', '/subscription/plans', '/subscription/check-limit', '/subscription/plan-limits']) {
        expect((await call(member, 'GET', url)).statusCode).toBe(200);
      }
    }
    const [ofOwner, ofAgent] = await Promise.all([dataOf(team.owner, 'GET', '/subscription/current'), dataOf(team.agent, 'GET', '/subscription/current')]);
    expect(ofAgent).toEqual(ofOwner);
  });
});
