import type { WorkspaceRole } from '../http/auth-guard';
import { bearer, refreshCookieOf, type SignedInUser, type TestApp } from './test-app';

/** A member of the owner's workspace, signed in to it (their session works there). */
export type Member = SignedInUser;

/**
 * A business of four people and two Zalo accounts, for role and scope tests:
 * - `owner`: made the workspace (its id is `owner.id`); `admin`: an ADMIN; `agent`: an AGENT working with `accounts[0]`
 *   only; `outsider`: the owner of another workspace.
 * - `accounts`: two accounts of the workspace inserted directly (ACTIVE, no session; a test that needs a live Zalo
 *   session logs its own in through the simulator and assigns it with `assign`).
 * Memberships are written in SQL (as the team's routes would), then each member's session is switched to the
 * workspace with `POST /workspaces/{id}/switch`.
 */
export async function createTeam(t: TestApp, options: { accountNames?: [string, string] } = {}) {
  const [owner, admin, agent, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  const names = options.accountNames ?? ['Shop A1', 'Shop A2'];
  const accounts: string[] = [];
  for (const name of names) {
    const [row] = await t.database.query<{ id: string }>(
      `INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, $2, 'ACTIVE') RETURNING id`,
      [owner.id, name],
    );
    accounts.push(row.id);
  }
  const team = {
    owner,
    admin: await joinWorkspace(t, owner.id, admin, 'ADMIN'),
    agent: await joinWorkspace(t, owner.id, agent, 'AGENT', [accounts[0]]),
    outsider,
    accounts: accounts as [string, string],
    workspaceId: owner.id,
    /**
     * Gives the agent (or another AGENT member) these accounts instead of the ones they had; resolves once the server
     * sees them (on PostgreSQL the membership cache learns of a change by NOTIFY, a moment later).
     */
    assign: async (member: Member, accountIds: string[]) => {
      await assignAccounts(t, owner.id, member, accountIds);
      await untilSeen(t, member, accountIds);
    },
  };
  return team;
}
export type Team = Awaited<ReturnType<typeof createTeam>>;

/** Makes a signed-up person a member of the workspace with the role (and accounts), and moves their session there. */
export async function joinWorkspace(t: TestApp, workspaceId: string, person: SignedInUser, role: WorkspaceRole, accountIds: string[] = []): Promise<Member> {
  await t.database.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)`, [workspaceId, person.id, role]);
  await assignAccounts(t, workspaceId, person, accountIds);
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/workspaces/${workspaceId}/switch`, headers: bearer(person.token) });
  const body = response.json();
  if (!body.success) throw new Error(`switch failed: ${body.error}`);
  return { ...person, token: body.data.tokens.accessToken, cookie: refreshCookieOf(response) };
}

async function assignAccounts(t: TestApp, workspaceId: string, member: SignedInUser, accountIds: string[]): Promise<void> {
  await t.database.query(`DELETE FROM member_accounts WHERE workspace_id = $1 AND user_id = $2`, [workspaceId, member.id]);
  for (const accountId of accountIds) {
    await t.database.query(`INSERT INTO member_accounts (workspace_id, user_id, account_id) VALUES ($1, $2, $3)`, [workspaceId, member.id, accountId]);
  }
}

/** Waits until GET /auth/me answers the member's accounts as given (the server's membership cache caught up). */
async function untilSeen(t: TestApp, member: Member, accountIds: string[]): Promise<void> {
  const wanted = [...accountIds].sort().join(',');
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(member.token) });
    const seen: string[] | null | undefined = response.json().data?.workspace?.accountIds;
    if (seen && [...seen].sort().join(',') === wanted) return;
    if (Date.now() > deadline) throw new Error(`the server still sees accounts ${JSON.stringify(seen)} instead of ${wanted}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
