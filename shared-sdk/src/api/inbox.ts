import { apiClient, call } from '../http/client';
import type {
  Conversation,
  ConversationContact,
  ConversationListParams,
  ConversationPage,
  InboxMessage,
  LiveLink,
  MessagePage,
  MessageSearchPage,
  MessageSearchParams,
  SendInboxMessageInput,
  UnreadCount,
  UpdateConversationInput,
} from '../schemas/inbox';
import type { DoNotContactAdded } from '../schemas/do-not-contact';

/** Whose conversations: 'me' (assigned to the viewer), 'none' (nobody yet) or a member's user id. */
export type ConversationAssigneeFilter = 'me' | 'none' | (string & {});

const byId = (id: string) => `conversations/${encodeURIComponent(id)}`;

/** Query parameters as text, those not given left out. */
const searchParamsOf = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));

/** /api/v1/conversations, /messages/search and /live/link: the inbox. A failure is an ApiError carrying the server's text. */
export const inboxApi = {
  conversations: (params: ConversationListParams & { assignee?: ConversationAssigneeFilter } = {}) => call<ConversationPage>(apiClient().get('conversations', { searchParams: searchParamsOf(params) })),
  conversation: (id: string) => call<{ conversation: Conversation }>(apiClient().get(byId(id))),
  /** A page of the thread, oldest first; `before` (a message id) pages backwards. */
  messages: (id: string, params: { before?: string; limit?: number } = {}) =>
    call<MessagePage>(apiClient().get(`${byId(id)}/messages`, { searchParams: searchParamsOf(params) })),
  /** Resolves with the message SENT; a refusal rejects with the platform's reason (the message stays FAILED). */
  send: (id: string, input: SendInboxMessageInput) => call<{ message: InboxMessage }>(apiClient().post(`${byId(id)}/messages`, { json: input })),
  retry: (id: string, messageId: string) => call<{ message: InboxMessage }>(apiClient().post(`${byId(id)}/messages/${encodeURIComponent(messageId)}/retry`)),
  contact: (id: string) => call<ConversationContact>(apiClient().get(`${byId(id)}/contact`)),
  /** The private chat's contact, friend or stranger, onto the do-not-contact list. */
  addToDoNotContact: (id: string) => call<DoNotContactAdded>(apiClient().post(`${byId(id)}/do-not-contact`)),
  read: (id: string) => call<{ conversation: Conversation }>(apiClient().post(`${byId(id)}/read`)),
  readAll: (accountId?: string) => call<{ updated: number }>(apiClient().post('conversations/read-all', { searchParams: searchParamsOf({ accountId }) })),
  unreadCount: () => call<UnreadCount>(apiClient().get('conversations/unread-count')),
  update: (id: string, input: UpdateConversationInput) => call<{ conversation: Conversation }>(apiClient().patch(byId(id), { json: input })),
  /** Who handles the conversation (a member's user id; null: nobody). An AGENT may only take it or give it up. */
  assign: (id: string, assigneeId: string | null) => call<{ conversation: Conversation }>(apiClient().patch(byId(id), { json: { assigneeId } })),
  search: (params: MessageSearchParams) => call<MessageSearchPage>(apiClient().get('messages/search', { searchParams: searchParamsOf(params) })),
  /** The address of the user's live event stream, signed for a minute (open it at once). */
  liveLink: () => call<LiveLink>(apiClient().post('live/link')),
};
