import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { SocksProxyAgent } from 'socks-proxy-agent';
import { CloseReason, FriendEventType, ThreadType, UserMessage, ZaloApiError } from 'zca-js';
import { type ContractHarness, registerPlatformContract } from '../testing/contract';
import type { QrLoginEvent } from '../gateway';
import { FAKE_COOKIE_VALUE, FAKE_IMEI, FAKE_PEOPLE, FAKE_USER_AGENT, FakeZalo } from './testing/fake-zalo';
import { readImageMetadata } from './image-metadata';
import { toIncoming } from './messages';
import { ZcaPlatform } from './platform';
import { proxyUrl } from './proxy';
import { until } from '../../testing/until';

const CREDENTIALS = {
  cookie: [{ key: 'zpw_sek', value: FAKE_COOKIE_VALUE, domain: 'chat.zalo.me', path: '/' }],
  imei: FAKE_IMEI,
  userAgent: FAKE_USER_AGENT,
};

function createFakeHarness(): ContractHarness {
  const fake = new FakeZalo();
  const { self, friend, otherFriend, member, stranger, refuser, blocker, requester } = FAKE_PEOPLE;
  return {
    platform: new ZcaPlatform({ createClient: fake.factory }),
    account: {
      credentials: CREDENTIALS,
      profile: { userId: self.userId, displayName: self.displayName },
      friendId: friend.userId,
      otherFriendId: otherFriend.userId,
      groupId: 'g-100',
      groupMemberId: member.userId,
      communityGroupId: 'g-200',
      stranger: { userId: stranger.userId, phone: stranger.phone },
      unknownPhone: '0100000000',
      requesterId: requester.userId,
      joinableLink: 'https://zalo.me/g/xecu',
      approvalLink: 'https://zalo.me/g/tennis',
      memberLink: 'https://zalo.me/g/caycanh',
    },
    // The driver's QR id is its own; the fake drives the login in progress.
    scanQr: async () => fake.scanQr(),
    confirmQr: async () => fake.confirmQr(),
    expireQr: async () => fake.expireQr(),
    declineQr: async () => fake.declineQr(),
    deliverIncoming: (input) => fake.deliver(input),
    deliverFromPhone: (input) => fake.deliverFromPhone(input),
    kickListener: () => fake.closeListeners(CloseReason.KickConnection),
    dropListenerNetwork: () => fake.closeListeners(CloseReason.AbnormalClosure),
    expireSession: () => {
      fake.expired = true;
    },
    exhaustMessageRateLimit: () => {
      fake.rateLimited = true;
    },
    strangerRefusingMessages: () => {
      fake.refusers.add(refuser.userId);
      return refuser.userId;
    },
    userWhoBlockedAccount: () => {
      fake.blockers.add(blocker.userId);
      return blocker.userId;
    },
    close: async () => undefined,
  };
}

registerPlatformContract('zca (fake zca-js)', async () => createFakeHarness());

