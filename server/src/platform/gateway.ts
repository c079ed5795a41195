import type { PlatformError } from './errors';
import type {
  AddToGroupResult,
  Credentials,
  Friend,
  GroupInfo,
  GroupMember,
  ListenerHandlers,
  LoginInput,
  Profile,
  QrLoginOptions,
  ReceivedFriendRequest,
  SendMessageInput,
  SentFriendRequest,
  SentMessage,
  SessionCookie,
  UserSummary,
} from './types';

/**
 * The chat platform as the product sees it. Two drivers implement it: `zca` (the real Zalo through zca-js)
 * and `simulator` (a deterministic simulated Zalo, the default). Every failure is a PlatformError.
 * See docs/zalo-gateway.md for the drivers, the simulator's quirks and Zalo's codes.
 */
export interface ChatPlatform {
  readonly driver: 'zca' | 'simulator';

  /**
   * Starts a QR login. Events arrive through onEvent: 'generated' first, then 'scanned', and exactly one
   * of 'logged-in', 'expired', 'declined' or 'failed' ends it. Nothing arrives after cancel().
   */
  startQrLogin(options: QrLoginOptions, onEvent: (event: QrLoginEvent) => void): QrLogin;

  /** Logs in with stored credentials. Throws PlatformError LOGIN_FAILED when the cookie is refused. */
  login(input: LoginInput): Promise<PlatformSession>;

  /**
   * Logs in, reads the profile and logs out. A refused cookie is `valid: false`; a network failure
   * (proxy down…) throws, because it says nothing about the cookie.
   */
  checkCookie(input: LoginInput): Promise<CookieCheck>;

  /** Stops the driver's timers (simulator demo mode). Sessions should be closed first. */
  close(): Promise<void>;
}

export interface QrLogin {
  readonly id: string;
  cancel(): void;
}

export type QrLoginEvent =
  /** imageBase64 is a PNG without the data: prefix. */
  | { type: 'generated'; imageBase64: string }
  | { type: 'scanned'; displayName: string; avatar: string }
  | { type: 'expired' }
  | { type: 'declined' }
  | { type: 'logged-in'; credentials: Credentials; profile: Profile }
  | { type: 'failed'; error: PlatformError };

export type CookieCheck = { valid: true; profile: Profile } | { valid: false; error: PlatformError };

/** One logged-in account. Methods throw PlatformError; isSessionExpired(error) means log in again. */
export interface PlatformSession {
  readonly userId: string;

  getProfile(): Promise<Profile>;

  /**
   * Starts the account's listener. Zalo allows one per account anywhere: starting another one elsewhere
   * closes this one with code 3000. Throws if this session already listens.
   */
  startListener(handlers: ListenerHandlers): void;
  stopListener(): void;
  readonly listening: boolean;

  listFriends(): Promise<Friend[]>;

  /** Ids only: Zalo lists groups without details. */
  listGroupIds(): Promise<string[]>;
  /**
   * Group id -> Zalo's version of the group (getAllGroups' gridVerMap). A version changes when the group does,
   * so a sync reads details (getGroups) only for new or changed ones.
   */
  listGroupVersions(): Promise<Record<string, string>>;
  /** Groups this account is not in are left out. */
  getGroups(groupIds: string[]): Promise<GroupInfo[]>;
  /** The members this account can see (a community group may show only its admins). */
  getGroupMembers(groupId: string): Promise<GroupMember[]>;
  getUsersInfo(userIds: string[]): Promise<UserSummary[]>;

  sendMessage(input: SendMessageInput): Promise<SentMessage>;

  /** Null when no account uses the number. */
  findUserByPhone(phone: string): Promise<UserSummary | null>;

  /** 225 already friends, 215 blocked, 222 they already asked (Zalo then makes you friends). */
  sendFriendRequest(userId: string, message: string): Promise<void>;
  listSentFriendRequests(): Promise<SentFriendRequest[]>;
  undoFriendRequest(userId: string): Promise<void>;
  /** Requests others sent to this account that wait for an answer. */
  listReceivedFriendRequests(): Promise<ReceivedFriendRequest[]>;
  acceptFriendRequest(userId: string): Promise<void>;

  addUsersToGroup(groupId: string, userIds: string[]): Promise<AddToGroupResult>;
  /** 240 approval required, 178 already a member. */
  joinGroupByLink(link: string): Promise<void>;

  /** The cookie as it is now: requests refresh it, so store it again now and then. */
  getCookie(): Promise<SessionCookie>;

  /** Stops the listener and releases the session; later calls throw SESSION_CLOSED. */
  close(): Promise<void>;
}
