import { DNC_MESSAGES, INBOX_MESSAGES, INBOX_TEXT_MAX, UNSAFE_INPUT_MESSAGES } from 'shared-sdk/schemas';
import { startFakeOpenAi, type FakeOpenAi } from '../../ai/testing/fake-openai';
import { PlatformError, type SimulatorPlatform } from '../../platform';
import { globalIdOf } from '../../platform/simulator/world';
import { simMedia } from '../../platform/simulator/media';
import { type TestApp } from '../../testing/test-app';
import { createSimTestApp } from '../../testing/sim-test-app';
import { inboxClient, runningAccount, until } from '../../testing/inbox-scene';
import { type EventRecorder, recordEvents } from '../../testing/event-recorder';

let t: TestApp;
let platform: SimulatorPlatform;
let ai: FakeOpenAi;
let events: EventRecorder;
let nextSimUser = 0;
const FAST_BOTS = { leaseTtlMs: 2_500, takeoverEveryMs: 150, reconnectBaseMs: 30, reconnectMaxMs: 200 };

beforeAll(async () => {
  ai = await startFakeOpenAi();
  ({ t, platform } = await createSimTestApp(
    { seed: 'inbox', users: 80 },
    { ai: { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: 'fake', timeoutMs: 5000 } },
    { botTiming: FAST_BOTS, jobTiming: { pollMs: 200, sweepEveryMs: 500 } },
  ));
  events = recordEvents(t.app);
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

const world = () => platform.world;
/** A simulated person with friends and groups, not used by an earlier test. */
function nextPerson(): string {
  for (;;) {
    const person = world().users()[nextSimUser++];
    if (world().friendIdsOf(person.id).size >= 3 && world().groupIdsOf(person.id).length > 0) return person.id;
  }
}
const scene = () => runningAccount(t, platform, nextPerson());
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const storedCount = async (accountId: string) =>
  Number((await t.database.query<{ n: string }>('SELECT count(*) AS n FROM messages WHERE account_id = $1', [accountId]))[0].n);

describe('message store', () => {
  it('keeps every message of the account: private and group, kinds, direction and source, the phone and the catch-up, each once', async () => {
    const { account, client, friends, seen } = await scene();
    const [friend, other] = friends;
    world().deliverMessage({ fromUserId: friend, toUserId: account.zaloUserId, text: 'Chào shop' });
    world().deliverMessage({ ...simMedia('photo', 7), fromUserId: friend, toUserId: account.zaloUserId });
    const groupId = world().groupIdsOf(account.zaloUserId)[0];
    const member = [...world().group(groupId).members].find((id) => id !== account.zaloUserId) as string;
    world().deliverMessage({ fromUserId: member, groupId, text: 'Chào cả nhóm' });

    const conversation = await client.conversationOf(seen(friend), (c) => c.unreadCount === 2);
    expect(conversation).toMatchObject({
      accountId: account.id,
      accountName: account.displayName,
      type: 'user',
      name: world().user(friend).displayName,
      lastMessage: { kind: 'photo', fromMe: false },
      aiPaused: false,
      aiPausedUntil: null,
    });
    const group = await client.conversationOf(groupId);
    expect(group).toMatchObject({ type: 'group', name: world().group(groupId).name, unreadCount: 1, lastMessage: { text: 'Chào cả nhóm' } });
    const thread = await client.thread(conversation.id);
    expect(thread.map((m) => [m.text, m.kind, m.fromMe, m.status, m.source])).toEqual([
      ['Chào shop', 'text', false, 'RECEIVED', 'contact'],
      ['', 'photo', false, 'RECEIVED', 'contact'],
    ]);
    expect(thread[1].attachments[0]).toMatchObject({ kind: 'photo', url: expect.stringMatching(/^data:image\/svg\+xml/), name: 'anh-7.jpg' });
    expect(thread[0]).toMatchObject({ senderId: seen(friend), senderName: world().user(friend).displayName, optOut: false, error: null, jobId: null });

    // The owner answers from the phone: kept as the account's own message, and the conversation counts as read.
    world().sendFromPhone({ fromUserId: account.zaloUserId, toUserId: friend, text: 'Dạ shop chào bạn' });
    const answered = await client.conversationOf(seen(friend), (c) => c.lastMessage?.text === 'Dạ shop chào bạn');
    expect(answered).toMatchObject({ unreadCount: 0, lastMessage: { fromMe: true }, lastReadAt: expect.any(String) });
    expect((await client.thread(conversation.id)).at(-1)).toMatchObject({ fromMe: true, source: 'phone', status: 'SENT' });

    // The network drops; what arrives meanwhile comes back with the history on reconnection, and nothing twice.
    const before = await storedCount(account.id);
    world().dropNetwork(account.zaloUserId);
    world().deliverMessage({ fromUserId: other, toUserId: account.zaloUserId, text: 'Trong lúc mất mạng' });
    const missed = await client.conversationOf(seen(other));
    expect(missed).toMatchObject({ unreadCount: 1, lastMessage: { text: 'Trong lúc mất mạng' } });
    await settle();
    expect(await storedCount(account.id)).toBe(before + 1);
    // Another reconnection replays the same history again: still stored once.
    world().dropNetwork(account.zaloUserId);
    await until(() => world().isListening(account.zaloUserId), Boolean);
    await settle(600);
    expect(await storedCount(account.id)).toBe(before + 1);
    expect((await client.conversationOf(seen(other))).unreadCount).toBe(1);
  });

  it("shows a job's messages in the customer's thread, marked with the job", async () => {
    const { account, client, friends, seen } = await scene();
    const recipients = friends.slice(0, 3).map(seen);
    const { jobs } = await client.data('POST', '/jobs/message/to-friends', { accountId: account.id, message: 'Khuyến mãi tháng 6', recipients, delayMin: 0, delayMax: 0 });
    const jobId = jobs[0].id;
    for (const threadId of recipients) {
      const conversation = await client.conversationOf(threadId);
      expect(conversation).toMatchObject({ unreadCount: 0, lastMessage: { text: 'Khuyến mãi tháng 6', fromMe: true } });
      expect(await client.thread(conversation.id)).toEqual([expect.objectContaining({ text: 'Khuyến mãi tháng 6', source: 'job', jobId, status: 'SENT', fromMe: true })]);
    }
    // The friend answers: the thread goes on after the job's message.
    world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: 'Còn hàng không shop?' });
    const answered = await client.conversationOf(recipients[0], (c) => c.unreadCount === 1);
    expect((await client.thread(answered.id)).map((m) => m.source)).toEqual(['job', 'contact']);
    // The contact panel: the job that reached this person, and the do-not-contact list once the friend is on it.
    expect(await client.data('GET', `/conversations/${answered.id}/contact`)).toEqual({
      jobs: [{ jobId, at: expect.any(String), text: 'Khuyến mãi tháng 6' }],
      doNotContact: false,
    });
    const { friends: stored } = await client.data<{ friends: Array<{ id: string; userId: string }> }>('GET', `/accounts/${account.id}/friends`);
    const friend = stored.find((candidate) => candidate.userId === recipients[0]) as { id: string };
    await client.data('POST', '/do-not-contact', { friendId: friend.id });
    expect(await client.data('GET', `/conversations/${answered.id}/contact`)).toMatchObject({ doNotContact: true });
    const other = await client.conversationOf(recipients[1]);
    expect(await client.data('GET', `/conversations/${other.id}/contact`)).toMatchObject({ jobs: [{ jobId }], doNotContact: false });
  });
});

