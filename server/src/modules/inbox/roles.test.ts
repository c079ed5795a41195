import { until } from '../../testing/sim-accounts';
import type { FastifyBaseLogger } from 'fastify';
import { INBOX_MESSAGES, type Conversation } from 'shared-sdk/schemas';
import { createTeam, joinWorkspace, type Team } from '../../testing/team-fixture';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../testing/test-app';
import { userCalls } from '../../testing/user-calls';
import { unassignMember } from './assignees';
import { createIngest, type IngestMessage } from './ingest';
import { readEvents } from './testing/event-stream';
import { type EventRecorder, recordEvents } from '../../testing/event-recorder';

/**
 * The inbox as each member of a business sees it: an AGENT working with A1 of (A1, A2) sees, reads, searches, counts
 * and follows live only A1's conversations; another's is a 404. Who handles a conversation (its assignee), and who
 * may say so.
 */
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

let t: TestApp;
let baseUrl: string;
let ingest: ReturnType<typeof createIngest>;
let events: EventRecorder;
beforeAll(async () => {
  t = await createTestApp();
  events = recordEvents(t.app);
  baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  ingest = createIngest({ database: t.database, log: silent, batchMs: 1 });
});
afterAll(async () => {
  await ingest.drain();
  await t.close();
});

const { call, dataOf } = userCalls(() => t);
const refusal = async (response: Promise<{ statusCode: number; json(): { error?: string } }>) => {
  const answer = await response;
  return { status: answer.statusCode, error: answer.json().error };
};

/** How long a live stream's event or end may take: a hang guard, not a speed check (a loaded machine is slow). */
const LIVE_WAIT_MS = 10_000;

let nextId = 1;
/** A contact's message to the account, stored as the bots' listeners store it; answers its conversation's id. */
async function incoming(team: Team, accountId: string, text: string, threadId = `c-${nextId}`): Promise<string> {
  const message: IngestMessage = {
    workspaceId: team.workspaceId,
    accountId,
    threadId,
    threadType: 'user',
    platformMessageId: `pm-${nextId++}`,
    fromMe: false,
    senderId: threadId,
    senderName: 'Khách',
    kind: 'text',
    text,
    attachments: [],
    at: new Date(),
    status: 'RECEIVED',
    source: 'contact',
    jobId: null,
    nameHint: `Khách ${text}`,
  };
  const stored = await ingest.store(message);
  await ingest.drain();
  return stored.conversationId;
}

/** A team whose two accounts each have a conversation with an unread message holding the word 'giày'. */
async function scene() {
  const team = await createTeam(t);
  const mine = await incoming(team, team.accounts[0], 'Còn giày size 40 không');
  const theirs = await incoming(team, team.accounts[1], 'Giày này giá bao nhiêu');
  return { team, mine, theirs };
}
const ids = (conversations: Conversation[]) => conversations.map((c) => c.id).sort();

