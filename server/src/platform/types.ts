import type { MessageAttachment, MessageKind } from 'shared-sdk/schemas';

/**
 * Plain data shared by both chat-platform drivers (zca and simulator). Everything here is JSON-friendly so
 * the accounts module can store credentials and the job engine can store results as they are.
 */

/** What a message is and carries, as the inbox stores and shows it (the same shapes as the API's). */
export type { MessageAttachment, MessageKind };

export type ThreadType = 'user' | 'group';

export type ProxyScheme = 'http' | 'https' | 'socks4' | 'socks5';

export interface ProxySettings {
  scheme: ProxyScheme;
  host: string;
  port: number;
  username?: string;
  password?: string;
}

/**
 * One cookie as zca-js and tough-cookie serialise it (`key` or browser-export `name`, `value`, `domain`…).
 * Treated as opaque by everything but the driver that issued it.
 */
export interface CookieEntry {
  key?: string;
  name?: string;
  value?: string;
  domain?: string;
  [field: string]: unknown;
}

export type SessionCookie = CookieEntry[];

/** What a login needs and what a QR login yields; the accounts module stores it encrypted. */
export interface Credentials {
  cookie: SessionCookie;
  imei: string;
  userAgent: string;
}

export interface LoginInput extends Credentials {
  /** Every HTTP request and the listener's websocket of this session go through it. */
  proxy?: ProxySettings | null;
}

export interface QrLoginOptions {
  proxy?: ProxySettings | null;
  /** The user agent the new cookie will be bound to; the driver picks a desktop browser's when absent. */
  userAgent?: string;
}

export interface Profile {
  userId: string;
  displayName: string;
  avatar: string;
  /** In 0xxxxxxxxx form when the platform shares it, else null. */
  phone: string | null;
}

/** A person as lists show them: a friend, a group member, a found user. */
export interface UserSummary {
  /** As this account sees the person: another account has another uid for the same person. */
  userId: string;
  displayName: string;
  zaloName: string;
  avatar: string;
  /** The person's stable id, the same from every account. Empty when the platform did not give it. */
  globalId: string;
}

export interface Friend extends UserSummary {
  phone: string | null;
  /** The platform's own activity flag for this friend. */
  isActive: boolean;
}

export interface GroupInfo {
  groupId: string;
  name: string;
  description: string;
  avatar: string;
  isCommunity: boolean;
  /** The group's own count, which can exceed memberIds for community groups that hide their members. */
  memberCount: number;
  creatorId: string;
  adminIds: string[];
  /** The members the platform lets this account see. */
  memberIds: string[];
  /** New members need an admin's approval (joining by link answers 240). */
  joinApproval: boolean;
  /** Only admins may see the member list (Zalo's setting.lockViewMember). */
  lockViewMember: boolean;
}

export interface GroupMember extends UserSummary {
  isAdmin: boolean;
}

export interface SendMessageInput {
  threadId: string;
  threadType: ThreadType;
  text: string;
  /** Paths of files on this server's disk. */
  attachments?: string[];
}

export interface SentMessage {
  /** Id of the text message, or of the first attachment when there was no text. */
  messageId: string;
  attachmentIds: string[];
}

/** A message an account sent, as the platform took it (what the inbox keeps of a job's or the AI's send). */
export interface SentThrough {
  threadId: string;
  threadType: ThreadType;
  text: string;
  /** The platform's id of the text, or of the first file when there was no text; then one per file. */
  messageId: string;
  attachmentIds: string[];
  /** The files sent, by their path on this server's disk. */
  files: string[];
}

export interface SentFriendRequest extends UserSummary {
  message: string;
  /** Epoch milliseconds. */
  sentAt: number;
}

export interface ReceivedFriendRequest extends UserSummary {
  phone: string | null;
  message: string;
  /** Epoch milliseconds. */
  receivedAt: number;
}

export interface AddToGroupResult {
  added: string[];
  /** Zalo's code per refused user, e.g. 178 already a member; null when Zalo gave none. */
  failed: Array<{ userId: string; code: number | null }>;
}

export interface IncomingMessage {
  messageId: string;
  /** The friend's user id for a private chat, the group id for a group chat. */
  threadId: string;
  threadType: ThreadType;
  senderId: string;
  senderName: string;
  /** Empty for stickers, photos and other non-text messages (a link's address is its text). */
  text: string;
  kind: MessageKind;
  attachments: MessageAttachment[];
  /** Sent by the account itself: from its phone, or through this product (the platform echoes those too). */
  isSelf: boolean;
  /** Epoch milliseconds. */
  timestamp: number;
  /**
   * Fetched again after the listener (re)connected: the platform's recent history of this login session, seen or not
   * (the store keeps each message once). Too old to answer.
   */
  replayed?: boolean;
}

/** Zalo's websocket close codes, the same in both drivers. */
export const ListenerCloseCode = {
  Manual: 1000,
  Network: 1006,
  Duplicate: 3000,
  Kicked: 3003,
} as const;

export interface ListenerClose {
  /** 3000 another listener of this account started, 3003 logged in elsewhere, 1006 network lost. */
  code: number;
  reason: string;
}

export interface ListenerHandlers {
  /**
   * Every message of the account's chats, its own included; once connected, the platform's recent history follows
   * (`replayed`), so a short disconnection loses nothing.
   */
  onMessage(message: IncomingMessage): void;
  /** The listener ended on its own (never called after stopListener()). It may be started again. */
  onClose(event: ListenerClose): void;
  onConnected?(): void;
  /**
   * A person became the account's friend (they accepted its friend request, or it accepted theirs), with their uid as
   * this account sees them: zca-js's `friend_event` of type ADD.
   */
  onFriendAdded?(userId: string): void;
}

/** Phone numbers as the product stores them: 0xxxxxxxxx. Accepts +84…, 84… and spaces or dots. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (digits.startsWith('84') && digits.length >= 11) return `0${digits.slice(2)}`;
  return digits;
}