describe('sending from the inbox', () => {
  it('sends, keeps the AI quiet there for INBOX_AI_PAUSE_HOURS, and the switch turns it off and on', async () => {
    const { account, client, friends, seen } = await scene();
    await client.data('PUT', `/ai/config/${account.id}`, { systemPrompt: 'Bạn là trợ lý của Shop.', enabled: true });
    const [friend] = friends;
    const aiReplies = () => world().recentMessages().filter((m) => m.fromUserId === account.zaloUserId && m.threadId === friend && m.text.startsWith('Trả lời'));
    world().deliverMessage({ fromUserId: friend, toUserId: account.zaloUserId, text: 'Giá bao nhiêu?' });
    await until(aiReplies, (replies) => replies.length === 1);
    const conversation = await client.conversationOf(seen(friend), (c) => c.lastMessage?.text === 'Trả lời: Giá bao nhiêu?');
    expect((await client.thread(conversation.id)).map((m) => m.source)).toEqual(['contact', 'ai']);

    const sent = await client.data('POST', `/conversations/${conversation.id}/messages`, { text: 'Dạ em báo giá ạ' });
    expect(sent.message).toMatchObject({ text: 'Dạ em báo giá ạ', status: 'SENT', source: 'inbox', fromMe: true, conversationId: conversation.id });
    expect(world().recentMessages().some((m) => m.fromUserId === account.zaloUserId && m.threadId === friend && m.text === 'Dạ em báo giá ạ')).toBe(true);
    const paused = await client.data('GET', `/conversations/${conversation.id}`);
    expect(paused.conversation.aiPaused).toBe(true);
    const until12h = new Date(paused.conversation.aiPausedUntil).getTime() - Date.now();
    expect(until12h).toBeGreaterThan(11.9 * 3_600_000);
    expect(until12h).toBeLessThanOrEqual(12 * 3_600_000);

    world().deliverMessage({ fromUserId: friend, toUserId: account.zaloUserId, text: 'Ok em' });
    await client.conversationOf(seen(friend), (c) => c.lastMessage?.text === 'Ok em');
    await settle();
    expect(aiReplies()).toHaveLength(1);

    // Switched on: the AI answers again (the timed pause ends too); switched off: it stays quiet for good.
    const on = await client.data('PATCH', `/conversations/${conversation.id}`, { aiPaused: false });
    expect(on.conversation).toMatchObject({ aiPaused: false, aiPausedUntil: null });
    world().deliverMessage({ fromUserId: friend, toUserId: account.zaloUserId, text: 'Còn màu đỏ không?' });
    await until(aiReplies, (replies) => replies.length === 2);
    const off = await client.data('PATCH', `/conversations/${conversation.id}`, { aiPaused: true });
    expect(off.conversation).toMatchObject({ aiPaused: true, aiPausedUntil: null });
    world().deliverMessage({ fromUserId: friend, toUserId: account.zaloUserId, text: 'Alo' });
    await client.conversationOf(seen(friend), (c) => c.lastMessage?.text === 'Alo');
    await settle();
    expect(aiReplies()).toHaveLength(2);
  });

  it("lists an opt-out on do-not-contact and keeps its message in the thread, marked; the AI does not answer it", async () => {
    const { account, client, friends, seen } = await scene();
    await client.data('PUT', `/ai/config/${account.id}`, { systemPrompt: 'Bạn là trợ lý của Shop.', enabled: true });
    world().deliverMessage({ fromUserId: friends[1], toUserId: account.zaloUserId, text: 'Hủy' });
    const listed = await until(() => client.data('GET', '/do-not-contact'), (page) => page.items.length === 1);
    expect(listed.items[0]).toMatchObject({ source: 'opt-out' });
    const conversation = await client.conversationOf(seen(friends[1]));
    const thread = await until(() => client.thread(conversation.id), (messages) => messages[0]?.optOut === true);
    expect(thread).toEqual([expect.objectContaining({ text: 'Hủy', optOut: true, source: 'contact' })]);
    // The contact panel says so instead of offering the list again.
    expect(await client.data('GET', `/conversations/${conversation.id}/contact`)).toEqual({ jobs: [], doNotContact: true });
    await settle();
    expect(world().recentMessages().some((m) => m.fromUserId === account.zaloUserId && m.threadId === friends[1])).toBe(false);
  });

  it('lists the contact of a private chat on do-not-contact from the inbox, a stranger too (their stable id asked from Zalo); a group is refused', async () => {
    const { account, client, friends, seen } = await scene();
    const knownIds = world().friendIdsOf(account.zaloUserId);
    const stranger = world().users().find((person) => person.id !== account.zaloUserId && !knownIds.has(person.id)) as { id: string; displayName: string };
    world().deliverMessage({ fromUserId: stranger.id, toUserId: account.zaloUserId, text: 'Shop ơi cho hỏi' });
    const conversation = await client.conversationOf(seen(stranger.id));
    expect(await client.data('GET', `/conversations/${conversation.id}/contact`)).toEqual({ jobs: [], doNotContact: false });

    expect(await client.data('POST', `/conversations/${conversation.id}/do-not-contact`)).toEqual({ added: 1, alreadyListed: 0 });
    const { items } = await client.data('GET', '/do-not-contact');
    expect(items).toEqual([expect.objectContaining({ kind: 'user', source: 'manual', globalId: globalIdOf(stranger.id), displayName: stranger.displayName })]);
    expect(await client.data('GET', `/conversations/${conversation.id}/contact`)).toEqual({ jobs: [], doNotContact: true });
    expect(await client.data('POST', `/conversations/${conversation.id}/do-not-contact`)).toEqual({ added: 0, alreadyListed: 1 });

    // A friend is kept by the stable id the friends store knows.
    world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: 'Chào shop' });
    const friendChat = await client.conversationOf(seen(friends[0]));
    expect(await client.data('POST', `/conversations/${friendChat.id}/do-not-contact`)).toEqual({ added: 1, alreadyListed: 0 });
    expect(await client.data('GET', `/conversations/${friendChat.id}/contact`)).toMatchObject({ doNotContact: true });

    const groupId = world().groupIdsOf(account.zaloUserId)[0];
    const member = [...world().group(groupId).members].find((id) => id !== account.zaloUserId) as string;
    world().deliverMessage({ fromUserId: member, groupId, text: 'Chào cả nhóm' });
    const group = await until(() => client.conversations(), (list) => list.some((c) => c.type === 'group'));
    const response = await client.call('POST', `/conversations/${group.find((c) => c.type === 'group')!.id}/do-not-contact`);
    expect({ status: response.statusCode, error: response.json().error }).toEqual({ status: 400, error: DNC_MESSAGES.groupNotListable });
    expect((await client.data('GET', '/do-not-contact')).items).toHaveLength(2);
  });

  it('keeps a refused message FAILED with the Vietnamese reason, and sends it on retry', async () => {
    const { account, client, friends, seen } = await scene();
    world().deliverMessage({ fromUserId: friends[2], toUserId: account.zaloUserId, text: 'Shop ơi' });
    const conversation = await client.conversationOf(seen(friends[2]));
    world().failNextActions(account.zaloUserId, new PlatformError('BLOCKED'));
    const refused = await client.call('POST', `/conversations/${conversation.id}/messages`, { text: 'Dạ' });
    expect({ status: refused.statusCode, body: refused.json() }).toMatchObject({ status: 400, body: { success: false, error: 'Tài khoản đã bị người này chặn (mã 215)' } });
    const failed = (await client.thread(conversation.id)).at(-1);
    expect(failed).toMatchObject({ text: 'Dạ', status: 'FAILED', error: { code: 215, message: 'Tài khoản đã bị người này chặn (mã 215)' } });
    const retried = await client.data('POST', `/conversations/${conversation.id}/messages/${failed?.id}/retry`);
    expect(retried.message).toMatchObject({ id: failed?.id, status: 'SENT', error: null });
    const again = await client.call('POST', `/conversations/${conversation.id}/messages/${failed?.id}/retry`);
    expect({ status: again.statusCode, error: again.json().error }).toEqual({ status: 400, error: INBOX_MESSAGES.notRetryable });
  });

  it('sends images: each its own message, shown from this server', async () => {
    const { account, client, friends, seen } = await scene();
    world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: 'Gửi ảnh đi shop' });
    const conversation = await client.conversationOf(seen(friends[0]));
    const png = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64')}`;
    const { message } = await client.data('POST', `/conversations/${conversation.id}/messages`, {
      text: 'Mẫu đây ạ',
      attachments: [{ name: 'mau-1.png', dataUrl: png }, { name: 'mau 2.png', dataUrl: png }],
    });
    expect(message).toMatchObject({ text: 'Mẫu đây ạ', kind: 'text', status: 'SENT', attachments: [] });
    const thread = await client.thread(conversation.id);
    const images = thread.filter((m) => m.kind === 'photo');
    expect(images).toHaveLength(2);
    expect(images[0].attachments[0]).toMatchObject({ kind: 'photo', name: 'mau-1.png', size: 16, url: expect.stringMatching(/^\/api\/v1\/inbox-files\//) });
    const file = await t.app.inject({ method: 'GET', url: images[1].attachments[0].url as string });
    expect({ status: file.statusCode, type: file.headers['content-type'], size: file.rawPayload.length }).toEqual({ status: 200, type: 'image/png', size: 16 });
    const sentFiles = world().recentMessages().filter((m) => m.fromUserId === account.zaloUserId && m.threadId === friends[0]);
    expect(sentFiles.at(-1)?.attachments).toHaveLength(2);
  });
});

