import { TEAM_MESSAGES } from 'shared-sdk/schemas';
import { ACCESS_MESSAGES } from '../../../http/workspace-access';
import { moveToPlan } from '../../../testing/plans';
import { createTeam, type Team } from '../../../testing/team-fixture';
import { bearer, createTestApp, refreshCookieOf, type SignedInUser, type TestApp, TEST_PASSWORD, uniqueEmail } from '../../../testing/test-app';
import { userCalls } from '../../../testing/user-calls';

/** Members: who may manage them, role and account changes, removal, ownership, and deleting the workspace. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, dataOf } = userCalls(() => t);
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie } });
const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD } });

async function proTeam(): Promise<Team> {
  const team = await createTeam(t);
  await moveToPlan(t.database, team.workspaceId, 'pro');
  return team;
}

/** A person who signed up through an invitation: they have no workspace of their own. */
async function invitedPerson(team: Team, role: 'ADMIN' | 'AGENT', accountIds: string[] = []): Promise<SignedInUser> {
  const email = uniqueEmail('moi-vao');
  const { invitation } = await dataOf(team.owner, 'POST', '/team/invitations', { email, role, accountIds });
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: TEST_PASSWORD, inviteToken: invitation.token } });
  const body = response.json().data;
  return { id: body.user.id, email, token: body.tokens.accessToken, cookie: refreshCookieOf(response) };
}

