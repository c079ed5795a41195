import { EventEmitter } from 'node:events';
import { CookieJar } from 'tough-cookie';
import {
  CloseReason,
  FriendRecommendationsType,
  Gender,
  type GroupInfoResponse,
  GroupMessage,
  GroupType,
  type LoginQRCallback,
  type LoginQRCallbackEvent,
  type Message,
  LoginQRCallbackEventType,
  type Options,
  type SendMessageResponse,
  type TMessage,
  ThreadType,
  type User,
  UserMessage,
  ZaloApiError,
  ZaloApiLoginQRAborted,
} from 'zca-js';
import type { ZaloClient, ZaloClientFactory, ZcaApi, ZcaCredentials, ZcaListenerEvents } from '../client';

/**
 * A fake of zca-js for tests: a tiny Zalo (one account, a few people and groups) behind zca-js's own API
 * shapes, answering with ZaloApiError codes as the real one does. It never touches the network.
 */
export interface FakePerson {
  userId: string;
  displayName: string;
  phone: string;
}

interface FakeGroup {
  name: string;
  community: boolean;
  members: Set<string>;
  admins: string[];
  approval: boolean;
  link: string;
}

interface PendingQr {
  callback: LoginQRCallback;
  resolve: (api: ZcaApi) => void;
  reject: (error: unknown) => void;
  userAgent: string;
  actions: { retry: () => unknown; abort: () => unknown };
}

export const FAKE_COOKIE_VALUE = 'fake-zpw-sek';
export const FAKE_IMEI = 'fake-imei-0001';
export const FAKE_USER_AGENT = 'Mozilla/5.0 (fake)';
// A 1×1 PNG: zca-js hands over Zalo's QR image as base64 without the data: prefix.
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const person = (userId: string, displayName: string, phone: string): FakePerson => ({ userId, displayName, phone });

export const FAKE_PEOPLE = {
  self: person('7001', 'Nguyễn Văn Chủ', '0901000001'),
  friend: person('7002', 'Trần Thị Bạn', '0901000002'),
  otherFriend: person('7003', 'Lê Văn Hai', '0901000003'),
  member: person('7004', 'Phạm Thị Thành Viên', '0901000004'),
  stranger: person('7005', 'Hoàng Văn Lạ', '0912345678'),
  refuser: person('7006', 'Vũ Thị Kín', '0901000006'),
  blocker: person('7007', 'Đặng Văn Chặn', '0901000007'),
  requester: person('7008', 'Bùi Thị Hỏi', '0901000008'),
  recommended: person('7009', 'Đỗ Văn Gợi Ý', '0901000009'),
};

/** The fake's stable id of a person (it models one viewing account, so uids need no translation). */
export const fakeGlobalId = (userId: string) => `G-${userId}`;

export function fakeUser(p: FakePerson): User {
  return {
    userId: p.userId, username: '', displayName: p.displayName, zaloName: p.displayName, avatar: '', bgavatar: '',
    cover: '', gender: Gender.Male, dob: 0, sdob: '', status: '', phoneNumber: `84${p.phone.slice(1)}`, isFr: 1,
    isBlocked: 0, lastActionTime: 0, lastUpdateTime: 0, isActive: 1, key: 0, type: 1, isActivePC: 0, isActiveWeb: 0,
    isValid: 1, userKey: '', accountStatus: 0, oaInfo: null, user_mode: 0, globalId: fakeGlobalId(p.userId), bizPkg: { pkgId: 0 },
    createdTs: 0, oa_status: null,
  };
}

let nextMessageId = 1;

/** What Zalo sends for a photo (msgType 'chat.photo'): addresses on its CDN, the HD one inside `params`. */
export const FAKE_PHOTO = {
  msgType: 'chat.photo',
  content: {
    title: '', description: '', href: 'https://photo.zdn.vn/fake/anh.jpg', thumb: 'https://photo.zdn.vn/fake/anh_thumb.jpg', childnumber: 0,
    action: '', params: JSON.stringify({ hd: 'https://photo.zdn.vn/fake/anh_hd.jpg', width: 800, height: 600 }), type: '',
  },
};

