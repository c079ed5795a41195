import type { Friend } from '../../../platform/types';
import { insertUsers, suiteDatabase } from '../../../testing/suite-database';
import { createFriendsRepo } from '../../social';
import { acceptFriendRequests } from './accepted';
import { dailyRows, insertSentJob, repliesOf } from './testing/sent-jobs';

/**
 * Friend requests accepted: when a friend sync lists a person a job of that account sent a friend request
 * to, the request counts as accepted, once, on its job and on the send's day; in the sync's transaction, one statement.
 */
const database = suiteDatabase();
let userId: string;
let otherUserId: string;
let accountId: string;
let secondAccount: string;
let otherAccount: string;

beforeAll(async () => {
  [userId, otherUserId] = await insertUsers(database, 'accepted@example.com', 'other-accepted@example.com');
  [{ id: accountId }, { id: secondAccount }] = await database.query<{ id: string }>(
    `INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop A'), ($1, 'Shop B') RETURNING id`,
    [userId],
  );
  [{ id: otherAccount }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop khác') RETURNING id`, [otherUserId]);
});

const friend = (uid: string): Friend => ({ userId: uid, globalId: `g-${uid}`, displayName: `Bạn ${uid}`, zaloName: `Bạn ${uid}`, avatar: '', phone: null, isActive: true });

it("counts the account's sent friend requests to people its friend list now has, once, on the job and the send's day", async () => {
  // 23:30 on 9 March in Vietnam.
  const sentAt = new Date('2026-03-09T16:30:00Z');
  const requests = await insertSentJob(database, {
    userId,
    accountId,
    action: 'friend-request',
    recipients: [
      { targetId: 'f1', processedAt: sentAt },
      { targetId: 'not-yet', processedAt: sentAt },
      { targetId: 'f3', status: 'FAILED', processedAt: sentAt },
      { targetId: '0901234567', targetType: 'phone', resolvedId: 'f4', processedAt: sentAt },
    ],
  });
  const message = await insertSentJob(database, { userId, accountId, recipients: [{ targetId: 'f1', processedAt: sentAt }] });
  const fromOtherAccount = await insertSentJob(database, { userId, accountId: secondAccount, action: 'friend-request', recipients: [{ targetId: 'f1', processedAt: sentAt }] });
  const theirs = await insertSentJob(database, { userId: otherUserId, accountId: otherAccount, action: 'friend-request', recipients: [{ targetId: 'f1', processedAt: sentAt }] });

  const repo = createFriendsRepo(database, acceptFriendRequests);
  const before = Date.now();
  await repo.replaceAccountFriends(userId, accountId, ['f1', 'f3', 'f4', 'old-friend'].map(friend));
  const accepted = await repliesOf(database, requests);
  expect(accepted.acceptedCount).toBe(2);
  expect(accepted.acceptedAt.map((value) => value !== null)).toEqual([true, false, false, true]);
  expect(new Date(accepted.acceptedAt[0] as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(await dailyRows(database, userId)).toEqual([{ day: '2026-03-09', accountId, messages: 0, friendRequests: 0, replied: 0, accepted: 2 }]);
  for (const untouched of [message, fromOtherAccount]) expect(await repliesOf(database, untouched)).toMatchObject({ acceptedCount: 0, acceptedAt: [null] });
  expect(await repliesOf(database, theirs)).toMatchObject({ acceptedCount: 0, acceptedAt: [null] });
  expect(await dailyRows(database, otherUserId)).toEqual([]);

  // The next sync lists them again: nothing counts twice.
  const first = accepted.acceptedAt[0];
  await repo.replaceAccountFriends(userId, accountId, ['f1', 'f3', 'f4', 'old-friend'].map(friend));
  expect(await repliesOf(database, requests)).toMatchObject({ acceptedCount: 2, acceptedAt: [first, null, null, accepted.acceptedAt[3]] });
  expect((await dailyRows(database, userId))[0].accepted).toBe(2);
});

it('costs one statement in the sync, none for an empty list', async () => {
  let statements = 0;
  const counting = { query: async <T>(sql: string, params?: unknown[]) => ((statements += 1), database.query<T>(sql, params)), exec: database.exec.bind(database) };
  expect(await acceptFriendRequests(counting, userId, accountId, [])).toBe(0);
  expect(statements).toBe(0);
  expect(await acceptFriendRequests(counting, userId, accountId, ['nobody'])).toBe(0);
  expect(statements).toBe(1);
});
