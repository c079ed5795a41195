import { appendFileSync } from 'node:fs';
import { createHash, randomInt } from 'node:crypto';
import { assertAttachmentsExist } from '../attachments';
import { PlatformError } from '../errors';
import {
  type AddToGroupResult,
  type Friend,
  type GroupInfo,
  type GroupMember,
  type IncomingMessage,
  type ListenerClose,
  type MessageAttachment,
  type MessageKind,
  ListenerCloseCode,
  normalisePhone,
  type Profile,
  type ReceivedFriendRequest,
  type SendMessageInput,
  type SentFriendRequest,
  type SentMessage,
  type SessionCookie,
  type UserSummary,
} from '../types';
import {
  generatePopulation,
  mapOf,
  type Population,
  type SimFriendRequest,
  type SimGroup,
  type SimUser,
  setOf,
} from './population';
import { SimMailbox } from './mailbox';
import { StrangerLimits } from './stranger-limits';
import { fileAttachment } from './media';
import { deviceBinding, type TokenClaims, TokenSigner } from './tokens';
import { DEFAULT_LIMITS, type SimLimits } from './limits';
import { globalIdOf, uidFor, worldIdFor } from './viewer-ids';

export type { SimGroup, SimUser } from './population';
export { globalIdOf } from './viewer-ids';

export { DEFAULT_LIMITS, type SimLimits } from './limits';

export interface SimWorldOptions {
  seed: string;
  users?: number;
  now?: () => number;
  limits?: Partial<SimLimits>;
  cookieTtlMs?: number;
  /** Signs cookies; the seed when absent, so the same seed recognises the same cookies. */
  secret?: string;
  /**
   * A file that gets one JSON line per delivered message, written before sendMessage answers: tests count
   * deliveries across server processes (the world itself lives in one process's memory).
   */
  deliveryLog?: string;
}

/** What the world needs from a listening session. */
export interface ListenerSink {
  deliver(message: IncomingMessage): void;
  close(event: ListenerClose): void;
}

export interface SimMessageRecord {
  messageId: string;
  fromUserId: string;
  threadId: string;
  threadType: 'user' | 'group';
  text: string;
  attachments: string[];
  at: number;
}

/** A message someone writes: its text, and what it carries when it is not plain text (simulator/media.ts). */
export interface SimContent {
  text: string;
  kind?: MessageKind;
  attachments?: MessageAttachment[];
}

/** A message sent into the world: an account's (through a session or its phone) or a contact's. */
type SimSend = SimContent & { fromUserId: string; threadId: string; threadType: 'user' | 'group'; messageId: string };

export type RateAction = 'message' | 'friendRequest' | 'phoneLookup';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const RECENT_MESSAGES_KEPT = 200;

/**
 * The simulated Zalo: its people and groups, and what Zalo's servers do when an account acts on them,
 * with Zalo's error codes and limits. Sessions call the actions; tests and demo mode use the controls.
 */
export class SimWorld {
  readonly seed: string;
  readonly limits: SimLimits;
  readonly cookieTtlMs: number;
  readonly now: () => number;
  private readonly population: Population;
  private readonly signer: TokenSigner;
  private readonly epochs = new Map<string, number>();
  private readonly listeners = new Map<string, ListenerSink>();
  private readonly actionTimes = new Map<string, Map<RateAction, number[]>>();
  /** What the accounts sent to strangers today and the same text lately (Zalo's 123). */
  private readonly strangers: StrangerLimits;
  private readonly joinRequests = new Map<string, Set<string>>();
  private readonly recent: SimMessageRecord[] = [];
  private readonly injectedFailures = new Map<string, PlatformError[]>();
  private readonly deliveryLog: string | undefined;
  /** What each logged-in account's listener gets again when it (re)connects. */
  private readonly mailbox: SimMailbox;
  private readonly sendObservers = new Set<(record: SimMessageRecord) => void>();
  /** Message ids are unique across server processes, as Zalo's are: each world has its own salt. */
  private readonly idSalt = String(randomInt(0, 10_000)).padStart(4, '0');
  private messageCounter = 0;
  private qrAccountCursor = 0;