function fakeMessageData(fromId: string, toId: string, text: string, media?: typeof FAKE_PHOTO): TMessage {
  return {
    actionId: '1', msgId: `${Date.now()}${nextMessageId++}`, cliMsgId: '1', msgType: media?.msgType ?? 'webchat', uidFrom: fromId, idTo: toId,
    dName: '', ts: String(Date.now()), status: 1, content: media?.content ?? text, notify: '1', ttl: 0, userId: '0', uin: '0',
    topOut: '0', topOutTimeOut: '0', topOutImprTimeOut: '0', propertyExt: undefined,
    paramsExt: { countUnread: 1, containType: 0, platformType: 1 }, cmd: 501, st: 3, at: 5, realMsgId: '0',
    quote: undefined,
  };
}

const error = (message: string, code?: number) => new ZaloApiError(message, code);

/** The listener's side: emits what zca-js's Listener emits, including 'closed' 1000 on stop(). */
export class FakeListener extends EventEmitter<ZcaListenerEvents> {
  running = false;

  constructor(private readonly zalo: FakeZalo) {
    super();
  }

  start(_options?: { retryOnClose?: boolean }): void {
    if (this.running) throw error('Already started');
    this.running = true;
    this.zalo.listenerStarted(this);
    queueMicrotask(() => this.emit('connected'));
  }

  stop(): void {
    if (this.running) this.close(CloseReason.ManualClosure, '');
  }

  /** Zalo answers with the history of this kind of chat that it keeps (zca-js emits 'old_messages'). */
  requestOldMessages(threadType: ThreadType): void {
    this.zalo.oldMessageRequests.push(threadType);
    const history = this.zalo.history.filter((message) => message.type === threadType);
    queueMicrotask(() => this.running && this.emit('old_messages', history, threadType));
  }

  close(code: CloseReason, reason: string): void {
    this.running = false;
    this.zalo.listenerStopped(this);
    this.emit('closed', code, reason);
  }
}

export class FakeZalo {
  /** The options of every `new Zalo(options)` the driver made. */
  readonly clientOptions: Array<Partial<Options>> = [];
  readonly sentMessages: Array<{ threadId: string; type: ThreadType | undefined; text: string; attachments: unknown }> = [];
  /** Every message delivered to the account, listening or not: what Zalo sends back after a reconnection. */
  readonly history: Message[] = [];
  /** The thread types the driver asked the history of, in order. */
  readonly oldMessageRequests: ThreadType[] = [];
  readonly self = FAKE_PEOPLE.self;
  readonly people = new Map(Object.values(FAKE_PEOPLE).map((p) => [p.userId, p]));
  readonly friends = new Set([FAKE_PEOPLE.friend.userId, FAKE_PEOPLE.otherFriend.userId]);
  readonly groups = new Map<string, FakeGroup>([
    ['g-100', { name: 'Hội Yêu Cây Cảnh', community: false, members: new Set(['7001', '7002', '7004']), admins: ['7001'], approval: false, link: 'https://zalo.me/g/caycanh' }],
    ['g-200', { name: 'Cộng Đồng Mẹ Và Bé', community: true, members: new Set(['7001', '7004']), admins: ['7004'], approval: false, link: 'https://zalo.me/g/mevabe' }],
    ['g-300', { name: 'Chợ Xe Cũ Sài Gòn', community: false, members: new Set(['7004']), admins: ['7004'], approval: false, link: 'https://zalo.me/g/xecu' }],
    ['g-400', { name: 'CLB Tennis Hà Nội', community: false, members: new Set(['7004']), admins: ['7004'], approval: true, link: 'https://zalo.me/g/tennis' }],
  ]);
  readonly sent = new Map<string, { message: string; time: number }>();
  readonly received = new Map([[FAKE_PEOPLE.requester.userId, { message: 'Chào bạn, kết bạn nhé!', time: 1_735_689_600 }]]);
  readonly refusers = new Set<string>();
  readonly blockers = new Set<string>();
  expired = false;
  rateLimited = false;
  /** Makes the next zca call fail with this error, whatever it is. */
  failNext: unknown = null;
  private readonly listeners = new Set<FakeListener>();
  private readonly pendingQrs: PendingQr[] = [];

  readonly factory: ZaloClientFactory = (options) => {
    this.clientOptions.push(options);
    return this.client();
  };

  // ── Controls ─────────────────────────────────────────────────────────────────────────────────────────

  scanQr(): void {
    const qr = this.latestQr();
    qr.callback({ type: LoginQRCallbackEventType.QRCodeScanned, data: { avatar: '', display_name: this.self.displayName }, actions: qr.actions });
  }

