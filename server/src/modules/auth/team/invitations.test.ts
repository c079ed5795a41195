import { TEAM_MESSAGES } from 'shared-sdk/schemas';
import { moveToPlan } from '../../../testing/plans';
import { createTeam, type Team } from '../../../testing/team-fixture';
import { bearer, createTestApp, refreshCookieOf, type SignedInUser, type TestApp, TEST_PASSWORD, uniqueEmail } from '../../../testing/test-app';
import { userCalls } from '../../../testing/user-calls';

/** Invitations: made by OWNER and ADMIN, previewed by anyone with the link, used once to sign up or to join. */
let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  await moveToPlan(t.database, team.workspaceId, 'pro');
});
afterAll(() => t.close());

const { call, dataOf } = userCalls(() => t);
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, payload });
const register = (email: string, inviteToken: string) => anonymous('POST', '/auth/register', { email, password: TEST_PASSWORD, inviteToken });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
const invite = (by: SignedInUser, body: object) => call(by, 'POST', '/team/invitations', body);

describe('an invitation from creation to use', () => {
  it('answers the link once, keeps only the hash, previews publicly, signs the person up into the workspace and is then used up', async () => {
    const email = uniqueEmail('nhan-vien');
    const made = await invite(team.owner, { email: email.toUpperCase(), role: 'AGENT', accountIds: [team.accounts[0]] });
    expect(made.statusCode).toBe(200);
    const { invitation } = made.json().data;
    expect(invitation).toMatchObject({
      email,
      role: 'AGENT',
      accountIds: [team.accounts[0]],
      invitedBy: { id: team.owner.id, email: team.owner.email },
      status: 'PENDING',
      url: `/register?invite=${invitation.token}`,
    });
    expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    const [stored] = await t.database.query<{ token_hash: string }>('SELECT token_hash FROM workspace_invitations WHERE id = $1', [invitation.id]);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(invitation.token);

    // The list never shows the secret again.
    const listed = (await dataOf(team.owner, 'GET', '/team/invitations')).invitations;
    const row = listed.find((item: { id: string }) => item.id === invitation.id);
    expect(row).toMatchObject({ status: 'PENDING', email });
    expect(row.token).toBeUndefined();
    expect(row.url).toBeUndefined();

    const preview = await anonymous('GET', `/team/invitations/${invitation.token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      invitation: { workspaceName: team.owner.email, email, role: 'AGENT', invitedBy: team.owner.email, expiresAt: invitation.expiresAt },
    });

    const signedUp = await register(email, invitation.token);
    expect(signedUp.statusCode).toBe(200);
    const person = signedUp.json().data;
    const answer = (await me(person.tokens.accessToken)).json().data;
    expect(answer.workspace).toEqual({ id: team.workspaceId, name: team.owner.email, role: 'AGENT', accountIds: [team.accounts[0]] });
    // No workspace of their own and no trial: they work in the one that invited them.
    const workspaces = (await t.app.inject({ method: 'GET', url: '/api/v1/workspaces', headers: bearer(person.tokens.accessToken) })).json().data.workspaces;
    expect(workspaces).toEqual([{ id: team.workspaceId, name: team.owner.email, role: 'AGENT', current: true }]);
    expect(await t.database.query('SELECT 1 FROM workspaces WHERE id = $1', [person.user.id])).toHaveLength(0);
    expect(await t.database.query('SELECT 1 FROM subscriptions WHERE workspace_id = $1', [person.user.id])).toHaveLength(0);
    // The refresh cookie keeps the session in that workspace.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: refreshCookieOf(signedUp) } });
    expect((await me(refreshed.json().data.tokens.accessToken)).json().data.workspace.id).toBe(team.workspaceId);

    const after = (await dataOf(team.owner, 'GET', '/team/invitations')).invitations.find((item: { id: string }) => item.id === invitation.id);
    expect(after.status).toBe('ACCEPTED');
    expect((await anonymous('GET', `/team/invitations/${invitation.token}`)).statusCode).toBe(404);
    const again = await register(uniqueEmail('lan-hai'), invitation.token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(TEAM_MESSAGES.invitationInvalid);
  });

  it('refuses a sign-up with another e-mail and makes nobody: the invitation stays usable', async () => {
    const email = uniqueEmail('dung-email');
    const { invitation } = await dataOf(team.owner, 'POST', '/team/invitations', { email, role: 'ADMIN' });
    const stranger = uniqueEmail('sai-email');
    const refused = await register(stranger, invitation.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: TEAM_MESSAGES.invitationOtherEmail, fieldErrors: { email: TEAM_MESSAGES.invitationOtherEmail } });
    expect(await t.database.query('SELECT 1 FROM users WHERE email = $1', [stranger])).toHaveLength(0);
    const joined = await register(email, invitation.token);
    expect(joined.statusCode).toBe(200);
    expect((await me(joined.json().data.tokens.accessToken)).json().data.workspace).toMatchObject({ id: team.workspaceId, role: 'ADMIN', accountIds: null });
  });

  it('refuses an unknown or malformed token without a 500, in the preview and the sign-up', async () => {
    for (const token of ['x'.repeat(43), 'khong-hop-le', '%27%20OR%201%3D1']) {
      const preview = await anonymous('GET', `/team/invitations/${token}`);
      expect(preview.statusCode).toBe(404);
      expect(preview.json().error).toBe(TEAM_MESSAGES.invitationInvalid);
    }
    const signUp = await register(uniqueEmail('khong-co'), 'y'.repeat(43));
    expect(signUp.statusCode).toBe(410);
    expect(signUp.json().error).toBe(TEAM_MESSAGES.invitationInvalid);
  });

  it('is dead once expired: no preview, no sign-up, listed EXPIRED, no seat taken', async () => {
    const email = uniqueEmail('het-han');
    const { invitation } = await dataOf(team.admin, 'POST', '/team/invitations', { email, role: 'ADMIN' });
    const seatsBefore = (await dataOf(team.owner, 'GET', '/team/members')).seats.used;
    await t.database.query(`UPDATE workspace_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [invitation.id]);
    expect((await anonymous('GET', `/team/invitations/${invitation.token}`)).statusCode).toBe(404);
    expect((await register(email, invitation.token)).statusCode).toBe(410);
    const listed = (await dataOf(team.owner, 'GET', '/team/invitations')).invitations.find((item: { id: string }) => item.id === invitation.id);
    expect(listed.status).toBe('EXPIRED');
    expect((await dataOf(team.owner, 'GET', '/team/members')).seats.used).toBe(seatsBefore - 1);
    // The same e-mail may be invited again.
    expect((await invite(team.owner, { email, role: 'ADMIN' })).statusCode).toBe(200);
  });

  it('is revoked by OWNER or ADMIN: listed REVOKED after the pending ones, no preview, no second revoke, not another workspace\'s', async () => {
    const email = uniqueEmail('thu-hoi');
    const { invitation } = await dataOf(team.owner, 'POST', '/team/invitations', { email, role: 'AGENT', accountIds: [team.accounts[1]] });
    const outsiderRevoke = await call(team.outsider, 'DELETE', `/team/invitations/${invitation.id}`);
    expect(outsiderRevoke.statusCode).toBe(404);
    const revoked = await call(team.admin, 'DELETE', `/team/invitations/${invitation.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ id: invitation.id, invitation: { id: invitation.id, email, status: 'REVOKED' } });
    expect(revoked.json().data.invitation.token).toBeUndefined();
    expect((await call(team.owner, 'DELETE', `/team/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await call(team.owner, 'DELETE', '/team/invitations/khong-phai-uuid')).statusCode).toBe(404);
    expect((await anonymous('GET', `/team/invitations/${invitation.token}`)).statusCode).toBe(404);
    expect((await register(email, invitation.token)).statusCode).toBe(410);

    await dataOf(team.owner, 'POST', '/team/invitations', { email: uniqueEmail('moi'), role: 'ADMIN' });
    const statuses: string[] = (await dataOf(team.owner, 'GET', '/team/invitations')).invitations.map((item: { status: string }) => item.status);
    const firstNotPending = statuses.findIndex((status) => status !== 'PENDING');
    expect(firstNotPending).toBeGreaterThan(0);
    expect(statuses.slice(firstNotPending)).not.toContain('PENDING');
  });
});

