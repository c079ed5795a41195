import { insertUsers, suiteDatabase } from '../../../testing/suite-database';
import { dailyRows, insertSentJob } from '../replies/testing/sent-jobs';
import { type Outcome, writeOutcomes } from './outcomes';
import { outcomeSentNow } from './testing/engine-fixtures';

/**
 * What an outcome counts beside the job's own counters, in the same statement: a send of a job with several
 * messages counts for its variant; the day counts messages to people (the reply rate's base) and friend requests.
 */
const database = suiteDatabase();
let userId: string;
let accountId: string;

beforeAll(async () => {
  [userId] = await insertUsers(database, 'outcome-counters@example.com');
  [{ id: accountId }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop') RETURNING id`, [userId]);
});

const record = (outcome: Outcome) => database.transaction((tx) => writeOutcomes(tx, [outcome]));
const variantsOf = async (jobId: string) =>
  (await database.query<{ variant: number; sent: number }>('SELECT variant, sent FROM job_variants WHERE job_id = $1 ORDER BY variant', [jobId])).map(
    (row) => [Number(row.variant), Number(row.sent)],
  );

it("counts a sent recipient's variant, not a failed one's", async () => {
  const jobId = await insertSentJob(database, {
    userId,
    accountId,
    recipients: [
      { targetId: 'a1', status: 'PENDING', variant: 0 },
      { targetId: 'b1', status: 'PENDING', variant: 1 },
      { targetId: 'b2', status: 'PENDING', variant: 1 },
    ],
    variants: [{ message: 'Chào A', recipients: 1 }, { message: 'Chào B', recipients: 2 }],
  });
  const sent = outcomeSentNow({ jobId, workspaceId: userId, accountId });
  await record({ ...sent, seq: 2 });
  await record({ ...sent, seq: 3, status: 'FAILED', errorCode: 114, errorMessage: 'Lỗi' });
  expect(await variantsOf(jobId)).toEqual([
    [0, 0],
    [1, 1],
  ]);
  await record({ ...sent, seq: 1 });
  expect(await variantsOf(jobId)).toEqual([
    [0, 1],
    [1, 1],
  ]);
});

it("counts on the day messages sent to people (a phone's too, not a group's conversation) and friend requests sent", async () => {
  const [user] = await insertUsers(database, 'day-counters@example.com');
  const [{ id: account }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop') RETURNING id`, [user]);
  const messages = await insertSentJob(database, {
    userId: user,
    accountId: account,
    recipients: [
      { targetId: 'person', status: 'PENDING' },
      { targetId: '0901234567', targetType: 'phone', status: 'PENDING' },
      { targetId: 'group-1', targetType: 'group', status: 'PENDING' },
      { targetId: 'skipped', status: 'PENDING' },
    ],
  });
  const requests = await insertSentJob(database, { userId: user, accountId: account, action: 'friend-request', recipients: [{ targetId: 'asked', status: 'PENDING' }] });
  const sent = outcomeSentNow({ jobId: messages, workspaceId: user, accountId: account });
  for (const seq of [1, 2, 3]) await record({ ...sent, seq });
  await record({ ...sent, seq: 4, status: 'SKIPPED' });
  await record({ ...outcomeSentNow({ jobId: requests, workspaceId: user, accountId: account }), action: 'friend-request' });
  expect(await dailyRows(database, user)).toEqual([{ day: sent.day, accountId: account, messages: 2, friendRequests: 1, replied: 0, accepted: 0 }]);
  const [row] = await database.query<{ sent: number; skipped: number }>('SELECT sent, skipped FROM job_daily_activity WHERE workspace_id = $1', [user]);
  expect([Number(row.sent), Number(row.skipped)]).toEqual([4, 1]);
});
