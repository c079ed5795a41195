/**
 * Makes the upgrade fixture (fixture-io.ts) from this checkout: its migrations, a server on a fresh PGlite filled
 * through the API with data of every kind, and what every read of the UI answers on it.
 *
 *   npx tsx server/src/testing/upgrade/make-fixture.ts
 *
 * Run it at the commit that is to be the new baseline (a release), with server/src/db/migrations unchanged from that
 * commit (it refuses otherwise), then commit server/src/testing/upgrade/fixture/. See README, Testing.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { MIGRATIONS } from '../../db/migrations';
import { createSimulatorPlatform, type SimulatorPlatform } from '../../platform';
import { createListeningTestApp, type ListeningTestApp } from '../listening-test-app';
import { bearer, type SignedInUser } from '../test-app';
import { dumpTables, FIXTURE_DIR, type FixtureReads, type RecordedRead } from './fixture-io';
import { uiReads } from './ui-reads';

const REPO = path.resolve(__dirname, '../../../..');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function main(): Promise<void> {
  const dirty = execFileSync('git', ['status', '--porcelain', 'server/src/db/migrations'], { cwd: REPO, encoding: 'utf8' }).trim();
  if (dirty) throw new Error(`server/src/db/migrations differs from the commit:\n${dirty}`);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();
  // The commit checked out, and the last one that changed the migrations (whose schema the fixture has).
  const commit = git('rev-parse', '--short', 'HEAD');
  const schemaCommit = git('log', '-1', '--format=%h', '--', 'server/src/db/migrations');

  const platform = createSimulatorPlatform({ seed: 'upgrade-fixture', users: 60 });
  const t = await createListeningTestApp({}, { platform, jobTiming: { pollMs: 500, sweepEveryMs: 1000 } });
  try {
    const users = await fill(t, platform);
    const madeAt = new Date().toISOString();
    const reads: FixtureReads = { madeAt, users: [] };
    for (const user of users) reads.users.push({ email: user.email, reads: await readAll(t, user) });
    const tables = await dumpTables(t.database);
    mkdirSync(FIXTURE_DIR, { recursive: true });
    const write = (name: string, value: unknown) => writeFileSync(path.join(FIXTURE_DIR, name), `${JSON.stringify(value, null, 1)}\n`);
    write('migrations.json', { commit, schemaCommit, migrations: MIGRATIONS });
    write('data.json', { madeAt, tables });
    write('reads.json', reads);
    const counts = Object.entries(tables).map(([table, rows]) => `${table} ${rows.length}`);
    console.log(`fixture of ${commit} (${MIGRATIONS.length} migrations): ${counts.join(', ')}`);
  } finally {
    await t.close();
    await platform.close();
  }
}

/** Every read the UI makes for this user, with the ids of what it has (see ui-reads.ts). */
async function readAll(t: ListeningTestApp, user: SignedInUser): Promise<RecordedRead[]> {
  const reads: RecordedRead[] = [];
  for (const url of await uiReads((u) => get(t, user, u))) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(user.token) });
    reads.push({ url, status: response.statusCode, data: response.json().data ?? response.json() });
  }
  return reads;
}

async function get(t: ListeningTestApp, user: SignedInUser, url: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(user.token) })).json().data;
}