describe('an agent working with A1 of (A1, A2)', () => {
  it('lists, counts and searches only A1: the owner and an admin see both', async () => {
    const { team, mine, theirs } = await scene();
    expect(ids((await dataOf(team.agent, 'GET', '/conversations')).conversations)).toEqual([mine]);
    expect(ids((await dataOf(team.owner, 'GET', '/conversations')).conversations)).toEqual([mine, theirs].sort());
    expect(ids((await dataOf(team.admin, 'GET', '/conversations')).conversations)).toEqual([mine, theirs].sort());

    expect(await dataOf(team.agent, 'GET', '/conversations/unread-count')).toEqual({ total: 1, accounts: [{ accountId: team.accounts[0], unread: 1 }] });
    expect((await dataOf(team.owner, 'GET', '/conversations/unread-count')).total).toBe(2);

    const hits = (await dataOf(team.agent, 'GET', '/messages/search?q=giay')).hits as Array<{ conversation: Conversation }>;
    expect(hits.map((hit) => hit.conversation.id)).toEqual([mine]);
    expect((await dataOf(team.owner, 'GET', '/messages/search?q=giay')).hits).toHaveLength(2);

    // Naming A2 is refused outright; reading all marks only A1's.
    expect(await refusal(call(team.agent, 'GET', `/conversations?accountId=${team.accounts[1]}`))).toEqual({ status: 403, error: 'Tài khoản Zalo này chưa được giao cho bạn' });
    expect(await dataOf(team.agent, 'POST', '/conversations/read-all')).toEqual({ updated: 1 });
    expect((await dataOf(team.owner, 'GET', '/conversations/unread-count')).total).toBe(1);
  });

  it("gets a 404 for every call on A2's conversation, as for another workspace's", async () => {
    const { team, mine, theirs } = await scene();
    const notFound = { status: 404, error: INBOX_MESSAGES.conversationNotFound };
    for (const [method, url, payload] of [
      ['GET', `/conversations/${theirs}`],
      ['GET', `/conversations/${theirs}/messages`],
      ['GET', `/conversations/${theirs}/contact`],
      ['POST', `/conversations/${theirs}/read`],
      ['POST', `/conversations/${theirs}/do-not-contact`],
      ['PATCH', `/conversations/${theirs}`, { aiPaused: true }],
      ['POST', `/conversations/${theirs}/messages`, { text: 'Chào' }],
    ] as const) {
      expect({ url, ...(await refusal(call(team.agent, method, url, payload))) }).toEqual({ url, ...notFound });
      expect({ url, ...(await refusal(call(team.outsider, method, url, payload))) }).toEqual({ url, ...notFound });
    }
    expect((await dataOf(team.agent, 'GET', `/conversations/${mine}`)).conversation.id).toBe(mine);
    // Nothing of A2's changed.
    expect((await dataOf(team.owner, 'GET', `/conversations/${theirs}`)).conversation).toMatchObject({ unreadCount: 1, aiPaused: false });
  });

  it("gets A1's live events only; the owner's stream gets both; removed from the team, the stream ends", async () => {
    const { team } = await scene();
    const open = async (member: SignedInUser) => {
      const link = await fetch(`${baseUrl}/api/v1/live/link`, { method: 'POST', headers: bearer(member.token) });
      const { data } = (await link.json()) as { data: { url: string } };
      return readEvents(await fetch(`${baseUrl}${data.url}`));
    };
    const agentStream = await open(team.agent);
    const ownerStream = await open(team.owner);
    const outsiderStream = await open(team.outsider);

    await incoming(team, team.accounts[1], 'Tin của A2');
    await ownerStream.next((e) => e.event === 'inbox' && (e.data as { accountId: string }).accountId === team.accounts[1], LIVE_WAIT_MS);
    const a1 = await incoming(team, team.accounts[0], 'Tin của A1');
    expect((await agentStream.next((e) => e.event === 'inbox', LIVE_WAIT_MS)).data).toEqual({ conversationId: a1, accountId: team.accounts[0] });
    await ownerStream.next((e) => e.event === 'inbox' && (e.data as { accountId: string }).accountId === team.accounts[0], LIVE_WAIT_MS);
    // A2's event came first: had the agent's stream carried it, it would be there before A1's.
    expect(agentStream.events.filter((e) => e.event === 'inbox').map((e) => (e.data as { accountId: string }).accountId)).toEqual([team.accounts[0]]);
    expect(outsiderStream.events.filter((e) => e.event === 'inbox')).toEqual([]);

    // The team's removal: membership gone and the person's token epoch raised (as DELETE /team/members does).
    await t.database.query('DELETE FROM member_accounts WHERE user_id = $1', [team.agent.id]);
    await t.database.query('DELETE FROM workspace_members WHERE user_id = $1 AND workspace_id = $2', [team.agent.id, team.workspaceId]);
    await t.database.query(`UPDATE users SET token_epoch = token_epoch + 1 WHERE id = $1`, [team.agent.id]);
    await t.database.query(`SELECT pg_notify('token_epoch', $1)`, [team.agent.id]);
    await agentStream.end(LIVE_WAIT_MS);
    expect(agentStream.ended).toBe(true);
    expect(ownerStream.ended).toBe(false);
    await ownerStream.close();
    await outsiderStream.close();
  });

  it("ends a member's stream when their own sessions are revoked (the person's token epoch), not when the owner's are", async () => {
    const { team } = await scene();
    const open = async (member: SignedInUser) => {
      const link = await fetch(`${baseUrl}/api/v1/live/link`, { method: 'POST', headers: bearer(member.token) });
      const { data } = (await link.json()) as { data: { url: string } };
      return readEvents(await fetch(`${baseUrl}${data.url}`));
    };
    const agentStream = await open(team.agent);
    const adminStream = await open(team.admin);
    await call(team.owner, 'POST', '/auth/logout-everywhere');
    await call(team.agent, 'POST', '/auth/logout-everywhere');
    await agentStream.end(LIVE_WAIT_MS);
    expect(agentStream.ended).toBe(true);
    // The admin's stream lives on: the owner's sign-out is the owner's, not the workspace's.
    await incoming(team, team.accounts[1], 'Vẫn nhận');
    await adminStream.next((e) => e.event === 'inbox', LIVE_WAIT_MS);
    expect(adminStream.ended).toBe(false);
    await adminStream.close();
  });

  it('a link signed before the person left the workspace opens no stream', async () => {
    const { team } = await scene();
    const link = await fetch(`${baseUrl}/api/v1/live/link`, { method: 'POST', headers: bearer(team.agent.token) });
    const { data } = (await link.json()) as { data: { url: string } };
    await t.database.query('DELETE FROM workspace_members WHERE user_id = $1 AND workspace_id = $2', [team.agent.id, team.workspaceId]);
    // A change made outside the team's routes reaches the server by notification (on PostgreSQL a moment later).
    await until(async () => (await fetch(`${baseUrl}/api/v1/auth/me`, { headers: bearer(team.agent.token) })).status, (status) => status === 401);
    const response = await fetch(`${baseUrl}${data.url}`);
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 401, body: { success: false, error: INBOX_MESSAGES.liveLinkInvalid } });
  });
});

