import type { Job, JobRecipient } from 'shared-sdk/schemas';
import type { SimulatorPlatform } from '../../../platform';
import { runningAccount } from '../../../testing/inbox-scene';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { bearer, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { messageDraft, until } from '../engine/testing/engine-fixtures';

/**
 * The whole way, on the simulated Zalo and its control routes (as the browser tests drive them): a job's message is
 * sent, the person writes back to the account, its listener hands the message to the inbox, and the job shows the
 * reply; a job's friend request is accepted in Zalo, the account's listener hears Zalo's friend event, and the job shows
 * it at once (a friend sync afterwards counts nothing twice).
 */
let t: TestApp;
let platform: SimulatorPlatform;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'replies-flow', users: 80 }, { simulatorControl: true }, { jobTiming: { pollMs: 200, sweepEveryMs: 500 } }));
}, 60_000);
afterAll(() => t?.close());

const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
const dataOf = async (user: SignedInUser, url: string): Promise<any> => (await call(user, 'GET', `/api/v1${url}`)).json().data;

it('counts the reply a person writes back to the account that messaged them, and only theirs', async () => {
  const person = platform.world.users()[0].id;
  const scene = await runningAccount(t, platform, person);
  const [first, second] = scene.friends.slice(0, 2).map(scene.seen);
  const [job] = await t.app.jobs.service.create(scene.user.id, [messageDraft(scene.account.id, [first, second])]);
  await until(() => t.app.jobs.read.get(scene.user.id, job.id), (j) => j.status === 'COMPLETED');

  const written = await t.app.inject({ method: 'POST', url: '/__sim/zalo/messages', payload: { toUserId: person, fromUserId: first, seenBy: person, text: 'Dạ em cần tư vấn' } });
  expect(written.statusCode).toBe(200);
  const replied: Job = await until(() => dataOf(scene.user, `/jobs/${job.id}`), (j: Job) => j.repliedCount === 1);
  expect(replied).toMatchObject({ successCount: 2, repliedCount: 1, replyRate: 0.5 });
  const { recipients } = (await dataOf(scene.user, `/jobs/${job.id}/recipients?replied=true`)) as { recipients: JobRecipient[] };
  expect(recipients.map((recipient) => [recipient.targetId, typeof recipient.repliedAt])).toEqual([[first, 'string']]);
  const { days } = await dataOf(scene.user, '/jobs/stats/daily?days=1');
  expect(days).toEqual([expect.objectContaining({ sent: 2, messages: 2, replied: 1 })]);
});

it("counts a friend request accepted in Zalo as soon as the account's listener hears of the new friend, once", async () => {
  const person = platform.world.users()[1].id;
  const scene = await runningAccount(t, platform, person);
  const { world } = platform;
  const stranger = world
    .users()
    .find((u) => u.id !== person && !world.areFriends(person, u.id) && !world.hasBlocked(u.id, person) && !world.requestBetween(person, u.id) && !world.requestBetween(u.id, person));
  if (!stranger) throw new Error('the world has no stranger to ask');
  const uid = world.uidFor(person, stranger.id);
  const [job] = await t.app.jobs.service.create(scene.user.id, [
    {
      ...messageDraft(scene.account.id, []),
      type: 'FRIEND_REQUEST',
      action: 'friend-request',
      payload: { message: 'Chào bạn, kết bạn nhé', delayMin: 0, delayMax: 0 },
      recipients: [{ targetId: uid, targetType: 'user' }],
    },
  ]);
  const sent = await until(() => t.app.jobs.read.get(scene.user.id, job.id), (j) => j.status === 'COMPLETED');
  expect(sent).toMatchObject({ successCount: 1, acceptedCount: 0 });

  const refused = await t.app.inject({ method: 'POST', url: '/__sim/zalo/friend-requests/accept', payload: { userId: person } });
  expect(refused.statusCode).toBe(400);
  const accepted = await t.app.inject({ method: 'POST', url: '/__sim/zalo/friend-requests/accept', payload: { userId: person, byUserId: uid } });
  expect(accepted.json()).toEqual({ success: true, data: { userId: person, byUserId: stranger.id } });
  expect((await t.app.inject({ method: 'POST', url: '/__sim/zalo/friend-requests/accept', payload: { userId: person, byUserId: uid } })).statusCode).toBe(404);

  // No friend sync: Zalo's friend event reaches the listener.
  await until(() => dataOf(scene.user, `/jobs/${job.id}`), (j: Job) => j.acceptedCount === 1);
  expect((await call(scene.user, 'POST', `/api/v1/accounts/${scene.account.id}/friends/sync`)).statusCode).toBe(200);
  const job1: Job = await dataOf(scene.user, `/jobs/${job.id}`);
  expect(job1.acceptedCount).toBe(1);
  const { recipients } = (await dataOf(scene.user, `/jobs/${job.id}/recipients`)) as { recipients: JobRecipient[] };
  expect(typeof recipients[0].acceptedAt).toBe('string');
});
