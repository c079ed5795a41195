import { PHONE_LIST_MESSAGES, SCHEDULE_MESSAGES } from 'shared-sdk/schemas';
import { jobSchedules } from '../../../db/schema';
import { createTeam, type Team } from '../../../testing/team-fixture';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let team: Team;
/** A bulk-groups schedule of each account, and a phone list's schedule sending from both. */
let scheduleOf: { a1: string; a2: string; both: string };

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  const [a1, a2] = team.accounts;
  scheduleOf = {
    a1: await insertSchedule(a1, 'bulk-groups', { message: 'Chào cả nhóm', delayMin: 5, delayMax: 10, groupIds: ['g1'] }),
    a2: await insertSchedule(a2, 'bulk-groups', { message: 'Chào cả nhóm', delayMin: 5, delayMax: 10, groupIds: ['g2'] }),
    both: await insertSchedule(a1, 'phone-message', { listId: crypto.randomUUID(), action: 'message', messageTemplate: 'Chào anh', accountIds: [a1, a2] }),
  };
}, 60_000);
afterAll(() => t.close());

async function insertSchedule(accountId: string, kind: 'bulk-groups' | 'phone-message', request: Record<string, unknown>): Promise<string> {
  const [row] = await t.database.db
    .insert(jobSchedules)
    .values({ workspaceId: team.workspaceId, accountId, kind, scheduleTimes: ['09:00'], timezone: 'Asia/Ho_Chi_Minh', request, nextRunAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: jobSchedules.id });
  return row.id;
}

const call = (member: SignedInUser, method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), ...(payload ? { payload } : {}) });
const listed = async (member: SignedInUser) => ((await call(member, 'GET', '/schedules')).json().data.schedules as Array<{ id: string }>).map((s) => s.id).sort();
const isActive = async (id: string) => (await t.database.query<{ is_active: boolean }>('SELECT is_active FROM job_schedules WHERE id = $1', [id]))[0]?.is_active;

describe('an AGENT works with the schedules of their accounts only', () => {
  it('lists only the schedules sending from their accounts alone', async () => {
    expect(await listed(team.agent)).toEqual([scheduleOf.a1]);
  });

  it('cannot pause, edit, run or delete another account’s schedule, nor one sending from theirs and another', async () => {
    for (const id of [scheduleOf.a2, scheduleOf.both]) {
      const paused = await call(team.agent, 'PATCH', `/schedules/${id}`, { isActive: false });
      expect({ status: paused.statusCode, error: paused.json().error }).toEqual({ status: 404, error: SCHEDULE_MESSAGES.notFound });
      expect((await call(team.agent, 'DELETE', `/schedules/${id}`)).statusCode).toBe(404);
      expect(await isActive(id)).toBe(true);
    }
    const phone = await call(team.agent, 'PATCH', `/phone-lists/schedules/${scheduleOf.both}`, { isActive: false });
    expect({ status: phone.statusCode, error: phone.json().error }).toEqual({ status: 404, error: PHONE_LIST_MESSAGES.scheduleNotFound });
    expect((await call(team.agent, 'POST', `/phone-lists/schedules/${scheduleOf.both}/execute`)).statusCode).toBe(404);
    expect(await isActive(scheduleOf.both)).toBe(true);
  });

  it('pauses and deletes their own', async () => {
    const paused = await call(team.agent, 'PATCH', `/schedules/${scheduleOf.a1}`, { isActive: false });
    expect(paused.statusCode).toBe(200);
    expect(await isActive(scheduleOf.a1)).toBe(false);
  });
});

describe('OWNER and ADMIN see every schedule; another workspace none', () => {
  it('lists all three to the ADMIN and the OWNER', async () => {
    const all = [scheduleOf.a1, scheduleOf.a2, scheduleOf.both].sort();
    expect(await listed(team.admin)).toEqual(all);
    expect(await listed(team.owner)).toEqual(all);
  });

  it('shows the outsider none and finds none of them', async () => {
    expect(await listed(team.outsider)).toEqual([]);
    expect((await call(team.outsider, 'DELETE', `/schedules/${scheduleOf.a2}`)).statusCode).toBe(404);
  });

  it('lets the ADMIN delete another account’s schedule', async () => {
    expect((await call(team.admin, 'DELETE', `/schedules/${scheduleOf.a2}`)).statusCode).toBe(200);
    expect(await isActive(scheduleOf.a2)).toBeUndefined();
  });
});