  confirmQr(): void {
    const qr = this.latestQr();
    this.removeQr(qr);
    const cookie = [{ key: 'zpw_sek', value: FAKE_COOKIE_VALUE, domain: 'chat.zalo.me', path: '/' }];
    qr.callback({ type: LoginQRCallbackEventType.GotLoginInfo, data: { cookie, imei: FAKE_IMEI, userAgent: qr.userAgent }, actions: null });
    qr.resolve(this.api());
  }

  /** Like zca-js: the event fires and the login waits until someone calls abort() or retry(). */
  expireQr(): void {
    const qr = this.latestQr();
    qr.callback({ type: LoginQRCallbackEventType.QRCodeExpired, data: null, actions: qr.actions });
  }

  declineQr(): void {
    const qr = this.latestQr();
    qr.callback({ type: LoginQRCallbackEventType.QRCodeDeclined, data: { code: 'qr-code' }, actions: qr.actions });
  }

  failQr(reason: unknown): void {
    const qr = this.latestQr();
    this.removeQr(qr);
    qr.reject(reason);
  }

  deliver(input: { fromUserId: string; text: string; groupId?: string; photo?: boolean }): void {
    const data = fakeMessageData(input.fromUserId, input.groupId ?? this.self.userId, input.text, input.photo ? FAKE_PHOTO : undefined);
    const message = input.groupId ? new GroupMessage(this.self.userId, { ...data, mentions: undefined }) : new UserMessage(this.self.userId, data);
    this.history.push(message);
    for (const listener of this.listeners) listener.emit('message', message);
  }

  /** The account's owner writes from their phone: Zalo sends it with uidFrom '0' (selfListen). */
  deliverFromPhone(input: { toUserId: string; text: string }): void {
    const message = new UserMessage(this.self.userId, fakeMessageData('0', input.toUserId, input.text));
    this.history.push(message);
    for (const listener of this.listeners) listener.emit('message', message);
  }

  /** Zalo's friend event as zca-js emits it: ADD (0) with the new friend's uid, REMOVE (1)… */
  emitFriendEvent(type: number, data: string): void {
    for (const listener of this.listeners) listener.emit('friend_event', { type, data, threadId: data, isSelf: false });
  }

  emitListenerError(reason: unknown): void {
    for (const listener of this.listeners) listener.emit('error', reason);
  }

  closeListeners(code: CloseReason): void {
    for (const listener of [...this.listeners]) listener.close(code, CloseReason[code]);
  }

  listenerStarted(listener: FakeListener): void {
    for (const other of [...this.listeners]) other.close(CloseReason.DuplicateConnection, 'DuplicateConnection');
    this.listeners.add(listener);
  }

  listenerStopped(listener: FakeListener): void {
    this.listeners.delete(listener);
  }

  // ── zca-js's side ────────────────────────────────────────────────────────────────────────────────────

  private client(): ZaloClient {
    return {
      login: async (credentials) => this.login(credentials),
      loginQR: (options, callback) => this.loginQR(options.userAgent ?? FAKE_USER_AGENT, callback),
    };
  }

  private login(credentials: ZcaCredentials): ZcaApi {
    const cookies: Array<{ value?: unknown }> = Array.isArray(credentials.cookie) ? credentials.cookie : credentials.cookie.cookies;
    if (this.expired || !cookies.some((c) => c.value === FAKE_COOKIE_VALUE)) throw error('Đăng nhập thất bại');
    return this.api();
  }

  private loginQR(userAgent: string, callback: LoginQRCallback): Promise<ZcaApi> {
    return new Promise((resolve, reject) => {
      const qr: PendingQr = {
        callback, resolve, reject, userAgent,
        actions: {
          retry: () => undefined,
          abort: () => {
            this.removeQr(qr);
            reject(new ZaloApiLoginQRAborted());
          },
        },
      };
      this.pendingQrs.push(qr);
      const generated: LoginQRCallbackEvent = {
        type: LoginQRCallbackEventType.QRCodeGenerated,
        data: { code: 'qr-code', image: TINY_PNG, options: { enabledCheckOCR: false, enabledMultiLayer: false }, token: 't' },
        actions: { ...qr.actions, saveToFile: async () => undefined },
      };
      setTimeout(() => callback(generated), 1);
    });
  }

