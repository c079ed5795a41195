import { apiClient, call, type Conversation, type ConversationListParams, type ConversationPage, type InboxMessage, type MessagePage, type MessageSearchPage, type SendInboxMessageInput, type UnreadCount } from 'shared-sdk';

/**
 * TEMPORARY: the inbox contract's types, client and keys until shared-sdk's inbox files land (they replace this
 * file; nothing else of the feature changes but its imports).
 */

export type {
  Conversation,
  ConversationListParams,
  ConversationPage,
  ConversationType,
  InboxMessage,
  MessageAttachment,
  MessageKind,
  MessagePage,
  MessageSearchPage,
  MessageSource,
  MessageStatus,
  UnreadCount,
} from 'shared-sdk';
export type SendMessageInput = SendInboxMessageInput;

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
