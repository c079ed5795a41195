import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTeam } from '../../testing/team-fixture';
import { userCalls } from '../../testing/user-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const calls = userCalls(() => t);
const { call, dataOf } = calls;

describe('do-not-contact and roles', () => {
  it("every member lists and adds to the business's list; only the owner and admins remove entries and change the opt-out words", async () => {
    const team = await createTeam(t);
    const { owner, admin, agent, outsider } = team;
    expect(await dataOf(agent, 'POST', '/do-not-contact', { phone: '0912345678' })).toEqual({ added: 1, alreadyListed: 0 });
    expect(await dataOf(owner, 'POST', '/do-not-contact', { phone: '0987654321' })).toEqual({ added: 1, alreadyListed: 0 });
    // One list for the business: every member sees both entries, another workspace none.
    for (const member of [owner, admin, agent]) expect((await dataOf(member, 'GET', '/do-not-contact')).pagination.total).toBe(2);
    expect((await dataOf(outsider, 'GET', '/do-not-contact')).pagination.total).toBe(0);

    const [entry] = (await dataOf(agent, 'GET', '/do-not-contact?search=0912')).items as Array<{ id: string }>;
    const refusedAgent = await call(agent, 'DELETE', `/do-not-contact/${entry.id}`);
    expect({ status: refusedAgent.statusCode, error: refusedAgent.json().error }).toEqual({ status: 403, error: 'Chỉ chủ sở hữu hoặc quản trị viên mới làm được việc này' });
    expect((await dataOf(owner, 'GET', '/do-not-contact/counts')).total).toBe(2);

    const words = await call(agent, 'PUT', '/do-not-contact/settings', { optOutWords: ['ngừng'] });
    expect({ status: words.statusCode, error: words.json().error }).toEqual({ status: 403, error: 'Chỉ chủ sở hữu hoặc quản trị viên mới làm được việc này' });
    // The agent reads the words (the inbox marks opt-outs with them) but they are unchanged.
    expect((await dataOf(agent, 'GET', '/do-not-contact/settings')).optOutWords).toEqual(['hủy', 'không nhận', 'stop']);

    expect(await dataOf(admin, 'PUT', '/do-not-contact/settings', { optOutWords: ['ngừng'] })).toEqual({ optOutWords: ['ngừng'] });
    expect(await dataOf(admin, 'DELETE', `/do-not-contact/${entry.id}`)).toEqual({ id: entry.id });
    expect((await dataOf(agent, 'GET', '/do-not-contact/counts')).total).toBe(1);
  });

  it("an agent cannot list the recipients of a job of an account not theirs: not found, like another workspace's", async () => {
    const team = await createTeam(t);
    const [job] = await t.database.query<{ id: string }>(
      `INSERT INTO jobs (workspace_id, account_id, type, action, status, total_recipients, payload)
       VALUES ($1, $2, 'TO_FRIENDS', 'message', 'COMPLETED', 1, '{"message":"Chào","delayMin":1,"delayMax":2}') RETURNING id`,
      [team.workspaceId, team.accounts[1]],
    );
    const response = await call(team.agent, 'POST', '/do-not-contact/from-job', { jobId: job.id, seqs: [1] });
    expect({ status: response.statusCode, error: response.json().error }).toEqual({ status: 404, error: 'Không tìm thấy công việc' });
  });
});