  constructor(options: SimWorldOptions) {
    this.seed = options.seed;
    // A world given its strangers per day and not the same-text allowance takes that number for both: setting
    // one limit (tests raise it to send thousands) never makes another, tighter one appear.
    const strangers = options.limits?.strangerMessagesPerDay;
    this.limits = { ...DEFAULT_LIMITS, ...(strangers ? { repeatedTextLimit: strangers } : {}), ...options.limits };
    this.cookieTtlMs = options.cookieTtlMs ?? 30 * DAY_MS;
    this.now = options.now ?? Date.now;
    this.population = generatePopulation({ seed: options.seed, users: options.users ?? 300, maxFriends: this.limits.maxFriends });
    this.signer = new TokenSigner(options.secret ?? options.seed);
    this.deliveryLog = options.deliveryLog;
    this.mailbox = new SimMailbox(this.now);
    this.strangers = new StrangerLimits(this.limits, this.now);
  }

  // ── Cookies and sessions ─────────────────────────────────────────────────────────────────────────────

  issueCookie(userId: string, imei: string, userAgent: string): SessionCookie {
    this.mailbox.sessionStarted(userId);
    const claims = { userId, epoch: this.epochOf(userId), issuedAt: this.now(), binding: deviceBinding(imei, userAgent) };
    return this.signer.cookieFor(claims, this.cookieTtlMs);
  }

  /** The claims of a cookie this world accepts for login, else LOGIN_FAILED as zca-js reports it. */
  authenticate(cookie: SessionCookie, imei: string, userAgent: string): TokenClaims {
    const claims = this.signer.read(cookie);
    const refused =
      !claims ||
      !this.population.usersById.has(claims.userId) ||
      claims.epoch !== this.epochOf(claims.userId) ||
      claims.binding !== deviceBinding(imei, userAgent) ||
      this.now() - claims.issuedAt >= this.cookieTtlMs;
    if (refused) throw new PlatformError('LOGIN_FAILED', 'Đăng nhập thất bại');
    return claims;
  }

  assertSessionCurrent(claims: TokenClaims): void {
    if (claims.epoch !== this.epochOf(claims.userId)) throw new PlatformError('SESSION_EXPIRED');
  }

  /** A cookie of the same device, issued now: what Zalo's set-cookie answers amount to. */
  refreshCookie(claims: TokenClaims): { claims: TokenClaims; cookie: SessionCookie } {
    const fresh = { ...claims, issuedAt: this.now() };
    return { claims: fresh, cookie: this.signer.cookieFor(fresh, this.cookieTtlMs) };
  }

  private epochOf(userId: string): number {
    return this.epochs.get(userId) ?? 0;
  }

  // ── Reading the world ────────────────────────────────────────────────────────────────────────────────

  users(): readonly SimUser[] {
    return this.population.users;
  }

  user(userId: string): SimUser {
    const user = this.population.usersById.get(userId);
    if (!user) throw new PlatformError('NOT_FOUND', 'User not found');
    return user;
  }

  userByPhone(phone: string): SimUser | undefined {
    return this.population.usersByPhone.get(normalisePhone(phone));
  }

  groups(): SimGroup[] {
    return [...this.population.groups.values()];
  }

  group(groupId: string): SimGroup {
    const group = this.population.groups.get(groupId);
    if (!group) throw new PlatformError('NOT_FOUND', `No group ${groupId}`);
    return group;
  }

  friendIdsOf(userId: string): Set<string> {
    return setOf(this.population.friends, userId);
  }

  areFriends(a: string, b: string): boolean {
    return this.friendIdsOf(a).has(b);
  }

  groupIdsOf(userId: string): string[] {
    return [...setOf(this.population.groupsOf, userId)];
  }

  hasBlocked(blockerId: string, blockedId: string): boolean {
    return this.population.blocks.get(blockerId)?.has(blockedId) ?? false;
  }

  /** The uid under which the viewer's account sees the person (Zalo gives each viewing account its own). */
  uidFor(viewerId: string, personId: string): string {
    return uidFor(viewerId, personId);
  }

  /** The person (world id) behind a uid the viewer's account was given; undefined for a uid that is not one. */
  personFor(viewerId: string, uid: string): string | undefined {
    const id = worldIdFor(viewerId, uid);
    return id !== undefined && this.population.usersById.has(id) ? id : undefined;
  }

  requestBetween(fromId: string, toId: string): SimFriendRequest | undefined {
    return this.population.requests.get(toId)?.get(fromId);
  }

