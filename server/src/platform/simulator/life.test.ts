import { SIM_USER_AGENT } from './qr';
import type { IncomingMessage } from '../types';
import { createLife, OPT_OUT_SHARE, PHOTO_SHARE, REPLY_SHARE } from './life';
import { HISTORY_DAYS } from './mailbox';
import { SimulatorPlatform } from './platform';
import { Random } from './random';
import { OPT_OUT_REPLIES } from './vietnamese';

const HOUR_MS = 3_600_000;

function setup() {
  let now = Date.UTC(2025, 5, 1, 2);
  const platform = new SimulatorPlatform({ seed: 'life-tests', users: 400, now: () => now, limits: { messagesPerMinute: 100_000, strangerMessagesPerDay: 100_000 } });
  const world = platform.world;
  const account = world.users().find((user) => world.friendIdsOf(user.id).size >= 5) ?? world.users()[0];
  const login = () => platform.login({ cookie: world.issueCookie(account.id, 'imei', SIM_USER_AGENT), imei: 'imei', userAgent: SIM_USER_AGENT });
  return { platform, world, account, login, advance: (ms: number) => (now += ms) };
}

describe("demo mode's life", () => {
  it('has a share of the people written to answer within minutes to hours, some opting out, some with photos', async () => {
    const { world, account, login, advance } = setup();
    const life = createLife(world);
    const stop = world.observeSends(life.onSent);
    const session = await login();
    const received: IncomingMessage[] = [];
    session.startListener({ onMessage: (m) => received.push(m), onClose: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const friends = [...world.friendIdsOf(account.id)];
    const recipients = world.users().filter((user) => user.id !== account.id && (world.areFriends(account.id, user.id) || user.acceptsStrangerMessages)).slice(0, 300);
    for (const person of recipients) await session.sendMessage({ threadId: world.uidFor(account.id, person.id), threadType: 'user', text: 'Khuyến mãi tháng 6' });
    expect(friends.length).toBeGreaterThan(0);

    advance(60_000);
    life.tick();
    expect(received.filter((m) => !m.isSelf && !m.replayed)).toEqual([]);
    for (let hour = 0; hour < 6; hour += 1) {
      advance(HOUR_MS);
      life.tick();
    }
    const answers = received.filter((m) => !m.isSelf && !m.replayed);
    const share = answers.length / recipients.length;
    expect(share).toBeGreaterThan(REPLY_SHARE / 2);
    expect(share).toBeLessThan(REPLY_SHARE * 1.5);
    expect(answers.some((m) => OPT_OUT_REPLIES.includes(m.text))).toBe(true);
    expect(answers.some((m) => m.kind === 'photo' && m.attachments[0]?.url?.startsWith('data:image/svg+xml'))).toBe(true);
    expect(OPT_OUT_SHARE + PHOTO_SHARE).toBeLessThan(1);
    // Each answers in their own private chat with the account, under the uid the account knows them by.
    expect(answers.every((m) => m.threadType === 'user' && m.threadId === m.senderId && world.personFor(account.id, m.threadId))).toBe(true);
    expect(life.pending).toBe(0);
    stop();
    session.stopListener();
  });

  it('delivers every answer due by a tick, though the later-written ones are due first', async () => {
    const { world, account, login, advance } = setup();
    // Everyone answers, hours later, each sooner than the one written to before: 5 h, 4 h, 3 h, 2.5 h, 2 h 10 min.
    const delaysInMinutes = [300, 240, 180, 150, 130];
    class ScriptedRandom extends Random {
      override next = () => 0.95;
      override chance = () => true;
      override int = (min: number) => (min === 120 ? (delaysInMinutes.shift() ?? min) : min);
    }
    const life = createLife(world, new ScriptedRandom('scripted'));
    const stop = world.observeSends(life.onSent);
    const session = await login();
    const received: IncomingMessage[] = [];
    session.startListener({ onMessage: (m) => received.push(m), onClose: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The five people as the account knows them (their uids).
    const recipients = [...world.friendIdsOf(account.id)].slice(0, 5).map((person) => world.uidFor(account.id, person));
    for (const uid of recipients) await session.sendMessage({ threadId: uid, threadType: 'user', text: 'Chào bạn' });
    const answered = () => received.filter((m) => !m.isSelf && !m.replayed).map((m) => m.senderId);

    advance(200 * 60_000);
    life.tick();
    expect(answered()).toEqual(recipients.slice(2).reverse());
    expect(life.pending).toBe(2);
    advance(100 * 60_000);
    life.tick();
    expect(answered()).toEqual([...recipients.slice(2).reverse(), recipients[1], recipients[0]]);
    stop();
    session.stopListener();
  });

  it('keeps what arrives while the account does not listen for its next connection, within the history window', async () => {
    const { world, account, login, advance } = setup();
    const session = await login();
    const friend = [...world.friendIdsOf(account.id)][0];
    world.deliverMessage({ fromUserId: friend, toUserId: account.id, text: 'Cũ quá rồi' });
    advance((HISTORY_DAYS + 1) * 24 * HOUR_MS);
    world.deliverMessage({ fromUserId: friend, toUserId: account.id, text: 'Khi bạn vắng mặt' });
    world.sendFromPhone({ fromUserId: account.id, toUserId: friend, text: 'Từ điện thoại' });
    const received: IncomingMessage[] = [];
    session.startListener({ onMessage: (m) => received.push(m), onClose: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(received.map((m) => [m.text, m.isSelf, m.replayed])).toEqual([
      ['Khi bạn vắng mặt', false, true],
      ['Từ điện thoại', true, true],
    ]);
    session.stopListener();
  });
});