  private latestQr(): PendingQr {
    const qr = this.pendingQrs.at(-1);
    if (!qr) throw new Error('No QR login in progress');
    return qr;
  }

  private removeQr(qr: PendingQr): void {
    const index = this.pendingQrs.indexOf(qr);
    if (index >= 0) this.pendingQrs.splice(index, 1);
  }

  /** Every API call starts here, as every zca-js call starts with an HTTP request. */
  private guard(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
    if (this.expired) throw error('Phiên đăng nhập đã hết hạn', 102);
  }

  private person(userId: string): FakePerson {
    const found = this.people.get(userId);
    if (!found) throw error('Người dùng không tồn tại', 114);
    return found;
  }

  private groupInfo(groupId: string): GroupInfoResponse['gridInfoMap'][string] {
    const group = this.groups.get(groupId);
    if (!group) throw error('Nhóm không tồn tại', 114);
    const memberIds = [...group.members];
    return {
      groupId, name: group.name, desc: '', type: group.community ? GroupType.Community : GroupType.Group,
      creatorId: group.admins[0], version: '1', avt: '', fullAvt: '', memberIds: [], adminIds: group.admins,
      currentMems: [], updateMems: [], admins: [], hasMoreMember: 0, subType: 0,
      totalMember: group.community ? 1200 : memberIds.length, maxMember: 1000,
      setting: {
        blockName: 0, signAdminMsg: 0, addMemberOnly: 0, setTopicOnly: 0, enableMsgHistory: 1,
        joinAppr: group.approval ? 1 : 0, lockCreatePost: 0, lockCreatePoll: 0, lockSendMsg: 0, lockViewMember: 0,
        bannFeature: 0, dirtyMedia: 0, banDuration: 0,
      },
      createdTime: 0, visibility: 1, globalId: '', e2ee: 0, extraInfo: { enable_media_store: 1 },
      memVerList: (group.community ? group.admins : memberIds).map((id) => `${id}_0`),
      pendingApprove: { time: 0, uids: null },
    };
  }

  private sendMessage(text: string, attachments: unknown, threadId: string, type: ThreadType | undefined): SendMessageResponse {
    if (this.rateLimited) throw error('Bạn gửi quá nhanh', 221);
    if (type !== ThreadType.Group && this.refusers.has(threadId)) throw error('Không thể gửi tin cho người lạ', 123);
    this.sentMessages.push({ threadId, type, text, attachments });
    const count = Array.isArray(attachments) ? attachments.length : attachments ? 1 : 0;
    return {
      message: text ? { msgId: 9000 + this.sentMessages.length } : null,
      attachment: Array.from({ length: count }, (_, i) => ({ msgId: 9500 + i })),
    };
  }

  private sendFriendRequest(userId: string, message: string): '' {
    if (this.friends.has(userId)) throw error('Đã là bạn bè', 225);
    if (this.blockers.has(userId)) throw error('Bạn đã bị chặn', 215);
    if (this.received.delete(userId)) {
      this.friends.add(userId);
      throw error('Người này đã gửi lời mời cho bạn', 222);
    }
    this.sent.set(userId, { message, time: 1_735_700_000_000 });
    return '';
  }

  private joinGroupLink(link: string): '' {
    const [groupId, group] = [...this.groups].find(([, g]) => g.link === link) ?? [];
    if (!groupId || !group) throw error('Link không hợp lệ', 114);
    if (group.members.has(this.self.userId)) throw error('Bạn đã là thành viên', 178);
    if (group.approval) throw error('Nhóm cần duyệt thành viên', 240);
    group.members.add(this.self.userId);
    return '';
  }

