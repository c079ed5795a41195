import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { ACCESS_MESSAGES } from '../../http/workspace-access';
import { createTeam, joinWorkspace, type Team } from '../../testing/team-fixture';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../testing/test-app';
import { type ApiKey, INTEGRATION_MESSAGES } from 'shared-sdk/schemas';

/**
 * API keys: made, listed and revoked by the owner and admins; a key calls the API as its workspace, within its scope
 * and accounts, at a limited rate; revoked, expired or orphaned keys are refused at the next request; the key is
 * stored and logged nowhere. One app for the file, a rate of 20 requests a minute per key, its log captured.
 */

const RATE = 20;
const logLines: string[] = [];
let t: TestApp;
let team: Team;
/** Every key made in this file, to look for in the database and the log at the end. */
const madeKeys: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ apiKeyRatePerMinute: RATE, logLevel: 'debug' }, { logStream });
  team = await createTeam(t);
}, 60_000);
afterAll(() => t?.close());

const withKey = (key: string, header: 'bearer' | 'x-api-key' = 'bearer') => (header === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key });

async function createKey(person: SignedInUser, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(person.token), payload });
  if (response.statusCode === 200) madeKeys.push(response.json().data.apiKey.key);
  return response;
}

async function newKey(payload: Record<string, unknown> = {}, person: SignedInUser = team.owner): Promise<ApiKey & { key: string }> {
  const response = await createKey(person, { name: 'Bảng tính bán hàng', scope: 'write', ...payload });
  expect(response.statusCode).toBe(200);
  return response.json().data.apiKey;
}

const listKeys = async (person: SignedInUser = team.owner): Promise<ApiKey[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: bearer(person.token) })).json().data.apiKeys;

const envelope = (response: LightMyRequestResponse) => ({ status: response.statusCode, success: response.json().success, error: response.json().error });

/** Repeats the request until its status changes from `from` (another process's change arrives by NOTIFY, on PostgreSQL a moment later). */
async function statusAfterChange(request: () => Promise<LightMyRequestResponse>, from: number): Promise<LightMyRequestResponse> {
  let response = await request();
  for (let tries = 0; response.statusCode === from && tries < 40; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    response = await request();
  }
  return response;
}

describe('making and listing keys', () => {
  it('answers the whole key once, keeps only its hash, and lists it with its prefix and creator', async () => {
    const created = await newKey({ name: '  Đồng bộ CRM  ', scope: 'read' });
    expect(created.key).toMatch(/^zmk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Đồng bộ CRM', scope: 'read', prefix: created.key.slice(0, 12), accountIds: null, status: 'ACTIVE', expiresAt: null, lastUsedAt: null, revokedAt: null });
    expect(created.createdBy).toEqual({ id: team.owner.id, email: team.owner.email });

    const listed = (await listKeys()).find((key) => key.id === created.id);
    expect(listed).toMatchObject({ name: 'Đồng bộ CRM', prefix: created.prefix, status: 'ACTIVE' });
    expect(listed).not.toHaveProperty('key');

    const [row] = await t.database.query<{ key_hash: string; prefix: string }>('SELECT key_hash, prefix FROM api_keys WHERE id = $1', [created.id]);
    expect(row).toEqual({ key_hash: createHash('sha256').update(created.key).digest('hex'), prefix: created.key.slice(0, 12) });
  });

  it('is for the owner and admins: an admin makes one, an agent is refused, another workspace sees none of them', async () => {
    const byAdmin = await newKey({ name: 'Của quản trị viên' }, team.admin);
    expect((await listKeys()).map((key) => key.id)).toContain(byAdmin.id);
    const agent = await createKey(team.agent, { name: 'Của nhân viên', scope: 'read' });
    expect(envelope(agent)).toEqual({ status: 403, success: false, error: ACCESS_MESSAGES.adminOnly });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: bearer(team.agent.token) })).statusCode).toBe(403);

    expect(await listKeys(team.outsider)).toEqual([]);
    const revokeOther = await t.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${byAdmin.id}`, headers: bearer(team.outsider.token) });
    expect(envelope(revokeOther)).toEqual({ status: 404, success: false, error: INTEGRATION_MESSAGES.keyNotFound });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/api-keys/not-a-uuid', headers: bearer(team.owner.token) })).statusCode).toBe(404);
  });

  it('refuses a missing name, an expiry in the past, and accounts of another workspace, in Vietnamese', async () => {
    const noName = await createKey(team.owner, { name: '  ', scope: 'read' });
    expect(envelope(noName)).toEqual({ status: 400, success: false, error: INTEGRATION_MESSAGES.keyNameRequired });
    const badScope = await createKey(team.owner, { name: 'A', scope: 'admin' });
    expect(envelope(badScope)).toEqual({ status: 400, success: false, error: INTEGRATION_MESSAGES.invalidScope });
    const past = await createKey(team.owner, { name: 'A', scope: 'read', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(envelope(past)).toEqual({ status: 400, success: false, error: INTEGRATION_MESSAGES.expiryInPast });
    const [foreign] = await t.database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Shop khác', 'ACTIVE') RETURNING id`, [team.outsider.id]);
    const otherAccount = await createKey(team.owner, { name: 'A', scope: 'read', accountIds: [team.accounts[0], foreign.id] });
    expect(envelope(otherAccount)).toEqual({ status: 400, success: false, error: INTEGRATION_MESSAGES.unknownAccount });
    const future = await newKey({ expiresAt: new Date(Date.now() + 86_400_000).toISOString(), accountIds: [team.accounts[0], team.accounts[0]] });
    expect(future.accountIds).toEqual([team.accounts[0]]);
  });
});

