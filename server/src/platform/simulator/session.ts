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

/** One simulated account logged in: a thin layer that checks the session, then asks the world. */
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
      deliver: (message: IncomingMessage) => this.handlers?.onMessage(message),
      close: (event: ListenerClose) => this.onListenerClosed(sink, event),
    };
    this.sink = sink;
    this.handlers = handlers;
    this.world.attachListener(this.userId, sink);
    queueMicrotask(() => {
      if (this.sink === sink) handlers.onConnected?.();
    });
  }

  stopListener(): void {
    if (!this.sink) return;
    this.world.detachListener(this.userId, this.sink);
    this.sink = null;
    this.handlers = null;
  }

  async listFriends(): Promise<Friend[]> {
    return this.act(() => this.world.friendsOf(this.userId));
  }

  async listGroupIds(): Promise<string[]> {
    return this.act(() => this.world.groupIdsOf(this.userId));
  }

  async listGroupVersions(): Promise<Record<string, string>> {
    return this.act(() => this.world.groupVersionsOf(this.userId));
  }

  async getGroups(groupIds: string[]): Promise<GroupInfo[]> {
    return this.act(() => this.world.groupInfos(this.userId, groupIds));
  }

  async getGroupMembers(groupId: string): Promise<GroupMember[]> {
    return this.act(() => this.world.groupMembers(this.userId, groupId));
  }

  async getUsersInfo(userIds: string[]): Promise<UserSummary[]> {
    return this.act(() => this.world.usersInfo(userIds));
  }

  async sendMessage(input: SendMessageInput): Promise<SentMessage> {
    this.assertUsable();
    return this.world.sendMessage(this.userId, input);
  }

  async findUserByPhone(phone: string): Promise<UserSummary | null> {
    return this.act(() => this.world.findUserByPhone(this.userId, phone));
  }

  async sendFriendRequest(userId: string, message: string): Promise<void> {
    this.act(() => this.world.sendFriendRequest(this.userId, userId, message));
  }

  async listSentFriendRequests(): Promise<SentFriendRequest[]> {
    return this.act(() => this.world.sentFriendRequests(this.userId));
  }

  async undoFriendRequest(userId: string): Promise<void> {
    this.act(() => this.world.undoFriendRequest(this.userId, userId));
  }

  async listReceivedFriendRequests(): Promise<ReceivedFriendRequest[]> {
    return this.act(() => this.world.receivedFriendRequests(this.userId));
  }

  async acceptFriendRequest(userId: string): Promise<void> {
    this.act(() => this.world.acceptFriendRequest(this.userId, userId));
  }

  async addUsersToGroup(groupId: string, userIds: string[]): Promise<AddToGroupResult> {
    return this.act(() => this.world.addUsersToGroup(this.userId, groupId, userIds));
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
    this.closed = true;
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
