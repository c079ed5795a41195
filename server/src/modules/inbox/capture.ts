import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageAttachment } from 'shared-sdk/schemas';
import type { IncomingMessage, SentThrough } from '../../platform/types';
import type { Ingest, IngestMessage } from './ingest';
import type { InboxRepo } from './repo';

export interface AccountRef {
  workspaceId: string;
  accountId: string;
}

const IMAGE = /\.(jpe?g|png|gif|webp)$/i;

/** A file an account sent, as the thread shows it until the platform's echo brings its address. */
function fileAttachment(file: string): MessageAttachment {
  const name = path.basename(file).replace(/^\d+-/, '');
  return { kind: IMAGE.test(name) ? 'photo' : 'file', url: null, thumbnailUrl: null, name, size: null, title: null };
}

/**
 * Where the rest of the server hands the inbox its messages: the bots' listeners (every message of the account's
 * chats, its own included), the AI's replies and the jobs' sends. A send is stored as the platform keeps it: the text
 * and each file a message of its own.
 */
export function createCapture(deps: { ingest: Ingest; repo: InboxRepo; log: FastifyBaseLogger }) {
  const { ingest, repo, log } = deps;

  function sentMessages(account: AccountRef, sent: SentThrough, source: 'ai' | 'job', jobId: string | null): IngestMessage[] {
    const base = {
      ...account,
      threadId: sent.threadId,
      threadType: sent.threadType,
      fromMe: true,
      senderId: '',
      senderName: '',
      at: new Date(),
      status: 'SENT' as const,
      source,
      jobId,
    };
    const text = sent.text ? [{ ...base, platformMessageId: sent.messageId, kind: 'text' as const, text: sent.text, attachments: [] }] : [];
    const files = sent.files.flatMap((file, index) => {
      const platformMessageId = sent.attachmentIds[index] ?? (index === 0 && !sent.text ? sent.messageId : undefined);
      const attachment = fileAttachment(file);
      return platformMessageId ? [{ ...base, platformMessageId, kind: attachment.kind, text: '', attachments: [attachment] }] : [];
    });
    return [...text, ...files];
  }

  return {
    /** A message the account's listener received (its own too): stored once; says whether the AI may answer there. */
    async received(account: AccountRef, message: IncomingMessage): Promise<{ isNew: boolean; aiPaused: boolean }> {
      const fromContact = !message.isSelf;
      const result = await ingest.store({
        ...account,
        threadId: message.threadId,
        threadType: message.threadType,
        platformMessageId: message.messageId,
        fromMe: message.isSelf,
        senderId: message.senderId,
        senderName: message.senderName,
        kind: message.kind,
        text: message.text,
        attachments: message.attachments,
        at: new Date(message.timestamp || Date.now()),
        status: fromContact ? 'RECEIVED' : 'SENT',
        source: fromContact ? 'contact' : 'phone',
        jobId: null,
        nameHint: fromContact && message.threadType === 'user' ? message.senderName : null,
      });
      return { isNew: result.isNew, aiPaused: result.aiPaused };
    },

    /** The contact's message was an opt-out: it stays in the thread, marked. */
    async optedOut(account: AccountRef, message: IncomingMessage): Promise<void> {
      await repo.markOptOut(account.accountId, message.messageId);
    },

    /** The AI auto-reply answered. */
    async replied(account: AccountRef, sent: SentThrough): Promise<void> {
      await Promise.all(sentMessages(account, sent, 'ai', null).map((message) => ingest.store(message)));
    },

    /** A job sent a message (the engine goes on at once; a failure here is logged, the send stands). */
    jobMessageSent(sent: SentThrough & AccountRef & { jobId: string }): void {
      const { workspaceId, accountId, jobId } = sent;
      for (const message of sentMessages({ workspaceId, accountId }, sent, 'job', jobId)) {
        ingest.store(message).catch((error: unknown) => log.warn({ err: error, jobId }, "job's message not kept in the inbox"));
      }
    },
  };
}
export type Capture = ReturnType<typeof createCapture>;