  isListening(userId: string): boolean {
    return this.listeners.has(userId);
  }

  recentMessages(): readonly SimMessageRecord[] {
    return this.recent;
  }

  /** The account the next QR login without a chosen user scans with; cycles through everyone. */
  nextQrAccount(): SimUser {
    const users = this.population.users;
    const user = users[this.qrAccountCursor % users.length];
    this.qrAccountCursor += 1;
    return user;
  }

  // ── What an account does (the sessions call these) ───────────────────────────────────────────────────

  profileOf(userId: string): Profile {
    const user = this.user(userId);
    return { userId: user.id, displayName: user.displayName, avatar: user.avatar, phone: user.phone };
  }

  friendsOf(userId: string): Friend[] {
    return [...this.friendIdsOf(userId)].map((id) => {
      const friend = this.user(id);
      return { ...summaryOf(friend), phone: friend.phone, isActive: isActiveUser(friend.id) };
    });
  }

  groupVersionsOf(userId: string): Record<string, string> {
    return Object.fromEntries(this.groupIdsOf(userId).map((id) => [id, String(this.group(id).version)]));
  }

  groupInfos(userId: string, groupIds: string[]): GroupInfo[] {
    return groupIds
      .map((id) => this.population.groups.get(id))
      .filter((group): group is SimGroup => group !== undefined && group.members.has(userId))
      .map((group) => this.groupInfoOf(group, userId));
  }

  groupMembers(userId: string, groupId: string): GroupMember[] {
    const group = this.memberGroup(userId, groupId);
    return this.visibleMemberIds(group, userId).map((id) => ({ ...summaryOf(this.user(id)), isAdmin: group.adminIds.has(id) }));
  }

  usersInfo(userIds: string[]): UserSummary[] {
    return userIds.flatMap((id) => {
      const user = this.population.usersById.get(id);
      return user ? [summaryOf(user)] : [];
    });
  }

  async sendMessage(userId: string, input: SendMessageInput): Promise<SentMessage> {
    await assertAttachmentsExist(input.attachments ?? []);
    this.countAction(userId, 'message');
    if (input.threadType === 'group') this.memberGroup(userId, input.threadId);
    else this.assertCanMessageUser(userId, input.threadId, input.text);
    const attachments = input.attachments ?? [];
    const attachmentIds = attachments.map(() => this.nextMessageId());
    const messageId = input.text ? this.nextMessageId() : (attachmentIds[0] ?? this.nextMessageId());
    const record = { messageId, fromUserId: userId, threadId: input.threadId, threadType: input.threadType, text: input.text, attachments, at: this.now() };
    this.record(record);
    if (this.deliveryLog) appendFileSync(this.deliveryLog, `${JSON.stringify(record)}\n`);
    const files = attachments.map(fileAttachment);
    const kind = input.text || files.length === 0 ? 'text' : files[0].kind;
    this.fanOut({ fromUserId: userId, threadId: input.threadId, threadType: input.threadType, text: input.text, kind, attachments: files, messageId });
    for (const observe of this.sendObservers) observe(record);
    return { messageId, attachmentIds };
  }

  findUserByPhone(userId: string, phone: string): UserSummary | null {
    this.countAction(userId, 'phoneLookup');
    const user = this.userByPhone(phone);
    return user ? summaryOf(user) : null;
  }

  sendFriendRequest(userId: string, toId: string, message: string): void {
    if (toId === userId) throw new PlatformError('INVALID_INPUT', 'Cannot befriend yourself');
    this.user(toId);
    this.countAction(userId, 'friendRequest');
    if (this.areFriends(userId, toId)) throw new PlatformError('ALREADY_FRIENDS');
    if (this.hasBlocked(toId, userId)) throw new PlatformError('BLOCKED');
    if (this.requestBetween(toId, userId)) {
      // Zalo treats the request as accepting theirs, and says so with 222.
      this.makeFriends(userId, toId);
      throw new PlatformError('THEY_ALREADY_ASKED');
    }
    this.addFriendRequest(userId, toId, message);
  }

  sentFriendRequests(userId: string): SentFriendRequest[] {
    return [...setOf(this.population.sentRequests, userId)].flatMap((toId) => {
      const request = this.requestBetween(userId, toId);
      return request ? [{ ...summaryOf(this.user(toId)), message: request.message, sentAt: request.at }] : [];
    });
  }

