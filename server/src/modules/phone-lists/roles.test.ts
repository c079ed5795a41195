import * as XLSX from '@e965/xlsx';
import { PHONE_LIST_MESSAGES, type PhoneList } from 'shared-sdk/schemas';
import { createTeam, type Team } from '../../testing/team-fixture';
import { createTestApp, type SignedInUser, type TestApp } from '../../testing/test-app';
import { userCalls } from '../../testing/user-calls';

/**
 * Phone lists in a business: each list says who imported it; an AGENT working with A1 of (A1, A2) sees the lists
 * they imported or that have numbers of A1, in them only A1's numbers and those nobody has yet, distributes to A1
 * only, and deletes or pauses only their own lists. The OWNER and ADMINs see and do all.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const calls = userCalls(() => t);
const { call, dataOf } = calls;
const refusal = async (response: Promise<{ statusCode: number; json(): { error?: string } }>) => {
  const answer = await response;
  return { status: answer.statusCode, error: answer.json().error };
};
const ACCOUNT_NOT_ASSIGNED = 'Tài khoản Zalo này chưa được giao cho bạn';

function workbook(phones: string[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Số điện thoại'], ...phones.map((phone) => [phone])]), 'DS');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
let nextPhone = 0;
const phones = (count: number) => Array.from({ length: count }, () => `09${String(10_000_000 + nextPhone++).slice(-8)}`);

async function importList(member: SignedInUser, name: string, count: number): Promise<string> {
  const response = await calls.upload(member, '/phone-lists/import', { name: 'ds.xlsx', data: workbook(phones(count)) }, { listName: name });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.id as string;
}
const listNames = async (member: SignedInUser) => ((await dataOf(member, 'GET', '/phone-lists?limit=100')).phoneLists as PhoneList[]).map((list) => list.name).sort();
const assignedTo = async (listId: string) =>
  (await t.database.query<{ account_id: string | null; n: string }>(`SELECT account_id, count(*) AS n FROM phone_numbers WHERE list_id = $1 GROUP BY account_id`, [listId])).reduce(
    (counts, row) => ({ ...counts, [row.account_id ?? 'none']: Number(row.n) }),
    {} as Record<string, number>,
  );

/** The owner's list split over A1 and A2, the owner's list nobody got yet, and the agent's own list. */
async function scene() {
  const team = await createTeam(t);
  const shared = await importList(team.owner, 'Chia đều', 10);
  await dataOf(team.owner, 'POST', `/phone-lists/${shared}/distribute`);
  const untouched = await importList(team.owner, 'Chưa chia', 4);
  const own = await importList(team.agent, 'Của nhân viên', 6);
  return { team, shared, untouched, own };
}
const [A1, A2] = [0, 1];
const account = (team: Team, index: number) => team.accounts[index];

