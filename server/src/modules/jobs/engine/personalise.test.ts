import type { Job, JobRecipient } from 'shared-sdk/schemas';
import type { SimulatorPlatform } from '../../../platform';
import type { SimMessageRecord } from '../../../platform/simulator/world';
import { bearer, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { createSimTestApp } from '../../../testing/sim-test-app';
import type { EngineTiming } from '../../../config/jobs';
import { deliveriesIn } from '../../../testing/server-processes';
import { loggedInAccount, type TestAccount, until } from './testing/engine-fixtures';
import { moveToPlan } from '../../../testing/plans';

/**
 * Personalised sending: the engine renders each recipient's text at send time with the contact's and
 * the account's names, draws the choices with its injected random, and the recipient log keeps what was sent.
 */
const draws: number[] = [];
const TIMING: Partial<EngineTiming> = {
  sliceMs: 2000,
  maxInlineWaitMs: 300,
  retryDelayMs: 50,
  pollMs: 500,
  sweepEveryMs: 1000,
  random: () => draws.shift() ?? 0,
};

let t: TestApp;
let platform: SimulatorPlatform;
let deliveryLog: string;
let nextPerson = 0;

beforeAll(async () => {
  ({ t, platform, deliveryLog } = await createSimTestApp({ seed: 'personalise-test', users: 200, workers: 4 }, {}, { jobTiming: TIMING }));
}, 60_000);

afterAll(() => t?.close());

async function signedInWithAccount(): Promise<{ user: SignedInUser; account: TestAccount; accountName: string }> {
  const user = await t.signUp();
  await moveToPlan(t.database, user.id, 'pro');
  const person = platform.world.users()[nextPerson++].id;
  const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person);
  return { user, account, accountName: `Shop ${person.slice(-4)}` };
}

const api = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), ...(payload ? { payload } : {}) });

const finished = (job: Job) => job.status === 'COMPLETED' || job.status === 'FAILED' || job.status === 'CANCELLED';
const waitDone = (user: SignedInUser, jobId: string) => until(() => t.app.jobs.read.get(user.id, jobId), finished);

async function recipientLog(user: SignedInUser, jobId: string): Promise<JobRecipient[]> {
  const response = await api(user, 'GET', `/jobs/${jobId}/recipients?limit=100`);
  expect(response.statusCode).toBe(200);
  return response.json().data.recipients;
}

function deliveriesFrom(fromUserId: string): SimMessageRecord[] {
  return deliveriesIn(deliveryLog).filter((record) => record.fromUserId === fromUserId);
}

