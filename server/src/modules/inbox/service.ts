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
  type UpdateConversationInput,
} from 'shared-sdk/schemas';
import type { MembershipSource, WorkspaceRole } from '../../http/auth-guard';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { canUseAccount } from '../../http/workspace-access';
import type { ContactListing } from '../do-not-contact';
import { createContactActions } from './contact-actions';
import type { AccountScope, ConversationRow, InboxRepo } from './repo';
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
  /** The contact's stable Zalo id as the platform tells it to the account (its one live session, wherever it runs). */
  lookUpGlobalId(workspaceId: string, accountId: string, uid: string): Promise<string | null>;
  /** People's e-mails by their ids (the assignees'); unknown ids are absent. */
  emailsOf(ids: string[]): Promise<Map<string, string>>;
  /** The auth module's memberships: whether a person works in the workspace, and with which accounts. */
  memberships: MembershipSource;
  /** Who handles a conversation changed (the workspace event); never throws. */
  onAssigned?(conversation: ConversationRow, assignee: { id: string; email: string } | null, by: { id: string; email: string }): Promise<void>;
  now?: () => number;
}

/** Who looks at the inbox: their workspace, themselves, their role and the accounts they work with (null: all). */
export interface InboxViewer {
  workspaceId: string;
  userId: string;
  role: WorkspaceRole;
  scope: AccountScope;
}

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

/**
 * The inbox's API: every call is the viewer's; another workspace's conversation, message or account is a 404, and so
 * is a conversation of an account an AGENT does not work with.
 */
