import { appendFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { assertAttachmentsExist } from '../attachments';
import { PlatformError } from '../errors';
import {
  type IncomingMessage,
  type ListenerClose,
  type MessageAttachment,
  type MessageKind,
  ListenerCloseCode,
  type SendMessageInput,
  type SentMessage,
  type SessionCookie,
  type UserSummary,
} from '../types';
import { generatePopulation, type SimUser } from './population';
import { SimMailbox } from './mailbox';
import { StrangerLimits } from './stranger-limits';
import { fileAttachment } from './media';
import { deviceBinding, type TokenClaims, TokenSigner } from './tokens';
import { DEFAULT_LIMITS, type SimLimits } from './limits';
import { ActionLimits, type RateAction } from './action-limits';
import { SimSocialGraph, summaryOf } from './social-graph';
import { SessionCounts, type SimSessionCounts } from './session-counts';

export type { SimGroup, SimUser } from './population';
export { globalIdOf } from './viewer-ids';
export { isActiveUser } from './social-graph';
export type { RateAction } from './action-limits';
export type { SimSessionCounts } from './session-counts';

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
  /**
   * A file that gets one JSON line per web session opened or closed (`{ userId, event: 'open' | 'close', at, pid }`):
   * a bench of several server processes, each with its own world, adds them up to see an account's sessions at once
   * (a process killed with its sessions open never writes their close: the bench closes them at the kill).
   */
  sessionLog?: string;
}

/** What the world needs from a listening session. */
export interface ListenerSink {
  deliver(message: IncomingMessage): void;
  close(event: ListenerClose): void;
  /** `worldId` became this listener's account's friend. */
  friendAdded?(worldId: string): void;
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

const DAY_MS = 86_400_000;
const RECENT_MESSAGES_KEPT = 200;

/**
 * The simulated Zalo: its people and groups, and what Zalo's servers do when an account acts on them,
 * with Zalo's error codes and limits. Sessions call the actions; tests and demo mode use the controls.
 */
export class SimWorld extends SimSocialGraph {
  readonly seed: string;
  readonly cookieTtlMs: number;
  private readonly signer: TokenSigner;
  private readonly epochs = new Map<string, number>();
  private readonly listeners = new Map<string, ListenerSink>();
  /** Each account's actions per minute (221) and the failures tests inject. */
  private readonly actions: ActionLimits;
  /** What the accounts sent to strangers today and the same text lately (Zalo's 123). */
  private readonly strangers: StrangerLimits;
  private readonly recent: SimMessageRecord[] = [];
  private readonly deliveryLog: string | undefined;
  private readonly sessionLog: string | undefined;
  /** What each logged-in account's listener gets again when it (re)connects. */
  private readonly mailbox: SimMailbox;
  private readonly sendObservers = new Set<(record: SimMessageRecord) => void>();
  /** Each account's logins per day and web sessions live at once. */
  private readonly sessions: SessionCounts;
  /** Message ids are unique across server processes, as Zalo's are: each world has its own salt. */
  private readonly idSalt = String(randomInt(0, 10_000)).padStart(4, '0');
  private messageCounter = 0;
  private qrAccountCursor = 0;