describe('what an invitation may say', () => {
  it('needs an account for an AGENT, only the workspace\'s accounts, a known role; an ADMIN\'s accounts are ignored', async () => {
    const noAccounts = await invite(team.owner, { email: uniqueEmail('a'), role: 'AGENT', accountIds: [] });
    expect(noAccounts.statusCode).toBe(400);
    expect(noAccounts.json()).toMatchObject({ error: TEAM_MESSAGES.agentNeedsAccounts, fieldErrors: { accountIds: TEAM_MESSAGES.agentNeedsAccounts } });
    const [foreign] = await t.database.query<{ id: string }>(
      `INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Của người khác', 'ACTIVE') RETURNING id`,
      [team.outsider.id],
    );
    const notOurs = await invite(team.owner, { email: uniqueEmail('b'), role: 'AGENT', accountIds: [team.accounts[0], foreign.id] });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().error).toBe(TEAM_MESSAGES.unknownAccount);
    const badRole = await invite(team.owner, { email: uniqueEmail('c'), role: 'OWNER' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error).toBe(TEAM_MESSAGES.invalidRole);
    const badEmail = await invite(team.owner, { email: 'khong-phai-email', role: 'ADMIN' });
    expect(badEmail.json()).toMatchObject({ error: TEAM_MESSAGES.invalidEmail });
    const admin = await invite(team.owner, { email: uniqueEmail('d'), role: 'ADMIN', accountIds: [team.accounts[0]] });
    expect(admin.json().data.invitation.accountIds).toEqual([]);
  });

  it('refuses a member\'s e-mail and an e-mail already invited', async () => {
    const member = await invite(team.owner, { email: team.agent.email, role: 'ADMIN' });
    expect(member.statusCode).toBe(409);
    expect(member.json().error).toBe(TEAM_MESSAGES.alreadyMember);
    const email = uniqueEmail('hai-lan');
    expect((await invite(team.owner, { email, role: 'ADMIN' })).statusCode).toBe(200);
    const twice = await invite(team.admin, { email, role: 'ADMIN' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(TEAM_MESSAGES.alreadyInvited);
  });
});

describe('a signed-in person accepting', () => {
  it('joins and answers a session in the new workspace, keeping their own; another person\'s link is refused', async () => {
    const person = await t.signUp();
    const { invitation } = await dataOf(team.owner, 'POST', '/team/invitations', { email: person.email, role: 'AGENT', accountIds: [team.accounts[1]] });
    const someoneElse = await t.signUp();
    const wrong = await call(someoneElse, 'POST', `/team/invitations/${invitation.token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(TEAM_MESSAGES.invitationOtherEmail);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/team/invitations/${invitation.token}/accept`,
      headers: { ...bearer(person.token), cookie: person.cookie },
    });
    expect(accepted.statusCode).toBe(200);
    const token = accepted.json().data.tokens.accessToken;
    expect((await me(token)).json().data.workspace).toEqual({ id: team.workspaceId, name: team.owner.email, role: 'AGENT', accountIds: [team.accounts[1]] });
    const workspaces = (await t.app.inject({ method: 'GET', url: '/api/v1/workspaces', headers: bearer(token) })).json().data.workspaces;
    expect(workspaces.map((w: { id: string; current: boolean }) => [w.id, w.current])).toEqual([
      [person.id, false],
      [team.workspaceId, true],
    ]);
    // The session it replaced ends; the new cookie works.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: person.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: refreshCookieOf(accepted) } })).statusCode).toBe(200);
    // Used once.
    const again = await call(person, 'POST', `/team/invitations/${invitation.token}/accept`);
    expect(again.statusCode).toBe(410);
    expect((await call(person, 'POST', '/team/invitations/bogus/accept')).statusCode).toBe(410);
    expect((await anonymous('POST', `/team/invitations/${invitation.token}/accept`)).statusCode).toBe(401);
  });
});

describe('seats', () => {
  it('counts members and pending invitations against the plan, and a revoke frees one', async () => {
    const owner = await t.signUp(); // a trial: the basic plan, 2 seats
    expect((await dataOf(owner, 'GET', '/team/members')).seats).toEqual({ used: 1, limit: 2 });
    const { invitation } = await dataOf(owner, 'POST', '/team/invitations', { email: uniqueEmail('ghe-1'), role: 'ADMIN' });
    expect((await dataOf(owner, 'GET', '/team/members')).seats).toEqual({ used: 2, limit: 2 });
    const full = await invite(owner, { email: uniqueEmail('ghe-2'), role: 'ADMIN' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(TEAM_MESSAGES.seatLimit(2));
    expect(full.json().error).toBe('Gói hiện tại cho phép tối đa 2 thành viên. Hãy nâng cấp gói để mời thêm người.');
    await dataOf(owner, 'DELETE', `/team/invitations/${invitation.id}`);
    expect((await invite(owner, { email: uniqueEmail('ghe-3'), role: 'ADMIN' })).statusCode).toBe(200);

    // Two invitations at once cannot both take the last seat.
    const other = await t.signUp();
    const raced = await Promise.all([1, 2, 3].map((n) => invite(other, { email: uniqueEmail(`dua-${n}`), role: 'ADMIN' })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);

    // A plan without a limit (-1).
    await t.database.query(
      `INSERT INTO plans (name, display_name, price, duration_days, account_limit, daily_job_limit, concurrent_job_limit, seat_limit)
       VALUES ('seats-unlimited', 'Không giới hạn', 1, 30, 5, -1, -1, -1) ON CONFLICT (name) DO NOTHING`,
    );
    await moveToPlan(t.database, other.id, 'seats-unlimited');
    for (const n of [1, 2, 3]) expect((await invite(other, { email: uniqueEmail(`vo-han-${n}`), role: 'ADMIN' })).statusCode).toBe(200);
    expect((await dataOf(other, 'GET', '/team/members')).seats).toEqual({ used: 5, limit: -1 });
  });

  it('answers each plan\'s seat limit in the plans and the current subscription', async () => {
    const plans = await dataOf(team.owner, 'GET', '/subscription/plans');
    const byName = Object.fromEntries(plans.map((plan: { name: string; seatLimit: number }) => [plan.name, plan.seatLimit]));
    expect(byName).toMatchObject({ basic: 2, plus: 5, pro: 20 });
    expect((await dataOf(team.agent, 'GET', '/subscription/current')).plan.seatLimit).toBe(20);
  });
});
