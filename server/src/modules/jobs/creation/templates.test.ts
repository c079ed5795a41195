import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { TEMPLATE_MESSAGES } from 'shared-sdk/schemas';
import { bearer, createTestApp, type SignedInUser, type TestApp, testConfig } from '../../../testing/test-app';
import { moveToPlan } from '../../../testing/plans';

/**
 * Every call that takes a message or friend-request template refuses an invalid one with a
 * 400 that names the variable, before looking at accounts, lists or groups.
 */
let t: TestApp;
let user: SignedInUser;
const { jobs: jobsConfig } = testConfig();

beforeAll(async () => {
  t = await createTestApp({ jobs: { ...jobsConfig, workers: 0 } });
  user = await t.signUp();
  await moveToPlan(t.database, user.id, 'pro');
});
afterAll(async () => {
  await t.close();
  rmSync(jobsConfig.attachmentsDir, { recursive: true, force: true });
});

const accountId = randomUUID();
const listId = randomUUID();
const BAD = 'Chào {ten}, {abc} nhé';
const UNKNOWN = TEMPLATE_MESSAGES.unknownVariable('abc');

/** [path, body with the bad template in it] for every template the product accepts. */
const calls: Array<[string, object]> = [
  ['/jobs', { accountId, type: 'TO_FRIENDS', message: BAD }],
  ['/jobs/message/to-friends', { accountId, message: BAD }],
  ['/jobs/message/to-group', { accountId, groupId: 'g1', message: BAD }],
  ['/jobs/message/to-group-members', { accountId, groupId: 'g1', message: BAD }],
  ['/jobs/message/bulk-to-group-members', { accountId, groupIds: ['g1'], message: BAD }],
  ['/jobs/message/to-thread', { accountId, threadId: 't1', message: BAD }],
  ['/jobs/friend-request/by-group', { accountId, groupId: 'g1', message: BAD }],
  ['/jobs/auto-friend-request', { accountIds: [accountId], groupIds: ['g1'], message: BAD }],
  ['/jobs/message/bulk-groups', { accountId, groupIds: ['g1'], message: BAD, executeImmediately: true }],
  ['/jobs/message/bulk-groups-by-tags', { accountId, tagIds: ['t1'], message: BAD }],
  [`/accounts/${accountId}/groups/g1/friend-requests`, { memberIds: ['m1'], message: BAD }],
  [`/accounts/${accountId}/groups/g1/message-members`, { memberIds: ['m1'], message: BAD }],
  [`/accounts/${accountId}/groups/bulk-message-members`, { groupIds: ['g1'], message: BAD }],
  ['/jobs/message/to-shared-pending-list-members', { listId, memberIds: ['m1'], accountId, message: BAD }],
  ['/jobs/message/to-pending-list-members', { memberIds: ['m1'], accountId, message: BAD }],
  ['/jobs/friend-request/to-shared-pending-list-members', { listId, memberIds: ['m1'], accountId, message: BAD }],
  [`/shared-pending/lists/${listId}/schedule/message`, { scheduleTimes: ['09:00'], messageTemplate: BAD }],
  [`/phone-lists/${listId}/schedule/friend-request`, { scheduleTimes: ['09:00'], messageTemplate: BAD }],
  [`/phone-lists/${listId}/schedule/friend-request`, { scheduleTimes: ['09:00'], messageTemplate: 'Kết bạn nhé', followUpMessage: BAD }],
  [`/phone-lists/${listId}/schedule/message`, { scheduleTimes: ['09:00'], messageTemplate: BAD }],
  [`/accounts/${accountId}/friend-request-by-phone`, { phoneNumber: '0912345678', message: BAD }],
  [`/accounts/${accountId}/message-by-phone`, { phoneNumber: '0912345678', message: BAD }],
  [`/accounts/${accountId}/friend-request-and-message-by-phone`, { phoneNumber: '0912345678', friendRequestMessage: BAD, message: 'Chào {ten}' }],
  [`/accounts/${accountId}/friend-request-and-message-by-phone`, { phoneNumber: '0912345678', friendRequestMessage: 'Chào {ten}', message: BAD }],
];

describe('templates in every creation call', () => {
  it.each(calls)('POST %s refuses an unknown variable with a 400 naming it', async (path, payload) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: bearer(user.token), payload });
    expect({ status: response.statusCode, error: response.json().error }).toEqual({ status: 400, error: UNKNOWN });
  });

  it('refuses an unclosed brace and accepts variables and choices', async () => {
    const post = (message: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/jobs/message/to-friends', headers: bearer(user.token), payload: { accountId, message } });
    const unclosed = await post('{Chào|Xin chào {ten}');
    expect({ status: unclosed.statusCode, error: unclosed.json().error }).toEqual({ status: 400, error: TEMPLATE_MESSAGES.unclosed(1) });
    // A valid template passes validation: what answers is the account lookup (this account does not exist).
    const valid = await post('{Chào|Xin chào} {ten}, mình là {tai_khoan} {{ok}}');
    expect(valid.statusCode).not.toBe(400);
  });
});
