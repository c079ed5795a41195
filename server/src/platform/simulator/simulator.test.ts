import { registerPlatformContract } from '../testing/contract';
import { PlatformError } from '../errors';
import type { QrLoginEvent } from '../gateway';
import type { IncomingMessage } from '../types';
import { createSimulatorHarness } from './testing/contract-harness';
import { SimulatorPlatform, type SimulatorOptions } from './platform';
import { SIM_USER_AGENT } from './qr';
import type { SimUser, SimWorld } from './world';

registerPlatformContract('simulator', async () => createSimulatorHarness());

const IMEI = 'sim-test-imei';

function manualClock(start = Date.UTC(2025, 5, 1, 2)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function setup(options: Partial<SimulatorOptions> = {}) {
  const platform = new SimulatorPlatform({ seed: 'sim-tests', users: 120, ...options });
  const world = platform.world;
  const credentialsOf = (userId: string) => ({ cookie: world.issueCookie(userId, IMEI, SIM_USER_AGENT), imei: IMEI, userAgent: SIM_USER_AGENT });
  return { platform, world, credentialsOf, login: (userId: string) => platform.login(credentialsOf(userId)) };
}

function strangersOf(world: SimWorld, userId: string) {
  return world
    .users()
    .filter((u) => u.id !== userId && !world.areFriends(userId, u.id) && !world.hasBlocked(u.id, userId) && u.acceptsStrangerMessages);
}

function worldDigest(world: SimWorld) {
  return {
    users: world.users().map((u) => [u.id, u.displayName, u.phone]),
    friends: world.users().map((u) => [...world.friendIdsOf(u.id)].sort()),
    groups: world.groups().map((g) => [g.id, g.name, g.isCommunity, [...g.members].sort(), g.link]),
    requests: world.users().map((u) => world.users().filter((o) => world.requestBetween(o.id, u.id)).map((o) => o.id)),
  };
}

describe('simulated world', () => {
  it('is the same for the same seed and different for another', () => {
    const first = new SimulatorPlatform({ seed: 'hat-giong', users: 80 });
    const second = new SimulatorPlatform({ seed: 'hat-giong', users: 80 });
    const other = new SimulatorPlatform({ seed: 'hat-khac', users: 80 });
    expect(worldDigest(second.world)).toEqual(worldDigest(first.world));
    expect(worldDigest(other.world).users).not.toEqual(worldDigest(first.world).users);
  });

  it('holds a few hundred Vietnamese people with unique mobile numbers', () => {
    const { world } = setup({ users: 300 });
    const users = world.users();
    expect(users).toHaveLength(300);
    expect(users.every((u) => /^0\d{9}$/.test(u.phone))).toBe(true);
    expect(new Set(users.map((u) => u.phone)).size).toBe(300);
    expect(new Set(users.map((u) => u.id)).size).toBe(300);
    expect(users.filter((u) => u.displayName.startsWith('Nguyễn')).length).toBeGreaterThan(60);
  });

  it('has friendships, community groups, approval groups, and friend requests both ways', () => {
    const { world } = setup();
    const groups = world.groups();
    expect(groups.some((g) => g.isCommunity)).toBe(true);
    expect(groups.some((g) => !g.isCommunity)).toBe(true);
    expect(groups.some((g) => g.joinApproval)).toBe(true);
    const [user] = world.users();
    expect(world.friendIdsOf(user.id).size).toBeGreaterThan(0);
    const withRequests = world.users().filter((u) => world.users().some((o) => world.requestBetween(o.id, u.id)));
    expect(withRequests.length).toBeGreaterThan(20);
  });

  it('hides the members of community groups but counts them', async () => {
    const { world, login } = setup();
    const community = world.groups().find((g) => g.isCommunity);
    if (!community) throw new Error('no community group');
    const session = await login(community.creatorId);
    const [info] = await session.getGroups([community.id]);
    expect(info.memberCount).toBeGreaterThan(info.memberIds.length);
    const members = await session.getGroupMembers(community.id);
    expect(members.every((m) => m.isAdmin)).toBe(true);
  });
});

describe('simulator limits', () => {
  it('answers 221 past the messages per minute, and lets them through a minute later', async () => {
    const clock = manualClock();
    const { world, login } = setup({ now: clock.now, limits: { messagesPerMinute: 3 } });
    const [user] = world.users();
    const friendId = world.uidFor(user.id, [...world.friendIdsOf(user.id)][0]);
    const session = await login(user.id);
    const send = () => session.sendMessage({ threadId: friendId, threadType: 'user', text: 'Chào' });
    for (let i = 0; i < 3; i += 1) await send();
    await expect(send()).rejects.toMatchObject({ kind: 'RATE_LIMITED', code: 221 });
    clock.advance(60_001);
    await expect(send()).resolves.toMatchObject({ messageId: expect.any(String) });
  });

  it('limits friend requests and phone look-ups per minute too', async () => {
    const { world, login } = setup({ limits: { friendRequestsPerMinute: 1, phoneLookupsPerMinute: 1 } });
    const [user] = world.users();
    const [first, second] = strangersOf(world, user.id).filter((u) => !world.requestBetween(u.id, user.id));
    const session = await login(user.id);
    await session.sendFriendRequest(world.uidFor(user.id, first.id), 'Chào');
    await expect(session.sendFriendRequest(world.uidFor(user.id, second.id), 'Chào')).rejects.toMatchObject({ code: 221 });
    await session.findUserByPhone(first.phone);
    await expect(session.findUserByPhone(second.phone)).rejects.toMatchObject({ code: 221 });
  });

  it('answers 123 past the strangers per day, but not for a stranger already written to', async () => {
    const clock = manualClock();
    const { world, login } = setup({ now: clock.now, limits: { strangerMessagesPerDay: 2 } });
    const [user] = world.users();
    const [s1, s2, s3] = strangersOf(world, user.id);
    const session = await login(user.id);
    const send = (to: string) => session.sendMessage({ threadId: world.uidFor(user.id, to), threadType: 'user', text: 'Xin chào' });
    await send(s1.id);
    await send(s2.id);
    await send(s1.id);
    await expect(send(s3.id)).rejects.toMatchObject({ kind: 'STRANGER_CANNOT_RECEIVE', code: 123 });
    clock.advance(86_400_000);
    await expect(send(s3.id)).resolves.toBeDefined();
  });

  it('answers 123 to the same text sent to more strangers than the limit within the window; variants, friends and time pass', async () => {
    const clock = manualClock();
    const { world, login } = setup({ now: clock.now, limits: { strangerMessagesPerDay: 100, repeatedTextLimit: 3, repeatedTextWindowMinutes: 10 } });
    const [user] = world.users();
    const strangers = strangersOf(world, user.id);
    const friend = [...world.friendIdsOf(user.id)][0];
    const session = await login(user.id);
    const send = (to: string, text = 'Khuyến mãi hôm nay') => session.sendMessage({ threadId: world.uidFor(user.id, to), threadType: 'user', text });
    for (const stranger of strangers.slice(0, 3)) await send(stranger.id);
    // The fourth stranger gets 123; the same person again, a friend, another text, a text with only files pass.
    await expect(send(strangers[3].id)).rejects.toMatchObject({ kind: 'STRANGER_CANNOT_RECEIVE', code: 123 });
    await expect(send(strangers[0].id)).resolves.toBeDefined();
    await expect(send(friend)).resolves.toBeDefined();
    await expect(send(strangers[3].id, 'Khuyến mãi hôm nay!')).resolves.toBeDefined();
    await expect(send(strangers[4].id, '')).resolves.toBeDefined();
    // Another account has its own allowance.
    const other = world.users()[1];
    const otherSession = await login(other.id);
    const otherStranger = strangersOf(world, other.id)[0];
    await expect(otherSession.sendMessage({ threadId: world.uidFor(other.id, otherStranger.id), threadType: 'user', text: 'Khuyến mãi hôm nay' })).resolves.toBeDefined();
    // Ten minutes after the first three, the text may go to new strangers again.
    clock.advance(10 * 60_000);
    await expect(send(strangers[5].id)).resolves.toBeDefined();
  });

  it('sets the same-text allowance to 20 strangers in 60 minutes, or to the strangers per day when only that is configured', () => {
    expect(setup().world.limits).toMatchObject({ strangerMessagesPerDay: 40, repeatedTextLimit: 20, repeatedTextWindowMinutes: 60 });
    expect(setup({ limits: { strangerMessagesPerDay: 1_000_000 } }).world.limits.repeatedTextLimit).toBe(1_000_000);
    expect(setup({ limits: { strangerMessagesPerDay: 500, repeatedTextLimit: 5 } }).world.limits.repeatedTextLimit).toBe(5);
  });

  it('delivers messages between two logged-in simulated accounts', async () => {
    const { world, login } = setup();
    const [user] = world.users();
    const friendId = [...world.friendIdsOf(user.id)][0];
    const [sender, receiver] = [await login(user.id), await login(friendId)];
    const received: IncomingMessage[] = [];
    receiver.startListener({ onMessage: (m) => received.push(m), onClose: () => undefined });
    await sender.sendMessage({ threadId: world.uidFor(user.id, friendId), threadType: 'user', text: 'Tối nay rảnh không?' });
    const senderAsSeen = world.uidFor(friendId, user.id);
    expect(received).toEqual([expect.objectContaining({ threadId: senderAsSeen, senderId: senderAsSeen, text: 'Tối nay rảnh không?' })]);
    expect(world.recentMessages().at(-1)).toMatchObject({ fromUserId: user.id, threadId: friendId });
  });

  it('keeps a kicked session usable: only its listener closed', async () => {
    const { world, login } = setup();
    const [user] = world.users();
    const session = await login(user.id);
    const closes: number[] = [];
    session.startListener({ onMessage: () => undefined, onClose: (c) => closes.push(c.code) });
    world.kick(user.id);
    expect(closes).toEqual([3003]);
    await expect(session.getProfile()).resolves.toMatchObject({ userId: user.id });
  });
});

describe('simulator cookies', () => {
  it('expire after their lifetime unless refreshed through getCookie', async () => {
    const clock = manualClock();
    const { world, platform, credentialsOf } = setup({ now: clock.now, cookieTtlMs: 1000 });
    const [user] = world.users();
    const credentials = credentialsOf(user.id);
    const session = await platform.login(credentials);
    clock.advance(800);
    const refreshed = await session.getCookie();
    clock.advance(800);
    await expect(platform.login(credentials)).rejects.toMatchObject({ kind: 'LOGIN_FAILED' });
    await expect(platform.login({ ...credentials, cookie: refreshed })).resolves.toMatchObject({ userId: user.id });
  });

  it('are bound to the user agent they were issued for', async () => {
    const { world, platform, credentialsOf } = setup();
    const credentials = credentialsOf(world.users()[0].id);
    await expect(platform.login({ ...credentials, userAgent: 'Mozilla/5.0 khác' })).rejects.toBeInstanceOf(PlatformError);
  });

  it('survive a restart with the same seed, not with another', async () => {
    const { world, credentialsOf } = setup();
    const credentials = credentialsOf(world.users()[0].id);
    const restarted = new SimulatorPlatform({ seed: 'sim-tests', users: 120 });
    await expect(restarted.login(credentials)).resolves.toMatchObject({ userId: world.users()[0].id });
    const otherSeed = new SimulatorPlatform({ seed: 'khac', users: 120 });
    await expect(otherSeed.login(credentials)).rejects.toMatchObject({ kind: 'LOGIN_FAILED' });
  });
});

describe('simulator QR and demo mode', () => {
  const waitFor = async (events: QrLoginEvent[], type: QrLoginEvent['type']) => {
    for (let i = 0; i < 100 && !events.some((e) => e.type === type); i += 1) await new Promise((r) => setTimeout(r, 10));
    return events.find((e) => e.type === type);
  };

  it('logs in a different simulated account with each QR, or the one a test chooses', async () => {
    const { platform, world } = setup();
    const profiles: string[] = [];
    for (const chosen of [undefined, undefined, world.users()[7].id]) {
      const events: QrLoginEvent[] = [];
      const login = platform.startQrLogin({}, (e) => events.push(e));
      await platform.qr.scan(login.id, chosen);
      await platform.qr.confirm(login.id);
      const done = events.find((e) => e.type === 'logged-in');
      if (done?.type === 'logged-in') profiles.push(done.profile.userId);
    }
    expect(new Set(profiles).size).toBe(3);
    expect(profiles[2]).toBe(world.users()[7].id);
  });

  it('refuses to confirm a QR nobody scanned', async () => {
    const { platform } = setup();
    const login = platform.startQrLogin({}, () => undefined);
    await expect(platform.qr.confirm(login.id)).rejects.toMatchObject({ kind: 'INVALID_INPUT' });
  });

  it('advances a QR login on its own in demo mode', async () => {
    const { platform } = setup({ demo: true, qrScanAfterMs: 5, qrConfirmAfterMs: 5 });
    const events: QrLoginEvent[] = [];
    platform.startQrLogin({}, (e) => events.push(e));
    expect(await waitFor(events, 'logged-in')).toBeDefined();
    expect(events.map((e) => e.type)).toEqual(['generated', 'scanned', 'logged-in']);
    await platform.close();
  });

  it('lets friends chat with listening accounts in demo mode', async () => {
    const { platform, world, login } = setup({ demo: true, chatterIntervalMs: 5 });
    const session = await login(world.users()[0].id);
    const received: IncomingMessage[] = [];
    session.startListener({ onMessage: (m) => received.push(m), onClose: () => undefined });
    for (let i = 0; i < 100 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(received[0]).toMatchObject({ text: expect.any(String), isSelf: false });
    await platform.close();
  });
});

describe('simulator capacity', () => {
  // Its memory is the bench's measure (bench/accounts.mjs: a server's RSS with 200 running sessions).
  it('holds 200 logged-in listening accounts at once', async () => {
    const { world, login } = setup({ users: 300 });
    const sessions = await Promise.all(world.users().slice(0, 200).map((u) => login(u.id)));
    for (const session of sessions) session.startListener({ onMessage: () => undefined, onClose: () => undefined });
    const friendLists = await Promise.all(sessions.map((s) => s.listFriends()));
    expect(world.listeningUserIds()).toHaveLength(200);
    expect(friendLists).toHaveLength(200);
  });
});

describe('simulator user ids per viewing account', () => {
  /** Two accounts with a group in common, and a third member of it. */
  function twoAccountsAndAMember(world: SimWorld) {
    const group = world.groups().find((g) => !g.isCommunity && !g.lockViewMember && g.members.size >= 3);
    if (!group) throw new Error('no ordinary group');
    const [a, b, person] = [...group.members];
    return { group, a, b, person };
  }

  it('shows the same person under a different uid to each account, with the same globalId', async () => {
    const { world, login } = setup();
    const { group, a, b, person } = twoAccountsAndAMember(world);
    const [fromA, fromB] = await Promise.all([a, b].map(async (viewer) => (await login(viewer)).getGroupMembers(group.id)));
    const seenByA = fromA.find((m) => m.userId === world.uidFor(a, person));
    const seenByB = fromB.find((m) => m.userId === world.uidFor(b, person));
    expect(seenByA?.userId).not.toBe(seenByB?.userId);
    expect(seenByA?.userId).not.toBe(person);
    expect(seenByA?.userId).toMatch(/^[1-8]\d{18}$/);
    expect(seenByA?.globalId).toBe(seenByB?.globalId);
    expect(seenByA?.globalId).toBeTruthy();
    expect(world.personFor(a, seenByA?.userId ?? '')).toBe(person);
    expect(world.personFor(b, seenByA?.userId ?? '')).toBeUndefined();
    // An account sees itself under its own id, in the group and in its profile.
    expect(fromA.map((m) => m.userId)).toContain(a);
    expect(await (await login(a)).getProfile()).toMatchObject({ userId: a });
  });

  it('keeps group ids global and translates every id an account reads', async () => {
    const { world, login } = setup();
    const { group, a } = twoAccountsAndAMember(world);
    const session = await login(a);
    const [info] = await session.getGroups([group.id]);
    expect(info.groupId).toBe(group.id);
    expect(info.memberIds.sort()).toEqual([...group.members].map((id) => world.uidFor(a, id)).sort());
    expect(info.creatorId).toBe(world.uidFor(a, group.creatorId));
    const friendIds = (await session.listFriends()).map((f) => f.userId).sort();
    expect(friendIds).toEqual([...world.friendIdsOf(a)].map((id) => world.uidFor(a, id)).sort());
    const someone = world.users().find((u) => u.id !== a) as SimUser;
    expect(await session.findUserByPhone(someone.phone)).toMatchObject({ userId: world.uidFor(a, someone.id) });
    const [info2] = await session.getUsersInfo([world.uidFor(a, someone.id)]);
    expect(info2).toMatchObject({ userId: world.uidFor(a, someone.id), displayName: someone.displayName });
  });

  it('does not reach the person with a uid another account was given', async () => {
    const { world, login } = setup();
    const { a, b, person } = twoAccountsAndAMember(world);
    const sessionB = await login(b);
    const uidOfA = world.uidFor(a, person);
    const before = world.recentMessages().length;
    await expect(sessionB.sendMessage({ threadId: uidOfA, threadType: 'user', text: 'Nhầm người?' })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(sessionB.sendMessage({ threadId: person, threadType: 'user', text: 'Id thế giới?' })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(sessionB.sendFriendRequest(uidOfA, 'Chào')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(await sessionB.getUsersInfo([uidOfA])).toEqual([]);
    expect(world.recentMessages()).toHaveLength(before);
    await sessionB.sendMessage({ threadId: world.uidFor(b, person), threadType: 'user', text: 'Đúng người' }).catch(() => undefined);
    const delivered = world.recentMessages().filter((m) => m.text === 'Đúng người');
    expect(delivered.every((m) => m.threadId === person)).toBe(true);
  });

  it('caps a friends list at 1,000 (configurable)', async () => {
    const { world, login } = setup({ users: 1_100 });
    const [me, ...others] = world.users();
    const refused: string[] = [];
    for (const other of others) {
      try {
        world.makeFriends(me.id, other.id);
      } catch {
        refused.push(other.id);
      }
    }
    expect(world.friendIdsOf(me.id).size).toBe(1_000);
    expect(refused.length).toBe(others.length - 1_000);
    expect(await (await login(me.id)).listFriends()).toHaveLength(1_000);

    const small = setup({ limits: { maxFriends: 3 } }).world;
    expect(Math.max(...small.users().map((u) => small.friendIdsOf(u.id).size))).toBe(3);
    const full = small.users().find((u) => small.friendIdsOf(u.id).size === 3) as SimUser;
    const stranger = small.users().find((u) => u.id !== full.id && !small.areFriends(full.id, u.id)) as SimUser;
    expect(() => small.makeFriends(full.id, stranger.id)).toThrow(PlatformError);
  });
});
