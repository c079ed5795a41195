import { accountsApi, ApiError, authApi, botsApi, friendsApi, friendTagsApi, inboxApi, teamApi } from 'shared-sdk';
import { ACCOUNT_ID } from 'shared-sdk/testing/data';
import {
  AGENT,
  conversationPageOf,
  ME,
  meAs,
  friendOf,
  messagePageOf,
  sampleAccounts,
  sampleConversations,
  sampleMessages,
  sampleTags,
  unreadOf,
  SECOND_ACCOUNT_ID,
} from './fixtures';

/** Every call the inbox page makes, answered from the fixtures; tests change what they need. */
export function mockInboxApi() {
  return {
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts),
    botStatus: jest.spyOn(botsApi, 'status').mockResolvedValue({ isRunning: true }),
    conversations: jest.spyOn(inboxApi, 'conversations').mockResolvedValue(conversationPageOf(sampleConversations)),
    conversation: jest.spyOn(inboxApi, 'conversation').mockImplementation(async (id) => {
      const found = sampleConversations.find((conversation) => conversation.id === id);
      if (!found) throw new ApiError('Không tìm thấy hội thoại', 404);
      return { conversation: found };
    }),
    unreadCount: jest.spyOn(inboxApi, 'unreadCount').mockResolvedValue(unreadOf({ [ACCOUNT_ID]: 2, [SECOND_ACCOUNT_ID]: 5 })),
    messages: jest.spyOn(inboxApi, 'messages').mockResolvedValue(messagePageOf(sampleMessages)),
    read: jest.spyOn(inboxApi, 'read').mockImplementation(async (id) => ({ conversation: { ...sampleConversations.find((c) => c.id === id)!, unreadCount: 0 } })),
    readAll: jest.spyOn(inboxApi, 'readAll').mockResolvedValue({ updated: 2 }),
    send: jest.spyOn(inboxApi, 'send'),
    retry: jest.spyOn(inboxApi, 'retry'),
    update: jest.spyOn(inboxApi, 'update'),
    search: jest.spyOn(inboxApi, 'search').mockResolvedValue({ hits: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
    contact: jest
      .spyOn(inboxApi, 'contact')
      .mockResolvedValue({ jobs: [{ jobId: 'j-1', at: '2026-03-11T08:00:00Z', text: 'Chào chị Lan, shop có hoa mới về ạ' }], doNotContact: false }),
    friends: jest.spyOn(friendsApi, 'ofAccount').mockResolvedValue({ friends: [friendOf()] }),
    tags: jest.spyOn(friendTagsApi, 'list').mockResolvedValue({ tags: sampleTags }),
    // The person looking: the owner, unless a test signs in someone else.
    me: jest.spyOn(authApi, 'me').mockResolvedValue(meAs(ME)),
    members: jest.spyOn(teamApi, 'members').mockResolvedValue({ members: [ME, AGENT], seats: { used: 2, limit: 5 } }),
    assign: jest.spyOn(inboxApi, 'assign').mockImplementation(async (id, assigneeId) => {
      const found = sampleConversations.find((conversation) => conversation.id === id)!;
      const member = [ME, AGENT].find((candidate) => candidate.userId === assigneeId);
      return { conversation: { ...found, assignee: member ? { id: member.userId, email: member.email } : null } };
    }),
  };
}

/**
 * Mocks the inbox API before each test of the file (`mockInboxApi`) and restores every mock after it. The object it
 * returns holds the current test's spies: `const api = mockInboxApiEachTest();` at the top of a test file.
 */
export function mockInboxApiEachTest(): ReturnType<typeof mockInboxApi> {
  const api = {} as ReturnType<typeof mockInboxApi>;
  beforeEach(() => {
    Object.assign(api, mockInboxApi());
  });
  afterEach(() => jest.restoreAllMocks());
  return api;
}
