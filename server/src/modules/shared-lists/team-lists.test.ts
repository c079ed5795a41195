import { SHARED_LIST_SAVE_MESSAGES } from 'shared-sdk/schemas';
import { ACCESS_MESSAGES } from '../../http/workspace-access';
import { moveToPlan } from '../../testing/plans';
import { createTeam, type Team } from '../../testing/team-fixture';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../testing/test-app';

/** A Kho chung list of each of the team's accounts, with one member each. */
let t: TestApp;
let team: Team;
let listOf: { a1: string; a2: string };
let memberOf: { a1: string; a2: string };

beforeAll(async () => {
  t = await createTestApp({}, { jobTiming: { sweepEveryMs: 3_600_000 } });
  team = await createTeam(t);
  await moveToPlan(t.database, team.workspaceId, 'pro');
  const [a1, a2] = team.accounts;
  const insertList = async (accountId: string, name: string) => {
    const [list] = await t.database.query<{ id: string }>(`INSERT INTO shared_lists (workspace_id, source_account_id, name) VALUES ($1, $2, $3) RETURNING id`, [
      team.workspaceId,
      accountId,
      name,
    ]);
    const [member] = await t.database.query<{ id: string }>(
      `INSERT INTO shared_list_members (list_id, member_id, display_name) VALUES ($1, $2, 'Lan') RETURNING id`,
      [list.id, `uid-${name}`],
    );
    return { list: list.id, member: member.id };
  };
  const first = await insertList(a1, 'Kho A1');
  const second = await insertList(a2, 'Kho A2');
  listOf = { a1: first.list, a2: second.list };
  memberOf = { a1: first.member, a2: second.member };
}, 60_000);
afterAll(() => t.close());

const call = (member: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), ...(payload ? { payload } : {}) });
const listed = async (member: SignedInUser) =>
  ((await call(member, 'GET', '/shared-pending/lists')).json().data.lists as Array<{ id: string }>).map((list) => list.id).sort();
const errorOf = (response: Awaited<ReturnType<typeof call>>) => ({ status: response.statusCode, error: response.json().error });
const listNotFound = { status: 404, error: SHARED_LIST_SAVE_MESSAGES.listNotFound };

describe('an AGENT works with the Kho chung lists of their accounts only', () => {
  it('lists and opens only their accounts’ lists', async () => {
    expect(await listed(team.agent)).toEqual([listOf.a1]);
    expect((await call(team.agent, 'GET', `/shared-pending/lists/${listOf.a1}`)).json().data.list).toMatchObject({ id: listOf.a1, name: 'Kho A1' });
  });

  it('finds another account’s list nowhere: open, senders, runs, a member, export, delete are 404', async () => {
    const id = listOf.a2;
    expect(errorOf(await call(team.agent, 'GET', `/shared-pending/lists/${id}`))).toEqual(listNotFound);
    expect(errorOf(await call(team.agent, 'GET', `/shared-pending/lists/${id}/senders`))).toEqual(listNotFound);
    expect(errorOf(await call(team.agent, 'GET', `/shared-pending/lists/${id}/message-executions`))).toEqual(listNotFound);
    expect(errorOf(await call(team.agent, 'PATCH', `/shared-pending/lists/${id}/members/${memberOf.a2}/status`, { status: 'FAILED' }))).toEqual(listNotFound);
    expect((await call(team.agent, 'GET', `/shared-pending/lists/${id}/export?format=csv`)).statusCode).toBe(404);
    expect(errorOf(await call(team.agent, 'DELETE', `/shared-pending/lists/${id}`))).toEqual(listNotFound);
    expect(await listed(team.owner)).toContain(id);
  });

  it('sends to no member of another account’s list, from their account or on a schedule', async () => {
    const job = await call(team.agent, 'POST', '/jobs/message/to-shared-pending-list-members', {
      accountId: team.accounts[0],
      listId: listOf.a2,
      memberIds: [memberOf.a2],
      message: 'Chào bạn',
    });
    expect(errorOf(job)).toEqual(listNotFound);
    const schedule = await call(team.agent, 'POST', `/shared-pending/lists/${listOf.a2}/schedule/message`, {
      scheduleTimes: ['09:00'],
      timezone: 'Asia/Ho_Chi_Minh',
      messageTemplate: 'Chào bạn',
      dailyLimit: 10,
    });
    expect(errorOf(schedule)).toEqual(listNotFound);
    const [count] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_schedules WHERE list_id = $1`, [listOf.a2]);
    expect(Number(count.n)).toBe(0);
  });

  it('offers only their accounts as senders, and saves members to their accounts’ lists only', async () => {
    const senders = (await call(team.agent, 'GET', `/shared-pending/lists/${listOf.a1}/senders`)).json().data.senders;
    expect(senders.map((sender: { accountId: string }) => sender.accountId)).toEqual([team.accounts[0]]);
    const saved = await call(team.agent, 'POST', '/shared-pending/save-members', { sourceAccountId: team.accounts[1], members: [{ memberId: 'uid-x', displayName: 'Hoa' }] });
    expect(errorOf(saved)).toEqual({ status: 403, error: ACCESS_MESSAGES.accountNotAssigned });
  });
});

describe('OWNER and ADMIN work with every list; another workspace with none', () => {
  it('lists both lists to the ADMIN and the OWNER, every account a sender', async () => {
    expect(await listed(team.admin)).toEqual([listOf.a1, listOf.a2].sort());
    expect(await listed(team.owner)).toEqual([listOf.a1, listOf.a2].sort());
    const senders = (await call(team.admin, 'GET', `/shared-pending/lists/${listOf.a1}/senders`)).json().data.senders;
    expect(senders.map((sender: { accountId: string }) => sender.accountId).sort()).toEqual([...team.accounts].sort());
  });

  it('shows the outsider none of them', async () => {
    expect(await listed(team.outsider)).toEqual([]);
    expect(errorOf(await call(team.outsider, 'GET', `/shared-pending/lists/${listOf.a1}`))).toEqual(listNotFound);
  });
});
