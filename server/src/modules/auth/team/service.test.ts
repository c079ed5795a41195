import { createTeam } from '../../../testing/team-fixture';
import { createTestApp, type TestApp, TEST_PASSWORD } from '../../../testing/test-app';
import { createTeamRepo } from './repo';
import { createTeamService, type TeamDeps } from './service';

/** The team service's calls to the other modules: what a removal lets go, what stops before a deletion. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function service(overrides: Partial<TeamDeps>) {
  return createTeamService({
    repo: createTeamRepo(t.database),
    endSessions: async () => undefined,
    forget: () => undefined,
    seatLimit: async () => 20,
    accountIds: async () => [],
    ...overrides,
  });
}

it('tells the other modules a member left, and a failure there does not undo or fail the removal', async () => {
  const team = await createTeam(t);
  const removed: Array<[string, string]> = [];
  const ended: string[] = [];
  const logged: object[] = [];
  const teamService = service({
    onMemberRemoved: async (workspaceId, userId) => {
      removed.push([workspaceId, userId]);
      throw new Error('inbox unavailable');
    },
    endSessions: async (userId) => {
      ended.push(userId);
    },
    log: { error: (details) => logged.push(details) },
  });
  const member = await teamService.removeMember(team.workspaceId, team.owner.id, team.agent.id);
  expect(member).toMatchObject({ userId: team.agent.id, role: 'AGENT' });
  expect(removed).toEqual([[team.workspaceId, team.agent.id]]);
  expect(ended).toEqual([team.agent.id]);
  expect(logged).toHaveLength(1);
  expect(await t.database.query('SELECT 1 FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [team.workspaceId, team.agent.id])).toHaveLength(0);
});

it('stops the workspace\'s work before deleting it, and deletes nothing when the password is wrong', async () => {
  const team = await createTeam(t);
  const seen: Array<{ workspaceId: string; stillThere: number }> = [];
  const forgotten: string[] = [];
  const teamService = service({
    beforeWorkspaceDelete: async (workspaceId) => {
      const rows = await t.database.query('SELECT 1 FROM accounts WHERE workspace_id = $1', [workspaceId]);
      seen.push({ workspaceId, stillThere: rows.length });
    },
    forget: (userId) => forgotten.push(userId),
  });
  await expect(teamService.deleteWorkspace(team.workspaceId, team.owner.id, 'sai-mat-khau')).rejects.toThrow('Mật khẩu không đúng');
  expect(seen).toEqual([]);
  await teamService.deleteWorkspace(team.workspaceId, team.owner.id, TEST_PASSWORD);
  expect(seen).toEqual([{ workspaceId: team.workspaceId, stillThere: 2 }]);
  expect(forgotten.sort()).toEqual([team.owner.id, team.admin.id, team.agent.id].sort());
  expect(await t.database.query('SELECT 1 FROM workspaces WHERE id = $1', [team.workspaceId])).toHaveLength(0);
});
