import type { EventEmitter } from 'node:events';
import { type API, type Credentials, type LoginQRCallback, type Options, type ThreadType, Zalo } from 'zca-js';

/** The part of zca-js's API object this driver uses; a fake implements exactly this in tests. */
export type ZcaApi = Pick<
  API,
  | 'getOwnId'
  | 'fetchAccountInfo'
  | 'getAllFriends'
  | 'getAllGroups'
  | 'getGroupInfo'
  | 'getGroupMembersInfo'
  | 'sendMessage'
  | 'findUser'
  | 'sendFriendRequest'
  | 'getSentFriendRequest'
  | 'undoFriendRequest'
  | 'getFriendRecommendations'
  | 'acceptFriendRequest'
  | 'addUserToGroup'
  | 'joinGroupLink'
  | 'getCookie'
> & { listener: ZcaListener };

/** The listener's events as zca-js declares them (its ListenerEvents type is not exported). */
export type ZcaListenerEvents = API['listener'] extends EventEmitter<infer Events> ? Events : never;

type ZcaListenerHandler<E extends keyof ZcaListenerEvents> = (...args: ZcaListenerEvents[E]) => void;

/** What the driver uses of zca-js's Listener (its on/off return the Listener class itself, hence no Pick). */
export interface ZcaListener {
  on<E extends keyof ZcaListenerEvents>(event: E, handler: ZcaListenerHandler<E>): unknown;
  off<E extends keyof ZcaListenerEvents>(event: E, handler: ZcaListenerHandler<E>): unknown;
  start(options?: { retryOnClose?: boolean }): void;
  stop(): void;
  /** Asks Zalo for the recent history of one kind of chat; it arrives as 'old_messages'. */
  requestOldMessages(threadType: ThreadType, lastMsgId?: string | null): void;
}

export type ZcaCredentials = Credentials;

/** What the driver needs of `new Zalo(options)`. */
export interface ZaloClient {
  login(credentials: Credentials): Promise<ZcaApi>;
  loginQR(options: { userAgent?: string; language?: string }, callback: LoginQRCallback): Promise<ZcaApi>;
}

export type ZaloClientFactory = (options: Partial<Options>) => ZaloClient;

export const createZaloClient: ZaloClientFactory = (options) => new Zalo(options);
