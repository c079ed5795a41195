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

const PROMPT = { systemPrompt: 'Trả lời ngắn gọn, lịch sự', enabled: true };

describe('AI settings by role', () => {
  it("lets an AGENT read, save and switch the AI of their own account", async () => {
    const [a1] = team.accounts;
    expect(await dataOf(team.agent, 'PUT', `/ai/config/${a1}`, PROMPT)).toMatchObject(PROMPT);
    expect((await dataOf(team.agent, 'PATCH', `/ai/config/${a1}/toggle`, { enabled: false })).enabled).toBe(false);
    expect(await dataOf(team.admin, 'GET', `/ai/config/${a1}`)).toMatchObject({ systemPrompt: PROMPT.systemPrompt, enabled: false });
  });

  it("refuses an AGENT the AI of an account not given to them, with the reason, and leaves it as it was", async () => {
    const a2 = team.accounts[1];
    await dataOf(team.owner, 'PUT', `/ai/config/${a2}`, { systemPrompt: 'Của chủ', enabled: false });
    const routes: Array<[ApiMethod, string, object?]> = [
      ['GET', `/ai/config/${a2}`],
      ['PUT', `/ai/config/${a2}`, PROMPT],
      ['PATCH', `/ai/config/${a2}/toggle`, { enabled: true }],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(team.agent, method, url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: { success: false, error: ACCESS_MESSAGES.accountNotAssigned } });
    }
    expect(await dataOf(team.owner, 'GET', `/ai/config/${a2}`)).toMatchObject({ systemPrompt: 'Của chủ', enabled: false });
  });

  it("shows another workspace's member none of the workspace's AI settings (404)", async () => {
    for (const id of team.accounts) {
      expect((await call(team.outsider, 'GET', `/ai/config/${id}`)).statusCode).toBe(404);
      expect((await call(team.outsider, 'PATCH', `/ai/config/${id}/toggle`, { enabled: true })).statusCode).toBe(404);
    }
  });
});
