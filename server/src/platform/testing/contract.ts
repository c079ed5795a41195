import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { isSessionExpired, needsRelogin, PlatformError, type PlatformErrorKind } from '../errors';
import type { ChatPlatform, PlatformSession, QrLoginEvent } from '../gateway';
import type { Credentials, IncomingMessage, ListenerClose, Profile } from '../types';

/**
 * The behaviour every driver must show, registered as jest tests. A driver's test file supplies a harness:
 * the platform plus a known account and the controls that make the platform answer events and errors.
 */
export interface ContractAccount {
  credentials: Credentials;
  profile: Pick<Profile, 'userId' | 'displayName'>;
  friendId: string;
  /** A friend who is not in groupId. */
  otherFriendId: string;
  /** An ordinary group the account is in, with at least one other member. */
  groupId: string;
  groupMemberId: string;
  communityGroupId: string;
  /** No relation to the account; found by phone; accepts friend requests and messages. */
  stranger: { userId: string; phone: string };
  unknownPhone: string;
  /** Sent the account a friend request it has not answered. */
  requesterId: string;
  joinableLink: string;
  approvalLink: string;
  /** The link of a group the account is already in. */
  memberLink: string;
}

export type CloseCode = 3000 | 3003 | 1006;

export interface ContractHarness {
  platform: ChatPlatform;
  account: ContractAccount;
  scanQr(id: string): Promise<void>;
  confirmQr(id: string): Promise<void>;
  expireQr(id: string): Promise<void>;
  declineQr(id: string): Promise<void>;
  /** A contact writes to the account (a photo when `photo`). */
  deliverIncoming(input: { fromUserId: string; text: string; groupId?: string; photo?: boolean }): void;
  /** The account's owner writes to a friend from their phone. */
  deliverFromPhone(input: { toUserId: string; text: string }): void;
  kickListener(): void;
  dropListenerNetwork(): void;
  expireSession(): void;
  exhaustMessageRateLimit(): void;
  strangerRefusingMessages(): string;
  userWhoBlockedAccount(): string;
  close(): Promise<void>;
}

const PNG_SIGNATURE = '89504e470d0a1a0a';