describe('reading', () => {
  it('counts unread per account; read and read-all clear them; filters and the name search', async () => {
    const { account, client, friends, seen } = await scene();
    const [a, b] = friends;
    world().deliverMessage({ fromUserId: a, toUserId: account.zaloUserId, text: 'Một' });
    world().deliverMessage({ fromUserId: a, toUserId: account.zaloUserId, text: 'Hai' });
    world().deliverMessage({ fromUserId: b, toUserId: account.zaloUserId, text: 'Ba' });
    await client.conversationOf(seen(b));
    const first = await client.conversationOf(seen(a), (c) => c.unreadCount === 2);
    expect(await client.data('GET', '/conversations/unread-count')).toEqual({ total: 3, accounts: [{ accountId: account.id, unread: 3 }] });
    expect((await client.conversations('?unread=true')).map((c) => c.threadId).sort()).toEqual([seen(a), seen(b)].sort());
    expect(await client.conversations('?type=group')).toEqual([]);
    const nameOfA = world().user(a).displayName;
    const folded = nameOfA.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
    expect((await client.conversations(`?q=${encodeURIComponent(folded)}`)).map((c) => c.id)).toContain(first.id);

    const read = await client.data('POST', `/conversations/${first.id}/read`);
    expect(read.conversation).toMatchObject({ id: first.id, unreadCount: 0, lastReadAt: expect.any(String) });
    expect((await client.data('GET', '/conversations/unread-count')).total).toBe(1);
    expect(await client.data('POST', `/conversations/read-all?accountId=${account.id}`)).toEqual({ updated: 1 });
    expect(await client.data('GET', '/conversations/unread-count')).toEqual({ total: 0, accounts: [] });
  });

  it('pages a thread backwards with before, oldest first within a page', async () => {
    const { account, client, friends, seen } = await scene();
    for (let i = 1; i <= 7; i += 1) world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: `Tin ${i}` });
    const conversation = await client.conversationOf(seen(friends[0]), (c) => c.unreadCount === 7);
    const newest = await client.data('GET', `/conversations/${conversation.id}/messages?limit=3`);
    expect(newest.messages.map((m: { text: string }) => m.text)).toEqual(['Tin 5', 'Tin 6', 'Tin 7']);
    expect(newest.hasMore).toBe(true);
    const older = await client.data('GET', `/conversations/${conversation.id}/messages?limit=3&before=${newest.messages[0].id}`);
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['Tin 2', 'Tin 3', 'Tin 4']);
    const oldest = await client.data('GET', `/conversations/${conversation.id}/messages?limit=3&before=${older.messages[0].id}`);
    expect(oldest).toMatchObject({ hasMore: false, messages: [expect.objectContaining({ text: 'Tin 1' })] });
  });

  it('finds messages without diacritics, ranked, each with its conversation; only the user\'s', async () => {
    const { account, client, friends, seen } = await scene();
    world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: 'Chào bạn, xin lỗi vì trả lời chậm' });
    world().deliverMessage({ fromUserId: friends[1], toUserId: account.zaloUserId, text: 'Xin chào shop, còn hàng không?' });
    world().deliverMessage({ fromUserId: friends[2], toUserId: account.zaloUserId, text: 'Đặt hàng rồi nhé' });
    await client.conversationOf(seen(friends[2]));
    await client.conversationOf(seen(friends[1]));
    const found = await client.data('GET', '/messages/search?q=xin%20chao');
    expect(found.hits.map((hit: { message: { text: string } }) => hit.message.text)).toEqual(['Xin chào shop, còn hàng không?', 'Chào bạn, xin lỗi vì trả lời chậm']);
    expect(found.hits[0].conversation).toMatchObject({ threadId: seen(friends[1]), accountName: account.displayName });
    expect(found.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect((await client.data('GET', '/messages/search?q=DAT%20HANG')).hits.map((hit: { message: { text: string } }) => hit.message.text)).toEqual(['Đặt hàng rồi nhé']);
    expect((await client.data('GET', `/messages/search?q=dat&accountId=${account.id}`)).pagination.total).toBe(1);
    // The last word is the one being typed: a prefix of it is enough.
    expect((await client.data('GET', '/messages/search?q=xin%20ch')).pagination.total).toBe(2);
    const stranger = inboxClient(t, await t.signUp());
    expect((await stranger.data('GET', '/messages/search?q=xin%20chao')).hits).toEqual([]);
  });
});