describe('calling the API with a key', () => {
  it('acts as the workspace with Authorization: Bearer or X-API-Key, in the name of its creator', async () => {
    const { key } = await newKey({ scope: 'read' }, team.admin);
    for (const header of ['bearer', 'x-api-key'] as const) {
      const accounts = await t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: withKey(key, header) });
      expect(accounts.statusCode).toBe(200);
      expect(accounts.json().data.accounts.map((account: { id: string }) => account.id).sort()).toEqual([...team.accounts].sort());
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: withKey(key) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(team.admin.id);
    expect(me.json().data.workspace).toMatchObject({ id: team.workspaceId, role: 'ADMIN' });
  });

  it('refuses a write with a read-only key (403), and lets a write key write, the audit log naming the key', async () => {
    const reader = await newKey({ name: 'Chỉ đọc', scope: 'read' });
    const proxy = { name: 'Proxy khóa API', scheme: 'http', host: '10.0.0.9', port: 8080 };
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/proxies', headers: withKey(reader.key), payload: proxy });
    expect(envelope(refused)).toEqual({ status: 403, success: false, error: INTEGRATION_MESSAGES.keyReadOnly });

    const writer = await newKey({ name: 'Máy chủ cửa hàng', scope: 'write' });
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/proxies', headers: withKey(writer.key, 'x-api-key'), payload: proxy });
    expect(created.statusCode).toBe(200);
    const [entry] = await t.database.query<{ actor_id: string; actor_email: string }>(
      `SELECT actor_id, actor_email FROM audit_log WHERE workspace_id = $1 AND action = 'proxy.created' ORDER BY id DESC LIMIT 1`,
      [team.workspaceId],
    );
    expect(entry).toEqual({ actor_id: team.owner.id, actor_email: `${team.owner.email} (khóa API Máy chủ cửa hàng)` });
  });

  it('keeps a key limited to some accounts to them: lists only those, refuses the others', async () => {
    const { key } = await newKey({ scope: 'read', accountIds: [team.accounts[1]] });
    const accounts = await t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: withKey(key) });
    expect(accounts.json().data.accounts.map((account: { id: string }) => account.id)).toEqual([team.accounts[1]]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${team.accounts[1]}`, headers: withKey(key) })).statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${team.accounts[0]}`, headers: withKey(key) });
    expect(envelope(other)).toEqual({ status: 403, success: false, error: ACCESS_MESSAGES.accountNotAssigned });
    const jobs = await t.app.inject({ method: 'GET', url: `/api/v1/jobs?accountId=${team.accounts[0]}`, headers: withKey(key) });
    expect(jobs.statusCode).toBe(403);
  });

  it('refuses a route keys never reach with a 403, even a valid write key', async () => {
    const { key } = await newKey();
    for (const [method, url] of [['GET', '/api/v1/team/members'], ['GET', '/api/v1/api-keys'], ['PATCH', '/api/v1/auth/change-password'], ['GET', '/api/v1/audit-log']] as const) {
      const response = await t.app.inject({ method, url, headers: withKey(key), payload: method === 'PATCH' ? {} : undefined });
      expect([url, envelope(response)]).toEqual([url, { status: 403, success: false, error: INTEGRATION_MESSAGES.keyNotAllowed }]);
    }
  });

  it('answers an unknown key 401 in the envelope', async () => {
    for (const key of ['zmk_notakeyatall', 'something-else']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: { 'x-api-key': key } });
      expect(envelope(response)).toEqual({ status: 401, success: false, error: INTEGRATION_MESSAGES.keyInvalid });
    }
    const bearerUnknown = await t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: withKey('zmk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA') });
    expect(envelope(bearerUnknown).status).toBe(401);
  });

  it('records when and from where a key was last used', async () => {
    const created = await newKey({ scope: 'read' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: withKey(created.key), remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    let listed = (await listKeys()).find((key) => key.id === created.id);
    for (let tries = 0; !listed?.lastUsedAt && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      listed = (await listKeys()).find((key) => key.id === created.id);
    }
    expect(listed?.lastUsedIp).toBe('203.0.113.7');
    expect(Date.now() - Date.parse(listed?.lastUsedAt ?? '')).toBeLessThan(60_000);
  });
});