describe('who may call what', () => {
  it('lets OWNER and ADMIN manage the team; an AGENT gets 403 with the reason; transfer and deletion are the OWNER\'s', async () => {
    const team = await proTeam();
    const routes: Array<[string, string, object?]> = [
      ['GET', '/team/members'],
      ['PATCH', `/team/members/${team.agent.id}`, { role: 'ADMIN' }],
      ['DELETE', `/team/members/${team.admin.id}`],
      ['GET', '/team/invitations'],
      ['POST', '/team/invitations', { email: uniqueEmail('x'), role: 'ADMIN' }],
      ['DELETE', '/team/invitations/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url, body] of routes) {
      const refused = await call(team.agent, method as 'GET', url, body);
      expect([method, url, refused.statusCode, refused.json().error]).toEqual([method, url, 403, ACCESS_MESSAGES.adminOnly]);
    }
    for (const [method, url, body] of [
      ['POST', '/team/transfer-ownership', { userId: team.admin.id }],
      ['DELETE', '/workspaces/current', { password: TEST_PASSWORD }],
    ] as const) {
      for (const member of [team.admin, team.agent]) {
        const refused = await call(member, method, url, body);
        expect([method, url, refused.statusCode, refused.json().error]).toEqual([method, url, 403, ACCESS_MESSAGES.ownerOnly]);
      }
    }
    expect((await call(team.admin, 'GET', '/team/members')).statusCode).toBe(200);
    expect((await call(team.admin, 'GET', '/team/invitations')).statusCode).toBe(200);
    expect((await call(team.owner, 'GET', '/team/members')).statusCode).toBe(200);
    // Another workspace's member is nobody here.
    const foreign = await call(team.outsider, 'PATCH', `/team/members/${team.agent.id}`, { role: 'ADMIN' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(TEAM_MESSAGES.memberNotFound);
    expect((await call(team.outsider, 'DELETE', `/team/members/${team.agent.id}`)).statusCode).toBe(404);
    expect((await call(team.owner, 'DELETE', '/team/members/khong-phai-uuid')).statusCode).toBe(404);
    expect((await call(team.owner, 'GET', '/team/members')).json().data.members).toHaveLength(3);
  });

  it('lists the members, OWNER first, with their roles, accounts, who is looking, and the seats', async () => {
    const team = await proTeam();
    const { members, seats } = await dataOf(team.admin, 'GET', '/team/members');
    expect(members).toEqual([
      { userId: team.owner.id, email: team.owner.email, role: 'OWNER', accountIds: [], allAccounts: true, joinedAt: expect.any(String), you: false },
      { userId: team.admin.id, email: team.admin.email, role: 'ADMIN', accountIds: [], allAccounts: true, joinedAt: expect.any(String), you: true },
      { userId: team.agent.id, email: team.agent.email, role: 'AGENT', accountIds: [team.accounts[0]], allAccounts: false, joinedAt: expect.any(String), you: false },
    ]);
    expect(seats).toEqual({ used: 3, limit: 20 });
  });
});

describe('changing a member', () => {
  it('takes effect at the member\'s next request: more accounts, then ADMIN, then back to AGENT', async () => {
    const team = await proTeam();
    expect((await me(team.agent.token)).json().data.workspace.accountIds).toEqual([team.accounts[0]]);
    expect((await call(team.agent, 'GET', `/subscription/job-limits?jobType=message&accountId=${team.accounts[1]}`)).statusCode).toBe(403);

    const more = await call(team.admin, 'PATCH', `/team/members/${team.agent.id}`, { accountIds: [team.accounts[1], team.accounts[0], team.accounts[1]] });
    expect(more.statusCode).toBe(200);
    expect(more.json().data.member).toMatchObject({ userId: team.agent.id, role: 'AGENT', accountIds: [...team.accounts].sort() });
    expect(more.json().data.before).toMatchObject({ role: 'AGENT', accountIds: [team.accounts[0]] });
    expect([...(await me(team.agent.token)).json().data.workspace.accountIds].sort()).toEqual([...team.accounts].sort());
    expect((await call(team.agent, 'GET', `/subscription/job-limits?jobType=message&accountId=${team.accounts[1]}`)).statusCode).toBe(200);

    const promoted = await dataOf(team.owner, 'PATCH', `/team/members/${team.agent.id}`, { role: 'ADMIN' });
    expect(promoted.member).toMatchObject({ role: 'ADMIN', accountIds: [], allAccounts: true });
    expect((await me(team.agent.token)).json().data.workspace).toMatchObject({ role: 'ADMIN', accountIds: null });
    expect((await call(team.agent, 'GET', '/team/members')).statusCode).toBe(200);

    const noAccounts = await call(team.owner, 'PATCH', `/team/members/${team.agent.id}`, { role: 'AGENT' });
    expect(noAccounts.statusCode).toBe(400);
    expect(noAccounts.json().error).toBe(TEAM_MESSAGES.agentNeedsAccounts);
    await dataOf(team.owner, 'PATCH', `/team/members/${team.agent.id}`, { role: 'AGENT', accountIds: [team.accounts[1]] });
    expect((await me(team.agent.token)).json().data.workspace).toMatchObject({ role: 'AGENT', accountIds: [team.accounts[1]] });
    expect((await call(team.agent, 'GET', '/team/members')).statusCode).toBe(403);
  });

  it('refuses the OWNER, another workspace\'s accounts and an unknown role', async () => {
    const team = await proTeam();
    const owner = await call(team.admin, 'PATCH', `/team/members/${team.owner.id}`, { role: 'ADMIN' });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().error).toBe(TEAM_MESSAGES.cannotChangeOwner);
    const [foreign] = await t.database.query<{ id: string }>(
      `INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Của người khác', 'ACTIVE') RETURNING id`,
      [team.outsider.id],
    );
    const notOurs = await call(team.owner, 'PATCH', `/team/members/${team.agent.id}`, { accountIds: [foreign.id] });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().error).toBe(TEAM_MESSAGES.unknownAccount);
    const role = await call(team.owner, 'PATCH', `/team/members/${team.agent.id}`, { role: 'OWNER' });
    expect(role.statusCode).toBe(400);
    expect(role.json().error).toBe(TEAM_MESSAGES.invalidRole);
    expect((await me(team.agent.token)).json().data.workspace.accountIds).toEqual([team.accounts[0]]);
  });
});

describe('removing a member', () => {
  it('ends their sessions at once: the next request is a 401 and the refresh cookie is refused; a seat frees', async () => {
    const team = await proTeam();
    expect((await me(team.agent.token)).statusCode).toBe(200);
    const removed = await call(team.admin, 'DELETE', `/team/members/${team.agent.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ userId: team.agent.id, member: { email: team.agent.email, role: 'AGENT' } });
    expect((await me(team.agent.token)).statusCode).toBe(401);
    expect((await refresh(team.agent.cookie)).statusCode).toBe(401);
    expect(await t.database.query('SELECT 1 FROM member_accounts WHERE user_id = $1', [team.agent.id])).toHaveLength(0);
    const { members, seats } = await dataOf(team.owner, 'GET', '/team/members');
    expect(members.map((m: { userId: string }) => m.userId)).not.toContain(team.agent.id);
    expect(seats.used).toBe(2);
    expect((await call(team.owner, 'DELETE', `/team/members/${team.agent.id}`)).statusCode).toBe(404);
    // Signing in again opens the workspace they still have (their own).
    const again = await login(team.agent.email);
    expect((await me(again.json().data.tokens.accessToken)).json().data.workspace).toMatchObject({ id: team.agent.id, role: 'OWNER' });
  });

  it('never removes the OWNER nor oneself', async () => {
    const team = await proTeam();
    const owner = await call(team.admin, 'DELETE', `/team/members/${team.owner.id}`);
    expect(owner.statusCode).toBe(400);
    expect(owner.json().error).toBe(TEAM_MESSAGES.cannotChangeOwner);
    const self = await call(team.admin, 'DELETE', `/team/members/${team.admin.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(TEAM_MESSAGES.cannotRemoveSelf);
    expect((await call(team.owner, 'DELETE', `/team/members/${team.owner.id}`)).json().error).toBe(TEAM_MESSAGES.cannotRemoveSelf);
    expect((await me(team.admin.token)).statusCode).toBe(200);
  });

  it('gives a removed person who joined by invitation a new workspace of their own at their next sign-in', async () => {
    const team = await proTeam();
    const person = await invitedPerson(team, 'AGENT', [team.accounts[0]]);
    expect((await me(person.token)).json().data.workspace.id).toBe(team.workspaceId);
    await dataOf(team.owner, 'DELETE', `/team/members/${person.id}`);
    expect((await me(person.token)).statusCode).toBe(401);
    const signedIn = await login(person.email);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.tokens.accessToken;
    expect((await me(token)).json().data.workspace).toEqual({ id: person.id, name: person.email, role: 'OWNER', accountIds: null });
    // A workspace of their own starts its trial.
    expect((await dataOf({ ...person, token }, 'GET', '/subscription/current')).isTrial).toBe(true);
    expect((await dataOf({ ...person, token }, 'GET', '/team/members')).members).toHaveLength(1);
  });
});

describe('transferring ownership', () => {
  it('makes the member the OWNER and the OWNER an ADMIN together, each seen at the next request', async () => {
    const team = await proTeam();
    const unknown = await call(team.owner, 'POST', '/team/transfer-ownership', { userId: team.outsider.id });
    expect(unknown.statusCode).toBe(404);
    expect((await call(team.owner, 'POST', '/team/transfer-ownership', { userId: team.owner.id })).statusCode).toBe(400);

    const moved = await call(team.owner, 'POST', '/team/transfer-ownership', { userId: team.agent.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      owner: { userId: team.agent.id, role: 'OWNER', allAccounts: true, accountIds: [] },
      previousOwner: { userId: team.owner.id, role: 'ADMIN' },
    });
    expect((await me(team.agent.token)).json().data.workspace).toMatchObject({ role: 'OWNER', accountIds: null });
    expect((await me(team.owner.token)).json().data.workspace).toMatchObject({ role: 'ADMIN', accountIds: null });
    const owners = await t.database.query(`SELECT user_id FROM workspace_members WHERE workspace_id = $1 AND role = 'OWNER'`, [team.workspaceId]);
    expect(owners).toEqual([{ user_id: team.agent.id }]);
    expect((await call(team.owner, 'POST', '/team/transfer-ownership', { userId: team.admin.id })).statusCode).toBe(403);
    // The new OWNER may change the old one, who is now an ADMIN like any other.
    const demoted = await call(team.agent, 'PATCH', `/team/members/${team.owner.id}`, { role: 'AGENT', accountIds: [team.accounts[0]] });
    expect(demoted.statusCode).toBe(200);
  });
});

describe('deleting the workspace', () => {
  it('needs the OWNER\'s password, then removes the workspace and everything in it; every member\'s session there ends', async () => {
    const team = await proTeam();
    const wrong = await call(team.owner, 'DELETE', '/workspaces/current', { password: 'sai-mat-khau-roi' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Mật khẩu không đúng', fieldErrors: { password: 'Mật khẩu không đúng' } });
    expect((await call(team.owner, 'DELETE', '/workspaces/current', {})).statusCode).toBe(400);
    expect(await t.database.query('SELECT 1 FROM workspaces WHERE id = $1', [team.workspaceId])).toHaveLength(1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/workspaces/current',
      headers: { ...bearer(team.owner.token), cookie: team.owner.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ workspace: { id: team.workspaceId } });
    expect(deleted.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect(await t.database.query('SELECT 1 FROM workspaces WHERE id = $1', [team.workspaceId])).toHaveLength(0);
    expect(await t.database.query('SELECT 1 FROM accounts WHERE workspace_id = $1', [team.workspaceId])).toHaveLength(0);
    expect(await t.database.query('SELECT 1 FROM subscriptions WHERE workspace_id = $1', [team.workspaceId])).toHaveLength(0);
    expect(await t.database.query('SELECT 1 FROM workspace_members WHERE workspace_id = $1', [team.workspaceId])).toHaveLength(0);
    for (const member of [team.owner, team.admin, team.agent]) expect((await me(member.token)).statusCode).toBe(401);
    expect((await refresh(team.owner.cookie)).statusCode).toBe(401);
    // The outsider's workspace is untouched.
    expect((await me(team.outsider.token)).statusCode).toBe(200);

    // The former OWNER signs in again to a new, empty workspace of their own.
    const again = await login(team.owner.email);
    const token = again.json().data.tokens.accessToken;
    expect((await me(token)).json().data.workspace).toMatchObject({ id: team.owner.id, role: 'OWNER' });
    expect(await t.database.query('SELECT 1 FROM accounts WHERE workspace_id = $1', [team.owner.id])).toHaveLength(0);
  });
});
