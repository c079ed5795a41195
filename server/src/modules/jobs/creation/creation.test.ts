import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { jobRecipients, jobSchedules } from '../../../db/schema';
import type { SimulatorPlatform } from '../../../platform';
import { isActiveUser, type SimGroup } from '../../../platform/simulator/world';
import { bearer, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { JOB_CREATION_MESSAGES } from 'shared-sdk/schemas';
import { loginSimAccount, type SimAccount } from '../../../testing/sim-accounts';
import { moveToPlan } from '../../../testing/plans';

let t: TestApp;
let platform: SimulatorPlatform;
/** Group tags do not exist yet: the tests say which groups a tag has. */
const tagGroups = new Map<string, string[]>();

// The real jobs service stores what is created; no worker sends, so the simulated world stays as the tests read it.
beforeAll(async () => {
  ({ t, platform } = await createSimTestApp(
    { seed: 'job-creation-test', users: 120, workers: 0 },
    {},
    { groupIdsForTags: async (_userId, tagIds) => tagIds.flatMap((id) => tagGroups.get(id) ?? []) },
  ));
});
afterAll(() => t.close());

const world = () => platform.world;

// ── helpers ──────────────────────────────────────────────────────────────────────────────────────────────

const post = (user: SignedInUser, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/jobs${path}`, headers: bearer(user.token), payload });
const get = (user: SignedInUser, path: string) => t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: bearer(user.token) });
const botCall = (user: SignedInUser, accountId: string, action: 'start' | 'stop') =>
  t.app.inject({ method: 'POST', url: `/api/v1/bots/${accountId}/${action}`, headers: bearer(user.token) });

type Response = Awaited<ReturnType<typeof post>>;

function dataOf(response: Response) {
  const body = response.json();
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${body.error}`);
  return body.data;
}

/** The job as GET /jobs/:id answers it, and its recipients as stored, in order. */
async function stored(user: SignedInUser, jobId: string) {
  const job = dataOf(await get(user, `/jobs/${jobId}`));
  const recipients = await t.database.db.select().from(jobRecipients).where(eq(jobRecipients.jobId, jobId)).orderBy(asc(jobRecipients.seq));
  return { job, recipients };
}

async function createdOne(user: SignedInUser, response: Response) {
  const { jobs } = dataOf(response);
  expect(jobs).toHaveLength(1);
  return stored(user, jobs[0].id);
}

const ids = (recipients: Array<{ targetId: string }>) => recipients.map((r) => r.targetId).sort();

function expectError(response: Response, status: number, text: string | RegExp) {
  expect({ status: response.statusCode, error: response.json().error }).toEqual({
    status,
    error: typeof text === 'string' ? text : expect.stringMatching(text),
  });
}

async function signUpPro(): Promise<SignedInUser> {
  const user = await t.signUp();
  await moveToPlan(t.database, user.id, 'pro');
  return user;
}

const usedSimUsers = new Set<string>();
const plainGroupsOf = (userId: string) =>
  world()
    .groupIdsOf(userId)
    .map((id) => world().group(id))
    .filter((group) => !group.isCommunity);
const communityGroupsOf = (userId: string) =>
  world()
    .groupIdsOf(userId)
    .map((id) => world().group(id))
    .filter((group) => group.isCommunity);

/** A simulated Zalo user no other test uses, in at least two ordinary groups and one community group. */
function freshSimUser(): string {
  const user = world()
    .users()
    .find((u) => !usedSimUsers.has(u.id) && plainGroupsOf(u.id).length >= 2 && communityGroupsOf(u.id).length >= 1);
  if (!user) throw new Error('no simulated user left');
  usedSimUsers.add(user.id);
  return user.id;
}

/** A Pro user with one ACTIVE account logged in as a fresh simulated user. */
async function scene(): Promise<{ user: SignedInUser; account: SimAccount; me: string; groups: SimGroup[]; community: SimGroup }> {
  const user = await signUpPro();
  const me = freshSimUser();
  const account = await loginSimAccount(t, platform, user, me, `Shop ${me.slice(-4)}`);
  return { user, account, me, groups: plainGroupsOf(me), community: communityGroupsOf(me)[0] };
}

/** The uids under which the account logged in as `me` sees these people (each account has its own, as on Zalo). */
const uidsOf = (me: string, worldIds: Iterable<string>) => [...worldIds].map((id) => world().uidFor(me, id));
/** The name of the person behind a uid the account of `me` sees. */
const nameOf = (me: string, uid: string) => world().user(world().personFor(me, uid) as string).displayName;

const groupNotOf = (me: string) => world().groups().find((group) => !group.members.has(me)) as SimGroup;
const notYetAsked = (me: string, candidates: Iterable<string>) => {
  const asked = new Set(world().sentFriendRequests(me).map((r) => r.userId));
  return [...candidates].filter((id) => id !== me && !world().areFriends(me, id) && !asked.has(id));
};

// ── validation ───────────────────────────────────────────────────────────────────────────────────────────

