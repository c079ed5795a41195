import * as v from 'valibot';
import { ATTACHMENT_MAX_BYTES } from './job-requests';

/**
 * The inbox ('Hội thoại'): every conversation of every account of the customer, its messages, and the live events
 * that tell open pages a conversation changed. The server validates with these schemas; the web app reads with the
 * same types.
 */

export const MESSAGE_KINDS = ['text', 'photo', 'file', 'sticker', 'link', 'voice', 'video', 'contact', 'other'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** PENDING while the platform has not answered, FAILED when it refused (with a retry), RECEIVED from others. */
export const MESSAGE_STATUSES = ['PENDING', 'SENT', 'FAILED', 'RECEIVED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Where a message came from: typed in the inbox, sent by a job, by the AI auto-reply, typed on the account's own phone,
 * or written by the contact.
 */
export const MESSAGE_SOURCES = ['inbox', 'job', 'ai', 'phone', 'contact'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

export const CONVERSATION_TYPES = ['user', 'group'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const CONVERSATIONS_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_MAX = 100;
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_PAGE_MAX = 100;
export const SEARCH_PAGE_SIZE = 20;
/** Zalo's own limit on a text message. */
export const INBOX_TEXT_MAX = 2000;
export const INBOX_IMAGES_MAX = 5;
export const INBOX_QUERY_MAX = 100;
export const INBOX_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const INBOX_MESSAGES = {
  conversationNotFound: 'Không tìm thấy hội thoại',
  messageNotFound: 'Không tìm thấy tin nhắn',
  beforeNotFound: 'Tin nhắn mốc không thuộc hội thoại này',
  sendFailed: 'Không gửi được tin nhắn, vui lòng thử lại',
  interrupted: 'Máy chủ dừng khi đang gửi: không rõ tin đã đến chưa, hãy kiểm tra rồi gửi lại',
  accountNotFound: 'Không tìm thấy tài khoản',
  textOrImage: 'Vui lòng nhập nội dung tin nhắn hoặc chọn ảnh',
  textTooLong: `Tin nhắn tối đa ${INBOX_TEXT_MAX} ký tự`,
  tooManyImages: `Chỉ được gửi tối đa ${INBOX_IMAGES_MAX} ảnh mỗi tin`,
  imageOnly: 'Chỉ gửi được tệp ảnh (như JPG, PNG)',
  imageTooLarge: 'Mỗi ảnh tối đa 10MB',
  imageName: 'Tên ảnh không hợp lệ',
  notRetryable: 'Chỉ gửi lại được tin nhắn gửi thất bại từ hộp thư',
  queryRequired: 'Vui lòng nhập từ khóa tìm kiếm',
  queryTooLong: `Từ khóa tối đa ${INBOX_QUERY_MAX} ký tự`,
  invalidId: 'Mã không hợp lệ',
  invalidType: 'Loại hội thoại không hợp lệ (chỉ có hội thoại riêng hoặc nhóm)',
  invalidUnread: 'Bộ lọc chưa đọc không hợp lệ',
  invalidPage: 'Trang phải là số nguyên từ 1',
  invalidLimit: (max: number) => `Số mục mỗi trang từ 1 đến ${max}`,
  aiPausedRequired: 'Vui lòng cho biết bật hay tắt trả lời tự động bằng AI',
  liveLinkInvalid: 'Liên kết cập nhật trực tiếp không hợp lệ hoặc đã hết hạn',
} as const;

/** What a photo, file, link, voice, video or contact card carries, as the platform gave it; any field may be null. */
export interface MessageAttachment {
  kind: Exclude<MessageKind, 'text' | 'other'>;
  url: string | null;
  thumbnailUrl: string | null;
  name: string | null;
  size: number | null;
  title: string | null;
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
  /** ISO date-time: when the platform says it was sent. */
  at: string;
  status: MessageStatus;
  source: MessageSource;
  /** The job that sent it (source 'job'). */
  jobId: string | null;
  /** Why the platform refused it (status FAILED): Vietnamese text, Zalo's code when it gave one. */
  error: { code: number | null; message: string } | null;
  /** A contact's opt-out message: the contact went on the do-not-contact list; the message stays, marked. */
  optOut: boolean;
}

export interface Conversation {
  id: string;
  accountId: string;
  accountName: string;
  /** The contact's user id (as this account sees them) or the group's id. */
  threadId: string;
  type: ConversationType;
  name: string;
  avatar: string | null;
  lastMessage: { text: string; kind: MessageKind; at: string; fromMe: boolean } | null;
  unreadCount: number;
  /** The AI auto-reply does not answer here: switched off, or paused after a reply typed in the inbox. */
  aiPaused: boolean;
  /** Until when a reply typed in the inbox pauses it; null when switched off for good or not paused. */
  aiPausedUntil: string | null;
  lastReadAt: string | null;
  /** The member who handles it (null: nobody yet). Optional: older answers lack it. */
  assignee?: { id: string; email: string } | null;
}

export interface InboxPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** GET /conversations. */
export interface ConversationPage {
  conversations: Conversation[];
  pagination: InboxPagination;
}

/** GET /conversations/{id}/messages: oldest first within the page; `hasMore` when older ones exist. */
export interface MessagePage {
  messages: InboxMessage[];
  hasMore: boolean;
}

/** A job whose messages reached this conversation: when it last did, and the text it sent. */
export interface ContactJob {
  jobId: string;
  at: string;
  text: string;
}

/**
 * GET /conversations/{id}/contact: what the contact panel shows besides the stored friend. `jobs`: the user's jobs
 * whose messages are in this conversation (as the inbox stored them), the latest first, at most 20. `doNotContact`:
 * the account's stored friend who is this person is on the user's do-not-contact list (false for a stranger or a
 * group, whom the list cannot name here).
 */
export interface ConversationContact {
  jobs: ContactJob[];
  doNotContact: boolean;
}

/** GET /conversations/unread-count. */
export interface UnreadCount {
  total: number;
  accounts: Array<{ accountId: string; unread: number }>;
}

/** GET /messages/search. */
export interface MessageSearchPage {
  hits: Array<{ message: InboxMessage; conversation: Conversation }>;
  pagination: InboxPagination;
}

/** POST /live/link: the address of the user's event stream, signed for a short while (EventSource sends no header). */
export interface LiveLink {
  url: string;
  expiresAt: string;
}

/**
 * `event: inbox` on the live stream: this conversation of the user changed (new message, read, AI pause). Both null
 * when the server may have missed changes (its database listener reconnected): read everything again.
 */
export interface InboxLiveEvent {
  conversationId: string | null;
  accountId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(UUID, message));

/** A query number (it arrives as text) within a range, with a default. */
const pageNumber = (fallback: number, max: number, message: string) =>
  v.optional(
    v.pipe(
      v.union([v.string(message), v.number(message)], message),
      v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
      v.number(message),
      v.integer(message),
      v.minValue(1, message),
      v.maxValue(max, message),
    ),
    fallback,
  );

export const ConversationListQuerySchema = v.object({
  accountId: v.optional(uuid(INBOX_MESSAGES.invalidId)),
  type: v.optional(v.picklist(CONVERSATION_TYPES, INBOX_MESSAGES.invalidType)),
  unread: v.optional(v.pipe(v.picklist(['true', 'false'], INBOX_MESSAGES.invalidUnread), v.transform((value) => value === 'true'))),
  q: v.optional(v.pipe(v.string(INBOX_MESSAGES.queryTooLong), v.trim(), v.maxLength(INBOX_QUERY_MAX, INBOX_MESSAGES.queryTooLong))),
  page: pageNumber(1, 100_000, INBOX_MESSAGES.invalidPage),
  limit: pageNumber(CONVERSATIONS_PAGE_SIZE, CONVERSATIONS_PAGE_MAX, INBOX_MESSAGES.invalidLimit(CONVERSATIONS_PAGE_MAX)),
});
export type ConversationListQuery = v.InferOutput<typeof ConversationListQuerySchema>;
export type ConversationListParams = v.InferInput<typeof ConversationListQuerySchema>;

export const ConversationIdParamsSchema = v.object({ id: uuid(INBOX_MESSAGES.invalidId) });
export const ConversationMessageParamsSchema = v.object({ id: uuid(INBOX_MESSAGES.invalidId), messageId: uuid(INBOX_MESSAGES.invalidId) });

/** `before`: the oldest message the page has shown; the next page holds the messages before it. */
export const MessagesQuerySchema = v.object({
  before: v.optional(uuid(INBOX_MESSAGES.invalidId)),
  limit: pageNumber(MESSAGES_PAGE_SIZE, MESSAGES_PAGE_MAX, INBOX_MESSAGES.invalidLimit(MESSAGES_PAGE_MAX)),
});
export type MessagesQuery = v.InferOutput<typeof MessagesQuerySchema>;

const IMAGE_DATA_URL = new RegExp(`^data:(${INBOX_IMAGE_TYPES.join('|').replace(/\//g, '\\/')});base64,`);

/** An image of the composer as a base64 data URL (like the jobs' attachments), at most 10 MB once decoded. */
const InboxImageSchema = v.object({
  name: v.pipe(v.string(INBOX_MESSAGES.imageName), v.trim(), v.nonEmpty(INBOX_MESSAGES.imageName), v.maxLength(255, INBOX_MESSAGES.imageName)),
  dataUrl: v.pipe(
    v.string(INBOX_MESSAGES.imageOnly),
    v.regex(IMAGE_DATA_URL, INBOX_MESSAGES.imageOnly),
    v.check((url) => (url.length - url.indexOf(',') - 1) * 0.75 <= ATTACHMENT_MAX_BYTES + 3, INBOX_MESSAGES.imageTooLarge),
  ),
});
export type InboxImage = v.InferOutput<typeof InboxImageSchema>;

export const SendInboxMessageSchema = v.pipe(
  v.object({
    text: v.optional(v.pipe(v.string(INBOX_MESSAGES.textOrImage), v.maxLength(INBOX_TEXT_MAX, INBOX_MESSAGES.textTooLong)), ''),
    attachments: v.optional(v.pipe(v.array(InboxImageSchema, INBOX_MESSAGES.imageOnly), v.maxLength(INBOX_IMAGES_MAX, INBOX_MESSAGES.tooManyImages)), []),
  }),
  v.check((body) => body.text.trim().length > 0 || body.attachments.length > 0, INBOX_MESSAGES.textOrImage),
);
export type SendInboxMessageInput = v.InferInput<typeof SendInboxMessageSchema>;

export const UpdateConversationSchema = v.object({ aiPaused: v.boolean(INBOX_MESSAGES.aiPausedRequired) });
export type UpdateConversationInput = v.InferOutput<typeof UpdateConversationSchema>;

export const ReadAllQuerySchema = v.object({ accountId: v.optional(uuid(INBOX_MESSAGES.invalidId)) });

export const MessageSearchQuerySchema = v.object({
  q: v.pipe(v.string(INBOX_MESSAGES.queryRequired), v.trim(), v.nonEmpty(INBOX_MESSAGES.queryRequired), v.maxLength(INBOX_QUERY_MAX, INBOX_MESSAGES.queryTooLong)),
  accountId: v.optional(uuid(INBOX_MESSAGES.invalidId)),
  page: pageNumber(1, 100_000, INBOX_MESSAGES.invalidPage),
  limit: pageNumber(SEARCH_PAGE_SIZE, CONVERSATIONS_PAGE_MAX, INBOX_MESSAGES.invalidLimit(CONVERSATIONS_PAGE_MAX)),
});
export type MessageSearchQuery = v.InferOutput<typeof MessageSearchQuerySchema>;
export type MessageSearchParams = v.InferInput<typeof MessageSearchQuerySchema>;

/**
 * Text as search compares it: Vietnamese without its marks ('Xin chào' → 'xin chao', 'đ' → 'd'), lower case, so a
 * search typed without diacritics finds text written with them (and the other way round).
 */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}