export function createInboxService(deps: InboxServiceDeps) {
  const { repo, sender } = deps;
  const now = deps.now ?? Date.now;

  /** The assignment is announced with the e-mails of the assignee and of who assigned. */
  async function assigned(viewer: InboxViewer, row: ConversationRow): Promise<void> {
    if (!deps.onAssigned) return;
    const emails = await deps.emailsOf([...new Set([viewer.userId, ...(row.assignee_id ? [row.assignee_id] : [])])]).catch(() => new Map<string, string>());
    const person = (id: string) => ({ id, email: emails.get(id) ?? '' });
    await deps.onAssigned(row, row.assignee_id ? person(row.assignee_id) : null, person(viewer.userId));
  }

  async function owned(viewer: InboxViewer, id: string): Promise<ConversationRow> {
    const conversation = await repo.conversation(viewer.workspaceId, viewer.scope, id);
    if (!conversation) throw notFound(INBOX_MESSAGES.conversationNotFound);
    return conversation;
  }

  async function ownedAccount(workspaceId: string, accountId: string | undefined): Promise<void> {
    if (accountId && (await deps.accountName(workspaceId, accountId)) === null) throw notFound(INBOX_MESSAGES.accountNotFound);
  }

  /** Conversations with their accounts' names and assignees' e-mails (each read once). */
  async function view(workspaceId: string, rows: ConversationRow[]): Promise<Conversation[]> {
    const accountIds = [...new Set(rows.map((row) => row.account_id))];
    const assigneeIds = [...new Set(rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : [])))];
    const [names, emails] = await Promise.all([
      Promise.all(accountIds.map(async (id) => [id, (await deps.accountName(workspaceId, id)) ?? ''] as const)).then((pairs) => new Map(pairs)),
      deps.emailsOf(assigneeIds),
    ]);
    return rows.map((row) => toConversation(row, names.get(row.account_id) ?? '', now(), emails));
  }

  const viewOne = async (workspaceId: string, row: ConversationRow) => (await view(workspaceId, [row]))[0];

  /**
   * Who may handle the conversation: a member of the workspace who works with its account (else a 400). An AGENT
   * takes a conversation nobody has, or gives up their own; the OWNER and ADMINs give it to anyone who may see it.
   */
  async function assignee(viewer: InboxViewer, conversation: ConversationRow, assigneeId: string | null): Promise<string | null> {
    if (viewer.role === 'AGENT') {
      if (assigneeId !== null && assigneeId !== viewer.userId) throw forbidden(INBOX_MESSAGES.agentAssignsSelf);
      if (conversation.assignee_id !== null && conversation.assignee_id !== viewer.userId) throw forbidden(INBOX_MESSAGES.assignedToOther);
    }
    if (assigneeId === null) return null;
    const member = await deps.memberships.membership(assigneeId, viewer.workspaceId);
    if (!member || !canUseAccount(member, conversation.account_id)) throw badRequest(INBOX_MESSAGES.assigneeCannotSee);
    return assigneeId;
  }

  return {
    async list(viewer: InboxViewer, query: ConversationListQuery): Promise<ConversationPage> {
      const { workspaceId } = viewer;
      await ownedAccount(workspaceId, query.accountId);
      const assignee = query.assignee === 'me' ? viewer.userId : query.assignee;
      const { rows, total } = await repo.listConversations(workspaceId, viewer.scope, { ...query, assignee });
      return { conversations: await view(workspaceId, rows), pagination: pagination(query.page, query.limit, total) };
    },

    async get(viewer: InboxViewer, id: string): Promise<Conversation> {
      return viewOne(viewer.workspaceId, await owned(viewer, id));
    },

    ...createContactActions(deps, owned),

    /** A page of the thread, oldest first; `before` pages backwards from a message of this conversation. */
    async messages(viewer: InboxViewer, id: string, query: MessagesQuery): Promise<MessagePage> {
      const conversation = await owned(viewer, id);
      const before = query.before ? await repo.message(conversation.id, query.before) : null;
      if (query.before && !before) throw badRequest(INBOX_MESSAGES.beforeNotFound);
      const rows = await repo.messagesBefore(conversation.id, before?.id ?? null, query.limit + 1);
      return { messages: rows.slice(0, query.limit).reverse().map(toMessage), hasMore: rows.length > query.limit };
    },

    async send(viewer: InboxViewer, id: string, input: { text: string; attachments: InboxImage[] }): Promise<InboxMessage> {
      return toMessage(await sender.send(await owned(viewer, id), input));
    },

    async retry(viewer: InboxViewer, id: string, messageId: string): Promise<InboxMessage> {
      return toMessage(await sender.retry(await owned(viewer, id), messageId));
    },

    async read(viewer: InboxViewer, id: string): Promise<Conversation> {
      const row = await repo.markRead(viewer.workspaceId, viewer.scope, id);
      if (!row) throw notFound(INBOX_MESSAGES.conversationNotFound);
      return viewOne(viewer.workspaceId, row);
    },

    async readAll(viewer: InboxViewer, accountId: string | undefined): Promise<{ updated: number }> {
      await ownedAccount(viewer.workspaceId, accountId);
      return { updated: await repo.markAllRead(viewer.workspaceId, viewer.scope, accountId) };
    },

    async unreadCount(viewer: InboxViewer): Promise<UnreadCount> {
      const accounts = await repo.unreadByAccount(viewer.workspaceId, viewer.scope);
      return { total: accounts.reduce((sum, account) => sum + account.unread, 0), accounts };
    },

    /** The AI switch and who handles the conversation (see `assignee`). */
    async update(viewer: InboxViewer, id: string, input: UpdateConversationInput): Promise<Conversation> {
      let row = await owned(viewer, id);
      if (input.assigneeId !== undefined) {
        const before = row.assignee_id;
        row = (await repo.setAssignee(row.id, await assignee(viewer, row, input.assigneeId))) ?? row;
        if (row.assignee_id !== before) await assigned(viewer, row);
      }
      if (input.aiPaused !== undefined) row = (await repo.setAiPaused(row.id, input.aiPaused)) ?? row;
      return viewOne(viewer.workspaceId, row);
    },

    async search(viewer: InboxViewer, query: MessageSearchQuery): Promise<MessageSearchPage> {
      const { workspaceId } = viewer;
      await ownedAccount(workspaceId, query.accountId);
      const terms = searchTerms(query.q);
      if (terms.length === 0) return { hits: [], pagination: pagination(query.page, query.limit, 0) };
      const { rows, total } = await repo.search({
        workspaceId,
        scope: viewer.scope,
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
