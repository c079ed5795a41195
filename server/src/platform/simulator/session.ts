import { PlatformError } from '../errors';
import type { PlatformSession } from '../gateway';
import type {
  AddToGroupResult,
  Friend,
  GroupInfo,
  GroupMember,
  IncomingMessage,
  ListenerClose,
  ListenerHandlers,
  Profile,
  ReceivedFriendRequest,
  SendMessageInput,
  SentFriendRequest,
  SentMessage,
  SessionCookie,
  UserSummary,
} from '../types';
import type { TokenClaims } from './tokens';
import type { ListenerSink, SimWorld } from './world';

/** Stands for a uid this account was not given: the world finds nobody under it. */
const NOBODY = 'nobody:';

/**
 * One simulated account logged in: a thin layer that checks the session, then asks the world. The world speaks
 * in world ids; this account sees everyone else under its own uids (as on Zalo), so every id is translated here.
 */
export class SimSession implements PlatformSession {
  private handlers: ListenerHandlers | null = null;
  private sink: ListenerSink | null = null;
  private closed = false;

  constructor(
    private readonly world: SimWorld,
    private claims: TokenClaims,
  ) {}

  get userId(): string {
    return this.claims.userId;
  }

  get listening(): boolean {
    return this.sink !== null;
  }

  async getProfile(): Promise<Profile> {
    return this.act(() => this.world.profileOf(this.userId));
  }

  startListener(handlers: ListenerHandlers): void {
    this.assertUsable();
    if (this.sink) throw new PlatformError('INVALID_INPUT', 'Listener already started');
    const sink: ListenerSink = {
      deliver: (message: IncomingMessage) => this.handlers?.onMessage(this.incoming(message)),
      close: (event: ListenerClose) => this.onListenerClosed(sink, event),
      friendAdded: (worldId: string) => this.handlers?.onFriendAdded?.(this.toUid(worldId)),
    };
    this.sink = sink;
    this.handlers = handlers;
    this.world.attachListener(this.userId, sink);
    queueMicrotask(() => {
      if (this.sink !== sink) return;
      handlers.onConnected?.();
      // As the zca driver asks on every connection: the recent history of this login session, seen or not.
      for (const message of this.world.historyOf(this.userId)) {
        if (this.sink === sink) handlers.onMessage({ ...this.incoming(message), replayed: true });
      }
    });
  }

  stopListener(): void {
    if (!this.sink) return;
    this.world.detachListener(this.userId, this.sink);
    this.sink = null;
    this.handlers = null;
  }

  async listFriends(): Promise<Friend[]> {
    return this.act(() => this.world.friendsOf(this.userId).map((friend) => this.seen(friend)));
  }

  async listGroupIds(): Promise<string[]> {
    return this.act(() => this.world.groupIdsOf(this.userId));
  }

  async listGroupVersions(): Promise<Record<string, string>> {
    return this.act(() => this.world.groupVersionsOf(this.userId));
  }

  async getGroups(groupIds: string[]): Promise<GroupInfo[]> {
    return this.act(() =>
      this.world.groupInfos(this.userId, groupIds).map((info) => ({
        ...info,
        creatorId: this.toUid(info.creatorId),
        adminIds: info.adminIds.map((id) => this.toUid(id)),
        memberIds: info.memberIds.map((id) => this.toUid(id)),
      })),
    );
  }

  async getGroupMembers(groupId: string): Promise<GroupMember[]> {
    return this.act(() => this.world.groupMembers(this.userId, groupId).map((member) => this.seen(member)));
  }

  async getUsersInfo(userIds: string[]): Promise<UserSummary[]> {
    return this.act(() => this.world.usersInfo(userIds.map((id) => this.toWorld(id))).map((user) => this.seen(user)));
  }

  async sendMessage(input: SendMessageInput): Promise<SentMessage> {
    this.assertUsable();
    const threadId = input.threadType === 'user' ? this.toWorld(input.threadId) : input.threadId;
    return this.world.sendMessage(this.userId, { ...input, threadId });
  }

  async findUserByPhone(phone: string): Promise<UserSummary | null> {
    return this.act(() => {
      const user = this.world.findUserByPhone(this.userId, phone);
      return user && this.seen(user);
    });
  }

  async sendFriendRequest(userId: string, message: string): Promise<void> {
    this.act(() => this.world.sendFriendRequest(this.userId, this.toWorld(userId), message));
  }

  async listSentFriendRequests(): Promise<SentFriendRequest[]> {
    return this.act(() => this.world.sentFriendRequests(this.userId).map((request) => this.seen(request)));
  }

  async undoFriendRequest(userId: string): Promise<void> {
    this.act(() => this.world.undoFriendRequest(this.userId, this.toWorld(userId)));
  }

  async listReceivedFriendRequests(): Promise<ReceivedFriendRequest[]> {
    return this.act(() => this.world.receivedFriendRequests(this.userId).map((request) => this.seen(request)));
  }

  async acceptFriendRequest(userId: string): Promise<void> {
    this.act(() => this.world.acceptFriendRequest(this.userId, this.toWorld(userId)));
  }

  async addUsersToGroup(groupId: string, userIds: string[]): Promise<AddToGroupResult> {
    return this.act(() => {
      const result = this.world.addUsersToGroup(this.userId, groupId, userIds.map((id) => this.toWorld(id)));
      return {
        added: result.added.map((id) => this.toUid(id)),
        failed: result.failed.map((failure) => ({ ...failure, userId: this.toUid(failure.userId) })),
      };
    });
  }

  async joinGroupByLink(link: string): Promise<void> {
    this.act(() => this.world.joinGroupByLink(this.userId, link));
  }

  async getCookie(): Promise<SessionCookie> {
    this.assertUsable();
    const { claims, cookie } = this.world.refreshCookie(this.claims);
    this.claims = claims;
    return cookie;
  }

  async close(): Promise<void> {
    this.stopListener();
    if (!this.closed) this.world.sessionClosed(this.userId);
    this.closed = true;
  }

  /** The world id behind a uid of this account; a uid it was not given (another account's) reaches nobody. */
  private toWorld(uid: string): string {
    return this.world.personFor(this.userId, uid) ?? `${NOBODY}${uid}`;
  }

  private toUid(worldId: string): string {
    return worldId.startsWith(NOBODY) ? worldId.slice(NOBODY.length) : this.world.uidFor(this.userId, worldId);
  }

  private seen<T extends { userId: string }>(person: T): T {
    return { ...person, userId: this.toUid(person.userId) };
  }

  private incoming(message: IncomingMessage): IncomingMessage {
    const threadId = message.threadType === 'user' ? this.toUid(message.threadId) : message.threadId;
    return { ...message, senderId: this.toUid(message.senderId), threadId };
  }

  private act<T>(action: () => T): T {
    this.assertUsable();
    return action();
  }

  private assertUsable(): void {
    if (this.closed) throw new PlatformError('SESSION_CLOSED');
    this.world.assertSessionCurrent(this.claims);
  }

  private onListenerClosed(sink: ListenerSink, event: ListenerClose): void {
    if (this.sink !== sink) return;
    const handlers = this.handlers;
    this.world.detachListener(this.userId, sink);
    this.sink = null;
    this.handlers = null;
    handlers?.onClose(event);
  }
}