describe('validation of every creation call', () => {
  const accountId = randomUUID();
  const text = { accountId, message: 'Xin chào' };
  const cases: Array<[string, object, string]> = [
    ['/message/to-friends', { ...text, delayMin: 301 }, 'Độ trễ phải từ 0 đến 300 giây'],
    ['/message/to-friends', { ...text, delayMin: 10, delayMax: 5 }, 'Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu'],
    ['/message/to-friends', { accountId, message: '  ' }, 'Vui lòng nhập nội dung tin nhắn hoặc chọn file đính kèm'],
    ['/message/to-friends', { ...text, batchSize: 101 }, 'Số tin mỗi đợt từ 1 đến 100'],
    ['/message/to-friends', { ...text, batchDelayMinutes: 61 }, 'Thời gian nghỉ giữa các đợt từ 1 đến 60 phút'],
    ['/message/to-friends', { message: 'x' }, 'Chọn tài khoản'],
    [
      '/message/to-friends',
      { ...text, attachments: Array.from({ length: 6 }, (_, i) => ({ filename: `a${i}.png`, data: 'data:image/png;base64,AA', totalSize: 1, mimeType: 'image/png' })) },
      'Chỉ được chọn tối đa 5 file. Bạn đã có 6 file.',
    ],
    ['/message/to-group', { ...text, groupId: 'g', delayMin: 0 }, 'Độ trễ phải từ 1 đến 60 giây'],
    ['/message/to-group', { ...text, groupId: 'g', delayMax: 121 }, 'Độ trễ phải từ 1 đến 120 giây'],
    ['/message/to-group', { ...text }, 'Vui lòng chọn một nhóm cụ thể'],
    ['/message/to-group-members', { ...text, groupId: 'g', delayMax: 121 }, 'Độ trễ phải từ 0 đến 120 giây'],
    ['/message/to-thread', { ...text }, 'Vui lòng nhập mã cuộc trò chuyện'],
    ['/message/bulk-to-group-members', { ...text, groupIds: [] }, 'Vui lòng chọn ít nhất một nhóm'],
    ['/message/bulk-to-group-members', { ...text, groupIds: ['g'], delayMin: 61 }, 'Độ trễ phải từ 1 đến 60 giây'],
    ['/friend-request/by-group', { accountId, groupId: 'g', message: ' ' }, 'Vui lòng nhập tin nhắn kết bạn'],
    ['/friend-request/by-group', { ...text, groupId: 'g', delayMax: 61 }, 'Độ trễ phải từ 1 đến 60 giây'],
    ['/auto-friend-request', { ...text, groupIds: ['g'], maxRequestsPerDay: 101 }, 'Số lời mời kết bạn mỗi ngày từ 1 đến 100'],
    ['/auto-friend-request', { ...text, groupIds: ['g'], maxRequestsPerDay: 0 }, 'Số lời mời kết bạn mỗi ngày từ 1 đến 100'],
    ['/auto-friend-request', { ...text, groupIds: ['g'], delayMin: 301 }, 'Độ trễ phải từ 1 đến 300 giây'],
    ['/auto-friend-request', { message: 'x', groupIds: ['g'] }, 'Chọn tài khoản'],
    ['/auto-friend-request', { ...text, groupIds: ['g'], message: '' }, 'Vui lòng nhập tin nhắn kết bạn'],
    ['/message/bulk-groups', { ...text, groupIds: ['g'], executeImmediately: true, delayMin: 29 }, 'Độ trễ phải từ 30 đến 300 giây'],
    ['/message/bulk-groups', { ...text, groupIds: ['g'], executeImmediately: true, delayMax: 601 }, 'Độ trễ phải từ 30 đến 600 giây'],
    ['/message/bulk-groups', { ...text, groupIds: ['g'], executeImmediately: true, message: 'x'.repeat(2001) }, 'Tin nhắn tối đa 2000 ký tự'],
    ['/message/bulk-groups', { ...text, groupIds: [], executeImmediately: true }, 'Vui lòng chọn ít nhất một nhóm'],
    ['/message/bulk-groups', { ...text, groupIds: ['g'] }, 'Vui lòng thêm ít nhất một thời gian gửi'],
    ['/message/bulk-groups', { ...text, groupIds: ['g'], scheduleTimes: ['25:00'] }, 'Thời gian gửi phải có dạng HH:MM'],
    [
      '/message/bulk-groups',
      { ...text, groupIds: ['g'], scheduleTimes: Array.from({ length: 11 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`) },
      'Tối đa 10 thời gian gửi mỗi ngày',
    ],
    ['/message/bulk-groups', { ...text, groupIds: ['g'], scheduleTimes: ['09:00'], timezone: 'Europe/Paris' }, 'Múi giờ không hợp lệ'],
    ['/message/bulk-groups-by-tags', { ...text, tagIds: [] }, 'Vui lòng chọn ít nhất một tag'],
    ['/message/bulk-groups-by-tags', { accountId, tagIds: ['t'] }, 'Vui lòng nhập tin nhắn hoặc chọn file đính kèm'],
    ['/message/bulk-groups-by-tags', { message: 'x', tagIds: ['t'] }, 'Vui lòng chọn tài khoản'],
    ['/message/bulk-groups-by-tags', { ...text, tagIds: ['t'], delayMin: 0 }, 'Độ trễ phải từ 1 đến 300 giây'],
    ['/message/bulk-groups-by-tags', { ...text, tagIds: ['t'], executeImmediately: false }, 'Gửi theo lịch chưa được hỗ trợ khi gửi theo tag'],
    ['/message/to-shared-pending-list-members', { ...text, listId: 'l', memberIds: [] }, 'Vui lòng chọn ít nhất một thành viên'],
    ['/message/to-shared-pending-list-members', { message: 'x', listId: 'l', memberIds: ['u'] }, 'Vui lòng chọn tài khoản gửi'],
    ['/message/to-shared-pending-list-members', { accountId, listId: 'l', memberIds: ['u'] }, 'Vui lòng nhập nội dung tin nhắn hoặc chọn file đính kèm'],
    ['/message/to-pending-list-members', { ...text, memberIds: [] }, 'Vui lòng chọn ít nhất một thành viên'],
    ['/friend-request/to-shared-pending-list-members', { accountId, listId: 'l', memberIds: ['u'], message: '' }, 'Vui lòng nhập lời nhắn kết bạn'],
    ['/friend-request/to-shared-pending-list-members', { message: 'x', listId: 'l', memberIds: ['u'] }, 'Vui lòng chọn tài khoản'],
    ['/invite-to-group-shared-pending-list-members', { accountId, listId: 'l', memberIds: ['u'], groupId: '' }, 'Vui lòng chọn nhóm đích'],
    ['/invite-to-group-shared-pending-list-members', { accountId, listId: 'l', memberIds: [], groupId: 'g' }, 'Vui lòng chọn ít nhất một thành viên'],
    ['', { ...text, type: 'FRIEND_REQUEST' }, 'Unsupported job type'],
    ['', { ...text, type: 'GROUP_INVITE' }, 'Unsupported job type'],
    ['', { ...text, type: 'TO_GROUP_MEMBERS' }, 'Vui lòng chọn một nhóm cụ thể'],
    ['', { accountId, type: 'TO_FRIENDS', message: '' }, 'Nội dung tin nhắn không được để trống'],
    ['', { ...text, type: 'TO_FRIENDS', priority: 11 }, 'Độ ưu tiên từ 1 đến 10'],
    ['', { ...text, type: 'TO_FRIENDS', maxRetries: 6 }, 'Số lần thử lại từ 0 đến 5'],
    ['', { ...text, type: 'TO_FRIENDS', metadata: { delayBetweenMessages: 99 } }, 'Độ trễ tối thiểu là 100ms'],
    ['', { ...text, type: 'TO_FRIENDS', scheduledAt: '2020-01-01T00:00:00.000Z' }, 'Thời gian hẹn không được ở trong quá khứ'],
  ];

  it.each(cases)('POST /jobs%s %j → 400 %s', async (path, body, message) => {
    const user = await signUpOnce();
    expectError(await post(user, path, body), 400, message);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/jobs/message/to-friends', payload: text });
    expect(response.statusCode).toBe(401);
  });
});

let validationUser: SignedInUser | undefined;
async function signUpOnce(): Promise<SignedInUser> {
  validationUser ??= await t.signUp();
  return validationUser;
}

// ── accounts ─────────────────────────────────────────────────────────────────────────────────────────────

describe('the account', () => {
  it("is another user's: 404 on every call", async () => {
    const { account, groups } = await scene();
    const stranger = await signUpPro();
    const accountId = account.id;
    const bodies: Array<[string, object]> = [
      ['/message/to-friends', { accountId, message: 'x' }],
      ['/message/to-group', { accountId, message: 'x', groupId: groups[0].id }],
      ['/message/to-group-members', { accountId, message: 'x', groupId: groups[0].id }],
      ['/message/bulk-to-group-members', { accountId, message: 'x', groupIds: [groups[0].id] }],
      ['/message/to-thread', { accountId, message: 'x', threadId: groups[0].id }],
      ['/friend-request/by-group', { accountId, message: 'x', groupId: groups[0].id }],
      ['/auto-friend-request', { accountId, message: 'x', groupIds: [groups[0].id] }],
      ['/message/bulk-groups', { accountId, message: 'x', groupIds: [groups[0].id], executeImmediately: true }],
      ['/message/to-shared-pending-list-members', { accountId, message: 'x', listId: 'l', memberIds: ['1'] }],
      ['/message/to-pending-list-members', { accountId, message: 'x', memberIds: ['1'] }],
      ['/friend-request/to-shared-pending-list-members', { accountId, message: 'x', listId: 'l', memberIds: ['1'] }],
      ['/invite-to-group-shared-pending-list-members', { accountId, listId: 'l', memberIds: ['1'], groupId: groups[0].id }],
      ['', { accountId, type: 'TO_FRIENDS', message: 'x' }],
    ];
    for (const [path, body] of bodies) expectError(await post(stranger, path, body), 404, 'Không tìm thấy tài khoản');
  });

  it("is limited by the user's plan (Basic: one job at a time, the next waits for its slot)", async () => {
    const user = await t.signUp();
    const account = await loginSimAccount(t, platform, user, freshSimUser());
    const body = { accountId: account.id, message: 'x', delayMin: 30, delayMax: 30 };
    expect(dataOf(await post(user, '/message/to-friends', body)).jobs).toMatchObject([{ waitingForSlot: false }]);
    expect(dataOf(await post(user, '/message/to-friends', body)).jobs).toMatchObject([{ status: 'PENDING', waitingForSlot: true }]);
  });

  it('is not ACTIVE: 400 saying so', async () => {
    const user = await signUpPro();
    const idle = dataOf(await t.app.inject({ method: 'POST', url: '/api/v1/accounts', headers: bearer(user.token), payload: { displayName: 'Nghỉ' } }));
    expectError(await post(user, '/message/to-friends', { accountId: idle.id, message: 'x' }), 400, 'Tài khoản Nghỉ không hoạt động, vui lòng đăng nhập lại');
  });
});

// ── message jobs ─────────────────────────────────────────────────────────────────────────────────────────

describe('messages to friends', () => {
  it('goes to every active friend when no one is chosen and onlyActive is set, with the pacing and options given', async () => {
    const { user, account, me } = await scene();
    // The simulated platform marks a fixed few people inactive, as Zalo's own activity flag does.
    const activeFriends = [...world().friendIdsOf(me)].filter(isActiveUser);
    expect(activeFriends.length).toBeLessThan(world().friendIdsOf(me).size);
    const response = await post(user, '/message/to-friends', {
      accountId: account.id,
      message: 'Chào bạn',
      delayMin: 2,
      delayMax: 4,
      batchSize: 10,
      batchDelayMinutes: 3,
      priority: 7,
      maxRetries: 1,
      onlyActive: true,
    });
    const { job, recipients } = await createdOne(user, response);
    expect(job).toMatchObject({
      accountId: account.id,
      type: 'TO_FRIENDS',
      priority: 7,
      maxRetries: 1,
      totalRecipients: activeFriends.length,
      payload: { message: 'Chào bạn', delayMin: 2, delayMax: 4, batchSize: 10, batchDelayMinutes: 3 },
      metadata: { source: 'to-friends' },
    });
    expect(ids(recipients)).toEqual(uidsOf(me, activeFriends).sort());
    expect(recipients[0]).toMatchObject({ targetType: 'user', displayName: nameOf(me, recipients[0].targetId), status: 'PENDING' });
  });

  it('goes to the chosen friends only, each once, never to the account itself', async () => {
    const { user, account, me } = await scene();
    const [a, b] = uidsOf(me, world().friendIdsOf(me));
    const { recipients } = await createdOne(user, await post(user, '/message/to-friends', { accountId: account.id, message: 'x', recipients: [a, b, a, me] }));
    expect(ids(recipients)).toEqual([a, b].sort());

    expectError(await post(user, '/message/to-friends', { accountId: account.id, message: 'x', recipients: [me] }), 400, 'Không có người nhận nào');
    const withSelf = await createdOne(user, await post(user, '/message/to-friends', { accountId: account.id, message: 'x', recipients: [me], excludeSelf: false }));
    expect(ids(withSelf.recipients)).toEqual([me]);
  });

  it('goes to phone numbers, looked up by the engine, when metadata.phoneNumbers is given', async () => {
    const { user, account } = await scene();
    const response = await post(user, '/message/to-friends', {
      accountId: account.id,
      message: 'x',
      metadata: { phoneNumbers: ['0912 345 678', '+84912345678', '0987654321'], executionId: 'spoofed' },
    });
    const { job, recipients } = await createdOne(user, response);
    expect(recipients.map((r) => [r.targetId, r.targetType])).toEqual([
      ['0912345678', 'phone'],
      ['0987654321', 'phone'],
    ]);
    expect(job.metadata.phoneNumbers).toHaveLength(3);
    expect(job.metadata.executionId).toBeUndefined();

    expectError(
      await post(user, '/message/to-friends', { accountId: account.id, message: 'x', metadata: { phoneNumbers: ['12'] } }),
      400,
      'Số điện thoại không hợp lệ: 12',
    );
  });
});

describe('attachments', () => {
  const dataUrl = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

  it('accepts files far above the 1 MB default body size, and stores them with the job', async () => {
    const { user, account } = await scene();
    const file = { filename: 'anh.png', data: dataUrl(1_500_000), totalSize: 1_500_000, mimeType: 'image/png' };
    const { job } = await createdOne(user, await post(user, '/message/to-friends', { accountId: account.id, message: '', attachments: [file] }));
    expect(job.payload.attachments).toEqual([{ filename: 'anh.png', mimeType: 'image/png', totalSize: 1_500_000 }]);
  });

  it('refuses a file larger than 10 MB even when it says otherwise', async () => {
    const user = await t.signUp();
    const file = { filename: 'lon.png', data: dataUrl(10 * 1024 * 1024 + 10), totalSize: 1, mimeType: 'image/png' };
    expectError(await post(user, '/message/to-friends', { accountId: randomUUID(), attachments: [file] }), 400, 'File lon.png quá lớn. Tối đa 10MB.');
  });
});

describe('messages to a group and its members', () => {
  it('to-group writes in the group itself', async () => {
    const { user, account, groups } = await scene();
    const group = groups[0];
    const { job, recipients } = await createdOne(user, await post(user, '/message/to-group', { accountId: account.id, groupId: group.id, message: 'Chào cả nhóm' }));
    expect(job).toMatchObject({ type: 'TO_THREAD', payload: { groupId: group.id, groupName: group.name, delayMin: 5, delayMax: 10 } });
    expect(recipients.map((r) => [r.targetId, r.targetType, r.displayName])).toEqual([[group.id, 'group', group.name]]);
  });

  it('a group the account is not in cannot be reached', async () => {
    const { user, account, me } = await scene();
    const response = await post(user, '/message/to-group', { accountId: account.id, groupId: groupNotOf(me).id, message: 'x' });
    expectError(response, 400, /không thể truy cập/);
  });

  it('to-group-members writes to each member but the account', async () => {
    const { user, account, me, groups } = await scene();
    const group = groups[0];
    const { job, recipients } = await createdOne(
      user,
      await post(user, '/message/to-group-members', { accountId: account.id, groupId: group.id, message: 'x', batchSize: 5, batchDelayMinutes: 2 }),
    );
    expect(job).toMatchObject({
      type: 'TO_GROUP_MEMBERS',
      payload: { groupId: group.id, groupName: group.name, delayMin: 3, delayMax: 7, batchSize: 5 },
      metadata: { targetGroupId: group.id },
    });
    expect(ids(recipients)).toEqual(uidsOf(me, [...group.members].filter((id) => id !== me)).sort());
  });

  it('refuses member jobs and friend requests by group for community groups, whose members Zalo hides, naming them', async () => {
    const { user, account, groups, community } = await scene();
    const hidden = JOB_CREATION_MESSAGES.communityMembersHidden([community.name]);
    expectError(await post(user, '/message/to-group-members', { accountId: account.id, groupId: community.id, message: 'x' }), 400, hidden);
    expectError(
      await post(user, '/message/bulk-to-group-members', { accountId: account.id, groupIds: [groups[0].id, community.id], message: 'x' }),
      400,
      hidden,
    );
    expectError(await post(user, '/friend-request/by-group', { accountId: account.id, groupId: community.id, message: 'x' }), 400, hidden);
    const jobs = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE workspace_id = $1', [user.id]);
    expect(jobs).toEqual([{ n: 0 }]);
  });

  it('bulk-to-group-members takes the members of every group, each once, in one job', async () => {
    const { user, account, me, groups } = await scene();
    const chosen = groups.slice(0, 2);
    const { job, recipients } = await createdOne(
      user,
      await post(user, '/message/bulk-to-group-members', { accountId: account.id, groupIds: chosen.map((g) => g.id), message: 'x' }),
    );
    const everyone = new Set(chosen.flatMap((g) => [...g.members]));
    everyone.delete(me);
    expect(job).toMatchObject({ type: 'TO_GROUP_MEMBERS', payload: { groupIds: chosen.map((g) => g.id) } });
    expect(ids(recipients)).toEqual(uidsOf(me, everyone).sort());
  });

  it('to-thread writes in one conversation, a user or a group', async () => {
    const { user, account, me, groups } = await scene();
    const [friend] = uidsOf(me, world().friendIdsOf(me));
    const toUser = await createdOne(user, await post(user, '/message/to-thread', { accountId: account.id, threadId: friend, message: 'x' }));
    expect(toUser.job).toMatchObject({ type: 'TO_THREAD', metadata: { targetThreadId: friend } });
    expect(toUser.recipients.map((r) => [r.targetId, r.targetType, r.displayName])).toEqual([[friend, 'user', nameOf(me, friend)]]);
    const toGroup = await createdOne(user, await post(user, '/message/to-thread', { accountId: account.id, threadId: groups[1].id, threadType: 'group', message: 'x' }));
    expect(toGroup.recipients.map((r) => [r.targetId, r.targetType])).toEqual([[groups[1].id, 'group']]);
  });
});

describe('what a job is sent to, by name (metadata.sourceNames, for its card)', () => {
  it('names the group, the groups, the one person; a client cannot name them itself', async () => {
    const { user, account, me, groups } = await scene();
    const members = await createdOne(
      user,
      await post(user, '/message/to-group-members', { accountId: account.id, groupId: groups[0].id, message: 'x', metadata: { sourceNames: ['Giả mạo'] } }),
    );
    expect(members.job.metadata.sourceNames).toEqual([groups[0].name]);
    const many = await createdOne(user, await post(user, '/message/bulk-to-group-members', { accountId: account.id, groupIds: groups.slice(0, 2).map((g) => g.id), message: 'x' }));
    expect(many.job.metadata.sourceNames).toEqual(groups.slice(0, 2).map((g) => g.name));
    const [friend] = uidsOf(me, world().friendIdsOf(me));
    const thread = await createdOne(user, await post(user, '/message/to-thread', { accountId: account.id, threadId: friend, message: 'x' }));
    expect(thread.job.metadata.sourceNames).toEqual([nameOf(me, friend)]);
    const { data } = dataOf(
      await post(user, '/message/bulk-groups', { accountId: account.id, groupIds: groups.slice(0, 2).map((g) => g.id), message: 'x', executeImmediately: true }),
    );
    expect((await stored(user, data.jobId)).job.metadata.sourceNames).toEqual(groups.slice(0, 2).map((g) => g.name));
  });
});

describe('the generic create of the jobs page (POST /jobs)', () => {
  it('maps each type to its call: delayMin is the whole seconds of delayBetweenMessages, delayMax two more', async () => {
    const { user, account, me, groups } = await scene();
    const base = { accountId: account.id, message: 'Từ API', priority: 9, maxRetries: 0 };
    const toFriends = await createdOne(user, await post(user, '', { ...base, type: 'TO_FRIENDS', metadata: { delayBetweenMessages: 2500 } }));
    expect(toFriends.job).toMatchObject({
      type: 'TO_FRIENDS',
      priority: 9,
      maxRetries: 0,
      payload: { delayMin: 2, delayMax: 4 },
      metadata: { source: 'api', delayBetweenMessages: 2500, useRandomDelay: true },
    });
    expect(toFriends.job.totalRecipients).toBe(world().friendIdsOf(me).size);

    const toMembers = await createdOne(user, await post(user, '', { ...base, type: 'TO_GROUP_MEMBERS', metadata: { targetGroupId: groups[0].id } }));
    expect(toMembers.job).toMatchObject({ type: 'TO_GROUP_MEMBERS', payload: { groupId: groups[0].id, delayMin: 1, delayMax: 3 } });

    const [friend] = uidsOf(me, world().friendIdsOf(me));
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const toThread = await createdOne(user, await post(user, '', { ...base, type: 'TO_THREAD', scheduledAt: later, metadata: { targetThreadId: friend } }));
    expect(toThread.job).toMatchObject({ type: 'TO_THREAD', scheduledAt: later });
    expect(toThread.recipients.map((r) => [r.targetId, r.targetType])).toEqual([[friend, 'user']]);
  });
});

// ── friend requests ──────────────────────────────────────────────────────────────────────────────────────

describe('friend requests', () => {
  it('by-group asks the members who are not friends, not asked yet and not the account', async () => {
    const { user, account, me, groups } = await scene();
    const group = groups[0];
    const { job, recipients } = await createdOne(user, await post(user, '/friend-request/by-group', { accountId: account.id, groupId: group.id, message: 'Kết bạn nhé' }));
    expect(job).toMatchObject({
      type: 'FRIEND_REQUEST',
      payload: { message: 'Kết bạn nhé', delayMin: 1, delayMax: 3, groupId: group.id },
      metadata: { friendRequestMessage: 'Kết bạn nhé' },
    });
    const expected = notYetAsked(me, group.members);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(recipients)).toEqual(uidsOf(me, expected).sort());
  });

  it('by-group with everyone already a friend has no one to ask', async () => {
    const { user, account, me, groups } = await scene();
    const group = groups[0];
    for (const member of group.members) if (member !== me) world().makeFriends(me, member);
    const response = await post(user, '/friend-request/by-group', { accountId: account.id, groupId: group.id, message: 'x' });
    expectError(response, 400, 'Không tìm thấy ai để kết bạn từ các nhóm đã chọn');
  });

  it('auto-friend-request needs every account to run its bot, and names those that do not', async () => {
    const { user, account, groups } = await scene();
    const second = await loginSimAccount(t, platform, user, freshSimUser(), 'Shop Hai');
    const response = await post(user, '/auto-friend-request', { accountIds: [account.id, second.id], groupIds: [groups[0].id], message: 'x' });
    expectError(
      response,
      400,
      `Các tài khoản sau chưa đăng nhập Zalo: ${account.displayName}, Shop Hai. Vui lòng đăng nhập trước khi tạo job tự động kết bạn.`,
    );
  });

  it('auto-friend-request skips community groups and keeps the daily cap on the job', async () => {
    const { user, account, me, groups, community } = await scene();
    expect(dataOf(await botCall(user, account.id, 'start'))).toEqual({ isRunning: true });
    try {
      const body = { accountId: account.id, groupIds: [groups[0].id, groups[1].id, community.id], message: 'Chào bạn', maxRequestsPerDay: 12 };
      const { job, recipients } = await createdOne(user, await post(user, '/auto-friend-request', body));
      expect(job).toMatchObject({
        type: 'FRIEND_REQUEST',
        payload: { message: 'Chào bạn', delayMin: 5, delayMax: 10, groupIds: [groups[0].id, groups[1].id] },
        metadata: { source: 'auto-friend-request', maxRequestsPerDay: 12 },
      });
      const expected = notYetAsked(me, new Set([...groups[0].members, ...groups[1].members]));
      expect(ids(recipients)).toEqual(uidsOf(me, expected).sort());

      const onlyCommunity = await post(user, '/auto-friend-request', { accountId: account.id, groupIds: [community.id], message: 'x' });
      expectError(onlyCommunity, 400, 'Không tìm thấy ai để kết bạn từ các nhóm đã chọn');
    } finally {
      await botCall(user, account.id, 'stop');
    }
  });
});

// ── bulk group messaging (Pro) ───────────────────────────────────────────────────────────────────────────

describe('bulk group messaging', () => {
  it('needs the Pro plan: 400 with the gói Pro text', async () => {
    const user = await t.signUp();
    const me = freshSimUser();
    const account = await loginSimAccount(t, platform, user, me);
    const group = plainGroupsOf(me)[0].id;
    for (const [path, body] of [
      ['/message/bulk-groups', { accountId: account.id, groupIds: [group], message: 'x', executeImmediately: true }],
      ['/message/bulk-groups-by-tags', { accountId: account.id, tagIds: ['tag'], message: 'x' }],
    ] as const) {
      expectError(await post(user, path, body), 400, /gói Pro/);
    }
  });

  it('sends now to the groups as one job, and its status is read by execution id', async () => {
    const { user, account, groups } = await scene();
    const chosen = groups.slice(0, 2);
    const response = await post(user, '/message/bulk-groups', {
      accountId: account.id,
      groupIds: chosen.map((g) => g.id),
      message: 'Khuyến mãi',
      delayMin: 60,
      delayMax: 120,
      executeImmediately: true,
    });
    const { data } = dataOf(response);
    expect(data).toEqual({ executionId: expect.any(String), jobId: expect.any(String) });
    const { job, recipients } = await stored(user, data.jobId);
    expect(job).toMatchObject({ type: 'TO_THREAD', payload: { message: 'Khuyến mãi', delayMin: 60, delayMax: 120 }, metadata: { source: 'bulk-groups', executionId: data.executionId } });
    expect(recipients.map((r) => [r.targetId, r.targetType])).toEqual(chosen.map((g) => [g.id, 'group']));

    const status = dataOf(await get(user, `/jobs/bulk-groups/${data.executionId}/status`));
    expect(status).toMatchObject({ jobId: data.jobId, progress: { total: 2, completed: expect.any(Number), successful: expect.any(Number), failed: expect.any(Number) } });
    expect(status.progress.percentage).toBe(Math.round((status.progress.completed / 2) * 100));
    expect(status.completed).toBe(!['PENDING', 'PROCESSING'].includes(status.status));

    const stranger = await signUpPro();
    expectError(await get(stranger, `/jobs/bulk-groups/${data.executionId}/status`), 404, 'Không tìm thấy lần gửi này');
    expectError(await get(user, `/jobs/bulk-groups/${randomUUID()}/status`), 404, 'Không tìm thấy lần gửi này');
    expectError(await get(user, '/jobs/bulk-groups/not-an-id/status'), 404, 'Không tìm thấy lần gửi này');
  });

  it('refuses groups the account cannot reach', async () => {
    const { user, account, me, groups } = await scene();
    const response = await post(user, '/message/bulk-groups', {
      accountId: account.id,
      groupIds: [groups[0].id, groupNotOf(me).id],
      message: 'x',
      executeImmediately: true,
    });
    expectError(response, 400, 'Tài khoản không thể truy cập 1 nhóm đã chọn, hãy đồng bộ lại danh sách nhóm');
  });

  it('on a schedule, stores it and creates the job when a time comes in its timezone', async () => {
    const { user, account, me, groups } = await scene();
    const response = await post(user, '/message/bulk-groups', {
      accountId: account.id,
      groupIds: [groups[0].id, groups[1].id],
      message: 'Chào buổi sáng',
      scheduleTimes: ['19:00', '09:00', '09:00'],
      timezone: 'Asia/Ho_Chi_Minh',
    });
    const { data } = dataOf(response);
    expect(data).toMatchObject({ scheduleId: expect.any(String), scheduleTimes: ['09:00', '19:00'], timezone: 'Asia/Ho_Chi_Minh' });
    const nextRun = new Date(data.nextRunAt);
    const hanoiClock = nextRun.toLocaleTimeString('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit' });
    expect(['09:00', '19:00']).toContain(hanoiClock);
    expect(nextRun.getTime() - Date.now()).toBeGreaterThan(0);
    expect(nextRun.getTime() - Date.now()).toBeLessThanOrEqual(14 * 3_600_000);

    // Nothing is due a minute before.
    expect(await t.app.jobSchedules.runDue(new Date(nextRun.getTime() - 60_000))).toEqual({ created: 0, failed: 0 });
    // Two runners at once (two server processes): the occurrence is run once.
    const both = await Promise.all([t.app.jobSchedules.runDue(nextRun), t.app.jobSchedules.runDue(nextRun)]);
    expect(both.map((outcome) => outcome.created).sort()).toEqual([0, 1]);
    const [row] = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, data.scheduleId));
    expect(row.lastJobId).toEqual(expect.any(String));
    expect(row.lastError).toBeNull();
    // 09:00 → 19:00 the same day; 19:00 → 09:00 the next.
    expect(row.nextRunAt.getTime() - nextRun.getTime()).toBe((hanoiClock === '09:00' ? 10 : 14) * 3_600_000);
    const { job, recipients } = await stored(user, row.lastJobId as string);
    expect(job).toMatchObject({ type: 'TO_THREAD', metadata: { source: 'bulk-groups', scheduleId: data.scheduleId, executionId: expect.any(String) } });
    expect(ids(recipients)).toEqual([groups[0].id, groups[1].id].sort());
    // Nor again later at the same time.
    expect(await t.app.jobSchedules.runDue(nextRun)).toEqual({ created: 0, failed: 0 });

    // A failure (the account logged out) is kept on the schedule and does not stop the others.
    const other = await scene();
    const otherSchedule = dataOf(
      await post(other.user, '/message/bulk-groups', { accountId: other.account.id, groupIds: [other.groups[0].id], message: 'y', scheduleTimes: ['09:00', '19:00'] }),
    ).data;
    world().expireSession(me);
    const later = new Date(Math.max(row.nextRunAt.getTime(), new Date(otherSchedule.nextRunAt).getTime()));
    expect(await t.app.jobSchedules.runDue(later)).toEqual({ created: 1, failed: 1 });
    const [failed] = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, data.scheduleId));
    expect(failed.lastError).toMatch(/đăng nhập lại/);
  });

  it('by tags sends to the groups carrying the tags, or says no group has them', async () => {
    const { user, account, me, groups } = await scene();
    const tag = randomUUID();
    tagGroups.set(tag, [groups[0].id, groupNotOf(me).id]);
    const { job, recipients } = await createdOne(user, await post(user, '/message/bulk-groups-by-tags', { accountId: account.id, tagIds: [tag], message: 'Theo tag' }));
    expect(job).toMatchObject({ type: 'TO_THREAD', payload: { delayMin: 60, delayMax: 120 }, metadata: { source: 'bulk-groups-by-tags', executionId: expect.any(String) } });
    expect(ids(recipients)).toEqual([groups[0].id]);

    expectError(await post(user, '/message/bulk-groups-by-tags', { accountId: account.id, tagIds: [randomUUID()], message: 'x' }), 400, 'Không tìm thấy nhóm nào có tag được chọn');
  });
});

// ── shared pending lists ─────────────────────────────────────────────────────────────────────────────────

describe('jobs for members of shared lists', () => {
  /** Saves these platform ids of the account's view as a shared list; answers the list id and member row ids by uid. */
  async function savedList(user: SignedInUser, account: SimAccount, uids: string[]) {
    const saved = dataOf(await t.app.inject({
      method: 'POST',
      url: '/api/v1/shared-pending/save-members',
      headers: bearer(user.token),
      payload: { sourceAccountId: account.id, members: uids.map((memberId) => ({ memberId, displayName: nameOf(account.zaloUserId, memberId) })) },
    }));
    const detail = dataOf(await t.app.inject({ method: 'GET', url: `/api/v1/shared-pending/lists/${saved.list.id}`, headers: bearer(user.token) }));
    const rowOf = new Map<string, string>(detail.list.members.map((m: { id: string; memberId: string }) => [m.memberId, m.id]));
    return { listId: saved.list.id as string, rows: (ids: string[]) => ids.map((id) => rowOf.get(id) as string) };
  }

  it('messages the chosen members of the list, keeping the list id; a delay out of range falls back to 1 and 3', async () => {
    const { user, account, me, groups } = await scene();
    const members = uidsOf(me, [...groups[0].members].filter((id) => id !== me).slice(0, 4));
    const { listId, rows } = await savedList(user, account, [...members, me]);
    const chosen = members.slice(0, 3);
    const { job, recipients } = await createdOne(
      user,
      await post(user, '/message/to-shared-pending-list-members', { listId, memberIds: rows([...chosen, me]), accountId: account.id, message: 'x', delayMin: 0, delayMax: 'abc' }),
    );
    expect(job).toMatchObject({ type: 'TO_GROUP_MEMBERS', payload: { delayMin: 1, delayMax: 3 }, metadata: { source: 'shared-list', listId } });
    expect(ids(recipients)).toEqual([...chosen].sort());
    expect(recipients[0].displayName).toBe(nameOf(me, recipients[0].targetId));

    const pending = await createdOne(user, await post(user, '/message/to-pending-list-members', { memberIds: members, accountId: account.id, message: 'y', delayMin: 20, delayMax: 30 }));
    expect(pending.job).toMatchObject({ payload: { delayMin: 20, delayMax: 30 }, metadata: { source: 'pending-list' } });
  });

  it("takes only the list's own members: another list, raw platform ids or another user's list are refused", async () => {
    const { user, account, me, groups } = await scene();
    const members = uidsOf(me, [...groups[0].members].filter((id) => id !== me).slice(0, 2));
    const { listId } = await savedList(user, account, members);
    const body = { accountId: account.id, message: 'x' };
    expectError(await post(user, '/message/to-shared-pending-list-members', { ...body, listId, memberIds: members }), 400, 'Thành viên đã chọn không thuộc kho này');
    expectError(await post(user, '/message/to-shared-pending-list-members', { ...body, listId: randomUUID(), memberIds: members }), 404, 'Không tìm thấy kho chung');
    const other = await scene();
    const theirs = await savedList(other.user, other.account, uidsOf(other.me, [...other.groups[0].members].filter((id) => id !== other.me).slice(0, 1)));
    expectError(await post(user, '/message/to-shared-pending-list-members', { ...body, listId: theirs.listId, memberIds: ['x'] }), 404, 'Không tìm thấy kho chung');
  });

  it('asks the members who are not friends yet', async () => {
    const { user, account, me, groups } = await scene();
    const members = [...groups[0].members].filter((id) => id !== me);
    const { listId, rows } = await savedList(user, account, uidsOf(me, members));
    const { job, recipients } = await createdOne(
      user,
      await post(user, '/friend-request/to-shared-pending-list-members', { listId, memberIds: rows(uidsOf(me, members)), accountId: account.id, message: 'Kết bạn' }),
    );
    expect(job).toMatchObject({ type: 'FRIEND_REQUEST', payload: { message: 'Kết bạn' }, metadata: { listId, friendRequestMessage: 'Kết bạn' } });
    expect(ids(recipients)).toEqual(uidsOf(me, notYetAsked(me, members)).sort());
  });

  it('invites the members who are not in the group yet, 5-15 s apart whatever was sent', async () => {
    const { user, account, me, groups } = await scene();
    const [target, source] = groups;
    const outsiders = uidsOf(me, [...source.members].filter((id) => id !== me && !target.members.has(id)).slice(0, 3));
    const insider = world().uidFor(me, [...target.members].find((id) => id !== me) as string);
    const { listId, rows } = await savedList(user, account, [...outsiders, insider]);
    const { job, recipients } = await createdOne(
      user,
      await post(user, '/invite-to-group-shared-pending-list-members', {
        listId,
        memberIds: rows([...outsiders, insider]),
        accountId: account.id,
        groupId: target.id,
        delayMin: 1,
        delayMax: 2,
      }),
    );
    expect(job).toMatchObject({ type: 'GROUP_INVITE', payload: { delayMin: 5, delayMax: 15, groupId: target.id }, metadata: { targetGroupId: target.id, listId } });
    expect(ids(recipients)).toEqual([...outsiders].sort());

    const onlyInsiders = await post(user, '/invite-to-group-shared-pending-list-members', { listId, memberIds: rows([insider]), accountId: account.id, groupId: target.id });
    expectError(onlyInsiders, 400, 'Các thành viên đã chọn đều đã ở trong nhóm');
  });
});