function recorder() {
  const events: QrLoginEvent[] = [];
  const waiters: Array<() => void> = [];
  const onEvent = (event: QrLoginEvent) => {
    events.push(event);
    waiters.splice(0).forEach((wake) => wake());
  };
  const next = async (type: QrLoginEvent['type']): Promise<QrLoginEvent> => {
    for (let rounds = 0; rounds < 200; rounds += 1) {
      const found = events.find((event) => event.type === type);
      if (found) return found;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 10);
      });
    }
    throw new Error(`No '${type}' event; got ${events.map((e) => e.type).join(', ')}`);
  };
  return { events, onEvent, next };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function expectPlatformError(promise: Promise<unknown>, kind: PlatformErrorKind, code?: number | null) {
  const error = await promise.then(
    () => {
      throw new Error(`expected PlatformError ${kind}`);
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PlatformError);
  expect((error as PlatformError).kind).toBe(kind);
  if (code !== undefined) expect((error as PlatformError).code).toBe(code);
  return error as PlatformError;
}

export function registerPlatformContract(driverName: string, createHarness: () => Promise<ContractHarness>): void {
  describe(`chat platform contract: ${driverName}`, () => {
    let h: ContractHarness;
    let a: ContractAccount;
    let session: PlatformSession;
    let folder: string;
    let photo: string;

    beforeAll(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'platform-contract-'));
      photo = path.join(folder, 'anh.png');
      await writeFile(photo, await QRCode.toBuffer('ảnh thử', { type: 'png' }));
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    beforeEach(async () => {
      h = await createHarness();
      a = h.account;
      session = await h.platform.login(a.credentials);
    });
    afterEach(async () => {
      await session.close();
      await h.close();
    });

    describe('QR login', () => {
      it('generates a PNG, reports the scan, then yields credentials that log in', async () => {
        const qr = recorder();
        const login = h.platform.startQrLogin({}, qr.onEvent);
        const generated = await qr.next('generated');
        expect(generated.type === 'generated' && Buffer.from(generated.imageBase64, 'base64').subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
        await h.scanQr(login.id);
        const scanned = await qr.next('scanned');
        expect(scanned).toMatchObject({ type: 'scanned', displayName: expect.any(String) });
        await h.confirmQr(login.id);
        const done = await qr.next('logged-in');
        if (done.type !== 'logged-in') throw new Error('unreachable');
        expect(done.credentials.cookie.length).toBeGreaterThan(0);
        expect(done.credentials.imei).toEqual(expect.any(String));
        expect(done.credentials.userAgent).toEqual(expect.any(String));
        const fresh = await h.platform.login(done.credentials);
        expect(fresh.userId).toBe(done.profile.userId);
        await fresh.close();
        expect(qr.events.map((e) => e.type)).toEqual(['generated', 'scanned', 'logged-in']);
      });

      it('ends with expired when nobody scans in time', async () => {
        const qr = recorder();
        const login = h.platform.startQrLogin({}, qr.onEvent);
        await qr.next('generated');
        await h.expireQr(login.id);
        await qr.next('expired');
        await settle();
        expect(qr.events.map((e) => e.type)).toEqual(['generated', 'expired']);
      });

      it('ends with declined when the phone refuses', async () => {
        const qr = recorder();
        const login = h.platform.startQrLogin({}, qr.onEvent);
        await qr.next('generated');
        await h.scanQr(login.id);
        await qr.next('scanned');
        await h.declineQr(login.id);
        await qr.next('declined');
        await settle();
        expect(qr.events.map((e) => e.type)).toEqual(['generated', 'scanned', 'declined']);
      });

      it('reports nothing after cancel', async () => {
        const qr = recorder();
        const login = h.platform.startQrLogin({}, qr.onEvent);
        await qr.next('generated');
        login.cancel();
        await h.scanQr(login.id).catch(() => undefined);
        await settle();
        expect(qr.events.map((e) => e.type)).toEqual(['generated']);
      });
    });

    describe('cookie login and check', () => {
      it('logs in with stored credentials as the account', async () => {
        expect(session.userId).toBe(a.profile.userId);
      });

      it('refuses a cookie it never issued with LOGIN_FAILED', async () => {
        const forged = { ...a.credentials, cookie: [{ key: 'zpw_sek', value: 'gia-mao', domain: 'chat.zalo.me' }] };
        const error = await expectPlatformError(h.platform.login(forged), 'LOGIN_FAILED', null);
        expect(needsRelogin(error)).toBe(true);
      });

      it('checks a cookie: valid with the profile, or invalid with the reason', async () => {
        const good = await h.platform.checkCookie(a.credentials);
        expect(good).toMatchObject({ valid: true, profile: { userId: a.profile.userId } });
        const bad = await h.platform.checkCookie({ ...a.credentials, cookie: [{ key: 'zpw_sek', value: 'x' }] });
        expect(bad.valid).toBe(false);
        expect(!bad.valid && bad.error.kind).toBe('LOGIN_FAILED');
      });

      it('gives the current cookie, which logs in again', async () => {
        const cookie = await session.getCookie();
        expect(cookie.length).toBeGreaterThan(0);
        const again = await h.platform.login({ ...a.credentials, cookie });
        expect(again.userId).toBe(a.profile.userId);
        await again.close();
      });
    });

    describe('account data', () => {
      it('reads the own profile', async () => {
        expect(await session.getProfile()).toMatchObject({ userId: a.profile.userId, displayName: a.profile.displayName });
      });

      it('lists friends with names', async () => {
        const friends = await session.listFriends();
        expect(friends).toEqual(expect.arrayContaining([expect.objectContaining({ userId: a.friendId, displayName: expect.any(String) })]));
      });

      it('lists group ids, then details with the community flag, count and admins', async () => {
        const ids = await session.listGroupIds();
        expect(ids).toEqual(expect.arrayContaining([a.groupId, a.communityGroupId]));
        const groups = await session.getGroups([a.groupId, a.communityGroupId, '999']);
        expect(groups).toHaveLength(2);
        const group = groups.find((g) => g.groupId === a.groupId);
        const community = groups.find((g) => g.groupId === a.communityGroupId);
        expect(group).toMatchObject({ isCommunity: false, name: expect.any(String) });
        expect(group?.memberCount).toBeGreaterThanOrEqual(2);
        expect(group?.memberIds).toEqual(expect.arrayContaining([a.profile.userId, a.groupMemberId]));
        expect(group?.adminIds.length).toBeGreaterThan(0);
        expect(community?.isCommunity).toBe(true);
        expect(group?.lockViewMember).toBe(false);
      });

      it('lists the same group ids with a version each', async () => {
        const versions = await session.listGroupVersions();
        expect(Object.keys(versions).sort()).toEqual((await session.listGroupIds()).sort());
        expect(typeof versions[a.groupId]).toBe('string');
      });

      it('lists group members with names and admin flags', async () => {
        const members = await session.getGroupMembers(a.groupId);
        const member = members.find((m) => m.userId === a.groupMemberId);
        expect(member).toMatchObject({ displayName: expect.any(String), isAdmin: expect.any(Boolean) });
        expect(members.some((m) => m.isAdmin)).toBe(true);
      });

      it('reads users by id', async () => {
        const [friend] = await session.getUsersInfo([a.friendId]);
        expect(friend).toMatchObject({ userId: a.friendId, displayName: expect.any(String) });
      });
    });

    describe('messages', () => {
      it('sends text to a friend and to a group', async () => {
        const toFriend = await session.sendMessage({ threadId: a.friendId, threadType: 'user', text: 'Chào bạn!' });
        expect(toFriend.messageId).toEqual(expect.any(String));
        expect(toFriend.attachmentIds).toEqual([]);
        const toGroup = await session.sendMessage({ threadId: a.groupId, threadType: 'group', text: 'Chào cả nhóm' });
        expect(toGroup.messageId).toEqual(expect.any(String));
      });

      it('sends attachments from file paths, and refuses a missing file', async () => {
        const sent = await session.sendMessage({ threadId: a.friendId, threadType: 'user', text: 'Ảnh nè', attachments: [photo] });
        expect(sent.attachmentIds).toHaveLength(1);
        const missing = session.sendMessage({ threadId: a.friendId, threadType: 'user', text: '', attachments: [`${photo}.khong-co`] });
        await expectPlatformError(missing, 'INVALID_INPUT', null);
      });

      it('listens: private and group messages arrive, stop is silent', async () => {
        const messages: IncomingMessage[] = [];
        const closes: ListenerClose[] = [];
        session.startListener({ onMessage: (m) => messages.push(m), onClose: (c) => closes.push(c) });
        expect(session.listening).toBe(true);
        await settle();
        h.deliverIncoming({ fromUserId: a.friendId, text: 'Alo' });
        h.deliverIncoming({ fromUserId: a.groupMemberId, groupId: a.groupId, text: 'Chào nhóm' });
        await settle();
        // Once connected, the driver also receives the session's history (replayed): only the new ones are looked at.
        expect(messages.filter((m) => !m.replayed)).toEqual([
          expect.objectContaining({ threadId: a.friendId, threadType: 'user', senderId: a.friendId, text: 'Alo', kind: 'text', attachments: [], isSelf: false }),
          expect.objectContaining({ threadId: a.groupId, threadType: 'group', senderId: a.groupMemberId, text: 'Chào nhóm', kind: 'text' }),
        ]);
        session.stopListener();
        expect(session.listening).toBe(false);
        await settle();
        expect(closes).toEqual([]);
      });

      it("gives a photo its kind and the addresses the platform gives, and the owner's phone messages as its own", async () => {
        const messages: IncomingMessage[] = [];
        session.startListener({ onMessage: (m) => messages.push(m), onClose: () => undefined });
        await settle();
        h.deliverIncoming({ fromUserId: a.friendId, text: '', photo: true });
        h.deliverFromPhone({ toUserId: a.friendId, text: 'Gửi từ điện thoại' });
        await settle();
        const fresh = messages.filter((m) => !m.replayed);
        expect(fresh[0]).toMatchObject({ threadId: a.friendId, kind: 'photo', isSelf: false });
        expect(fresh[0].attachments).toEqual([expect.objectContaining({ kind: 'photo', url: expect.any(String), thumbnailUrl: expect.any(String) })]);
        expect(fresh[1]).toMatchObject({ threadId: a.friendId, threadType: 'user', text: 'Gửi từ điện thoại', kind: 'text', isSelf: true });
        session.stopListener();
      });

      it('catches up after a reconnection: what arrived meanwhile comes back from the history, marked replayed', async () => {
        const messages: IncomingMessage[] = [];
        const handlers = { onMessage: (m: IncomingMessage) => messages.push(m), onClose: () => undefined };
        session.startListener(handlers);
        await settle();
        h.deliverIncoming({ fromUserId: a.friendId, text: 'Trước khi mất mạng' });
        await settle();
        h.dropListenerNetwork();
        await settle();
        h.deliverIncoming({ fromUserId: a.friendId, text: 'Trong lúc mất mạng' });
        h.deliverIncoming({ fromUserId: a.groupMemberId, groupId: a.groupId, text: 'Nhóm trong lúc mất mạng' });
        await settle();
        expect(messages.map((m) => m.text)).not.toContain('Trong lúc mất mạng');
        messages.length = 0;
        session.startListener(handlers);
        await settle();
        const replayed = messages.filter((m) => m.replayed);
        expect(replayed.map((m) => m.text)).toEqual(expect.arrayContaining(['Trước khi mất mạng', 'Trong lúc mất mạng', 'Nhóm trong lúc mất mạng']));
        const missed = replayed.find((m) => m.text === 'Trong lúc mất mạng');
        expect(missed).toMatchObject({ threadId: a.friendId, threadType: 'user', senderId: a.friendId, isSelf: false });
        // The same message keeps its id when it comes back.
        const before = replayed.find((m) => m.text === 'Trước khi mất mạng');
        expect(before?.messageId).toEqual(expect.any(String));
        session.stopListener();
      });

      it('closes the listener with 3003 on a kick and 1006 on a network drop', async () => {
        const closes: ListenerClose[] = [];
        const handlers = { onMessage: () => undefined, onClose: (c: ListenerClose) => closes.push(c) };
        session.startListener(handlers);
        await settle();
        h.kickListener();
        await settle();
        expect(session.listening).toBe(false);
        session.startListener(handlers);
        await settle();
        h.dropListenerNetwork();
        await settle();
        expect(closes.map((c) => c.code)).toEqual([3003, 1006]);
      });

      it('closes the older listener with 3000 when the account listens elsewhere', async () => {
        const closes: ListenerClose[] = [];
        session.startListener({ onMessage: () => undefined, onClose: (c) => closes.push(c) });
        await settle();
        const elsewhere = await h.platform.login(a.credentials);
        elsewhere.startListener({ onMessage: () => undefined, onClose: () => undefined });
        await settle();
        expect(closes.map((c) => c.code)).toEqual([3000]);
        expect(elsewhere.listening).toBe(true);
        await elsewhere.close();
      });
    });

    describe('people', () => {
      it('finds a user by phone in any usual form, and answers null for an unused number', async () => {
        expect(await session.findUserByPhone(a.stranger.phone)).toMatchObject({ userId: a.stranger.userId });
        expect(await session.findUserByPhone(`+84${a.stranger.phone.slice(1)}`)).toMatchObject({ userId: a.stranger.userId });
        expect(await session.findUserByPhone(a.unknownPhone)).toBeNull();
      });

      it('sends a friend request, lists it, undoes it; an empty list is []', async () => {
        await session.sendFriendRequest(a.stranger.userId, 'Kết bạn nhé');
        const sent = await session.listSentFriendRequests();
        expect(sent).toEqual(expect.arrayContaining([expect.objectContaining({ userId: a.stranger.userId, message: 'Kết bạn nhé' })]));
        for (const request of sent) await session.undoFriendRequest(request.userId);
        expect(await session.listSentFriendRequests()).toEqual([]);
      });

      it('lists received requests and accepts one', async () => {
        const received = await session.listReceivedFriendRequests();
        expect(received).toEqual(expect.arrayContaining([expect.objectContaining({ userId: a.requesterId, message: expect.any(String) })]));
        await session.acceptFriendRequest(a.requesterId);
        expect((await session.listFriends()).map((f) => f.userId)).toContain(a.requesterId);
        expect((await session.listReceivedFriendRequests()).map((r) => r.userId)).not.toContain(a.requesterId);
      });
    });

    describe('groups', () => {
      it('adds users to a group and reports members already in it with 178', async () => {
        const result = await session.addUsersToGroup(a.groupId, [a.otherFriendId, a.groupMemberId]);
        expect(result.added).toEqual([a.otherFriendId]);
        expect(result.failed).toEqual([{ userId: a.groupMemberId, code: 178 }]);
      });

      it('joins a group by link', async () => {
        await expect(session.joinGroupByLink(a.joinableLink)).resolves.toBeUndefined();
      });
    });

    describe("Zalo's error codes", () => {
      it('102: an expired session fails every call and its cookie no longer logs in', async () => {
        h.expireSession();
        const error = await expectPlatformError(session.listFriends(), 'SESSION_EXPIRED', 102);
        expect(isSessionExpired(error)).toBe(true);
        await expectPlatformError(h.platform.login(a.credentials), 'LOGIN_FAILED');
        expect((await h.platform.checkCookie(a.credentials)).valid).toBe(false);
      });

      it('221: too many messages', async () => {
        h.exhaustMessageRateLimit();
        await expectPlatformError(session.sendMessage({ threadId: a.friendId, threadType: 'user', text: 'Nữa' }), 'RATE_LIMITED', 221);
      });

      it('123: a stranger who does not take messages from strangers', async () => {
        const send = session.sendMessage({ threadId: h.strangerRefusingMessages(), threadType: 'user', text: 'Chào' });
        await expectPlatformError(send, 'STRANGER_CANNOT_RECEIVE', 123);
      });

      it('215: a user who blocked the account', async () => {
        await expectPlatformError(session.sendFriendRequest(h.userWhoBlockedAccount(), 'Chào'), 'BLOCKED', 215);
      });

      it('225: already friends', async () => {
        await expectPlatformError(session.sendFriendRequest(a.friendId, 'Chào'), 'ALREADY_FRIENDS', 225);
      });

      it('222: they already asked, and Zalo makes them friends', async () => {
        await expectPlatformError(session.sendFriendRequest(a.requesterId, 'Chào'), 'THEY_ALREADY_ASKED', 222);
        expect((await session.listFriends()).map((f) => f.userId)).toContain(a.requesterId);
      });

      it('240: the group approves new members', async () => {
        await expectPlatformError(session.joinGroupByLink(a.approvalLink), 'APPROVAL_REQUIRED', 240);
      });

      it('178: already a member', async () => {
        await expectPlatformError(session.joinGroupByLink(a.memberLink), 'ALREADY_MEMBER', 178);
      });

      it('a closed session refuses further calls', async () => {
        await session.close();
        await expectPlatformError(session.getProfile(), 'SESSION_CLOSED', null);
      });
    });
  });
}