describe('editing, pausing and resuming a key', () => {
  const patch = (id: string, payload: Record<string, unknown>, person: SignedInUser = team.owner) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/api-keys/${id}`, headers: bearer(person.token), payload });
  const accountsWith = (key: string) => () => t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: withKey(key) });
  const proxy = { name: 'Proxy sau khi sửa', scheme: 'http', host: '10.0.0.8', port: 8080 };

  it('changes name, scope, accounts and expiry from the next request on; the key itself stays the same', async () => {
    const created = await newKey({ name: 'Cũ', scope: 'read' });
    const refusedWrite = await t.app.inject({ method: 'POST', url: '/api/v1/proxies', headers: withKey(created.key), payload: proxy });
    expect(refusedWrite.statusCode).toBe(403);

    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const edited = await patch(created.id, { name: '  Mới  ', scope: 'write', accountIds: [team.accounts[1]], expiresAt }, team.admin);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.apiKey).toMatchObject({ id: created.id, name: 'Mới', scope: 'write', accountIds: [team.accounts[1]], expiresAt, prefix: created.prefix, status: 'ACTIVE' });
    expect(edited.json().data.apiKey).not.toHaveProperty('key');

    expect((await t.app.inject({ method: 'POST', url: '/api/v1/proxies', headers: withKey(created.key), payload: proxy })).statusCode).toBe(200);
    const listed = await accountsWith(created.key)();
    expect(listed.json().data.accounts.map((account: { id: string }) => account.id)).toEqual([team.accounts[1]]);

    // Back to every account and no expiry.
    const widened = await patch(created.id, { accountIds: null, expiresAt: null });
    expect(widened.json().data.apiKey).toMatchObject({ accountIds: null, expiresAt: null, name: 'Mới' });
    expect((await accountsWith(created.key)()).json().data.accounts.length).toBe(team.accounts.length);
    const [entry] = await t.database.query<{ action: string }>(`SELECT action FROM audit_log WHERE workspace_id = $1 AND target->>'id' = $2 ORDER BY id DESC LIMIT 1`, [team.workspaceId, created.id]);
    expect(entry.action).toBe('api_key.updated');
  });

  it('refuses a paused key with 403 until it is resumed, and lists it as paused', async () => {
    const created = await newKey({ scope: 'read' });
    expect((await accountsWith(created.key)()).statusCode).toBe(200);
    const paused = await patch(created.id, { paused: true });
    expect(paused.json().data.apiKey).toMatchObject({ status: 'PAUSED', pausedAt: expect.any(String) });
    expect(envelope(await accountsWith(created.key)())).toEqual({ status: 403, success: false, error: INTEGRATION_MESSAGES.keyPaused });
    expect((await listKeys()).find((key) => key.id === created.id)?.status).toBe('PAUSED');

    const resumed = await patch(created.id, { paused: false });
    expect(resumed.json().data.apiKey).toMatchObject({ status: 'ACTIVE', pausedAt: null });
    expect((await accountsWith(created.key)()).statusCode).toBe(200);
    const actions = await t.database.query<{ action: string }>(`SELECT action FROM audit_log WHERE workspace_id = $1 AND target->>'id' = $2 ORDER BY id`, [team.workspaceId, created.id]);
    expect(actions.map((row) => row.action)).toEqual(['api_key.created', 'api_key.paused', 'api_key.resumed']);
  });

  it('is refused once paused by another process (the database tells every process)', async () => {
    const created = await newKey({ scope: 'read' });
    expect((await accountsWith(created.key)()).statusCode).toBe(200);
    await t.database.query('UPDATE api_keys SET paused_at = now() WHERE id = $1', [created.id]);
    expect((await statusAfterChange(accountsWith(created.key), 200)).statusCode).toBe(403);
  });

  it('refuses bad edits in Vietnamese and changes nothing; a revoked key or another workspace\'s is not edited', async () => {
    const created = await newKey({ name: 'Giữ nguyên', scope: 'read' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, INTEGRATION_MESSAGES.keyNameRequired],
      [{ expiresAt: new Date(Date.now() - 60_000).toISOString() }, INTEGRATION_MESSAGES.expiryInPast],
      [{ accountIds: [crypto.randomUUID()] }, INTEGRATION_MESSAGES.unknownAccount],
      [{ scope: 'admin' }, INTEGRATION_MESSAGES.invalidScope],
    ];
    for (const [payload, error] of cases) {
      const response = await patch(created.id, payload);
      expect([payload, response.statusCode, response.json().error]).toEqual([payload, 400, error]);
    }
    expect((await listKeys()).find((key) => key.id === created.id)).toMatchObject({ name: 'Giữ nguyên', scope: 'read', accountIds: null, expiresAt: null });

    const other = await t.signUp();
    const foreign = await patch(created.id, { name: 'Của người khác' }, other);
    expect(envelope(foreign)).toEqual({ status: 404, success: false, error: INTEGRATION_MESSAGES.keyNotFound });
    expect((await patch(created.id, { name: 'Của nhân viên' }, team.agent)).statusCode).toBe(403);

    await t.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${created.id}`, headers: bearer(team.owner.token) });
    const afterRevoke = await patch(created.id, { paused: false, name: 'Sống lại' });
    expect(envelope(afterRevoke)).toEqual({ status: 400, success: false, error: INTEGRATION_MESSAGES.keyRevokedNoEdit });
    expect((await listKeys()).find((key) => key.id === created.id)).toMatchObject({ name: 'Giữ nguyên', status: 'REVOKED' });
  });
});