  undoFriendRequest(userId: string, toId: string): void {
    if (!this.requestBetween(userId, toId)) throw new PlatformError('NOT_FOUND', 'No such friend request');
    this.removeRequest(userId, toId);
  }

  receivedFriendRequests(userId: string): ReceivedFriendRequest[] {
    return [...mapOf(this.population.requests, userId)].map(([fromId, request]) => {
      const sender = this.user(fromId);
      return { ...summaryOf(sender), phone: sender.phone, message: request.message, receivedAt: request.at };
    });
  }

  acceptFriendRequest(userId: string, fromId: string): void {
    if (!this.requestBetween(fromId, userId)) throw new PlatformError('NOT_FOUND', 'No such friend request');
    this.makeFriends(userId, fromId);
  }

  addUsersToGroup(userId: string, groupId: string, userIds: string[]): AddToGroupResult {
    const group = this.memberGroup(userId, groupId);
    const result: AddToGroupResult = { added: [], failed: [] };
    for (const id of userIds) {
      if (!this.population.usersById.has(id)) result.failed.push({ userId: id, code: null });
      else if (group.members.has(id)) result.failed.push({ userId: id, code: 178 });
      else {
        this.addMember(group, id);
        result.added.push(id);
      }
    }
    return result;
  }

  joinGroupByLink(userId: string, link: string): void {
    const group = this.population.groupsByLink.get(link.trim().replace(/\/+$/, ''));
    if (!group) throw new PlatformError('NOT_FOUND', 'Group link not found');
    if (group.members.has(userId)) throw new PlatformError('ALREADY_MEMBER');
    if (group.joinApproval) {
      setOf(this.joinRequests, group.id).add(userId);
      throw new PlatformError('APPROVAL_REQUIRED');
    }
    this.addMember(group, userId);
  }

  // ── Listeners ────────────────────────────────────────────────────────────────────────────────────────

  /** One listener per account: a newer one closes the older with 3000, as Zalo does. */
  attachListener(userId: string, sink: ListenerSink): void {
    const previous = this.listeners.get(userId);
    this.listeners.set(userId, sink);
    previous?.close({ code: ListenerCloseCode.Duplicate, reason: 'Duplicate connection' });
  }

  detachListener(userId: string, sink: ListenerSink): void {
    if (this.listeners.get(userId) === sink) this.listeners.delete(userId);
  }

  listeningUserIds(): string[] {
    return [...this.listeners.keys()];
  }

  /** The account's recent history, as its listener receives it again after (re)connecting (see SimMailbox). */
  historyOf(userId: string): IncomingMessage[] {
    this.mailbox.ensure(userId);
    return this.mailbox.historyOf(userId);
  }

  /** Called with every message an account sends through a session (demo mode's contacts answer some). */
  observeSends(observer: (record: SimMessageRecord) => void): () => void {
    this.sendObservers.add(observer);
    return () => this.sendObservers.delete(observer);
  }

  // ── Controls for tests and demo mode ─────────────────────────────────────────────────────────────────

  /**
   * A message from someone in the world, delivered to the listening recipients (and kept in their history). A test
   * may give the platform's message id, to deliver one message twice.
   */
  deliverMessage(input: SimContent & { fromUserId: string; messageId?: string } & ({ toUserId: string } | { groupId: string })): SimMessageRecord {
    this.user(input.fromUserId);
    const [threadId, threadType] = 'groupId' in input ? [input.groupId, 'group' as const] : [input.toUserId, 'user' as const];
    const messageId = input.messageId ?? this.nextMessageId();
    const record = { messageId, fromUserId: input.fromUserId, threadId, threadType, text: input.text, attachments: [], at: this.now() };
    this.record(record);
    this.fanOut({ ...input, threadId, threadType, messageId });
    return record;
  }

  /** The account's owner writes from their phone: the contact receives it, the account's listener gets it as its own. */
  sendFromPhone(input: SimContent & { fromUserId: string } & ({ toUserId: string } | { groupId: string })): SimMessageRecord {
    return this.deliverMessage(input);
  }

  /** The account logged in elsewhere: its listener closes with 3003. */
  kick(userId: string): void {
    this.closeListener(userId, { code: ListenerCloseCode.Kicked, reason: 'Logged in elsewhere' });
  }

