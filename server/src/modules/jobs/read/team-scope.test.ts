import { JOB_MESSAGES } from 'shared-sdk/schemas';
import { jobDailyActivity, jobRecipients, jobs } from '../../../db/schema';
import { ACCESS_MESSAGES } from '../../../http/workspace-access';
import { createTeam, type Team } from '../../../testing/team-fixture';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { vietnamDate } from '../../../lib/vietnam-time';

let t: TestApp;
let team: Team;
/** One job of each account of the team's workspace, and one of the outsider's own workspace. */
let jobOf: { a1: string; a2: string };

beforeAll(async () => {
  // Jobs are inserted directly, never queued: the engine's periodic sweep must not pick them up mid-test.
  t = await createTestApp({}, { jobTiming: { sweepEveryMs: 3_600_000 } });
  team = await createTeam(t);
  const [a1, a2] = team.accounts;
  jobOf = { a1: await insertJob(a1, 'PENDING'), a2: await insertJob(a2, 'PROCESSING') };
  await insertJob(a2, 'COMPLETED');
  const today = vietnamDate(new Date());
  await t.database.db.insert(jobDailyActivity).values([
    { workspaceId: team.workspaceId, day: today, accountId: a1, sent: 3, failed: 1 },
    { workspaceId: team.workspaceId, day: today, accountId: a2, sent: 40, failed: 7 },
  ]);
}, 60_000);
afterAll(() => t.close());

async function insertJob(accountId: string, status: 'PENDING' | 'PROCESSING' | 'COMPLETED'): Promise<string> {
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      workspaceId: team.workspaceId,
      accountId,
      accountName: accountId === team.accounts[0] ? 'Shop A1' : 'Shop A2',
      type: 'TO_FRIENDS',
      action: 'message',
      status,
      totalRecipients: 1,
      payload: { message: 'Xin chào', delayMin: 1, delayMax: 3 },
      attachments: [],
      metadata: { executionId: `exec-${accountId}` },
      createdBy: team.owner.id,
    })
    .returning({ id: jobs.id });
  await t.database.db.insert(jobRecipients).values({ jobId: row.id, seq: 1, targetId: 'uid-1', targetType: 'user', displayName: 'Lan' });
  return row.id;
}

const api = (user: SignedInUser, url: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token) });
const listed = async (user: SignedInUser, query = '') => ((await api(user, `/jobs${query}`)).json().data.jobs as Array<{ id: string }>).map((job) => job.id).sort();

describe('an AGENT reads the jobs of their accounts only', () => {
  it('lists, counts and charts only their accounts’ jobs', async () => {
    expect(await listed(team.agent)).toEqual([jobOf.a1]);
    const summary = (await api(team.agent, '/jobs/stats/summary')).json().data;
    expect(summary).toMatchObject({ totalJobs: 1, byStatus: { PENDING: 1, PROCESSING: 0, COMPLETED: 0 } });
    const { days } = (await api(team.agent, '/jobs/stats/daily?days=1')).json().data;
    expect(days).toEqual([expect.objectContaining({ sent: 3, failed: 1 })]);
  });

  it('finds another account’s job nowhere: 404 as another workspace’s', async () => {
    for (const url of [`/jobs/${jobOf.a2}`, `/jobs/${jobOf.a2}/recipients`, `/jobs/${jobOf.a2}/friend-request-limits`, `/jobs/${jobOf.a2}/recipients/export?format=csv`]) {
      const response = await api(team.agent, url);
      expect({ url, status: response.statusCode, error: response.json().error }).toEqual({ url, status: 404, error: JOB_MESSAGES.notFound });
    }
    expect((await api(team.agent, `/jobs/bulk-groups/exec-${team.accounts[1]}/status`)).statusCode).toBe(404);
    const cancel = await api(team.agent, `/jobs/${jobOf.a2}/cancel`, 'POST');
    expect({ status: cancel.statusCode, error: cancel.json().error }).toEqual({ status: 404, error: JOB_MESSAGES.notFound });
    const [stored] = await t.database.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [jobOf.a2]);
    expect(stored.status).toBe('PROCESSING');
  });

  it('reads their own job, and an account filter of another account is refused', async () => {
    expect((await api(team.agent, `/jobs/${jobOf.a1}`)).json().data).toMatchObject({ id: jobOf.a1 });
    expect((await api(team.agent, `/jobs/${jobOf.a1}/recipients`)).json().data.recipients).toHaveLength(1);
    const filtered = await api(team.agent, `/jobs?accountId=${team.accounts[1]}`);
    expect({ status: filtered.statusCode, error: filtered.json().error }).toEqual({ status: 403, error: ACCESS_MESSAGES.accountNotAssigned });
  });

  it('never confirms an ADMIN’s stored list to the AGENT (the ETag names the viewer)', async () => {
    const admin = await api(team.admin, '/jobs');
    const agent = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: { ...bearer(team.agent.token), 'if-none-match': String(admin.headers.etag) } });
    expect(agent.statusCode).toBe(200);
    expect(agent.json().data.jobs.map((job: { id: string }) => job.id)).toEqual([jobOf.a1]);
  });
});

describe('OWNER and ADMIN read every account’s jobs; another workspace none', () => {
  it('lists all three to the ADMIN and the OWNER, each with who created it', async () => {
    for (const member of [team.admin, team.owner]) {
      const { jobs: all } = (await api(member, '/jobs')).json().data;
      expect(all).toHaveLength(3);
      for (const job of all) expect(job.createdBy).toEqual({ id: team.owner.id, email: team.owner.email });
      expect((await api(member, `/jobs/${jobOf.a2}`)).statusCode).toBe(200);
    }
    expect((await api(team.admin, '/jobs/stats/summary')).json().data.totalJobs).toBe(3);
    expect((await api(team.admin, '/jobs/stats/daily?days=1')).json().data.days[0]).toMatchObject({ sent: 43, failed: 8 });
  });

  it('shows the outsider nothing of the workspace', async () => {
    expect(await listed(team.outsider)).toEqual([]);
    expect((await api(team.outsider, `/jobs/${jobOf.a1}`)).statusCode).toBe(404);
    expect((await api(team.outsider, '/jobs/stats/summary')).json().data.totalJobs).toBe(0);
  });
});