describe('zca driver', () => {
  let fake: FakeZalo;
  let platform: ZcaPlatform;
  beforeEach(() => {
    fake = new FakeZalo();
    platform = new ZcaPlatform({ createClient: fake.factory });
  });

  describe('Zalo options', () => {
    it('turns off update checks and logging and gives an image metadata reader', async () => {
      await platform.login(CREDENTIALS);
      const [options] = fake.clientOptions;
      expect(options).toMatchObject({ checkUpdate: false, logging: false, selfListen: true, imageMetadataGetter: readImageMetadata });
      expect(options.agent).toBeUndefined();
      expect(options.polyfill).toBeUndefined();
    });

    it('sends HTTP and the websocket through an http(s) proxy with a fetch that honours the agent', async () => {
      await platform.login({ ...CREDENTIALS, proxy: { scheme: 'http', host: '10.0.0.5', port: 3128, username: 'u', password: 'p' } });
      const [options] = fake.clientOptions;
      expect(options.agent).toBeInstanceOf(HttpsProxyAgent);
      expect(options.polyfill).toEqual(expect.any(Function));
      expect(options.polyfill).not.toBe(globalThis.fetch);
    });

    it("closes the proxy agent's sockets with the session", async () => {
      const session = await platform.login({ ...CREDENTIALS, proxy: { scheme: 'https', host: 'proxy.vn', port: 443 } });
      const agent = fake.clientOptions[0].agent;
      if (!agent) throw new Error('no agent');
      const destroy = jest.spyOn(agent, 'destroy');
      await session.close();
      expect(destroy).toHaveBeenCalledTimes(1);
    });

    it('uses a SOCKS agent for socks4 and socks5, with QR logins too', () => {
      platform.startQrLogin({ proxy: { scheme: 'socks5', host: 'proxy.vn', port: 1080 } }, () => undefined).cancel();
      expect(fake.clientOptions[0].agent).toBeInstanceOf(SocksProxyAgent);
    });

    it('builds proxy URLs with escaped credentials and remote DNS for SOCKS', () => {
      expect(proxyUrl({ scheme: 'http', host: 'h', port: 8080, username: 'a@b', password: 'p:w/' })).toBe('http://a%40b:p%3Aw%2F@h:8080');
      expect(proxyUrl({ scheme: 'https', host: 'h', port: 443 })).toBe('https://h:443');
      expect(proxyUrl({ scheme: 'socks4', host: 'h', port: 1 })).toBe('socks4a://h:1');
      expect(proxyUrl({ scheme: 'socks5', host: 'h', port: 2, username: 'u' })).toBe('socks5h://u@h:2');
    });
  });

  describe('calls into zca-js', () => {
    it('passes the thread type and the attachment paths to sendMessage', async () => {
      const session = await platform.login(CREDENTIALS);
      const folder = await mkdtemp(path.join(tmpdir(), 'zca-'));
      const file = path.join(folder, 'bang-gia.txt');
      await writeFile(file, 'bảng giá');
      await session.sendMessage({ threadId: 'g-100', threadType: 'group', text: 'Bảng giá', attachments: [file] });
      await session.sendMessage({ threadId: FAKE_PEOPLE.friend.userId, threadType: 'user', text: 'Chào' });
      expect(fake.sentMessages).toEqual([
        { threadId: 'g-100', type: ThreadType.Group, text: 'Bảng giá', attachments: [file] },
        { threadId: FAKE_PEOPLE.friend.userId, type: ThreadType.User, text: 'Chào', attachments: [] },
      ]);
      await rm(folder, { recursive: true, force: true });
    });

    it('keeps only received requests out of the friend recommendations', async () => {
      const session = await platform.login(CREDENTIALS);
      const received = await session.listReceivedFriendRequests();
      expect(received.map((r) => r.userId)).toEqual([FAKE_PEOPLE.requester.userId]);
      expect(received[0]).toMatchObject({ phone: FAKE_PEOPLE.requester.phone, receivedAt: 1_735_689_600_000 });
    });

    it('gives phone numbers in 0xxxxxxxxx form', async () => {
      const session = await platform.login(CREDENTIALS);
      expect((await session.getProfile()).phone).toBe(FAKE_PEOPLE.self.phone);
    });

    it("survives the listener's websocket errors", async () => {
      const session = await platform.login(CREDENTIALS);
      session.startListener({ onMessage: () => undefined, onClose: () => undefined });
      expect(() => fake.emitListenerError(new Error('socket hang up'))).not.toThrow();
    });

    it("tells the listener of a new friend (zca-js's friend_event ADD), and of nothing for the other friend events", async () => {
      const session = await platform.login(CREDENTIALS);
      const added: string[] = [];
      session.startListener({ onMessage: () => undefined, onClose: () => undefined, onFriendAdded: (uid) => added.push(uid) });
      fake.emitFriendEvent(FriendEventType.ADD, 'uid-new-friend');
      fake.emitFriendEvent(FriendEventType.REMOVE, 'uid-gone');
      expect(added).toEqual(['uid-new-friend']);
      session.stopListener();
      fake.emitFriendEvent(FriendEventType.ADD, 'uid-after-stop');
      expect(added).toEqual(['uid-new-friend']);
    });

    it("asks Zalo for the history of private and group chats on every connection (zca-js's requestOldMessages)", async () => {
      const session = await platform.login(CREDENTIALS);
      const handlers = { onMessage: () => undefined, onClose: () => undefined };
      session.startListener(handlers);
      await new Promise((resolve) => setTimeout(resolve, 5));
      fake.closeListeners(CloseReason.AbnormalClosure);
      session.startListener(handlers);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(fake.oldMessageRequests).toEqual([ThreadType.User, ThreadType.Group, ThreadType.User, ThreadType.Group]);
      session.stopListener();
    });

    it("maps Zalo's message types: files with their name and size, contact cards, links, unknown types as other", () => {
      const message = (msgType: string, content: unknown) =>
        new UserMessage(FAKE_PEOPLE.self.userId, { msgId: '1', uidFrom: FAKE_PEOPLE.friend.userId, idTo: '0', dName: 'Bạn', ts: '1700000000000', msgType, content } as never);
      const file = toIncoming(message('share.file', { title: 'bao-gia.pdf', href: 'https://f.zdn.vn/bao-gia.pdf', thumb: '', params: '{"fileSize":"20480","fileExt":"pdf"}' }));
      expect(file).toMatchObject({ kind: 'file', text: '', attachments: [{ kind: 'file', url: 'https://f.zdn.vn/bao-gia.pdf', name: 'bao-gia.pdf', size: 20480 }] });
      const card = toIncoming(message('chat.recommended', { title: 'Lan Anh', action: 'recommened.user', thumb: 'https://a.zdn.vn/lan.jpg', params: '{' }));
      expect(card).toMatchObject({ kind: 'contact', attachments: [{ kind: 'contact', name: 'Lan Anh', thumbnailUrl: 'https://a.zdn.vn/lan.jpg', size: null }] });
      const link = toIncoming(message('chat.recommended', { title: 'Shopee', action: 'recommened.link', href: 'https://shopee.vn/x' }));
      expect(link).toMatchObject({ kind: 'link', text: 'https://shopee.vn/x' });
      expect(toIncoming(message('chat.location.new', { title: 'Hà Nội' }))).toMatchObject({ kind: 'other', text: 'Hà Nội', attachments: [] });
      expect(toIncoming(message('webchat', 'Chào shop'), true)).toMatchObject({ kind: 'text', text: 'Chào shop', replayed: true });
    });

    it('reads the cookie jar zca-js keeps up to date', async () => {
      const session = await platform.login(CREDENTIALS);
      expect(await session.getCookie()).toEqual([expect.objectContaining({ key: 'zpw_sek', value: FAKE_COOKIE_VALUE })]);
    });
  });

  describe('errors', () => {
    it('keeps an unknown Zalo code under kind UNKNOWN', async () => {
      const session = await platform.login(CREDENTIALS);
      fake.failNext = new ZaloApiError('Lỗi lạ', 999);
      await expect(session.listFriends()).rejects.toMatchObject({ kind: 'UNKNOWN', code: 999, message: 'Lỗi lạ' });
    });

    it('reports network failures as NETWORK, and a cookie check then throws instead of saying invalid', async () => {
      const session = await platform.login(CREDENTIALS);
      fake.failNext = new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
      await expect(session.listFriends()).rejects.toMatchObject({ kind: 'NETWORK', code: null });
      const offline = new ZcaPlatform({
        createClient: () => ({
          login: async () => {
            throw new ZaloApiError('Failed to fetch login info: Bad Gateway');
          },
          loginQR: async () => {
            throw new Error('unused');
          },
        }),
      });
      await expect(offline.checkCookie(CREDENTIALS)).rejects.toMatchObject({ kind: 'NETWORK' });
    });

    it('recognises a SOCKS proxy that refuses the connection as a network failure', async () => {
      const session = await platform.login(CREDENTIALS);
      fake.failNext = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { name: 'SocksClientError' });
      await expect(session.getProfile()).rejects.toMatchObject({ kind: 'NETWORK' });
      fake.failNext = new Error('Proxy connection timed out: ETIMEDOUT');
      await expect(session.getProfile()).rejects.toMatchObject({ kind: 'NETWORK' });
    });

    it('ends a QR login with failed when zca-js gives up', async () => {
      const events: QrLoginEvent[] = [];
      platform.startQrLogin({}, (e) => events.push(e));
      await until(() => events.length, (count) => count === 1);
      fake.failQr(new ZaloApiError('Unable to generate QRCode'));
      await until(() => events.length, (count) => count === 2);
      expect(events.map((e) => e.type)).toEqual(['generated', 'failed']);
      expect(events[1]).toMatchObject({ error: { kind: 'UNKNOWN', message: 'Unable to generate QRCode' } });
    });
  });
});

describe('readImageMetadata', () => {
  it('reads width, height and size of an image, and null for anything else', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'img-'));
    const png = path.join(folder, 'a.png');
    await writeFile(png, Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ));
    const text = path.join(folder, 'a.txt');
    await writeFile(text, 'không phải ảnh');
    expect(await readImageMetadata(png)).toEqual({ width: 1, height: 1, size: 70 });
    expect(await readImageMetadata(text)).toBeNull();
    await rm(folder, { recursive: true, force: true });
  });
});
