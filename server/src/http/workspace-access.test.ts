import { createTeam, type Team } from '../testing/team-fixture';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';
import { until } from '../testing/sim-accounts';
import { ACCESS_MESSAGES } from './workspace-access';

let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

describe('the workspace a request works in', () => {
  it('is the session\'s, with the person\'s role and, for an agent, their accounts (/auth/me)', async () => {
    const agent = (await get(team.agent.token, '/auth/me')).json().data;
    expect(agent).toEqual({
      user: { id: team.agent.id, email: team.agent.email, role: 'USER' },
      workspace: { id: team.workspaceId, name: team.owner.email, role: 'AGENT', accountIds: [team.accounts[0]] },
    });
    expect((await get(team.admin.token, '/auth/me')).json().data.workspace).toMatchObject({ id: team.workspaceId, role: 'ADMIN', accountIds: null });
    expect((await get(team.outsider.token, '/auth/me')).json().data.workspace).toMatchObject({ id: team.outsider.id, role: 'OWNER' });
  });

  it('lists the person\'s workspaces, the session\'s marked current', async () => {
    const { workspaces } = (await get(team.agent.token, '/workspaces')).json().data;
    expect(workspaces).toEqual([
      { id: team.agent.id, name: team.agent.email, role: 'OWNER', current: false },
      { id: team.workspaceId, name: team.owner.email, role: 'AGENT', current: true },
    ]);
  });

  it('refuses to switch to a workspace the person is not in', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/workspaces/${team.workspaceId}/switch`, headers: bearer(team.outsider.token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, error: 'Bạn không phải thành viên của không gian làm việc này' });
  });
});

describe('an agent naming an account', () => {
  it('is let in with their own account and refused, on any route, with another one', async () => {
    expect((await get(team.agent.token, `/jobs?accountId=${team.accounts[0]}`)).statusCode).toBe(200);
    const refused = await get(team.agent.token, `/jobs?accountId=${team.accounts[1]}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: ACCESS_MESSAGES.accountNotAssigned });
    // The same account for the admin and the owner: they work with every account.
    expect((await get(team.admin.token, `/jobs?accountId=${team.accounts[1]}`)).statusCode).toBe(200);
  });
});

describe('a member taken out of the workspace', () => {
  it('is signed out at their next request, whichever process changed the membership (LISTEN)', async () => {
    const extra = await createTeam(t);
    expect((await get(extra.agent.token, '/auth/me')).statusCode).toBe(200);
    await t.database.query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [extra.workspaceId, extra.agent.id]);
    // A change made outside this process's routes reaches it by notification: within moments, never a stale "yes".
    const status = await until(async () => (await get(extra.agent.token, '/auth/me')).statusCode, (code) => code === 401);
    expect(status).toBe(401);
  });
});