describe('assignees', () => {
  it('the owner assigns to a member who works with the account; the answer names them; filters me, none and a member', async () => {
    const { team, mine, theirs } = await scene();
    const assigned = (await dataOf(team.owner, 'PATCH', `/conversations/${mine}`, { assigneeId: team.agent.id })).conversation;
    expect(assigned.assignee).toEqual({ id: team.agent.id, email: team.agent.email });
    expect((await dataOf(team.owner, 'GET', `/conversations/${theirs}`)).conversation.assignee).toBeNull();

    expect(ids((await dataOf(team.agent, 'GET', '/conversations?assignee=me')).conversations)).toEqual([mine]);
    expect(ids((await dataOf(team.owner, 'GET', '/conversations?assignee=me')).conversations)).toEqual([]);
    expect(ids((await dataOf(team.owner, 'GET', '/conversations?assignee=none')).conversations)).toEqual([theirs]);
    expect(ids((await dataOf(team.owner, 'GET', `/conversations?assignee=${team.agent.id}`)).conversations)).toEqual([mine]);
    expect(ids((await dataOf(team.agent, 'GET', '/conversations?assignee=none')).conversations)).toEqual([]);
    expect(await refusal(call(team.owner, 'GET', '/conversations?assignee=someone'))).toEqual({ status: 400, error: INBOX_MESSAGES.invalidAssigneeFilter });

    // The admin sees every account: A2's conversation may be theirs; the agent may not handle A2's.
    expect((await dataOf(team.owner, 'PATCH', `/conversations/${theirs}`, { assigneeId: team.admin.id })).conversation.assignee.id).toBe(team.admin.id);
    expect(await refusal(call(team.owner, 'PATCH', `/conversations/${theirs}`, { assigneeId: team.agent.id }))).toEqual({ status: 400, error: INBOX_MESSAGES.assigneeCannotSee });
    // Someone of another workspace, or nobody at all, is no assignee.
    expect(await refusal(call(team.owner, 'PATCH', `/conversations/${theirs}`, { assigneeId: team.outsider.id }))).toEqual({ status: 400, error: INBOX_MESSAGES.assigneeCannotSee });
    expect(await refusal(call(team.owner, 'PATCH', `/conversations/${theirs}`, { assigneeId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ status: 400, error: INBOX_MESSAGES.assigneeCannotSee });
    expect(await refusal(call(team.owner, 'PATCH', `/conversations/${theirs}`, { assigneeId: 'ai-do' }))).toEqual({ status: 400, error: INBOX_MESSAGES.invalidAssignee });
    expect(await refusal(call(team.owner, 'PATCH', `/conversations/${theirs}`, {}))).toEqual({ status: 400, error: INBOX_MESSAGES.updateRequired });

    // Unassigning and the AI switch in one change.
    const both = (await dataOf(team.owner, 'PATCH', `/conversations/${theirs}`, { assigneeId: null, aiPaused: true })).conversation;
    expect(both).toMatchObject({ assignee: null, aiPaused: true });
  });

  it('an agent takes a conversation nobody has and gives up their own, assigns nobody else, and takes none of a colleague', async () => {
    const { team, mine } = await scene();
    const colleague = await joinWorkspace(t, team.workspaceId, await t.signUp(), 'AGENT', [team.accounts[0]]);
    expect(await refusal(call(team.agent, 'PATCH', `/conversations/${mine}`, { assigneeId: colleague.id }))).toEqual({ status: 403, error: INBOX_MESSAGES.agentAssignsSelf });
    expect(await refusal(call(team.agent, 'PATCH', `/conversations/${mine}`, { assigneeId: team.owner.id }))).toEqual({ status: 403, error: INBOX_MESSAGES.agentAssignsSelf });
    expect((await dataOf(team.agent, 'PATCH', `/conversations/${mine}`, { assigneeId: team.agent.id })).conversation.assignee.id).toBe(team.agent.id);
    // The colleague can neither take it nor give it up for them.
    expect(await refusal(call(colleague, 'PATCH', `/conversations/${mine}`, { assigneeId: colleague.id }))).toEqual({ status: 403, error: INBOX_MESSAGES.assignedToOther });
    expect(await refusal(call(colleague, 'PATCH', `/conversations/${mine}`, { assigneeId: null }))).toEqual({ status: 403, error: INBOX_MESSAGES.assignedToOther });
    expect((await dataOf(team.agent, 'PATCH', `/conversations/${mine}`, { assigneeId: null })).conversation.assignee).toBeNull();
    // The admin hands it to the colleague; the agent still switches its AI (not an assignment).
    expect((await dataOf(team.admin, 'PATCH', `/conversations/${mine}`, { assigneeId: colleague.id })).conversation.assignee.id).toBe(colleague.id);
    expect((await dataOf(team.agent, 'PATCH', `/conversations/${mine}`, { aiPaused: true })).conversation).toMatchObject({ aiPaused: true, assignee: { id: colleague.id } });
  });

  it('announces each change of assignee (conversation.assigned), a member leaving too; a failing listener fails no change', async () => {
    const { team, mine } = await scene();
    const person = (member: { id: string; email: string }) => ({ id: member.id, email: member.email });
    const assigned = () => events.of('conversation.assigned', team.workspaceId).map((event) => event.data);
    await dataOf(team.agent, 'PATCH', `/conversations/${mine}`, { assigneeId: team.agent.id });
    // The same assignee again, or the AI switch alone, is no change.
    await dataOf(team.agent, 'PATCH', `/conversations/${mine}`, { assigneeId: team.agent.id, aiPaused: true });
    await dataOf(team.owner, 'PATCH', `/conversations/${mine}`, { aiPaused: false });
    await dataOf(team.owner, 'PATCH', `/conversations/${mine}`, { assigneeId: null });
    events.failing = true;
    try {
      expect((await dataOf(team.admin, 'PATCH', `/conversations/${mine}`, { assigneeId: team.agent.id })).conversation.assignee.id).toBe(team.agent.id);
    } finally {
      events.failing = false;
    }
    expect((await call(team.owner, 'DELETE', `/team/members/${team.agent.id}`)).statusCode).toBe(200);
    const account = { id: team.accounts[0], name: 'Shop A1' };
    expect(assigned()).toEqual([
      { account, conversationId: mine, assignee: person(team.agent), by: person(team.agent) },
      { account, conversationId: mine, assignee: null, by: person(team.owner) },
      { account, conversationId: mine, assignee: person(team.agent), by: person(team.admin) },
      { account, conversationId: mine, assignee: null, by: null },
    ]);
    expect(events.seen.filter((event) => event.workspaceId !== team.workspaceId && event.data && 'conversationId' in event.data && event.data.conversationId === mine)).toEqual([]);
  });

  it("a member leaving: unassignMember gives their conversations back to nobody, in their workspace only", async () => {
    const { team, mine } = await scene();
    await dataOf(team.agent, 'PATCH', `/conversations/${mine}`, { assigneeId: team.agent.id });
    expect(await unassignMember(t.database, team.outsider.id, team.agent.id)).toBe(0);
    expect(await unassignMember(t.database, team.workspaceId, team.agent.id)).toBe(1);
    expect((await dataOf(team.owner, 'GET', `/conversations/${mine}`)).conversation.assignee).toBeNull();
  });
});