describe('a key that no longer works', () => {
  const accounts = (key: string) => () => t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: withKey(key) });

  it('is refused at the next request once revoked, and stays listed as revoked', async () => {
    const created = await newKey({ scope: 'read' });
    expect((await accounts(created.key)()).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${created.id}`, headers: bearer(team.admin.token) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.apiKey).toMatchObject({ id: created.id, status: 'REVOKED' });
    expect(envelope(await accounts(created.key)())).toEqual({ status: 401, success: false, error: INTEGRATION_MESSAGES.keyInvalid });
    const listed = (await listKeys()).find((key) => key.id === created.id);
    expect(listed?.status).toBe('REVOKED');
    expect(listed?.revokedAt).toEqual(expect.any(String));
    // Revoking it again changes nothing.
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${created.id}`, headers: bearer(team.owner.token) });
    expect(again.json().data.apiKey.revokedAt).toBe(listed?.revokedAt);
  });

  it('is refused once revoked by another process (the database tells every process)', async () => {
    const created = await newKey({ scope: 'read' });
    expect((await accounts(created.key)()).statusCode).toBe(200);
    await t.database.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [created.id]);
    expect((await statusAfterChange(accounts(created.key), 200)).statusCode).toBe(401);
  });

  it('is refused once expired, and listed as expired', async () => {
    const created = await newKey({ scope: 'read', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await accounts(created.key)()).statusCode).toBe(200);
    await t.database.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [created.id]);
    expect((await statusAfterChange(accounts(created.key), 200)).statusCode).toBe(401);
    expect((await listKeys()).find((key) => key.id === created.id)?.status).toBe('EXPIRED');
  });

  it("is refused once its creator is no longer an admin, or no longer in the team", async () => {
    const demoted = await joinWorkspace(t, team.workspaceId, await t.signUp(), 'ADMIN');
    const demotedKey = await newKey({ scope: 'read' }, demoted);
    expect((await accounts(demotedKey.key)()).statusCode).toBe(200);
    await t.database.query(`UPDATE workspace_members SET role = 'AGENT' WHERE workspace_id = $1 AND user_id = $2`, [team.workspaceId, demoted.id]);
    expect(envelope(await statusAfterChange(accounts(demotedKey.key), 200))).toEqual({ status: 401, success: false, error: INTEGRATION_MESSAGES.keyInvalid });

    const leaving = await joinWorkspace(t, team.workspaceId, await t.signUp(), 'ADMIN');
    const leavingKey = await newKey({ scope: 'read' }, leaving);
    expect((await accounts(leavingKey.key)()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/team/members/${leaving.id}`, headers: bearer(team.owner.token) })).statusCode).toBe(200);
    expect((await statusAfterChange(accounts(leavingKey.key), 200)).statusCode).toBe(401);

    // The page says so: such keys are listed as suspended, not as working.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: bearer(team.owner.token) })).json().data.apiKeys as Array<{ id: string; status: string }>;
    const statusOf = (id: string) => listed.find((key) => key.id === id)?.status;
    expect([statusOf(demotedKey.id), statusOf(leavingKey.id)]).toEqual(['SUSPENDED', 'SUSPENDED']);
    expect(listed.filter((key) => key.status === 'ACTIVE').length).toBeGreaterThan(0);
  });

  it('is refused once its workspace is gone', async () => {
    const owner = await t.signUp();
    const created = await newKey({ scope: 'read' }, owner);
    expect((await accounts(created.key)()).statusCode).toBe(200);
    await t.database.query('DELETE FROM workspaces WHERE id = $1', [owner.id]);
    expect((await statusAfterChange(accounts(created.key), 200)).statusCode).toBe(401);
  });
});

it('limits each key to its rate per minute: then 429 with Retry-After, other keys unaffected', async () => {
  const busy = await newKey({ scope: 'read' });
  const calm = await newKey({ scope: 'read' });
  const statuses: number[] = [];
  for (let i = 0; i < RATE; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/subscription/current', headers: withKey(busy.key) })).statusCode);
  expect(statuses.every((status) => status === 200)).toBe(true);
  const limited = await t.app.inject({ method: 'GET', url: '/api/v1/subscription/current', headers: withKey(busy.key) });
  expect(envelope(limited)).toEqual({ status: 429, success: false, error: INTEGRATION_MESSAGES.keyRateLimited });
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil(60 / RATE));
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/subscription/current', headers: withKey(calm.key) })).statusCode).toBe(200);
  // A person's session is not a key: not limited by it.
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/subscription/current', headers: bearer(team.owner.token) })).statusCode).toBe(200);
});

it('keeps every key out of the database and out of the log', async () => {
  expect(madeKeys.length).toBeGreaterThan(10);
  const tables = await t.database.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  expect(tables.map((table) => table.table_name)).toEqual(expect.arrayContaining(['api_keys', 'audit_log']));
  const dump: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await t.database.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table}" t`);
    dump.push(...rows.map((row) => row.row));
  }
  const text = dump.join('\n');
  // The dump is real: it holds the keys' hashes and the audit log's entries.
  expect(text).toContain(createHash('sha256').update(madeKeys[0]).digest('hex'));
  expect(text).toContain('api_key.created');
  expect(madeKeys.filter((key) => text.includes(key) || text.includes(key.slice(12)))).toEqual([]);

  const log = logLines.join('');
  expect(log).toContain('/api/v1/accounts');
  expect(madeKeys.filter((key) => log.includes(key) || log.includes(key.slice(12)))).toEqual([]);
});
