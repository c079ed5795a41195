import {
  FriendEventType,
  FriendRecommendationsType,
  type GroupInfoResponse,
  GroupType,
  ThreadType as ZcaThreadType,
} from 'zca-js';
import { assertAttachmentsExist } from '../attachments';
import { PlatformError, ZaloErrorCode } from '../errors';
import type { PlatformSession } from '../gateway';
import {
  type AddToGroupResult,
  type Friend,
  type GroupInfo,
  type GroupMember,
  type ListenerHandlers,
  normalisePhone,
  type Profile,
  type ReceivedFriendRequest,
  type SendMessageInput,
  type SentFriendRequest,
  type SentMessage,
  type SessionCookie,
  type UserSummary,
} from '../types';
import type { ZcaApi, ZcaListenerEvents } from './client';
import { toPlatformError } from './errors';
import { toIncoming } from './messages';

/** getGroupInfo and getGroupMembersInfo take lists; Zalo's web client asks in pages of this size. */
const PAGE_SIZE = 50;
/** Zalo answers 221 to bursts of group and profile reads: a pause between pages of one call. */
export const PAGE_PAUSE_MS = 400;
const pause = () => new Promise((resolve) => setTimeout(resolve, PAGE_PAUSE_MS));
/** Zalo answers this when no account uses a phone number. */
const USER_NOT_FOUND_CODE = 216;

type ZcaGroup = GroupInfoResponse['gridInfoMap'][string];

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Zalo mixes seconds and milliseconds. */
function toEpochMs(time: number): number {
  return time > 0 && time < 1e12 ? time * 1000 : time;
}

/** Member ids come as `uid_version` in memVerList. */
function memberIdsOf(group: ZcaGroup): string[] {
  const versions = group.memVerList ?? [];
  return versions.length > 0 ? versions.map((entry) => entry.replace(/_\d+$/, '')) : (group.memberIds ?? []);
}

function toGroupInfo(group: ZcaGroup): GroupInfo {
  return {
    groupId: group.groupId,
    name: group.name,
    description: group.desc ?? '',
    avatar: group.fullAvt || group.avt || '',
    isCommunity: group.type === GroupType.Community,
    memberCount: group.totalMember ?? 0,
    creatorId: group.creatorId,
    adminIds: group.adminIds ?? [],
    memberIds: memberIdsOf(group),
    joinApproval: group.setting?.joinAppr === 1,
    lockViewMember: group.setting?.lockViewMember === 1,
  };
}

/** One account logged in to the real Zalo through zca-js. */
export class ZcaSession implements PlatformSession {
  readonly userId: string;
  private handlers: ListenerHandlers | null = null;
  private closed = false;

  constructor(
    private readonly api: ZcaApi,
    private readonly release: () => void = () => undefined,
  ) {
    this.userId = api.getOwnId();
    // An EventEmitter without an 'error' listener throws, and zca-js emits websocket errors from a socket
    // callback: that would take the whole server down. The 'closed' event that follows is what we report.
    api.listener.on('error', () => undefined);
  }

  get listening(): boolean {
    return this.handlers !== null;
  }

  getProfile(): Promise<Profile> {
    return this.call(async () => {
      const { profile } = await this.api.fetchAccountInfo();
      return {
        userId: profile.userId || this.userId,
        displayName: profile.displayName || profile.zaloName,
        avatar: profile.avatar ?? '',
        phone: profile.phoneNumber ? normalisePhone(profile.phoneNumber) : null,
      };
    });
  }

  startListener(handlers: ListenerHandlers): void {
    this.assertOpen();
    if (this.handlers) throw new PlatformError('INVALID_INPUT', 'Listener already started');
    this.handlers = handlers;
    const listener = this.api.listener;
    listener.on('message', this.onMessage);
    listener.on('old_messages', this.onOldMessages);
    listener.on('connected', this.onConnected);
    listener.on('closed', this.onClosed);
    listener.on('friend_event', this.onFriendEvent);
    try {
      // zca-js retries the codes Zalo's settings list as retryable and reports 'closed' only when it gives up.
      listener.start({ retryOnClose: true });
    } catch (error) {
      this.detachListener();
      throw toPlatformError(error);
    }
  }

  stopListener(): void {
    if (!this.handlers) return;
    this.detachListener();
    this.api.listener.stop();
  }