  constructor(options: SimWorldOptions) {
    // A world given its strangers per day and not the same-text allowance takes that number for both: setting
    // one limit (tests raise it to send thousands) never makes another, tighter one appear.
    const strangers = options.limits?.strangerMessagesPerDay;
    const limits = { ...DEFAULT_LIMITS, ...(strangers ? { repeatedTextLimit: strangers } : {}), ...options.limits };
    const population = generatePopulation({ seed: options.seed, users: options.users ?? 300, maxFriends: limits.maxFriends });
    super(population, limits, options.now ?? Date.now);
    this.seed = options.seed;
    this.cookieTtlMs = options.cookieTtlMs ?? 30 * DAY_MS;
    this.signer = new TokenSigner(options.secret ?? options.seed);
    this.deliveryLog = options.deliveryLog;
    this.sessionLog = options.sessionLog;
    this.mailbox = new SimMailbox(this.now);
    this.actions = new ActionLimits(this.limits, this.now);
    this.strangers = new StrangerLimits(this.limits, this.now);
    this.sessions = new SessionCounts(this.now);
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

  /** A login with a stored cookie: one more web session of the account is live until it is closed. */
  logIn(cookie: SessionCookie, imei: string, userAgent: string): TokenClaims {
    const claims = this.authenticate(cookie, imei, userAgent);
    this.sessions.loggedIn(claims.userId);
    this.sessions.opened(claims.userId);
    this.logSession(claims.userId, 'open');
    return claims;
  }

  /** A QR login confirmed on the phone: counted as a login (it hands out a cookie, no session is kept). */
  qrLoggedIn(userId: string): void {
    this.sessions.loggedIn(userId);
  }

  sessionClosed(userId: string): void {
    this.sessions.closed(userId);
    this.logSession(userId, 'close');
  }

  private logSession(userId: string, event: 'open' | 'close'): void {
    if (this.sessionLog) appendFileSync(this.sessionLog, `${JSON.stringify({ userId, event, at: this.now(), pid: process.pid })}\n`);
  }

  /** The account's web sessions logged in and not closed, now. */
  liveSessions(userId: string): number {
    return this.sessions.liveSessions(userId);
  }

  /** The most web sessions of the account live at once since the world began. */
  maxLiveSessions(userId: string): number {
    return this.sessions.maxLiveSessions(userId);
  }

  /** The account's logins (cookie and QR) on `day` ('YYYY-MM-DD', Vietnamese day), today's by default. */
  loginCount(userId: string, day?: string): number {
    return this.sessions.loginCount(userId, day);
  }

  /** Every account's counts (those with any), or one account's. */
  sessionCounts(userId?: string): SimSessionCounts[] {
    return this.sessions.counts(userId);
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

  // ── Reading the world (people and groups: SimSocialGraph) ───────────────────────────────────────────

  isListening(userId: string): boolean {
    return this.listeners.has(userId);
  }

  recentMessages(): readonly SimMessageRecord[] {
    return this.recent;
  }

  /**
   * The account the next QR login without a chosen user scans with: cycles through the working accounts, those in at
   * least two ordinary (non-community) groups, as a business's Zalo accounts are (a journey then finds groups to work
   * with whichever account it gets).
   */
  nextQrAccount(): SimUser {
    const users = this.population.users;
    for (let tried = 0; tried < users.length; tried += 1) {
      const user = users[this.qrAccountCursor % users.length];
      this.qrAccountCursor += 1;
      if (this.ordinaryGroupCount(user.id) >= 2) return user;
    }
    return users[this.qrAccountCursor++ % users.length];
  }

  private ordinaryGroupCount(userId: string): number {
    let count = 0;
    for (const groupId of this.population.groupsOf.get(userId) ?? []) if (this.population.groups.get(groupId)?.isCommunity === false) count += 1;
    return count;
  }

  // ── What an account does (the sessions call these; the rest: SimSocialGraph) ─────────────────────────

  async sendMessage(userId: string, input: SendMessageInput): Promise<SentMessage> {
    await assertAttachmentsExist(input.attachments ?? []);
    this.actions.count(userId, 'message');
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
    this.actions.count(userId, 'phoneLookup');
    const user = this.userByPhone(phone);
    return user ? summaryOf(user) : null;
  }

  sendFriendRequest(userId: string, toId: string, message: string): void {
    if (toId === userId) throw new PlatformError('INVALID_INPUT', 'Cannot befriend yourself');
    this.user(toId);
    this.actions.count(userId, 'friendRequest');
    if (this.areFriends(userId, toId)) throw new PlatformError('ALREADY_FRIENDS');
    if (this.hasBlocked(toId, userId)) throw new PlatformError('BLOCKED');
    if (this.requestBetween(toId, userId)) {
      // Zalo treats the request as accepting theirs, and says so with 222.
      this.makeFriends(userId, toId);
      throw new PlatformError('THEY_ALREADY_ASKED');
    }
    this.addFriendRequest(userId, toId, message);
  }

  /** A new friendship is told to both accounts' listeners, as Zalo's `friend_event` ADD. */
  override makeFriends(a: string, b: string): void {
    const already = this.areFriends(a, b);
    super.makeFriends(a, b);
    if (already) return;
    this.listeners.get(a)?.friendAdded?.(b);
    this.listeners.get(b)?.friendAdded?.(a);
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

  /** The account's next actions (messages, friend requests, phone lookups) fail with these errors, in order. */
  failNextActions(userId: string, ...errors: PlatformError[]): void {
    this.actions.failNext(userId, errors);
  }

  /** Uses up the account's allowance so that its next action of that kind answers 221. */
  exhaustRateLimit(userId: string, action: RateAction = 'message'): void {
    this.actions.exhaust(userId, action);
  }

  // ── Internals ────────────────────────────────────────────────────────────────────────────────────────

  private assertCanMessageUser(userId: string, toId: string, text: string): void {
    const target = this.user(toId);
    if (this.areFriends(userId, toId)) return;
    if (this.hasBlocked(toId, userId)) throw new PlatformError('BLOCKED');
    if (!target.acceptsStrangerMessages) throw new PlatformError('STRANGER_CANNOT_RECEIVE');
    this.strangers.allow(userId, toId, text);
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
