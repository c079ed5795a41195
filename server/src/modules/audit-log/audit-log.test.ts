import { AUDIT_ACTION_LABELS, type AuditEntry } from 'shared-sdk/schemas';
import { ACCESS_MESSAGES } from '../../http/workspace-access';
import type { SimulatorPlatform } from '../../platform';
import { createSimTestApp } from '../../testing/sim-test-app';
import { createTeam, type Team } from '../../testing/team-fixture';
import { bearer, type SignedInUser, type TestApp } from '../../testing/test-app';
import { userCalls } from '../../testing/user-calls';
import { loggedInAccount } from '../jobs/engine/testing/engine-fixtures';
import { loginSimAccount } from '../../testing/sim-accounts';
import { moveToPlan } from '../../testing/plans';
import { AUDITED_ROUTES } from './audited-routes';

/** The audit log: what a workspace's people did, recorded from the routes' answers, read by its OWNER and ADMINs. */
let t: TestApp;
let platform: SimulatorPlatform;
let team: Team;
let nextPerson = 0;
const { call, dataOf } = userCalls(() => t);

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'audit-log', users: 80 }));
  team = await createTeam(t);
});
afterAll(() => t?.close());

const entries = async (user: SignedInUser, query = ''): Promise<{ entries: AuditEntry[]; total: number; page: number; limit: number }> =>
  dataOf(user, 'GET', `/audit-log${query}`);
const latest = async (user: SignedInUser, action: string): Promise<AuditEntry | undefined> =>
  (await entries(user, `?action=${encodeURIComponent(action)}&limit=1`)).entries[0];