  listFriends(): Promise<Friend[]> {
    return this.call(async () =>
      (await this.api.getAllFriends()).map((user) => ({
        userId: user.userId,
        displayName: user.displayName || user.zaloName,
        zaloName: user.zaloName,
        avatar: user.avatar ?? '',
        phone: user.phoneNumber ? normalisePhone(user.phoneNumber) : null,
        globalId: user.globalId ?? '',
        isActive: user.isActive !== 0,
      })),
    );
  }

  listGroupIds(): Promise<string[]> {
    return this.call(async () => Object.keys((await this.api.getAllGroups()).gridVerMap ?? {}));
  }

  listGroupVersions(): Promise<Record<string, string>> {
    return this.call(async () => ({ ...(await this.api.getAllGroups()).gridVerMap }));
  }

  getGroups(groupIds: string[]): Promise<GroupInfo[]> {
    return this.call(async () => {
      const groups: GroupInfo[] = [];
      for (const [index, page] of chunks(groupIds, PAGE_SIZE).entries()) {
        if (index > 0) await pause();
        const { gridInfoMap } = await this.api.getGroupInfo(page);
        groups.push(...Object.values(gridInfoMap ?? {}).map(toGroupInfo));
      }
      return groups;
    });
  }

  getGroupMembers(groupId: string): Promise<GroupMember[]> {
    return this.call(async () => {
      const group = (await this.api.getGroupInfo(groupId)).gridInfoMap?.[groupId];
      if (!group) throw new PlatformError('NOT_FOUND', 'Group not found');
      const admins = new Set([group.creatorId, ...(group.adminIds ?? [])]);
      const members = await this.fetchUsers(memberIdsOf(group));
      return members.map((member) => ({ ...member, isAdmin: admins.has(member.userId) }));
    });
  }

  getUsersInfo(userIds: string[]): Promise<UserSummary[]> {
    return this.call(() => this.fetchUsers(userIds));
  }

  sendMessage(input: SendMessageInput): Promise<SentMessage> {
    return this.call(async () => {
      const attachments = input.attachments ?? [];
      await assertAttachmentsExist(attachments);
      const type = input.threadType === 'group' ? ZcaThreadType.Group : ZcaThreadType.User;
      const sent = await this.api.sendMessage({ msg: input.text, attachments }, input.threadId, type);
      const attachmentIds = (sent.attachment ?? []).map((each) => String(each.msgId));
      const messageId = sent.message ? String(sent.message.msgId) : attachmentIds[0];
      if (!messageId) throw new PlatformError('UNKNOWN', 'Zalo did not confirm the message');
      return { messageId, attachmentIds };
    });
  }

  findUserByPhone(phone: string): Promise<UserSummary | null> {
    return this.call(async () => {
      try {
        const user = await this.api.findUser(normalisePhone(phone));
        if (!user?.uid) return null;
        return {
          userId: user.uid,
          displayName: user.display_name || user.zalo_name,
          zaloName: user.zalo_name,
          avatar: user.avatar ?? '',
          globalId: user.globalId ?? '',
        };
      } catch (error) {
        if (toPlatformError(error).code === USER_NOT_FOUND_CODE) return null;
        throw error;
      }
    });
  }

  sendFriendRequest(userId: string, message: string): Promise<void> {
    return this.call(async () => {
      await this.api.sendFriendRequest(message, userId);
    });
  }

  listSentFriendRequests(): Promise<SentFriendRequest[]> {
    return this.call(async () => {
      const sent = await this.emptyOnCode112(() => this.api.getSentFriendRequest(), {});
      return Object.values(sent).map((request) => ({
        userId: request.userId,
        displayName: request.displayName || request.zaloName,
        zaloName: request.zaloName,
        avatar: request.avatar ?? '',
        globalId: request.globalId ?? '',
        message: request.fReqInfo?.message ?? '',
        sentAt: toEpochMs(request.fReqInfo?.time ?? 0),
      }));
    });
  }

  undoFriendRequest(userId: string): Promise<void> {
    return this.call(async () => {
      await this.api.undoFriendRequest(userId);
    });
  }

  listReceivedFriendRequests(): Promise<ReceivedFriendRequest[]> {
    return this.call(async () => {
      const { recommItems } = await this.api.getFriendRecommendations();
      return (recommItems ?? [])
        .map((item) => item.dataInfo)
        .filter((info) => info.recommType === FriendRecommendationsType.ReceivedFriendRequest)
        .map((info) => ({
          userId: info.userId,
          displayName: info.displayName || info.zaloName,
          zaloName: info.zaloName,
          avatar: info.avatar ?? '',
          // Zalo's recommendations carry no globalId.
          globalId: '',
          phone: info.phoneNumber ? normalisePhone(info.phoneNumber) : null,
          message: info.recommInfo?.message ?? '',
          receivedAt: toEpochMs(info.recommTime ?? 0),
        }));
    });
  }