  private api(): ZcaApi {
    const listener = new FakeListener(this);
    const jar = new CookieJar();
    jar.setCookieSync(`zpw_sek=${FAKE_COOKIE_VALUE}; Domain=chat.zalo.me; Path=/`, 'https://chat.zalo.me');
    const guarded =
      <A extends unknown[], R>(fn: (...args: A) => R) =>
      async (...args: A): Promise<Awaited<R>> => {
        this.guard();
        return await fn(...args);
      };
    return {
      listener,
      getOwnId: () => this.self.userId,
      getCookie: () => jar,
      fetchAccountInfo: guarded(() => ({ profile: fakeUser(this.self) })),
      getAllFriends: guarded(() => [...this.friends].map((id) => fakeUser(this.person(id)))),
      getAllGroups: guarded(() => ({
        version: '1',
        gridVerMap: Object.fromEntries([...this.groups].filter(([, g]) => g.members.has(this.self.userId)).map(([id]) => [id, '1'])),
      })),
      getGroupInfo: guarded((groupId: string | string[]) => ({
        removedsGroup: [],
        unchangedsGroup: [],
        gridInfoMap: Object.fromEntries(
          [groupId].flat().filter((id) => this.groups.get(id)?.members.has(this.self.userId)).map((id) => [id, this.groupInfo(id)]),
        ),
      })),
      getGroupMembersInfo: guarded((memberId: string | string[]) => ({
        profiles: Object.fromEntries(
          [memberId].flat().map((id) => {
            const p = this.person(id);
            return [id, { displayName: p.displayName, zaloName: p.displayName, avatar: '', accountStatus: 0, type: 0, lastUpdateTime: 0, globalId: fakeGlobalId(id), id }];
          }),
        ),
        unchangeds_profile: [],
      })),
      sendMessage: guarded((message, threadId, type) =>
        typeof message === 'string'
          ? this.sendMessage(message, undefined, threadId, type)
          : this.sendMessage(message.msg, message.attachments, threadId, type),
      ),
      findUser: guarded((phone: string) => {
        const found = [...this.people.values()].find((p) => p.phone === phone);
        if (!found) throw error('Không tìm thấy người dùng', 216);
        return {
          avatar: '', cover: '', status: '', gender: Gender.Female, dob: 0, sdob: '', globalId: fakeGlobalId(found.userId), bizPkg: { pkgId: 0 },
          uid: found.userId, zalo_name: found.displayName, display_name: found.displayName,
        };
      }),
      sendFriendRequest: guarded((message: string, userId: string) => this.sendFriendRequest(userId, message)),
      getSentFriendRequest: guarded(() => {
        if (this.sent.size === 0) throw error('Danh sách trống', 112);
        return Object.fromEntries(
          [...this.sent].map(([id, request]) => {
            const p = this.person(id);
            const info = { userId: id, zaloName: p.displayName, displayName: p.displayName, avatar: '', globalId: fakeGlobalId(id), bizPkg: { pkgId: 0 } };
            return [id, { ...info, fReqInfo: { message: request.message, src: 30, time: request.time } }];
          }),
        );
      }),
      undoFriendRequest: guarded((userId: string) => {
        if (!this.sent.delete(userId)) throw error('Không có lời mời', 114);
        return '' as const;
      }),
      getFriendRecommendations: guarded(() => ({
        expiredDuration: 0,
        collapseMsgListConfig: { collapseId: 0, collapseXItem: 0, collapseYItem: 0 },
        recommItems: [
          ...[...this.received].map(([id, request]) => this.recommendation(id, FriendRecommendationsType.ReceivedFriendRequest, request.message, request.time)),
          this.recommendation(FAKE_PEOPLE.recommended.userId, FriendRecommendationsType.RecommendedFriend, '', 0),
        ],
      })),
      acceptFriendRequest: guarded((userId: string) => {
        if (!this.received.delete(userId)) throw error('Không có lời mời', 114);
        this.friends.add(userId);
        return '' as const;
      }),
      addUserToGroup: guarded((memberId: string | string[], groupId: string) => {
        const group = this.groups.get(groupId);
        if (!group) throw error('Nhóm không tồn tại', 114);
        const already = [memberId].flat().filter((id) => group.members.has(id));
        for (const id of [memberId].flat()) group.members.add(id);
        const errorData: Record<string, string[]> = already.length ? { '178': already } : {};
        return { errorMembers: already, error_data: errorData };
      }),
      joinGroupLink: guarded((link: string) => this.joinGroupLink(link)),
    };
  }

  private recommendation(userId: string, recommType: FriendRecommendationsType, message: string, time: number) {
    const p = this.person(userId);
    return {
      recommItemType: 1,
      dataInfo: {
        userId, zaloName: p.displayName, displayName: p.displayName, avatar: '', phoneNumber: `84${p.phone.slice(1)}`,
        status: '', gender: Gender.Male, dob: 0, type: 0, recommType, recommSrc: 0, recommTime: time,
        recommInfo: { suggestWay: 0, source: 0, message, customText: null }, bizPkg: { pkgId: 0 }, isSeenFriendReq: false,
      },
    };
  }
}
