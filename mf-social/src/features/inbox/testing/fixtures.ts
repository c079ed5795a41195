import type { QueryKey } from '@tanstack/react-query';
import {
  type Account,
  type Conversation,
  type ConversationPage,
  type CurrentWorkspace,
  type InboxMessage,
  type MessagePage,
  queryKeys,
  type StoredFriend,
  type TeamMember,
  type UnreadCount,
  type User,
} from 'shared-sdk';
import { ACCOUNT_ID, accountOf } from 'shared-sdk/testing/data';
import { jobsInThread } from '../utils/conversation-text';

/** Sample conversations and messages for stories and tests (no network). Times are fixed around NOW. */

/** 2026-03-12 10:00 in Vietnam. */
export const NOW = Date.parse('2026-03-12T03:00:00Z');
export const SECOND_ACCOUNT_ID = '3f2a9c1e-7b4d-4e8a-9f10-2b3c4d5e6f71';

/** Members of the team: the owner looking, and an agent. */
export const ME: TeamMember = {
  userId: '66666666-6666-4666-8666-000000000006',
  email: 'chu.shop@example.com',
  role: 'OWNER',
  accountIds: [],
  allAccounts: true,
  joinedAt: '2026-01-01T00:00:00Z',
  you: true,
};
export const AGENT: TeamMember = {
  userId: '77777777-7777-4777-8777-000000000007',
  email: 'lan.cskh@example.com',
  role: 'AGENT',
  accountIds: [ACCOUNT_ID],
  allAccounts: false,
  joinedAt: '2026-02-01T00:00:00Z',
  you: false,
};

/** GET /auth/me of a member with this role (an AGENT: the first account). */
export function meAs(member: TeamMember): { user: User; workspace: CurrentWorkspace } {
  return {
    user: { id: member.userId, email: member.email },
    workspace: { id: ME.userId, name: 'Shop Hoa Tươi', role: member.role, accountIds: member.role === 'AGENT' ? member.accountIds : null },
  };
}

export const sampleAccounts = [accountOf({ autoReply: true }), accountOf({ id: SECOND_ACCOUNT_ID, displayName: 'Shop Giày Sài Gòn', autoReply: false })];

export function conversationOf(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c0a1b2c3-0000-4000-8000-000000000001',
    accountId: ACCOUNT_ID,
    accountName: 'Shop Hoa Tươi',
    threadId: '7001',
    type: 'user',
    name: 'Nguyễn Thị Lan',
    avatar: null,
    lastMessage: { text: 'Shop ơi, bó hoa hồng còn không ạ?', kind: 'text', at: '2026-03-12T02:55:00Z', fromMe: false },
    unreadCount: 2,
    aiPaused: false,
    aiPausedUntil: null,
    lastReadAt: '2026-03-11T10:00:00Z',
    ...overrides,
  };
}

export const sampleConversations: Conversation[] = [
  conversationOf(),
  conversationOf({
    id: 'c0a1b2c3-0000-4000-8000-000000000002',
    threadId: '7002',
    name: 'Trần Văn Minh',
    lastMessage: { text: 'Dạ em cảm ơn anh', kind: 'text', at: '2026-03-12T01:10:00Z', fromMe: true },
    unreadCount: 0,
    aiPaused: true,
    aiPausedUntil: '2026-03-12T14:30:00Z',
  }),
  conversationOf({
    id: 'c0a1b2c3-0000-4000-8000-000000000003',
    accountId: SECOND_ACCOUNT_ID,
    accountName: 'Shop Giày Sài Gòn',
    threadId: 'g900',
    type: 'group',
    name: 'Hội yêu giày Sài Gòn',
    lastMessage: { text: '', kind: 'photo', at: '2026-03-11T09:00:00Z', fromMe: false },
    unreadCount: 5,
  }),
];

export function conversationPageOf(conversations: Conversation[], page = 1, totalPages = 1): ConversationPage {
  return { conversations, pagination: { page, limit: 30, total: conversations.length, totalPages } };
}

export function messageOf(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 'm-0001',
    conversationId: sampleConversations[0].id,
    fromMe: false,
    senderId: '7001',
    senderName: 'Nguyễn Thị Lan',
    kind: 'text',
    text: 'Shop ơi, bó hoa hồng còn không ạ?',
    attachments: [],
    at: '2026-03-12T02:55:00Z',
    status: 'RECEIVED',
    source: 'contact',
    jobId: null,
    error: null,
    optOut: false,
    ...overrides,
  };
}