  dropNetwork(userId: string): void {
    this.closeListener(userId, { code: ListenerCloseCode.Network, reason: 'Abnormal closure' });
  }

  /** Every cookie and session of the account stops working (102 on calls, LOGIN_FAILED on login). */
  expireSession(userId: string): void {
    this.epochs.set(userId, this.epochOf(userId) + 1);
  }

  block(blockerId: string, blockedId: string): void {
    setOf(this.population.blocks, blockerId).add(blockedId);
  }

  setAcceptsStrangerMessages(userId: string, accepts: boolean): void {
    this.user(userId).acceptsStrangerMessages = accepts;
  }

  addFriendRequest(fromId: string, toId: string, message: string): void {
    setOf(this.population.sentRequests, fromId).add(toId);
    mapOf(this.population.requests, toId).set(fromId, { message, at: this.now() });
  }

  /** Beyond Zalo's cap (maxFriends on either side) the friendship is refused. */
  makeFriends(a: string, b: string): void {
    if (this.areFriends(a, b)) return;
    if (this.friendIdsOf(a).size >= this.limits.maxFriends || this.friendIdsOf(b).size >= this.limits.maxFriends) {
      throw new PlatformError('INVALID_INPUT', `Friends list full (${this.limits.maxFriends})`);
    }
    this.removeRequest(a, b);
    this.removeRequest(b, a);
    this.friendIdsOf(a).add(b);
    this.friendIdsOf(b).add(a);
  }

  /** A new group of these people (the first one created it), e.g. a big group for a benchmark. */
  createGroup(input: { name: string; memberIds: string[]; isCommunity?: boolean }): SimGroup {
    const [creatorId] = input.memberIds;
    const id = `9${String(this.population.groups.size + 1).padStart(18, '0')}`;
    const group: SimGroup = {
      id,
      name: input.name,
      description: '',
      isCommunity: input.isCommunity ?? false,
      creatorId,
      adminIds: new Set([creatorId]),
      members: new Set(),
      extraMemberCount: 0,
      joinApproval: false,
      lockViewMember: false,
      link: `https://zalo.me/g/sim${id}`,
      version: 0,
    };
    this.population.groups.set(id, group);
    this.population.groupsByLink.set(group.link, group);
    for (const memberId of input.memberIds) this.addMember(group, memberId);
    return group;
  }

  /** Renames a group or changes its settings; its version goes up as on Zalo. */
  updateGroup(groupId: string, changes: Partial<Pick<SimGroup, 'name' | 'lockViewMember' | 'isCommunity'>>): void {
    Object.assign(this.group(groupId), changes);
    this.group(groupId).version += 1;
  }

  /** The person leaves the group (or is removed from it). */
  leaveGroup(userId: string, groupId: string): void {
    const group = this.group(groupId);
    group.members.delete(userId);
    group.adminIds.delete(userId);
    this.population.groupsOf.get(userId)?.delete(groupId);
    group.version += 1;
  }

  /** The account's next actions (messages, friend requests, phone lookups) fail with these errors, in order. */
  failNextActions(userId: string, ...errors: PlatformError[]): void {
    this.injectedFailures.set(userId, [...(this.injectedFailures.get(userId) ?? []), ...errors]);
  }

  /** Uses up the account's allowance so that its next action of that kind answers 221. */
  exhaustRateLimit(userId: string, action: RateAction = 'message'): void {
    const times = this.actionTimesOf(userId, action);
    while (times.length < this.limitOf(action)) times.push(this.now());
  }

  // ── Internals ────────────────────────────────────────────────────────────────────────────────────────

  private groupInfoOf(group: SimGroup, viewerId: string): GroupInfo {
    return {
      groupId: group.id,
      name: group.name,
      description: group.description,
      avatar: '',
      isCommunity: group.isCommunity,
      memberCount: group.members.size + group.extraMemberCount,
      creatorId: group.creatorId,
      adminIds: [...group.adminIds],
      memberIds: this.visibleMemberIds(group, viewerId),
      joinApproval: group.joinApproval,
      lockViewMember: group.lockViewMember,
    };
  }

