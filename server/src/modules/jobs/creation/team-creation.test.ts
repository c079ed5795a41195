import type { SimulatorPlatform } from '../../../platform';
import { ACCESS_MESSAGES } from '../../../http/workspace-access';
import { loginSimAccount, type SimAccount } from '../../../testing/sim-accounts';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { joinWorkspace, type Member } from '../../../testing/team-fixture';
import { bearer, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { moveToPlan } from '../../../testing/plans';

let t: TestApp;
let platform: SimulatorPlatform;
let owner: SignedInUser;
let admin: Member;
let agent: Member;
let a1: SimAccount;
let a2: SimAccount;

// The real jobs service stores what is created; no worker sends.
beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'team-creation-test', users: 120, workers: 0 }));
  owner = await t.signUp();
  await moveToPlan(t.database, owner.id, 'pro');
  const people = platform.world.users().filter((user) => platform.world.groupIdsOf(user.id).some((id) => !platform.world.group(id).isCommunity));
  a1 = await loginSimAccount(t, platform, owner, people[0].id, 'Shop A1');
  a2 = await loginSimAccount(t, platform, owner, people[1].id, 'Shop A2');
  admin = await joinWorkspace(t, owner.id, await t.signUp(), 'ADMIN');
  agent = await joinWorkspace(t, owner.id, await t.signUp(), 'AGENT', [a1.id]);
}, 120_000);
afterAll(() => t?.close());

const post = (member: SignedInUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(member.token), payload });
const groupOf = (account: SimAccount) => platform.world.groupIdsOf(account.zaloUserId).find((id) => !platform.world.group(id).isCommunity) as string;
const toThread = (account: SimAccount) => ({ accountId: account.id, threadId: groupOf(account), threadType: 'group', message: 'Chào cả nhóm' });

describe('jobs remember who created them', () => {
  it('answers the creator on creation and on every read, to every member', async () => {
    const created = await post(agent, '/jobs/message/to-thread', toThread(a1));
    expect(created.statusCode).toBe(200);
    const [job] = created.json().data.jobs;
    expect(job.createdBy).toEqual({ id: agent.id, email: agent.email });
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: bearer(owner.token) });
    expect(read.json().data.createdBy).toEqual({ id: agent.id, email: agent.email });
    const [stored] = await t.database.query<{ created_by: string }>('SELECT created_by FROM jobs WHERE id = $1', [job.id]);
    expect(stored.created_by).toBe(agent.id);

    const byAdmin = await post(admin, '/jobs/message/to-thread', toThread(a2));
    expect(byAdmin.json().data.jobs[0].createdBy).toEqual({ id: admin.id, email: admin.email });
  });
});

describe('an AGENT creates jobs only from their accounts', () => {
  const refused = (response: Awaited<ReturnType<typeof post>>) => ({ status: response.statusCode, error: response.json().error });
  const notAssigned = { status: 403, error: ACCESS_MESSAGES.accountNotAssigned };

  it('is refused an account named in the body', async () => {
    expect(refused(await post(agent, '/jobs/message/to-thread', toThread(a2)))).toEqual(notAssigned);
  });

  it('is refused an account named in the path (the members viewer’s calls)', async () => {
    const group = groupOf(a2);
    const members = [...platform.world.group(group).members].filter((id) => id !== a2.zaloUserId).slice(0, 1);
    const uids = members.map((id) => platform.world.uidFor(a2.zaloUserId, id));
    expect(refused(await post(agent, `/accounts/${a2.id}/groups/${group}/message-members`, { memberIds: uids, message: 'x' }))).toEqual(notAssigned);
    expect(refused(await post(agent, `/accounts/${a2.id}/groups/${group}/friend-requests`, { memberIds: uids, message: 'x' }))).toEqual(notAssigned);
    expect(refused(await post(agent, `/accounts/${a2.id}/groups/bulk-message-members`, { groupIds: [group], message: 'x' }))).toEqual(notAssigned);
    const [count] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE account_id = $1 AND created_by = $2', [a2.id, agent.id]);
    expect(Number(count.n)).toBe(0);
  });

  it('creates from their own account as any member would', async () => {
    const created = await post(agent, '/jobs/message/to-thread', toThread(a1));
    expect(created.statusCode).toBe(200);
    expect(created.json().data.jobs[0]).toMatchObject({ accountId: a1.id });
  });
});