/** A thread over two days: a job's message, the contact's answers with a photo and a file, the AI, the phone, a failure. */
export const sampleMessages: InboxMessage[] = [
  messageOf({ id: 'm-1', fromMe: true, source: 'job', jobId: 'j-1', status: 'SENT', text: 'Chào chị Lan, shop có hoa mới về ạ', at: '2026-03-11T08:00:00Z' }),
  messageOf({
    id: 'm-2',
    kind: 'photo',
    text: '',
    at: '2026-03-11T08:30:00Z',
    attachments: [{ kind: 'photo', url: 'https://example.com/hoa-full.jpg', thumbnailUrl: 'https://example.com/hoa-thumb.jpg', name: null, size: null, title: null }],
  }),
  messageOf({ id: 'm-3', fromMe: true, source: 'ai', status: 'SENT', text: 'Dạ mẫu này còn ạ, giá 350.000đ', at: '2026-03-11T08:31:00Z' }),
  messageOf({
    id: 'm-4',
    kind: 'file',
    text: '',
    at: '2026-03-12T01:00:00Z',
    attachments: [{ kind: 'file', url: 'https://example.com/don-hang.pdf', thumbnailUrl: null, name: 'don-hang.pdf', size: 245_760, title: null }],
  }),
  messageOf({ id: 'm-5', fromMe: true, source: 'phone', status: 'SENT', text: 'Chị gửi địa chỉ giúp em nhé', at: '2026-03-12T01:05:00Z' }),
  messageOf({
    id: 'm-6',
    fromMe: true,
    source: 'inbox',
    status: 'FAILED',
    text: 'Em giao trong chiều nay ạ',
    at: '2026-03-12T02:50:00Z',
    error: { code: 221, message: 'Vượt quá giới hạn tần suất' },
  }),
  messageOf({ id: 'm-7', text: 'Shop ơi, bó hoa hồng còn không ạ?', at: '2026-03-12T02:55:00Z' }),
];

export function messagePageOf(messages: InboxMessage[], hasMore = false): MessagePage {
  return { messages, hasMore };
}

export function unreadOf(byAccount: Record<string, number>): UnreadCount {
  const accounts = Object.entries(byAccount).map(([accountId, unread]) => ({ accountId, unread }));
  return { total: accounts.reduce((sum, entry) => sum + entry.unread, 0), accounts };
}

export function friendOf(overrides: Partial<StoredFriend> = {}): StoredFriend {
  return {
    id: 'f0a1b2c3-0000-4000-8000-000000000001',
    userId: '7001',
    globalId: 'g-7001',
    accountId: ACCOUNT_ID,
    displayName: 'Nguyễn Thị Lan',
    zaloName: 'Lan Nguyễn',
    avatar: null,
    phone: '0912345678',
    isActive: true,
    lastSyncAt: '2026-03-10T03:00:00Z',
    tags: [{ id: 't-1', name: 'Khách quen', color: '#10B981' }],
    ...overrides,
  };
}

export const sampleTags = [
  { id: 't-1', name: 'Khách quen', color: '#10B981', description: null, friendCount: 12, accountCount: 1, createdAt: '2026-03-01T00:00:00Z' },
  { id: 't-2', name: 'Khách VIP', color: '#F59E0B', description: null, friendCount: 3, accountCount: 1, createdAt: '2026-03-01T00:00:00Z' },
];

/**
 * A cache holding everything the page reads, for stories: the accounts (their sessions running), the unread
 * counts, the unfiltered list, each conversation's thread, the first account's friends and the tags.
 */
export function inboxCacheEntries(options: { conversations?: Conversation[]; accounts?: Account[]; running?: boolean } = {}): Array<[QueryKey, unknown]> {
  const { conversations = sampleConversations, accounts = sampleAccounts, running = true } = options;
  return [
    [queryKeys.accounts.list(), accounts],
    ...accounts.map((account): [QueryKey, unknown] => [queryKeys.bots.status(account.id), { isRunning: running }]),
    [queryKeys.inbox.unreadCount(), unreadOf(Object.fromEntries(accounts.map((account) => [account.id, conversations.filter((c) => c.accountId === account.id).reduce((sum, c) => sum + c.unreadCount, 0)])))],
    [queryKeys.inbox.conversationPages({}), { pages: [conversationPageOf(conversations)], pageParams: [1] }],
    ...conversations.map((conversation): [QueryKey, unknown] => [
      queryKeys.inbox.messages(conversation.id),
      { pages: [messagePageOf(conversation.type === 'group' ? groupMessages : sampleMessages)], pageParams: [undefined] },
    ]),
    ...conversations.map((conversation): [QueryKey, unknown] => [
      queryKeys.inbox.contact(conversation.id),
      { jobs: conversation.type === 'group' ? [] : jobsInThread(sampleMessages), doNotContact: false },
    ]),
    [queryKeys.social.friends(ACCOUNT_ID), { friends: [friendOf()] }],
    [queryKeys.friends.tags(), { tags: sampleTags }],
  ];
}

const groupMessages: InboxMessage[] = [
  messageOf({ id: 'g-1', senderName: 'Lê Hoàng', senderId: 'u-1', text: 'Có ai mua giày chạy bộ size 42 không?', at: '2026-03-11T08:00:00Z' }),
  messageOf({
    id: 'g-2',
    senderName: 'Phạm Thu',
    senderId: 'u-2',
    kind: 'photo',
    text: '',
    at: '2026-03-11T09:00:00Z',
    attachments: [{ kind: 'photo', url: null, thumbnailUrl: null, name: null, size: null, title: null }],
  }),
];
