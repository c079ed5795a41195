import {
  type Conversation,
  type ConversationListQuery,
  type ConversationPage,
  type InboxImage,
  type InboxMessage,
  INBOX_MESSAGES,
  type MessagePage,
  type MessageSearchPage,
  type MessageSearchQuery,
  type MessagesQuery,
  type UnreadCount,
} from 'shared-sdk/schemas';
import { badRequest, notFound } from '../../http/errors';
import type { ContactListing } from '../do-not-contact';
import { createContactActions } from './contact-actions';
import type { ConversationRow, InboxRepo } from './repo';
import { phraseQuery, searchQuery, searchTerms } from './search';
import type { Sender } from './sending';
import { toConversation, toMessage } from './view';

export interface InboxServiceDeps {
  repo: InboxRepo;
  sender: Sender;
  /** The user's account's name, or null when the account is not the user's (the accounts module's). */
  accountName(workspaceId: string, accountId: string): Promise<string | null>;
  /** The do-not-contact module's: list a person met in a chat, or ask whether they are listed. */
  doNotContact: ContactListing;
  /** The contact's stable Zalo id as the platform tells it to the account (its running session, or a short login). */
  lookUpGlobalId(workspaceId: string, accountId: string, uid: string): Promise<string | null>;
  now?: () => number;
}

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

/** The inbox's API: every call is the signed-in user's; another user's conversation, message or account is a 404. */
export function createInboxService(deps: InboxServiceDeps) {
  const { repo, sender } = deps;
  const now = deps.now ?? Date.now;

  async function owned(workspaceId: string, id: string): Promise<ConversationRow> {
    const conversation = await repo.conversation(workspaceId, id);
    if (!conversation) throw notFound(INBOX_MESSAGES.conversationNotFound);
    return conversation;
  }

  async function ownedAccount(workspaceId: string, accountId: string | undefined): Promise<void> {
    if (accountId && (await deps.accountName(workspaceId, accountId)) === null) throw notFound(INBOX_MESSAGES.accountNotFound);
  }

  /** Conversations with their accounts' names (each account read once). */
  async function view(workspaceId: string, rows: ConversationRow[]): Promise<Conversation[]> {
    const accountIds = [...new Set(rows.map((row) => row.account_id))];
    const names = new Map(await Promise.all(accountIds.map(async (id) => [id, (await deps.accountName(workspaceId, id)) ?? ''] as const)));
    return rows.map((row) => toConversation(row, names.get(row.account_id) ?? '', now()));
  }

  const viewOne = async (workspaceId: string, row: ConversationRow) => (await view(workspaceId, [row]))[0];

  return {
    async list(workspaceId: string, query: ConversationListQuery): Promise<ConversationPage> {
      await ownedAccount(workspaceId, query.accountId);
      const { rows, total } = await repo.listConversations(workspaceId, query);
      return { conversations: await view(workspaceId, rows), pagination: pagination(query.page, query.limit, total) };
    },

    async get(workspaceId: string, id: string): Promise<Conversation> {
      return viewOne(workspaceId, await owned(workspaceId, id));
    },

    ...createContactActions(deps, owned),

    /** A page of the thread, oldest first; `before` pages backwards from a message of this conversation. */
    async messages(workspaceId: string, id: string, query: MessagesQuery): Promise<MessagePage> {
      const conversation = await owned(workspaceId, id);
      const before = query.before ? await repo.message(conversation.id, query.before) : null;
      if (query.before && !before) throw badRequest(INBOX_MESSAGES.beforeNotFound);
      const rows = await repo.messagesBefore(conversation.id, before?.id ?? null, query.limit + 1);
      return { messages: rows.slice(0, query.limit).reverse().map(toMessage), hasMore: rows.length > query.limit };
    },

    async send(workspaceId: string, id: string, input: { text: string; attachments: InboxImage[] }): Promise<InboxMessage> {
      return toMessage(await sender.send(await owned(workspaceId, id), input));
    },

    async retry(workspaceId: string, id: string, messageId: string): Promise<InboxMessage> {
      return toMessage(await sender.retry(await owned(workspaceId, id), messageId));
    },

    async read(workspaceId: string, id: string): Promise<Conversation> {
      const row = await repo.markRead(workspaceId, id);
      if (!row) throw notFound(INBOX_MESSAGES.conversationNotFound);
      return viewOne(workspaceId, row);
    },

    async readAll(workspaceId: string, accountId: string | undefined): Promise<{ updated: number }> {
      await ownedAccount(workspaceId, accountId);
      return { updated: await repo.markAllRead(workspaceId, accountId) };
    },

    async unreadCount(workspaceId: string): Promise<UnreadCount> {
      const accounts = await repo.unreadByAccount(workspaceId);
      return { total: accounts.reduce((sum, account) => sum + account.unread, 0), accounts };
    },

    async update(workspaceId: string, id: string, input: { aiPaused: boolean }): Promise<Conversation> {
      const row = await repo.setAiPaused(workspaceId, id, input.aiPaused);
      if (!row) throw notFound(INBOX_MESSAGES.conversationNotFound);
      return viewOne(workspaceId, row);
    },

    async search(workspaceId: string, query: MessageSearchQuery): Promise<MessageSearchPage> {
      await ownedAccount(workspaceId, query.accountId);
      const terms = searchTerms(query.q);
      if (terms.length === 0) return { hits: [], pagination: pagination(query.page, query.limit, 0) };
      const { rows, total } = await repo.search({
        workspaceId,
        accountId: query.accountId,
        tsquery: searchQuery(terms, workspaceId, query.accountId),
        phrase: phraseQuery(terms, workspaceId),
        page: query.page,
        limit: query.limit,
      });
      const conversations = new Map((await view(workspaceId, await repo.conversationsByIds([...new Set(rows.map((row) => row.conversation_id))]))).map((c) => [c.id, c]));
      return {
        hits: rows.flatMap((row) => {
          const conversation = conversations.get(row.conversation_id);
          return conversation ? [{ message: toMessage(row), conversation }] : [];
        }),
        pagination: pagination(query.page, query.limit, total),
      };
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
