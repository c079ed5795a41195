import { apiClient, call } from 'shared-sdk';

/**
 * TEMPORARY: the inbox contract's types, client and keys until shared-sdk's inbox files land (they replace this
 * file; nothing else of the feature changes but its imports).
 */

export type ConversationType = 'user' | 'group';
export type MessageKind = 'text' | 'photo' | 'file' | 'sticker' | 'link' | 'voice' | 'video' | 'contact' | 'other';
export type MessageStatus = 'PENDING' | 'SENT' | 'FAILED' | 'RECEIVED';
export type MessageSource = 'inbox' | 'job' | 'ai' | 'phone' | 'contact';

export interface MessageAttachment {
  kind: MessageKind;
  url: string | null;
  thumbnailUrl: string | null;
  name: string | null;
  size: number | null;
  title: string | null;
}

export interface Conversation {
  id: string;
  accountId: string;
  accountName: string;
  threadId: string;
  type: ConversationType;
  name: string;
  avatar: string | null;
  lastMessage: { text: string; kind: MessageKind; at: string; fromMe: boolean } | null;
  unreadCount: number;
  aiPaused: boolean;
  aiPausedUntil: string | null;
  lastReadAt: string | null;
}

export interface InboxMessage {
  id: string;
  conversationId: string;
  fromMe: boolean;
  senderId: string;
  senderName: string;
  kind: MessageKind;
  text: string;
  attachments: MessageAttachment[];
  at: string;
  status: MessageStatus;
  source: MessageSource;
  jobId: string | null;
  error: { code: number | null; message: string } | null;
  optOut: boolean;
}

export interface ConversationListParams {
  accountId?: string;
  type?: ConversationType;
  unread?: boolean;
  q?: string;
  page?: number;
  limit?: number;
}

export interface ConversationPage {
  conversations: Conversation[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export interface MessagePage {
  messages: InboxMessage[];
  hasMore: boolean;
}

export interface SendMessageInput {
  text: string;
  attachments?: Array<{ name: string; dataUrl: string }>;
}

export interface UnreadCount {
  total: number;
  accounts: Array<{ accountId: string; unread: number }>;
}

export interface MessageSearchPage {
  hits: Array<{ message: InboxMessage; conversation: Conversation }>;
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

const conversation = (id: string, rest = '') => `conversations/${encodeURIComponent(id)}${rest}`;
const defined = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '' && value !== false)) as Record<string, string>;

export const inboxApi = {
  conversations: (params: ConversationListParams) => call<ConversationPage>(apiClient().get('conversations', { searchParams: defined(params) })),
  messages: (id: string, params: { before?: string; limit?: number } = {}) =>
    call<MessagePage>(apiClient().get(conversation(id, '/messages'), { searchParams: defined(params) })),
  send: (id: string, input: SendMessageInput) => call<{ message: InboxMessage }>(apiClient().post(conversation(id, '/messages'), { json: input })),
  retry: (id: string, messageId: string) =>
    call<{ message: InboxMessage }>(apiClient().post(conversation(id, `/messages/${encodeURIComponent(messageId)}/retry`))),
  read: (id: string) => call<{ conversation: Conversation }>(apiClient().post(conversation(id, '/read'))),
  readAll: (accountId?: string) => call<{ updated: number }>(apiClient().post('conversations/read-all', { searchParams: defined({ accountId }) })),
  unreadCount: () => call<UnreadCount>(apiClient().get('conversations/unread-count')),
  update: (id: string, input: { aiPaused: boolean }) => call<{ conversation: Conversation }>(apiClient().patch(conversation(id), { json: input })),
  search: (params: { q: string; accountId?: string; page?: number; limit?: number }) =>
    call<MessageSearchPage>(apiClient().get('messages/search', { searchParams: defined(params) })),
};

export const inboxKeys = {
  all: () => ['inbox'] as const,
  conversations: (params: object) => ['inbox', 'conversations', params] as const,
  messages: (id: string) => ['inbox', 'messages', id] as const,
  unreadCount: () => ['inbox', 'unread-count'] as const,
  search: (params: object) => ['inbox', 'search', params] as const,
};