describe('recording', () => {
  it("records a proxy's creation, edit (what it was before, the password hidden) and deletion with who did them", async () => {
    const proxy = await dataOf(team.admin, 'POST', '/proxies', { name: 'Proxy Hà Nội', host: '10.0.0.1', port: 8080, username: 'u', password: 'bi-mat-1' });
    await dataOf(team.admin, 'PATCH', `/proxies/${proxy.id}`, { name: 'Proxy HN 2', password: 'bi-mat-2' });
    await dataOf(team.owner, 'DELETE', `/proxies/${proxy.id}`);

    const created = await latest(team.owner, 'proxy.created');
    expect(created).toMatchObject({
      actor: { id: team.admin.id, email: team.admin.email },
      target: { type: 'proxy', id: proxy.id, name: 'Proxy Hà Nội' },
      before: null,
      after: { name: 'Proxy Hà Nội', host: '10.0.0.1', port: 8080 },
    });
    expect(JSON.stringify(created)).not.toContain('bi-mat');

    const edited = await latest(team.owner, 'proxy.updated');
    expect(edited).toMatchObject({
      actor: { id: team.admin.id },
      target: { type: 'proxy', id: proxy.id, name: 'Proxy HN 2' },
      before: { name: 'Proxy Hà Nội' },
      after: { name: 'Proxy HN 2', password: '[ẩn]' },
    });
    expect(JSON.stringify(edited)).not.toContain('bi-mat');

    expect(await latest(team.owner, 'proxy.deleted')).toMatchObject({
      actor: { id: team.owner.id, email: team.owner.email },
      target: { type: 'proxy', id: proxy.id, name: 'Proxy HN 2' },
      before: { name: 'Proxy HN 2', host: '10.0.0.1' },
      after: null,
    });
  });

  it('records an account logged in with a cookie without the cookie or the device id, and its deletion with its name', async () => {
    const person = platform.world.users()[nextPerson++].id;
    const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, team.owner, person);
    const login = await latest(team.owner, 'account.cookie_login');
    expect(login).toMatchObject({ target: { type: 'account', id: account.id }, after: null });
    expect(JSON.stringify(login)).not.toMatch(/imei-|cookie"/);
    expect(await latest(team.owner, 'account.created')).toMatchObject({ target: { type: 'account', id: account.id, name: `Shop ${person.slice(-4)}` } });

    await dataOf(team.admin, 'DELETE', `/accounts/${account.id}`);
    expect(await latest(team.owner, 'account.deleted')).toMatchObject({
      actor: { id: team.admin.id },
      target: { type: 'account', id: account.id, name: `Shop ${person.slice(-4)}` },
      before: { displayName: `Shop ${person.slice(-4)}` },
    });
  });

  it("records an account's proxy assignment as such, with the proxy it had before", async () => {
    const proxy = await dataOf(team.owner, 'POST', '/proxies', { name: 'Proxy gán', host: '10.0.0.7' });
    await dataOf(team.admin, 'PATCH', `/accounts/${team.accounts[1]}`, { proxyId: proxy.id });
    expect(await latest(team.owner, 'account.proxy_changed')).toMatchObject({
      actor: { id: team.admin.id },
      target: { type: 'account', id: team.accounts[1], name: 'Shop A2' },
      before: { proxyId: null },
      after: { proxyId: proxy.id },
    });
    await dataOf(team.admin, 'PATCH', `/accounts/${team.accounts[1]}`, { displayName: 'Shop A2 mới' });
    expect(await latest(team.owner, 'account.updated')).toMatchObject({ before: { displayName: 'Shop A2' }, after: { displayName: 'Shop A2 mới' } });
  });

  it('records a job with its kind, account and number of recipients, and its cancelling', async () => {
    const person = platform.world.users()[nextPerson++].id;
    const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, team.owner, person);
    const recipients = [...platform.world.friendIdsOf(person)].slice(0, 3).map((id) => platform.world.uidFor(person, id));
    const { jobs } = await dataOf(team.owner, 'POST', '/jobs/message/to-friends', { accountId: account.id, recipients, message: 'Chào bạn', delayMin: 60, delayMax: 60 });
    expect(await latest(team.owner, 'job.created')).toMatchObject({
      actor: { id: team.owner.id },
      target: { type: 'job', id: jobs[0].id },
      after: { jobs: 1, type: jobs[0].type, accountIds: [account.id], totalRecipients: 3 },
    });
    await dataOf(team.owner, 'POST', `/jobs/${jobs[0].id}/cancel`);
    expect(await latest(team.owner, 'job.cancelled')).toMatchObject({ target: { type: 'job', id: jobs[0].id }, before: { type: jobs[0].type, totalRecipients: 3 } });
  });

  it('records a daily group send as a schedule, and its pause, resume, edit and deletion as such', async () => {
    const world = platform.world;
    const plainGroups = (id: string) => world.groupIdsOf(id).filter((group) => !world.group(group).isCommunity);
    const person = world.users().slice(nextPerson).find((user) => plainGroups(user.id).length >= 2)?.id as string;
    nextPerson = world.users().findIndex((user) => user.id === person) + 1;
    await moveToPlan(t.database, team.owner.id, 'pro');
    const account = await loginSimAccount(t, platform, team.owner, person, 'Shop Lịch');
    await dataOf(team.owner, 'POST', `/accounts/${account.id}/groups/sync`);
    const { data } = await dataOf(team.admin, 'POST', '/jobs/message/bulk-groups', {
      accountId: account.id,
      groupIds: plainGroups(person).slice(0, 2),
      message: 'Chào cả nhóm',
      scheduleTimes: ['09:00'],
      delayMin: 60,
      delayMax: 120,
    });
    expect(await latest(team.owner, 'schedule.created')).toMatchObject({ actor: { id: team.admin.id }, target: { type: 'schedule', id: data.scheduleId } });
    await dataOf(team.admin, 'PATCH', `/schedules/${data.scheduleId}`, { isActive: false });
    await dataOf(team.admin, 'PATCH', `/schedules/${data.scheduleId}`, { isActive: true });
    await dataOf(team.admin, 'PATCH', `/schedules/${data.scheduleId}`, { message: 'Tin mới' });
    await dataOf(team.admin, 'DELETE', `/schedules/${data.scheduleId}`);
    const recent = (await entries(team.owner, '?action=schedule.&limit=5')).entries;
    expect(recent.map((entry) => [entry.action, entry.target?.id, entry.after])).toEqual([
      ['schedule.deleted', data.scheduleId, null],
      ['schedule.updated', data.scheduleId, { message: 'Tin mới' }],
      ['schedule.resumed', data.scheduleId, { isActive: true }],
      ['schedule.paused', data.scheduleId, { isActive: false }],
      ['schedule.created', data.scheduleId, expect.objectContaining({ scheduleTimes: ['09:00'] })],
    ]);
  });

  it('records a settings change with what it was before', async () => {
    const before = (await dataOf(team.owner, 'GET', '/do-not-contact/settings')).optOutWords;
    await dataOf(team.admin, 'PUT', '/do-not-contact/settings', { optOutWords: ['stop', 'huỷ'] });
    expect(await latest(team.owner, 'do_not_contact.settings_changed')).toMatchObject({
      actor: { id: team.admin.id },
      before: { optOutWords: before },
      after: { optOutWords: ['stop', 'huỷ'] },
    });
  });

  it('records nothing for a refused or failed request', async () => {
    const { total } = await entries(team.owner);
    expect((await call(team.owner, 'POST', '/proxies', { name: '' })).statusCode).toBe(400);
    expect((await call(team.agent, 'PATCH', `/ai/config/${team.accounts[1]}/toggle`, { enabled: true })).statusCode).toBe(403);
    expect((await call(team.owner, 'DELETE', `/proxies/${team.accounts[0]}`)).statusCode).toBe(404);
    expect((await entries(team.owner)).total).toBe(total);
  });

  it('records in the workspace the request was made in, never in another', async () => {
    await dataOf(team.outsider, 'POST', '/proxies', { name: 'Proxy người ngoài', host: '10.9.9.9' });
    const mine = await entries(team.owner, '?limit=100');
    expect(mine.entries.map((entry) => entry.target?.name)).not.toContain('Proxy người ngoài');
    const theirs = await entries(team.outsider);
    expect(theirs.entries.map((entry) => [entry.action, entry.target?.name])).toEqual([['proxy.created', 'Proxy người ngoài']]);
  });

  it('labels every action it records in Vietnamese', () => {
    const actions = new Set<string>();
    for (const route of Object.values(AUDITED_ROUTES)) if (typeof route.action === 'string') actions.add(route.action);
    for (const action of actions) expect(AUDIT_ACTION_LABELS).toHaveProperty([action]);
  });
});