async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Two customers with data of every kind, as they would have made it through the app. */
async function fill(t: ListeningTestApp, platform: SimulatorPlatform): Promise<SignedInUser[]> {
  const world = platform.world;
  const call = async (user: SignedInUser, method: Method, url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  const upload = async (user: SignedInUser, url: string, name: string, data: Buffer, fields: Record<string, string>) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const encoded = new Response(form);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...bearer(user.token), 'content-type': encoded.headers.get('content-type') as string },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    if (response.statusCode !== 200) throw new Error(`upload ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  const login = async (user: SignedInUser, zaloUserId: string, displayName: string) => {
    const account = await call(user, 'POST', '/accounts', { displayName });
    const started = await call(user, 'POST', `/bots/${account.id}/login/qr/start?t=1`);
    const qrId = platform.qr.pendingIds().at(-1) as string;
    await platform.qr.scan(qrId, zaloUserId);
    await platform.qr.confirm(qrId);
    await until(() => call(user, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`), (s) => s.status === 'SUCCESS', 'QR login');
    return account as { id: string };
  };
  const people = world.users().filter((u) => world.friendIdsOf(u.id).size >= 6 && world.groupIdsOf(u.id).length > 0);

  // The paying customer: Pro paid through payOS (one more link left unpaid), two accounts logged in (sessions
  // stored), one never logged in, a proxy, AI auto-reply, friends and groups synced and tagged.
  const shop = await t.signUp('upgrade-shop@example.com');
  const plans = (await call(shop, 'GET', '/subscription/plans')) as Array<{ id: string; name: string }>;
  const planId = (name: string) => plans.find((plan) => plan.name === name)?.id as string;
  const paid = await call(shop, 'POST', '/subscription/payment/create', { planId: planId('pro') });
  const [link] = await t.database.query<{ id: string }>('SELECT id FROM payos_sim_links WHERE order_code = $1', [paid.orderCode]);
  const pay = await t.app.inject({ method: 'POST', url: `/payos-sim/checkout/${link.id}/pay` });
  if (pay.statusCode >= 400) throw new Error(`payOS checkout: ${pay.statusCode} ${pay.body}`);
  await until(() => call(shop, 'GET', '/subscription/current'), (s) => s.plan?.name === 'pro', 'the Pro plan');
  await call(shop, 'POST', '/subscription/payment/create', { planId: planId('plus') });

  const [main, second] = [await login(shop, people[0].id, 'Shop Hoa'), await login(shop, people[1].id, 'Shop Quà')];
  await call(shop, 'POST', '/accounts', { displayName: 'Chưa đăng nhập' });
  await call(shop, 'POST', '/proxies', { name: 'Proxy HN', scheme: 'http', host: '10.0.0.1', port: 3128 });
  await call(shop, 'PUT', `/ai/config/${main.id}`, { systemPrompt: 'Bạn là trợ lý của Shop Hoa.', enabled: true });
  for (const account of [main, second]) {
    await call(shop, 'POST', `/accounts/${account.id}/friends/sync`);
    await call(shop, 'POST', `/accounts/${account.id}/groups/sync`);
  }
  const { friends } = (await call(shop, 'GET', `/accounts/${main.id}/friends`)) as { friends: Array<{ id: string; userId: string; phone: string | null }> };
  const { groups } = (await call(shop, 'GET', `/accounts/${main.id}/groups`)) as { groups: Array<{ id: string; groupId: string }> };
  const friendTag = await call(shop, 'POST', '/friend-tags', { name: 'Khách VIP', description: 'Mua trên 5 lần' });
  await call(shop, 'POST', '/friend-tags/assign', { friendIds: friends.slice(0, 3).map((f) => f.id), tagIds: [friendTag.id] });
  const groupTag = await call(shop, 'POST', '/group-tags', { name: 'Nhóm bán hàng', color: '#10B981' });
  await call(shop, 'POST', '/group-tags/assign', { groupIds: [groups[0].id], tagIds: [groupTag.id] });

  // Do not contact: a number by hand and a friend from a job's log below.
  const withPhone = friends.filter((f) => f.phone);
  await call(shop, 'POST', '/do-not-contact', { phone: withPhone[5].phone });

  // Jobs in every state, each with recipients: COMPLETED (sent), FAILED (the session ran out), CANCELLED,
  // PENDING (scheduled for later), and PROCESSING (half sent when the server stopped: written as the engine would).
  const toFriends = (accountId: string, recipients: string[], extra: object = {}) =>
    call(shop, 'POST', '/jobs/message/to-friends', { accountId, message: 'Chào bạn, shop có hoa mới!', recipients, delayMin: 0, delayMax: 0, ...extra });
  const completed = (await toFriends(main.id, friends.slice(0, 3).map((f) => f.userId))).jobs[0];
  await until(() => call(shop, 'GET', `/jobs/${completed.id}`), (j) => j.status === 'COMPLETED', 'a completed job');
  await call(shop, 'POST', '/do-not-contact/from-job', { jobId: completed.id, seqs: [1] });
  // An account whose Zalo session ran out before its job sent anything.
  const expiring = await login(shop, people[3].id, 'Shop Hết Phiên');
  await call(shop, 'POST', `/accounts/${expiring.id}/friends/sync`);
  const { friends: expiringFriends } = (await call(shop, 'GET', `/accounts/${expiring.id}/friends`)) as { friends: Array<{ userId: string }> };
  const soon = new Date(Date.now() + 3_000).toISOString();
  const failed = (await toFriends(expiring.id, expiringFriends.slice(0, 2).map((f) => f.userId), { scheduledAt: soon })).jobs[0];
  world.expireSession(people[3].id);
  await until(() => call(shop, 'GET', `/jobs/${failed.id}`), (j) => j.status === 'FAILED', 'a failed job');
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const cancelled = (await toFriends(second.id, friends.slice(0, 2).map((f) => f.userId), { scheduledAt: inAMonth })).jobs[0];
  await call(shop, 'POST', `/jobs/${cancelled.id}/cancel`);
  await toFriends(main.id, friends.slice(6, 9).map((f) => f.userId), { scheduledAt: inAMonth });
  const running = (await toFriends(second.id, friends.slice(2, 6).map((f) => f.userId), { scheduledAt: inAMonth })).jobs[0];
  const startedAt = new Date(Date.now() - 60_000);
  await t.database.db.update(jobs).set({ status: 'PROCESSING', startedAt, successCount: 1 }).where(eq(jobs.id, running.id));
  await t.database.query(`UPDATE job_recipients SET status = 'SENT', attempts = 1, processed_at = now() - interval '30 seconds' WHERE job_id = $1 AND seq = 1`, [running.id]);

  // A phone list from Excel with a friend-request schedule, and a Kho chung list of group members with a message
  // schedule.
  const book = XLSX.utils.book_new();
  const numbers = ['Số điện thoại', ...withPhone.slice(6, 9).map((f) => f.phone), '0399999999'];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(numbers.map((cell) => [cell])), 'Khách');
  const imported = await upload(shop, '/phone-lists/import', 'khach.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer, { listName: 'Khách hội chợ', description: 'Tháng 3' });
  const phoneListId = (imported.phoneList ?? imported.list ?? imported).id as string;
  await call(shop, 'POST', `/phone-lists/${phoneListId}/schedule/friend-request`, {
    scheduleTimes: ['09:00', '20:30'],
    messageTemplate: 'Chào bạn, mình kết bạn nhé',
    timezone: 'Asia/Ho_Chi_Minh',
    accountQuotas: [{ accountId: main.id, dailyLimit: 5 }],
  });
  const me = people[0].id;
  const group = world.groups().find((g) => g.members.has(me) && g.members.size > 6 && !g.isCommunity);
  if (group) {
    const members = [...group.members]
      .filter((id) => id !== me && !world.areFriends(me, id))
      .slice(0, 4)
      .map((id) => ({ memberId: world.uidFor(me, id), displayName: `Thành viên ${id.slice(-4)}`, groupId: group.id, groupName: group.name }));
    const { list } = await call(shop, 'POST', '/shared-pending/save-members', { sourceAccountId: main.id, members });
    await call(shop, 'POST', `/shared-pending/lists/${list.id}/schedule/message`, { scheduleTimes: ['10:00'], messageTemplate: 'Chào bạn', timezone: 'Asia/Ho_Chi_Minh', dailyLimit: 5 });
  }

  // A customer on the free plan with one account and one finished job.
  const other = await t.signUp('upgrade-other@example.com');
  const otherAccount = await login(other, people[2].id, 'Tiệm Bánh');
  await call(other, 'POST', `/accounts/${otherAccount.id}/friends/sync`);
  const { friends: otherFriends } = (await call(other, 'GET', `/accounts/${otherAccount.id}/friends`)) as { friends: Array<{ userId: string }> };
  const otherJob = (
    await call(other, 'POST', '/jobs/message/to-friends', { accountId: otherAccount.id, message: 'Bánh mới ra lò', recipients: otherFriends.slice(0, 2).map((f) => f.userId), delayMin: 0, delayMax: 0 })
  ).jobs[0];
  await until(() => call(other, 'GET', `/jobs/${otherJob.id}`), (j) => j.status === 'COMPLETED', "the other customer's job");

  // Nothing is left running while the data is read and dumped: bots stopped, the engine idle.
  for (const [user, account] of [[shop, main], [shop, second], [other, otherAccount]] as const) await call(user, 'POST', `/bots/${account.id}/stop`).catch(() => undefined);
  return [shop, other];
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
