import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, ChatProvider } from '../../ai/provider';
import { TtlCache } from '../../lib/ttl-cache';
import type { PlatformSession } from '../../platform/gateway';
import type { IncomingMessage, SentThrough } from '../../platform/types';

const HISTORY_TURNS = 10;
const HISTORY_TTL_MS = 60 * 60_000;
/** Two bots answering each other would never stop: a thread gets at most this many AI replies a minute. */
export const MAX_REPLIES_PER_THREAD_PER_MINUTE = 5;

/** What the AI sent, as the platform took it (the inbox keeps it). */
export type AutoReply = SentThrough & { threadType: 'user' };

export interface AutoReplyTarget {
  accountId: string;
  workspaceId: string;
  session: PlatformSession;
}

/**
 * Answers private messages with the account's AI prompt and the recent conversation. Never answers its
 * own messages or groups; a failure is logged and the session goes on.
 */
export function createAutoReplier(deps: {
  provider: ChatProvider;
  configOf: (workspaceId: string, accountId: string) => Promise<{ systemPrompt: string; enabled: boolean } | undefined>;
  log: FastifyBaseLogger;
}) {
  const history = new TtlCache<ChatMessage[]>(20_000);
  const repliesThisMinute = new TtlCache<{ count: number }>(20_000);

  return {
    /** The reply it sent, or null when it did not answer. */
    async handle(target: AutoReplyTarget, message: IncomingMessage): Promise<AutoReply | null> {
      if (message.isSelf || message.threadType !== 'user' || !message.text.trim() || !deps.provider.configured) return null;
      const config = await deps.configOf(target.workspaceId, target.accountId);
      if (!config?.enabled) return null;
      const key = `${target.accountId}:${message.threadId}`;
      const replies = repliesThisMinute.get(key) ?? { count: 0 };
      if (replies.count >= MAX_REPLIES_PER_THREAD_PER_MINUTE) return null;
      if (replies.count === 0) repliesThisMinute.set(key, replies, 60_000);
      replies.count += 1;
      const turns = history.get(key) ?? [];
      const question: ChatMessage = { role: 'user', content: message.text };
      try {
        const answer = await deps.provider.complete([{ role: 'system', content: config.systemPrompt }, ...turns, question]);
        const sent = await target.session.sendMessage({ threadId: message.threadId, threadType: 'user', text: answer });
        const reply: ChatMessage = { role: 'assistant', content: answer };
        history.set(key, [...turns, question, reply].slice(-HISTORY_TURNS * 2), HISTORY_TTL_MS);
        return { threadId: message.threadId, threadType: 'user', text: answer, messageId: sent.messageId, attachmentIds: sent.attachmentIds, files: [] };
      } catch (error) {
        deps.log.warn({ err: error, accountId: target.accountId }, 'AI auto-reply failed');
        return null;
      }
    },
  };
}
export type AutoReplier = ReturnType<typeof createAutoReplier>;