  /** Community groups hide their members, and so does a group that locks its list to non-admins: only the admins show. */
  private visibleMemberIds(group: SimGroup, viewerId: string): string[] {
    const hidden = group.isCommunity || (group.lockViewMember && !group.adminIds.has(viewerId));
    return hidden ? [...group.adminIds] : [...group.members];
  }

  private memberGroup(userId: string, groupId: string): SimGroup {
    const group = this.population.groups.get(groupId);
    if (!group || !group.members.has(userId)) throw new PlatformError('NOT_FOUND', 'Group not found');
    return group;
  }

  private addMember(group: SimGroup, userId: string): void {
    group.version += 1;
    group.members.add(userId);
    setOf(this.population.groupsOf, userId).add(group.id);
    this.joinRequests.get(group.id)?.delete(userId);
  }

  private removeRequest(fromId: string, toId: string): void {
    this.population.requests.get(toId)?.delete(fromId);
    this.population.sentRequests.get(fromId)?.delete(toId);
  }

  private assertCanMessageUser(userId: string, toId: string, text: string): void {
    const target = this.user(toId);
    if (this.areFriends(userId, toId)) return;
    if (this.hasBlocked(toId, userId)) throw new PlatformError('BLOCKED');
    if (!target.acceptsStrangerMessages) throw new PlatformError('STRANGER_CANNOT_RECEIVE');
    this.strangers.allow(userId, toId, text);
  }

  private limitOf(action: RateAction): number {
    const limits = this.limits;
    return { message: limits.messagesPerMinute, friendRequest: limits.friendRequestsPerMinute, phoneLookup: limits.phoneLookupsPerMinute }[action];
  }

  private actionTimesOf(userId: string, action: RateAction): number[] {
    const byAction = mapOf(this.actionTimes, userId);
    let times = byAction.get(action);
    if (!times) {
      times = [];
      byAction.set(action, times);
    }
    const windowStart = this.now() - MINUTE_MS;
    while (times.length > 0 && times[0] <= windowStart) times.shift();
    return times;
  }

  private countAction(userId: string, action: RateAction): void {
    const injected = this.injectedFailures.get(userId)?.shift();
    if (injected) throw injected;
    const times = this.actionTimesOf(userId, action);
    if (times.length >= this.limitOf(action)) throw new PlatformError('RATE_LIMITED');
    times.push(this.now());
  }

  private nextMessageId(): string {
    this.messageCounter += 1;
    return `${this.now()}${this.idSalt}${String(this.messageCounter).padStart(6, '0')}`;
  }

  private record(message: SimMessageRecord): void {
    this.recent.push(message);
    if (this.recent.length > RECENT_MESSAGES_KEPT) this.recent.shift();
  }

  /**
   * Delivers a message to its recipients' listeners and to the sender's own (Zalo echoes an account's messages to
   * its other devices), and keeps it in the history of each of them that logged in.
   */
  private fanOut(send: SimSend): void {
    const { fromUserId: fromId, threadId, threadType } = send;
    const sender = this.user(fromId);
    const base = {
      messageId: send.messageId,
      threadType,
      senderId: fromId,
      senderName: sender.displayName,
      text: send.text,
      kind: send.kind ?? 'text',
      attachments: send.attachments ?? [],
      isSelf: false,
      timestamp: this.now(),
    };
    const deliver = (userId: string, message: IncomingMessage) => {
      this.mailbox.keep(userId, message);
      this.listeners.get(userId)?.deliver(message);
    };
    const recipients = threadType === 'user' ? [threadId] : [...this.group(threadId).members].filter((id) => id !== fromId);
    for (const recipientId of recipients) deliver(recipientId, { ...base, threadId: threadType === 'user' ? fromId : threadId });
    deliver(fromId, { ...base, threadId, isSelf: true });
  }

  private closeListener(userId: string, event: ListenerClose): void {
    const sink = this.listeners.get(userId);
    this.listeners.delete(userId);
    sink?.close(event);
  }
}

function summaryOf(user: SimUser): UserSummary {
  return { userId: user.id, displayName: user.displayName, zaloName: user.zaloName, avatar: user.avatar, globalId: globalIdOf(user.id) };
}

/** Zalo's activity flag: most simulated people are active, a fixed few are not. */
export function isActiveUser(userId: string): boolean {
  return createHash('sha1').update(`active:${userId}`).digest()[0] % 7 !== 0;
}