  acceptFriendRequest(userId: string): Promise<void> {
    return this.call(async () => {
      await this.api.acceptFriendRequest(userId);
    });
  }

  addUsersToGroup(groupId: string, userIds: string[]): Promise<AddToGroupResult> {
    return this.call(async () => {
      const answer = await this.api.addUserToGroup(userIds, groupId);
      const failed = new Map<string, number | null>();
      for (const [code, ids] of Object.entries(answer.error_data ?? {})) {
        for (const id of ids) failed.set(id, Number(code));
      }
      for (const id of answer.errorMembers ?? []) if (!failed.has(id)) failed.set(id, null);
      return {
        added: userIds.filter((id) => !failed.has(id)),
        failed: [...failed].map(([userId, code]) => ({ userId, code })),
      };
    });
  }

  joinGroupByLink(link: string): Promise<void> {
    return this.call(async () => {
      await this.api.joinGroupLink(link.trim());
    });
  }

  getCookie(): Promise<SessionCookie> {
    return this.call(async () => this.api.getCookie().toJSON()?.cookies ?? []);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.stopListener();
    this.closed = true;
    this.release();
  }

  private async fetchUsers(userIds: string[]): Promise<UserSummary[]> {
    const users: UserSummary[] = [];
    for (const [index, page] of chunks(userIds, PAGE_SIZE).entries()) {
      if (index > 0) await pause();
      const { profiles } = await this.api.getGroupMembersInfo(page);
      for (const [id, profile] of Object.entries(profiles ?? {})) {
        users.push({
          userId: profile.id || id.replace(/_\d+$/, ''),
          displayName: profile.displayName || profile.zaloName,
          zaloName: profile.zaloName,
          avatar: profile.avatar ?? '',
          globalId: profile.globalId ?? '',
        });
      }
    }
    return users;
  }

  /** Zalo answers 112 instead of an empty list. */
  private async emptyOnCode112<T>(read: () => Promise<T>, empty: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (toPlatformError(error).code === ZaloErrorCode.EMPTY_LIST) return empty;
      throw error;
    }
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    this.assertOpen();
    try {
      return await run();
    } catch (error) {
      throw toPlatformError(error);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new PlatformError('SESSION_CLOSED');
  }

  private detachListener(): void {
    const listener = this.api.listener;
    listener.off('message', this.onMessage);
    listener.off('old_messages', this.onOldMessages);
    listener.off('connected', this.onConnected);
    listener.off('closed', this.onClosed);
    listener.off('friend_event', this.onFriendEvent);
    this.handlers = null;
  }

  private readonly onMessage = (...[message]: ZcaListenerEvents['message']) => {
    this.handlers?.onMessage(toIncoming(message));
  };

  /** The history Zalo sends back after a (re)connection: up to about two weeks of this login session. */
  private readonly onOldMessages = (...[messages]: ZcaListenerEvents['old_messages']) => {
    for (const message of messages) this.handlers?.onMessage(toIncoming(message, true));
  };

  /** A new friend (a request of the account accepted, or theirs accepted by it): the event's data is their uid. */
  private readonly onFriendEvent = (...[event]: ZcaListenerEvents['friend_event']) => {
    if (event.type === FriendEventType.ADD && typeof event.data === 'string') this.handlers?.onFriendAdded?.(event.data);
  };

  private readonly onConnected = () => {
    this.handlers?.onConnected?.();
    // What arrived while the listener was away: Zalo answers with 'old_messages', the messages of this login session
    // about two weeks back (as zca-js's maintainers describe it on RFS-ADRENO/zca-js #191 and #226); their lastMsgId
    // filter is unreliable, so none is given and the store drops what it already has.
    this.api.listener.requestOldMessages(ZcaThreadType.User);
    this.api.listener.requestOldMessages(ZcaThreadType.Group);
  };

  private readonly onClosed = (...[code, reason]: ZcaListenerEvents['closed']) => {
    const handlers = this.handlers;
    this.detachListener();
    handlers?.onClose({ code, reason: reason ?? '' });
  };
}