describe('workspace events', () => {
  const workspaceOf = async (client: ReturnType<typeof inboxClient>) => (await client.data('GET', '/auth/me')).workspace.id as string;

  it('announces what people write (private and group) and what the account sends (the phone, a job, the AI, the inbox), each once', async () => {
    const { account, client, friends, seen } = await scene();
    const workspaceId = await workspaceOf(client);
    const ref = { id: account.id, name: account.displayName };
    const [friend, other] = friends;
    world().deliverMessage({ fromUserId: friend, toUserId: account.zaloUserId, text: 'Chào shop' });
    const groupId = world().groupIdsOf(account.zaloUserId)[0];
    const member = [...world().group(groupId).members].find((id) => id !== account.zaloUserId) as string;
    world().deliverMessage({ fromUserId: member, groupId, text: 'Chào cả nhóm' });
    const firstTwo = await events.next('message.received', workspaceId, 2);
    const conversation = await client.conversationOf(seen(friend));
    const [stored] = await client.thread(conversation.id);
    const group = await client.conversationOf(groupId);
    expect(firstTwo.map((event) => event.data)).toEqual(
      expect.arrayContaining([
        {
          account: ref,
          conversationId: conversation.id,
          threadType: 'user',
          from: { uid: seen(friend), name: world().user(friend).displayName },
          message: { id: stored.id, kind: 'text', text: 'Chào shop', at: stored.at },
        },
        expect.objectContaining({ conversationId: group.id, threadType: 'group', message: expect.objectContaining({ text: 'Chào cả nhóm' }) }),
      ]),
    );

    // The owner's own message from the phone is no message received: it is sent, by the device (once it settled).
    world().sendFromPhone({ fromUserId: account.zaloUserId, toUserId: friend, text: 'Dạ shop chào bạn' });
    const [device] = await events.next('message.sent', workspaceId);
    expect(device.data).toMatchObject({ account: ref, conversationId: conversation.id, threadType: 'user', to: { uid: seen(friend) }, source: 'device', message: { kind: 'text', text: 'Dạ shop chào bạn' } });

    // A job's messages: its own source, never the device's although the platform echoes them too.
    await client.data('POST', '/jobs/message/to-friends', { accountId: account.id, message: 'Khuyến mãi', recipients: [seen(other)], delayMin: 0, delayMax: 0 });
    const bySource = (source: string) => events.of('message.sent', workspaceId).filter((event) => event.data.source === source);
    await until(async () => bySource('job'), (sent) => sent.length === 1);
    expect(bySource('job')[0].data).toMatchObject({ to: { uid: seen(other) }, message: { text: 'Khuyến mãi' } });

    // The AI auto-reply, and a message typed in the inbox.
    await client.data('PUT', `/ai/config/${account.id}`, { systemPrompt: 'Bạn là trợ lý của Shop.', enabled: true });
    world().deliverMessage({ fromUserId: friend, toUserId: account.zaloUserId, text: 'Giá bao nhiêu?' });
    // (Friends may be bots of other tests answering with AI too: only this conversation's answer is looked at.)
    const aiAnswer = () => bySource('bot').filter((event) => event.data.conversationId === conversation.id && event.data.message.text === 'Trả lời: Giá bao nhiêu?');
    await until(async () => aiAnswer(), (sent) => sent.length === 1);
    const { message } = await client.data('POST', `/conversations/${conversation.id}/messages`, { text: 'Dạ em báo giá ạ' });
    expect(bySource('inbox').map((event) => event.data)).toEqual([
      { account: ref, conversationId: conversation.id, threadType: 'user', to: { uid: seen(friend), name: world().user(friend).displayName }, message: { id: message.id, kind: 'text', text: 'Dạ em báo giá ạ', at: message.at }, source: 'inbox' },
    ]);
    await client.data('PUT', `/ai/config/${account.id}`, { systemPrompt: 'Bạn là trợ lý của Shop.', enabled: false });
    // Once every echo settled: each send announced once, as what it was (never the device's but the phone's own).
    await settle(3500);
    const sent = events.of('message.sent', workspaceId);
    const sourcesOf = (text: string) => sent.filter((event) => event.data.message.text === text).map((event) => event.data.source);
    expect(['Dạ shop chào bạn', 'Khuyến mãi', 'Trả lời: Giá bao nhiêu?', 'Dạ em báo giá ạ'].map(sourcesOf)).toEqual([['device'], ['job'], ['bot'], ['inbox']]);
    expect(new Set(sent.map((event) => event.data.message.id)).size).toBe(sent.length);
    const received = events.of('message.received', workspaceId).map((event) => event.data.message.id);
    expect(new Set(received).size).toBe(received.length);
  }, 30_000);

  it("a failing listener never fails the customer's send nor the store", async () => {
    const { account, client, friends, seen } = await scene();
    const workspaceId = await workspaceOf(client);
    events.failing = true;
    try {
      world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: 'Có ai không?' });
      const conversation = await client.conversationOf(seen(friends[0]));
      await events.next('message.received', workspaceId);
      const sent = await client.call('POST', `/conversations/${conversation.id}/messages`, { text: 'Dạ có ạ' });
      expect(sent.statusCode).toBe(200);
      expect(events.of('message.sent', workspaceId).filter((event) => event.data.source === 'inbox')).toHaveLength(1);
      expect((await client.thread(conversation.id)).map((m) => m.text)).toEqual(['Có ai không?', 'Dạ có ạ']);
    } finally {
      events.failing = false;
    }
  });

  it('announces the reply to a job as recipient.replied, once', async () => {
    const { account, client, friends, seen } = await scene();
    const workspaceId = await workspaceOf(client);
    const { jobs } = await client.data('POST', '/jobs/message/to-friends', { accountId: account.id, message: 'Ưu đãi', recipients: [seen(friends[0])], delayMin: 0, delayMax: 0 });
    await client.conversationOf(seen(friends[0]));
    world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: 'Quan tâm ạ' });
    world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: 'Gửi giá nhé' });
    const [replied] = await events.next('recipient.replied', workspaceId);
    expect(replied.data).toEqual({
      account: { id: account.id, name: account.displayName },
      jobId: jobs[0].id,
      recipient: { uid: seen(friends[0]), name: expect.any(String) },
      variant: null,
      repliedAt: expect.any(String),
    });
    await events.next('message.received', workspaceId, 2);
    await settle();
    expect(events.of('recipient.replied', workspaceId)).toHaveLength(1);
  });
});

