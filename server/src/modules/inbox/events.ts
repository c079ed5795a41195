import type { FastifyBaseLogger } from 'fastify';
import type { MessageSource, WebhookEventData } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import type { EventSender } from '../../lib/event-publishing';
import type { StoredMessage } from './ingest';
import type { ConversationRow, MessageRow } from './rows';

type SentSource = WebhookEventData['message.sent']['source'];
const SENT_SOURCE: Partial<Record<MessageSource, SentSource>> = { inbox: 'inbox', job: 'job', ai: 'bot', phone: 'device' };

/** How long a message first seen as the echo of the owner's phone waits before it is announced as the device's. */
export const DEVICE_SETTLE_MS = 3_000;

interface SentMessage {
  workspaceId: string;
  accountId: string;
  conversationId: string;
  threadType: 'user' | 'group';
  to: { uid: string; name: string | null };
  message: { id: string; kind: string; text: string | null; at: Date };
  source: SentSource;
}

/**
 * The inbox's workspace events, each once its message is committed: `message.received` for what a person wrote to an
 * account (private chats and groups), `message.sent` for what the account sent (the inbox, a job, the AI auto-reply,
 * or the owner's other device), `conversation.assigned`.
 *
 * The platform echoes every message an account sends to its listener, sometimes before the send is stored as the
 * job's, the AI's or the inbox's: a message first seen as the phone's is announced after `settleMs`, with the source
 * it turned out to have (nothing when it was the echo of an inbox send, which announces itself).
 */
export function createInboxEvents(deps: { events: EventSender; database: Pick<Database, 'query'>; log: FastifyBaseLogger; settleMs?: number }) {
  const { events, database, log } = deps;
  const settleMs = deps.settleMs ?? DEVICE_SETTLE_MS;
  const echoes = new Map<NodeJS.Timeout, StoredMessage[]>();

  async function sent(message: SentMessage): Promise<void> {
    const { workspaceId, accountId, message: m } = message;
    await events.publish({
      workspaceId,
      type: 'message.sent',
      data: {
        account: await events.account(workspaceId, accountId),
        conversationId: message.conversationId,
        threadType: message.threadType,
        to: message.to,
        message: { id: m.id, kind: m.kind, text: m.text || null, at: m.at.toISOString() },
        source: message.source,
      },
    });
  }

  const sentOf = (stored: StoredMessage, source: SentSource): SentMessage => ({
    workspaceId: stored.item.workspaceId,
    accountId: stored.item.accountId,
    conversationId: stored.conversationId,
    threadType: stored.item.threadType,
    to: { uid: stored.item.threadId, name: stored.conversationName },
    message: { id: stored.id, kind: stored.item.kind, text: stored.item.text, at: stored.item.at },
    source,
  });

  async function received(stored: StoredMessage): Promise<void> {
    const { item } = stored;
    await events.publish({
      workspaceId: item.workspaceId,
      type: 'message.received',
      data: {
        account: await events.account(item.workspaceId, item.accountId),
        conversationId: stored.conversationId,
        threadType: item.threadType,
        from: { uid: item.senderId, name: item.senderName || null },
        message: { id: stored.id, kind: item.kind, text: item.text || null, at: item.at.toISOString() },
      },
    });
  }

  /** The echoes still stored after the wait, announced with the source they have now. */
  async function settle(batch: StoredMessage[]): Promise<void> {
    const rows = await database.query<{ id: string; source: MessageSource }>(`SELECT id, source FROM messages WHERE id = ANY($1::uuid[])`, [
      batch.map((stored) => stored.id),
    ]);
    const sources = new Map(rows.map((row) => [row.id, SENT_SOURCE[row.source]]));
    await Promise.all(
      batch.flatMap((stored) => {
        const source = sources.get(stored.id);
        return source && source !== 'inbox' ? [sent(sentOf(stored, source))] : [];
      }),
    );
  }

  function later(batch: StoredMessage[]): void {
    const timer = setTimeout(() => {
      echoes.delete(timer);
      settle(batch).catch((error: unknown) => log.warn({ err: error, type: 'message.sent' }, "device's messages not announced"));
    }, settleMs);
    timer.unref();
    echoes.set(timer, batch);
  }

  return {
    /** The ingest's messages new to the store (committed). */
    async stored(messages: StoredMessage[]): Promise<void> {
      const echoed: StoredMessage[] = [];
      const now: Array<Promise<void>> = [];
      for (const stored of messages) {
        const { source } = stored.item;
        if (!stored.item.fromMe) now.push(received(stored));
        else if (source === 'phone') echoed.push(stored);
        else if (SENT_SOURCE[source]) now.push(sent(sentOf(stored, SENT_SOURCE[source] as SentSource)));
      }
      if (echoed.length > 0) later(echoed);
      await Promise.all(now);
    },

    /** A message typed in the inbox was taken by the platform (SENT). */
    async sentFromInbox(conversation: ConversationRow, message: MessageRow): Promise<void> {
      await sent({
        workspaceId: conversation.workspace_id,
        accountId: conversation.account_id,
        conversationId: conversation.id,
        threadType: conversation.type,
        to: { uid: conversation.thread_id, name: conversation.name },
        message: { id: message.id, kind: message.kind, text: message.text, at: new Date(message.at) },
        source: 'inbox',
      });
    },

    /** Who handles the conversation changed (null: nobody); `by` null when no person did it (a member removed). */
    async assigned(conversation: Pick<ConversationRow, 'id' | 'workspace_id' | 'account_id'>, assignee: { id: string; email: string } | null, by: { id: string; email: string } | null): Promise<void> {
      await events.publish({
        workspaceId: conversation.workspace_id,
        type: 'conversation.assigned',
        data: { account: await events.account(conversation.workspace_id, conversation.account_id), conversationId: conversation.id, assignee, by },
      });
    },

    /** Shutdown: the echoes waiting are announced now. */
    async flush(): Promise<void> {
      const waiting = [...echoes];
      echoes.clear();
      for (const [timer] of waiting) clearTimeout(timer);
      await Promise.all(waiting.map(([, batch]) => settle(batch).catch((error: unknown) => log.warn({ err: error, type: 'message.sent' }, "device's messages not announced"))));
    },
  };
}
export type InboxEvents = ReturnType<typeof createInboxEvents>;
