import type { FastifyBaseLogger } from 'fastify';
import { type InboxImage, INBOX_MESSAGES } from 'shared-sdk/schemas';
import { AppError } from '../../http/errors';
import type { PlatformSession } from '../../platform/gateway';
import { SessionError } from '../bots';
import type { InboxFiles } from './files';
import type { ConversationRow, InboxRepo, MessageRow } from './repo';

export interface SenderDeps {
  repo: InboxRepo;
  files: InboxFiles;
  /** The bots module's: the account's one live session, here or in the process holding it. Throws SessionError. */
  withSession<T>(workspaceId: string, accountId: string, work: (session: PlatformSession) => Promise<T>): Promise<T>;
  /** How long a reply typed in the inbox keeps the AI auto-reply quiet in its conversation. */
  aiPauseMs: number;
  log: FastifyBaseLogger;
  /** The platform took the message (the workspace event); never throws. */
  onSent?(conversation: ConversationRow, message: MessageRow): Promise<void>;
  now?: () => number;
}

/** The platform's refusal as the message keeps it, and the error the API answers with (Vietnamese, never a 500). */
function failureOf(error: unknown): { failure: { code: number | null; message: string }; answer: Error } {
  if (error instanceof AppError) return { failure: { code: null, message: error.message }, answer: error };
  // A SessionError carries the Vietnamese text and Zalo's code; the error envelope answers it with its status.
  if (error instanceof SessionError) return { failure: { code: error.code ?? null, message: error.message }, answer: error };
  return { failure: { code: null, message: INBOX_MESSAGES.sendFailed }, answer: new AppError(502, INBOX_MESSAGES.sendFailed) };
}

/**
 * Messages typed in the inbox: stored PENDING first (so a refusal or a crash leaves a trace), the AI paused in the
 * conversation, then sent through the account; SENT with the platform's id, or FAILED with the platform's reason and
 * a retry. The API answers a refusal with the Vietnamese reason.
 */
export function createSender(deps: SenderDeps) {
  const { repo, files } = deps;
  const now = deps.now ?? Date.now;

  async function deliver(conversation: ConversationRow, message: MessageRow, paths: string[]): Promise<MessageRow> {
    let sent: { messageId: string; attachmentIds: string[] };
    try {
      sent = await deps.withSession(conversation.workspace_id, conversation.account_id, (session) =>
        session.sendMessage({ threadId: conversation.thread_id, threadType: conversation.type, text: message.text, attachments: paths }),
      );
    } catch (error) {
      const { failure, answer } = failureOf(error);
      await repo.markFailed(message, failure);
      deps.log.info({ conversationId: conversation.id, reason: failure.message }, 'inbox message refused');
      throw answer;
    }
    const row = await repo.markSent(message, sent);
    await deps.onSent?.(conversation, row);
    return row;
  }

  return {
    async send(conversation: ConversationRow, input: { text: string; attachments: InboxImage[] }): Promise<MessageRow> {
      const images = await files.store(input.attachments);
      const message = await repo.insertOutgoing({
        conversation,
        text: input.text,
        attachments: images?.attachments ?? [],
        filesKey: images?.key ?? null,
        aiPausedUntil: new Date(now() + deps.aiPauseMs),
      });
      return deliver(conversation, message, images?.paths ?? []);
    },

    async retry(conversation: ConversationRow, messageId: string): Promise<MessageRow> {
      const message = await repo.message(conversation.id, messageId);
      if (!message) throw new AppError(404, INBOX_MESSAGES.messageNotFound);
      const claimed = await repo.claimRetry(conversation.id, messageId);
      if (!claimed) throw new AppError(400, INBOX_MESSAGES.notRetryable);
      const paths = claimed.files_key ? await files.pathsOf(claimed.files_key, claimed.attachments) : [];
      return deliver(conversation, claimed, paths);
    },
  };
}
export type Sender = ReturnType<typeof createSender>;