describe('phone lists and roles', () => {
  it('every list answers who imported it', async () => {
    const { team, shared, own } = await scene();
    expect((await dataOf(team.owner, 'GET', `/phone-lists/${shared}`)).createdBy).toEqual({ id: team.owner.id, email: team.owner.email });
    expect((await dataOf(team.admin, 'GET', `/phone-lists/${own}`)).createdBy).toEqual({ id: team.agent.id, email: team.agent.email });
    const page = (await dataOf(team.owner, 'GET', '/phone-lists')).phoneLists as PhoneList[];
    expect(Object.fromEntries(page.map((list) => [list.name, list.createdBy?.email]))).toEqual({
      'Chia đều': team.owner.email,
      'Chưa chia': team.owner.email,
      'Của nhân viên': team.agent.email,
    });
  });

  it("an agent sees their own lists and those with numbers of their accounts, and in them only those numbers and nobody's", async () => {
    const { team, shared, untouched, own } = await scene();
    expect(await listNames(team.owner)).toEqual(['Chia đều', 'Chưa chia', 'Của nhân viên']);
    expect(await listNames(team.admin)).toEqual(['Chia đều', 'Chưa chia', 'Của nhân viên']);
    expect(await listNames(team.agent)).toEqual(['Chia đều', 'Của nhân viên']);
    expect((await dataOf(team.agent, 'GET', '/phone-lists')).pagination.total).toBe(2);
    expect(await refusal(call(team.agent, 'GET', `/phone-lists/${untouched}`))).toEqual({ status: 404, error: PHONE_LIST_MESSAGES.listNotFound });
    expect(await refusal(call(team.agent, 'GET', `/phone-lists/${untouched}/numbers`))).toEqual({ status: 404, error: PHONE_LIST_MESSAGES.listNotFound });
    expect(await refusal(call(team.outsider, 'GET', `/phone-lists/${shared}`))).toEqual({ status: 404, error: PHONE_LIST_MESSAGES.listNotFound });

    // The shared list: 5 numbers each; the agent counts and pages A1's only.
    expect((await dataOf(team.owner, 'GET', `/phone-lists/${shared}`)).totalNumbers).toBe(10);
    expect((await dataOf(team.agent, 'GET', `/phone-lists/${shared}`)).totalNumbers).toBe(5);
    const numbers = await dataOf(team.agent, 'GET', `/phone-lists/${shared}/numbers?limit=100`);
    expect(numbers.pagination.total).toBe(5);
    expect(new Set(numbers.phoneNumbers.map((n: { assignedAccount: { displayName: string } }) => n.assignedAccount.displayName))).toEqual(new Set(['Shop A1']));
    const stats = await dataOf(team.agent, 'GET', `/phone-lists/${shared}/stats`);
    expect(stats.importStats.total).toBe(5);
    expect(stats.distributionSummary.accountsUsed.map((a: { accountId: string }) => a.accountId)).toEqual([account(team, A1)]);
    expect((await dataOf(team.owner, 'GET', `/phone-lists/${shared}/stats`)).distributionSummary.accountsUsed).toHaveLength(2);
    expect(await refusal(call(team.agent, 'GET', `/phone-lists/${shared}/numbers?accountId=${account(team, A2)}`))).toEqual({ status: 403, error: ACCOUNT_NOT_ASSIGNED });

    // Their own list, not distributed yet: its numbers are nobody's, and theirs to see.
    expect((await dataOf(team.agent, 'GET', `/phone-lists/${own}/numbers`)).pagination.total).toBe(6);
  });

  it("an agent distributes to their accounts only; the owner to every active account", async () => {
    const { team, own, untouched } = await scene();
    expect(await dataOf(team.agent, 'POST', `/phone-lists/${own}/distribute`)).toEqual({ totalDistributed: 6 });
    expect(await assignedTo(own)).toEqual({ [account(team, A1)]: 6 });
    expect(await dataOf(team.owner, 'POST', `/phone-lists/${untouched}/distribute`)).toEqual({ totalDistributed: 4 });
    expect(await assignedTo(untouched)).toEqual({ [account(team, A1)]: 2, [account(team, A2)]: 2 });
    // Failed numbers of A2 stay A2's business: the agent's retry puts back only A1's.
    await t.database.query(`UPDATE phone_numbers SET status = 'FAILED', error_message = 'x' WHERE list_id = $1`, [untouched]);
    expect(await dataOf(team.agent, 'POST', `/phone-lists/${untouched}/retry-failed`)).toEqual({ totalDistributed: 2 });
    const statuses = await t.database.query<{ account_id: string; status: string }>(`SELECT account_id, status FROM phone_numbers WHERE list_id = $1 ORDER BY account_id, seq`, [untouched]);
    expect(statuses.filter((row) => row.status === 'FAILED').map((row) => row.account_id)).toEqual([account(team, A2), account(team, A2)]);
  });

  it('an agent deletes and pauses only the lists they imported; the admin any', async () => {
    const { team, shared, own } = await scene();
    const ownOnly = { status: 403, error: PHONE_LIST_MESSAGES.agentOwnListsOnly };
    expect(await refusal(call(team.agent, 'DELETE', `/phone-lists/${shared}`))).toEqual(ownOnly);
    expect(await refusal(call(team.agent, 'PATCH', `/phone-lists/${shared}/status`, { status: 'PAUSED' }))).toEqual(ownOnly);
    expect((await dataOf(team.owner, 'GET', `/phone-lists/${shared}`)).status).not.toBe('PAUSED');
    expect((await dataOf(team.agent, 'PATCH', `/phone-lists/${own}/status`, { status: 'PAUSED' })).status).toBe('PAUSED');
    expect(await dataOf(team.agent, 'DELETE', `/phone-lists/${own}`)).toEqual({ id: own });
    expect(await dataOf(team.admin, 'DELETE', `/phone-lists/${shared}`)).toEqual({ id: shared });
    expect(await listNames(team.owner)).toEqual(['Chưa chia']);
  });

  it("an agent's runs page counts only their accounts' jobs and leaves out runs without any; the export holds their numbers only", async () => {
    const { team, shared } = await scene();
    const job = (accountId: string, executionId: string, success: number) =>
      t.database.query(
        `INSERT INTO jobs (workspace_id, account_id, type, action, status, total_recipients, success_count, payload, metadata, started_at, completed_at)
         VALUES ($1, $2, 'TO_FRIENDS', 'message', 'COMPLETED', $3, $3, '{"message":"Chào","delayMin":1,"delayMax":2}', $4::jsonb, now(), now())`,
        [team.workspaceId, accountId, success, JSON.stringify({ executionId, phoneListId: shared, phoneAction: 'message' })],
      );
    await job(account(team, A1), 'run-both', 3);
    await job(account(team, A2), 'run-both', 4);
    await job(account(team, A2), 'run-a2', 5);
    const runs = (member: SignedInUser) => dataOf(member, 'GET', `/phone-lists/${shared}/executions`);
    const owner = await runs(team.owner);
    expect(owner.pagination.total).toBe(2);
    expect(Object.fromEntries(owner.executions.map((e: { id: string; successfulMessages: number }) => [e.id, e.successfulMessages]))).toEqual({ 'run-both': 7, 'run-a2': 5 });
    const agent = await runs(team.agent);
    expect(agent.pagination.total).toBe(1);
    expect(agent.executions.map((e: { id: string; successfulMessages: number; accountsUsed: string[] }) => [e.id, e.successfulMessages, e.accountsUsed])).toEqual([['run-both', 3, ['Shop A1']]]);

    const exported = await call(team.agent, 'GET', `/phone-lists/${shared}/export?format=csv`);
    expect(exported.statusCode).toBe(200);
    const rows = exported.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.includes('Shop A1'))).toBe(true);
  });

  it("quotas and single-number lookups only with the agent's accounts", async () => {
    const { team } = await scene();
    const quotas = (await dataOf(team.agent, 'GET', '/phone-lists/accounts/quotas')).quotas as Array<{ accountId: string }>;
    expect(quotas.map((quota) => quota.accountId)).toEqual([account(team, A1)]);
    expect((await dataOf(team.owner, 'GET', '/phone-lists/accounts/quotas')).quotas).toHaveLength(2);
    expect(await refusal(call(team.agent, 'PATCH', `/phone-lists/accounts/${account(team, A2)}/quota`, { dailyLimit: 10 }))).toEqual({ status: 403, error: ACCOUNT_NOT_ASSIGNED });
    expect((await dataOf(team.agent, 'PATCH', `/phone-lists/accounts/${account(team, A1)}/quota`, { dailyLimit: 10 })).dailyLimit).toBe(10);
    for (const [method, url, payload] of [
      ['GET', `/accounts/${account(team, A2)}/find-user?phone=0912345678`],
      ['POST', `/accounts/${account(team, A2)}/friend-request-by-phone`, { phoneNumber: '0912345678', message: 'Chào' }],
      ['POST', `/accounts/${account(team, A2)}/message-by-phone`, { phoneNumber: '0912345678', message: 'Chào' }],
      ['POST', `/accounts/${account(team, A2)}/friend-request-and-message-by-phone`, { phoneNumber: '0912345678', friendRequestMessage: 'Chào', message: 'Chào' }],
    ] as const) {
      expect({ url, ...(await refusal(call(team.agent, method, url, payload))) }).toEqual({ url, status: 403, error: ACCOUNT_NOT_ASSIGNED });
    }
  });
});