describe('personalised jobs', () => {
  it('renders each friend its own text with its names and the drawn option, and the recipient log shows it', async () => {
    const { user, account, accountName } = await signedInWithAccount();
    const sync = await api(user, 'POST', `/accounts/${account.id}/friends/sync`);
    expect(sync.statusCode).toBe(200);
    const friends = [...platform.world.friendIdsOf(account.zaloUserId)].slice(0, 3).map((id) => platform.world.usersInfo([id])[0]);
    const uids = friends.map((friend) => platform.world.uidFor(account.zaloUserId, friend.userId));

    // Draws in order: the first message's choice, the delay after it, the second's choice, its delay, the third's choice.
    draws.splice(0, draws.length, 0, 0, 0.5, 0, 0.99);
    const message = '{Chào|Xin chào|Chào bạn} {ten} ({ten_zalo}), {tai_khoan} đây {{ok}}';
    const created = await api(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, recipients: uids, message, delayMin: 0, delayMax: 0 });
    expect(created.statusCode).toBe(200);
    const jobId: string = created.json().data.jobs[0].id;
    expect(await waitDone(user, jobId)).toMatchObject({ status: 'COMPLETED', successCount: 3, payload: { message } });

    const greetings = ['Chào', 'Xin chào', 'Chào bạn'];
    const expected = friends.map((friend, i) => `${greetings[i]} ${friend.displayName} (${friend.zaloName}), ${accountName} đây {ok}`);
    const log = await recipientLog(user, jobId);
    expect(log.map((r) => [r.targetId, r.status, r.sentText])).toEqual(uids.map((uid, i) => [uid, 'SENT', expected[i]]));
    // What the simulated Zalo received (it logs the people by their world ids) is what the log says.
    expect(deliveriesFrom(account.zaloUserId).map((m) => [m.threadId, m.text])).toEqual(friends.map((friend, i) => [friend.userId, expected[i]]));
  });

  it('variants lower the simulated spam filter\'s 123s: one text to five strangers fails past the limit, three variants all go', async () => {
    const world = platform.world;
    const limit = world.limits.repeatedTextLimit;
    world.limits.repeatedTextLimit = 3;
    try {
      const strangersOf = (personId: string) =>
        world
          .users()
          .filter((u) => u.id !== personId && u.acceptsStrangerMessages && !world.areFriends(personId, u.id) && !world.hasBlocked(u.id, personId))
          .slice(0, 5)
          .map((u) => world.uidFor(personId, u.id));
      const send = async (user: SignedInUser, account: TestAccount, message: string) => {
        const [job] = await t.app.jobs.service.create(user.id, [
          {
            accountId: account.id,
            type: 'TO_FRIENDS',
            action: 'message',
            priority: 5,
            maxRetries: 0,
            scheduledAt: null,
            metadata: { source: 'personalise-test' },
            attachments: [],
            recipients: strangersOf(account.zaloUserId).map((targetId) => ({ targetId, targetType: 'user' as const })),
            payload: { message, delayMin: 0, delayMax: 0 },
          },
        ]);
        await waitDone(user, job.id);
        return recipientLog(user, job.id);
      };

      const same = await signedInWithAccount();
      const plain = await send(same.user, same.account, 'Khuyến mãi cuối tuần');
      expect(plain.map((r) => [r.status, r.errorCode])).toEqual([['SENT', null], ['SENT', null], ['SENT', null], ['FAILED', 123], ['FAILED', 123]]);

      const varied = await signedInWithAccount();
      // Choices 0, 1, 2, 0, 1 (a delay draw between messages): no text reaches more than two strangers.
      draws.splice(0, draws.length, 0, 0, 0.5, 0, 0.99, 0, 0, 0, 0.5);
      const spun = await send(varied.user, varied.account, '{Chào|Xin chào|Alo} bạn, khuyến mãi cuối tuần');
      expect(spun.map((r) => [r.status, r.sentText])).toEqual(
        ['Chào', 'Xin chào', 'Alo', 'Chào', 'Xin chào'].map((greeting) => ['SENT', `${greeting} bạn, khuyến mãi cuối tuần`]),
      );
    } finally {
      world.limits.repeatedTextLimit = limit;
    }
  });

  it('renders a friend request to a phone number with the name the lookup found; a plain text is sent as written', async () => {
    const { user, account, accountName } = await signedInWithAccount();
    const world = platform.world;
    const strangers = world.users().filter((u) => u.id !== account.zaloUserId && !world.areFriends(account.zaloUserId, u.id) && !world.requestBetween(u.id, account.zaloUserId));
    const [target, other] = strangers.slice(-2);

    const [job] = await t.app.jobs.service.create(user.id, [
      {
        accountId: account.id,
        type: 'FRIEND_REQUEST',
        action: 'friend-request',
        priority: 5,
        maxRetries: 0,
        scheduledAt: null,
        metadata: { source: 'personalise-test' },
        attachments: [],
        recipients: [{ targetId: target.phone, targetType: 'phone' }],
        payload: { message: 'Chào {ten_zalo}, mình là {tai_khoan}', delayMin: 0, delayMax: 0 },
      },
    ]);
    await waitDone(user, job.id);
    const text = `Chào ${target.zaloName}, mình là ${accountName}`;
    expect(world.requestBetween(account.zaloUserId, target.id)?.message).toBe(text);
    expect((await recipientLog(user, job.id)).map((r) => [r.status, r.displayName, r.sentText])).toEqual([['SENT', target.displayName, text]]);

    // The single-number dialog renders the same way.
    const single = await api(user, 'POST', `/accounts/${account.id}/friend-request-by-phone`, { phoneNumber: other.phone, message: 'Kết bạn với {ten} nhé {{}}' });
    expect(single.statusCode).toBe(200);
    expect(world.requestBetween(account.zaloUserId, other.id)?.message).toBe(`Kết bạn với ${other.displayName} nhé {}`);
  });
});