describe("one customer never reaches another's inbox", () => {
  it("answers 404 for another user's conversation, message and account", async () => {
    const { account, client, friends, seen } = await scene();
    world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: 'Riêng tư' });
    const conversation = await client.conversationOf(seen(friends[0]));
    const [message] = await client.thread(conversation.id);
    const other = inboxClient(t, await t.signUp());
    const notFound = [
      ['GET', `/conversations/${conversation.id}`],
      ['GET', `/conversations/${conversation.id}/messages`],
      ['GET', `/conversations/${conversation.id}/contact`],
      ['POST', `/conversations/${conversation.id}/do-not-contact`],
      ['POST', `/conversations/${conversation.id}/messages`, { text: 'Xin chào' }],
      ['POST', `/conversations/${conversation.id}/messages/${message.id}/retry`],
      ['POST', `/conversations/${conversation.id}/read`],
      ['PATCH', `/conversations/${conversation.id}`, { aiPaused: true }],
      ['GET', `/conversations?accountId=${account.id}`],
      ['POST', `/conversations/read-all?accountId=${account.id}`],
      ['GET', `/messages/search?q=rieng&accountId=${account.id}`],
    ] as const;
    for (const [method, url, body] of notFound) {
      const response = await other.call(method, url, body);
      expect({ url, status: response.statusCode, success: response.json().success }).toEqual({ url, status: 404, success: false });
    }
    expect(await other.conversations()).toEqual([]);
    expect(await other.data('GET', '/conversations/unread-count')).toEqual({ total: 0, accounts: [] });
    expect((await client.conversationOf(seen(friends[0]))).unreadCount).toBe(1);
  });

  it('answers every bad input with a 400 in the envelope', async () => {
    const { account, client, friends, seen } = await scene();
    world().deliverMessage({ fromUserId: friends[0], toUserId: account.zaloUserId, text: 'Alo' });
    const { id } = await client.conversationOf(seen(friends[0]));
    const cases: Array<[string, string, string, object?]> = [
      ['POST', `/conversations/${id}/messages`, INBOX_MESSAGES.textOrImage, { text: '' }],
      ['POST', `/conversations/${id}/messages`, INBOX_MESSAGES.textOrImage, { text: '   ' }],
      ['POST', `/conversations/${id}/messages`, INBOX_MESSAGES.textTooLong, { text: 'ư'.repeat(10_000) }],
      ['POST', `/conversations/${id}/messages`, INBOX_MESSAGES.textTooLong, { text: 'a'.repeat(INBOX_TEXT_MAX + 1) }],
      ['POST', `/conversations/${id}/messages`, UNSAFE_INPUT_MESSAGES.controlCharacter, { text: 'a\u0000b' }],
      ['POST', `/conversations/${id}/messages`, INBOX_MESSAGES.imageOnly, { attachments: [{ name: 'a.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' }] }],
      ['POST', `/conversations/${id}/messages`, INBOX_MESSAGES.tooManyImages, { attachments: Array.from({ length: 6 }, () => ({ name: 'a.png', dataUrl: 'data:image/png;base64,iVBO' })) }],
      ['POST', '/conversations/khong-phai-ma/messages', INBOX_MESSAGES.invalidId, { text: 'Alo' }],
      ['GET', '/conversations/khong-phai-ma/messages', INBOX_MESSAGES.invalidId],
      ['GET', '/conversations/khong-phai-ma/contact', INBOX_MESSAGES.invalidId],
      ['POST', '/conversations/khong-phai-ma/do-not-contact', INBOX_MESSAGES.invalidId],
      ['GET', `/conversations/${id}/messages?before=00000000-0000-4000-8000-000000000000`, INBOX_MESSAGES.beforeNotFound],
      ['GET', `/conversations/${id}/messages?before=abc`, INBOX_MESSAGES.invalidId],
      ['GET', `/conversations/${id}/messages?limit=0`, INBOX_MESSAGES.invalidLimit(100)],
      ['GET', '/conversations?limit=101', INBOX_MESSAGES.invalidLimit(100)],
      ['GET', '/conversations?page=-1', INBOX_MESSAGES.invalidPage],
      ['GET', '/conversations?type=friend', INBOX_MESSAGES.invalidType],
      ['GET', '/conversations?unread=yes', INBOX_MESSAGES.invalidUnread],
      ['GET', '/conversations?accountId=1', INBOX_MESSAGES.invalidId],
      ['GET', `/conversations?q=${'a'.repeat(101)}`, INBOX_MESSAGES.queryTooLong],
      ['GET', '/conversations?q=a%00b', UNSAFE_INPUT_MESSAGES.controlCharacter],
      ['PATCH', `/conversations/${id}`, INBOX_MESSAGES.aiPausedRequired, { aiPaused: 'yes' }],
      ['PATCH', `/conversations/${id}`, INBOX_MESSAGES.updateRequired, {}],
      ['POST', `/conversations/${id}/messages/nope/retry`, INBOX_MESSAGES.invalidId],
      ['POST', '/conversations/read-all?accountId=abc', INBOX_MESSAGES.invalidId],
      ['GET', '/messages/search', INBOX_MESSAGES.queryRequired],
      ['GET', '/messages/search?q=%20%20', INBOX_MESSAGES.queryRequired],
      ['GET', '/messages/search?q=a%00', UNSAFE_INPUT_MESSAGES.controlCharacter],
    ];
    for (const [method, url, error, body] of cases) {
      const response = await client.call(method as 'GET', url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toMatchObject({ url, status: 400, body: { success: false, error } });
    }
    // Unknown but well-formed ids are simply not the user's.
    const unknown = await client.call('POST', '/conversations/00000000-0000-4000-8000-000000000000/read');
    expect({ status: unknown.statusCode, error: unknown.json().error }).toEqual({ status: 404, error: INBOX_MESSAGES.conversationNotFound });
    const unknownMessage = await client.call('POST', `/conversations/${id}/messages/00000000-0000-4000-8000-000000000000/retry`);
    expect({ status: unknownMessage.statusCode, error: unknownMessage.json().error }).toEqual({ status: 404, error: INBOX_MESSAGES.messageNotFound });
  });
});