describe('reading', () => {
  let reader: SignedInUser;
  let workspaceId: string;
  beforeAll(async () => {
    reader = await t.signUp();
    workspaceId = reader.id;
    // Entries of known times (Vietnamese days: 01/03 07:30 is 01/03 00:30 UTC; 02/03 23:30 is 02/03 16:30 UTC).
    const rows: [string, string, string][] = [
      ['2026-03-01T00:30:00Z', 'job.created', 'Job 1'],
      ['2026-03-01T10:00:00Z', 'job.cancelled', 'Job 1'],
      ['2026-03-02T16:30:00Z', 'proxy.created', 'P1'],
      ['2026-03-02T17:30:00Z', 'job.created', 'Job 2'],
    ];
    for (const [at, action, name] of rows) {
      await t.database.query(`INSERT INTO audit_log (workspace_id, at, actor_id, actor_email, action, target) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`, [
        workspaceId,
        at,
        reader.id,
        reader.email,
        action,
        JSON.stringify({ type: action.split('.')[0], name }),
      ]);
    }
  });
  const names = async (query: string) => (await entries(reader, query)).entries.map((entry) => entry.target?.name);

  it('lists newest first, with the total and pages', async () => {
    const first = await entries(reader, '?limit=3');
    expect(first).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(first.entries.map((entry) => entry.target?.name)).toEqual(['Job 2', 'P1', 'Job 1']);
    expect(first.entries[0]).toMatchObject({ actor: { id: reader.id, email: reader.email }, action: 'job.created', at: '2026-03-02T17:30:00.000Z' });
    expect(await names('?limit=3&page=2')).toEqual(['Job 1']);
  });

  it('filters by an exact action, a group of actions, the person and Vietnamese days (both included)', async () => {
    expect(await names('?action=job.created')).toEqual(['Job 2', 'Job 1']);
    expect(await names('?action=job.')).toEqual(['Job 2', 'Job 1', 'Job 1']);
    expect(await names('?action=job')).toEqual([]);
    expect(await names(`?actor=${reader.id}&from=2026-03-01&to=2026-03-01`)).toEqual(['Job 1', 'Job 1']);
    expect(await names('?from=2026-03-02&to=2026-03-02')).toEqual(['P1']);
    expect(await names('?from=2026-03-03')).toEqual(['Job 2']);
    expect(await names(`?actor=${team.owner.id}`)).toEqual([]);
  });

  it('refuses bad filters with a Vietnamese reason', async () => {
    for (const [query, message] of [
      ['?from=2026-03-05&to=2026-03-01', 'Ngày bắt đầu phải trước ngày kết thúc'],
      ['?from=hôm-qua', 'Ngày không hợp lệ'],
      ['?actor=ai-do', 'Người thực hiện không hợp lệ'],
      ['?limit=500', 'Tối đa 100 dòng mỗi trang'],
    ]) {
      const response = await call(reader, 'GET', `/audit-log${encodeURI(query)}`);
      expect([response.statusCode, response.json().error]).toEqual([400, message]);
    }
  });

  it('answers the actions with their labels and the people who acted', async () => {
    const { actions } = await dataOf(reader, 'GET', '/audit-log/actions');
    expect(actions).toContainEqual({ action: 'account.deleted', label: 'Xóa tài khoản Zalo' });
    expect(actions).toHaveLength(Object.keys(AUDIT_ACTION_LABELS).length);
    expect((await dataOf(reader, 'GET', '/audit-log/actors')).actors).toEqual([{ id: reader.id, email: reader.email }]);
    const teamActors = (await dataOf(team.owner, 'GET', '/audit-log/actors')).actors.map((actor: { email: string }) => actor.email);
    expect(teamActors).toEqual(expect.arrayContaining([team.owner.email, team.admin.email]));
    expect(teamActors).not.toContain(reader.email);
  });

  it('lets the OWNER and ADMINs read it; an AGENT is refused with the reason', async () => {
    expect((await call(team.admin, 'GET', '/audit-log')).statusCode).toBe(200);
    for (const url of ['/audit-log', '/audit-log/actions', '/audit-log/actors', '/audit-log/export?format=csv']) {
      const response = await call(team.agent, 'GET', url);
      expect([url, response.statusCode, response.json().error]).toEqual([url, 403, ACCESS_MESSAGES.adminOnly]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/audit-log' })).statusCode).toBe(401);
  });

  it('is append-only: no route edits or removes an entry, and the database refuses an UPDATE', async () => {
    const [entry] = (await entries(reader)).entries;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      expect((await call(reader, method, `/audit-log/${entry.id}`, {})).statusCode).toBe(404);
    }
    await expect(t.database.query(`UPDATE audit_log SET action = 'x' WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    expect((await entries(reader, '?limit=1')).entries[0]).toEqual(entry);
  });

  it('exports the filtered entries as csv with Vietnamese headers, through a download link too, and records the download', async () => {
    const response = await call(reader, 'GET', '/audit-log/export?format=csv&action=job.');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.csv');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Thời gian,Người thực hiện,Hành động,Đối tượng,Tên đối tượng,Mã đối tượng,Trước,Sau');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('03/03/2026 00:30');
    expect(lines[1]).toContain('Tạo công việc gửi');
    expect(lines[1]).toContain(reader.email);

    const link = await dataOf(reader, 'POST', '/download-links', { path: '/audit-log/export', format: 'xlsx' });
    const file = await t.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    expect(await latest(reader, 'export.link_created')).toMatchObject({ after: { path: '/audit-log/export', format: 'xlsx' } });
    const downloads = (await entries(reader, '?action=export.downloaded')).entries;
    expect(downloads.map((entry) => entry.after)).toEqual([{ format: 'xlsx' }, { format: 'csv', action: 'job.' }]);
    expect(JSON.stringify(downloads)).not.toContain('link');
  });

  it('keeps a large export in batches, newest first, whatever the number of entries', async () => {
    const other = await t.signUp();
    await t.database.query(
      `INSERT INTO audit_log (workspace_id, at, actor_id, actor_email, action) SELECT $1, timestamptz '2026-01-01' + n * interval '1 second', $2, $3, 'proxy.created' FROM generate_series(1, 2500) n`,
      [other.id, other.id, other.email],
    );
    const response = await call(other, 'GET', '/audit-log/export?format=csv&action=proxy.created');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2501);
    expect(lines[1]).toContain('01/01/2026 07:41');
    expect(lines[2500]).toContain('01/01/2026 07:00');
  });
});

describe('the bearer of another workspace', () => {
  it('never reads its entries', async () => {
    const own = await entries(team.outsider, '?limit=100');
    expect(own.entries.every((entry) => entry.actor?.id === team.outsider.id)).toBe(true);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/audit-log?actor=${team.owner.id}`, headers: bearer(team.outsider.token) });
    expect(response.json().data.total).toBe(0);
  });
});
