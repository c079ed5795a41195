import * as XLSX from '@e965/xlsx';
import { ACCESS_MESSAGES } from '../../../http/workspace-access';
import { createTeam, type Team } from '../../../testing/team-fixture';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../testing/test-app';

/** The reports and the health panel of a team's workspace: A1 sent 10 (the AGENT's), A2 sent 70, one day. */
let t: TestApp;
let team: Team;
const RANGE = 'from=2026-11-10&to=2026-11-10';

beforeAll(async () => {
  t = await createTestApp({}, { jobTiming: { sweepEveryMs: 3_600_000 } });
  team = await createTeam(t);
  const [a1, a2] = team.accounts;
  for (const [accountId, sent, replied] of [
    [a1, 10, 2],
    [a2, 70, 30],
  ] as const) {
    await t.database.query(
      `INSERT INTO job_daily_activity (workspace_id, day, account_id, sent, messages_sent, replied) VALUES ($1, '2026-11-10', $2, $3, $3, $4)`,
      [team.workspaceId, accountId, sent, replied],
    );
    await t.database.query(`INSERT INTO reply_hours (workspace_id, day, account_id, hour, replies) VALUES ($1, '2026-11-10', $2, 9, $3)`, [
      team.workspaceId,
      accountId,
      replied,
    ]);
    await t.database.query(
      `INSERT INTO jobs (workspace_id, account_id, account_name, type, action, status, total_recipients, success_count, payload, created_at)
       VALUES ($1, $2, $3, 'TO_FRIENDS', 'message', 'COMPLETED', $4, $4, '{"message":"x","delayMin":1,"delayMax":2}', '2026-11-10T03:00:00Z')`,
      [team.workspaceId, accountId, accountId === a1 ? 'Shop A1' : 'Shop A2', sent],
    );
  }
}, 60_000);
afterAll(() => t.close());

const get = (member: SignedInUser, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(member.token) });
const data = async (member: SignedInUser, url: string) => (await get(member, url)).json().data;

describe('an AGENT’s reports count their accounts only', () => {
  it('sums, charts, lists accounts and jobs, and maps replies of their accounts only', async () => {
    expect((await data(team.agent, `/reports/summary?${RANGE}`)).summary).toMatchObject({ sent: 10, replied: 2 });
    expect((await data(team.agent, `/reports/daily?${RANGE}`)).days).toEqual([expect.objectContaining({ date: '2026-11-10', sent: 10 })]);
    expect((await data(team.agent, `/reports/by-account?${RANGE}`)).accounts.map((row: { accountId: string }) => row.accountId)).toEqual([team.accounts[0]]);
    expect((await data(team.agent, `/reports/by-job?${RANGE}`)).jobs.map((row: { accountName: string }) => row.accountName)).toEqual(['Shop A1']);
    expect((await data(team.agent, `/reports/heatmap?${RANGE}`)).heatmap.cells).toEqual([expect.objectContaining({ hour: 9, replies: 2 })]);
  });

  it('exports their figures only', async () => {
    const response = await get(team.agent, `/reports/export?${RANGE}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const byAccount = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[2]], { header: 1 });
    const text = JSON.stringify(byAccount);
    expect(text).toContain('Shop A1');
    expect(text).not.toContain('Shop A2');
  });

  it('refuses a report of another account', async () => {
    const response = await get(team.agent, `/reports/summary?${RANGE}&accountId=${team.accounts[1]}`);
    expect({ status: response.statusCode, error: response.json().error }).toEqual({ status: 403, error: ACCESS_MESSAGES.accountNotAssigned });
  });

  it('shows the health of their accounts only, and changes no other', async () => {
    expect((await data(team.agent, '/accounts/health')).map((row: { accountId: string }) => row.accountId)).toEqual([team.accounts[0]]);
    const window = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/accounts/${team.accounts[1]}/sending-window`,
      headers: bearer(team.agent.token),
      payload: { enabled: true, start: '08:00', end: '20:00' },
    });
    expect({ status: window.statusCode, error: window.json().error }).toEqual({ status: 403, error: ACCESS_MESSAGES.accountNotAssigned });
    const resume = await t.app.inject({ method: 'POST', url: `/api/v1/accounts/${team.accounts[1]}/sending/resume`, headers: bearer(team.agent.token) });
    expect(resume.statusCode).toBe(403);
  });
});

describe('OWNER and ADMIN see every account’s figures; another workspace none', () => {
  it('sums both accounts for the ADMIN and the OWNER', async () => {
    for (const member of [team.admin, team.owner]) {
      expect((await data(member, `/reports/summary?${RANGE}`)).summary).toMatchObject({ sent: 80, replied: 32 });
      expect((await data(member, '/accounts/health')).map((row: { accountId: string }) => row.accountId).sort()).toEqual([...team.accounts].sort());
    }
  });

  it('shows the outsider none of it', async () => {
    expect((await data(team.outsider, `/reports/summary?${RANGE}`)).summary).toMatchObject({ sent: 0 });
    expect(await data(team.outsider, '/accounts/health')).toEqual([]);
  });
});
