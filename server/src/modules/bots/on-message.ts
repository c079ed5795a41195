import type { FastifyBaseLogger } from 'fastify';
import type { PlatformSession } from '../../platform/gateway';
import type { IncomingMessage } from '../../platform/types';
import type { AutoReplier, AutoReply } from './auto-reply';

const GROUP_LINK = /https?:\/\/(?:chat\.)?zalo\.me\/g\/[A-Za-z0-9_-]+/;

type AccountRef = { workspaceId: string; accountId: string };

/** Where every message a bot's listener receives (the account's own included) and every AI reply is kept: the inbox. */
export interface MessageSink {
  /** Keeps the message; says whether it was new (a replay may bring one already kept) and whether the AI may answer there. */
  received(account: AccountRef, message: IncomingMessage): Promise<{ isNew: boolean; aiPaused: boolean }>;
  /** The contact's message was an opt-out (they went on the do-not-contact list). */
  optedOut(account: AccountRef, message: IncomingMessage): Promise<void>;
  replied(account: AccountRef, reply: AutoReply): Promise<void>;
}

/** Without an inbox (some tests): nothing is kept, every message is new and the AI answers everywhere. */
export const NO_MESSAGE_SINK: MessageSink = {
  received: async () => ({ isNew: true, aiPaused: false }),
  optedOut: async () => undefined,
  replied: async () => undefined,
};

/** A bot whose listener runs, with its session counters. */
export interface ListeningBot extends AccountRef {
  session: PlatformSession;
  received: number;
  sent: number;
  lastMessageAt: Date | null;
}

export interface MessageHandlerDeps {
  messages: MessageSink;
  /** The do-not-contact module's: true when the message was an opt-out (it lists its sender). */
  optOut(bot: ListeningBot, message: IncomingMessage): Promise<boolean>;
  autoReplier: AutoReplier;
  /** The account joins the groups whose links it is sent. */
  autoJoinByLink(bot: ListeningBot): Promise<boolean>;
  log: FastifyBaseLogger;
}

/**
 * What a bot does with each message of the account's chats. It goes to the inbox first. A replayed one (the history
 * after a reconnection) is looked at only when it was not kept before, and never answered by the AI (it is old); the
 * account's own messages are only kept. A contact's opt-out is listed and marked; the AI answers unless the
 * conversation pauses it; a group link is joined when the account asks for it.
 */
export function createMessageHandler(deps: MessageHandlerDeps) {
  const { messages, log } = deps;

  /** A failure to keep the message must not silence the bot. */
  async function keep(bot: ListeningBot, message: IncomingMessage): Promise<{ isNew: boolean; aiPaused: boolean }> {
    try {
      return await messages.received(bot, message);
    } catch (error) {
      log.warn({ err: error, accountId: bot.accountId }, 'incoming message not kept');
      return { isNew: true, aiPaused: false };
    }
  }

  return async function onMessage(bot: ListeningBot, message: IncomingMessage): Promise<void> {
    const kept = await keep(bot, message);
    if (message.replayed && !kept.isNew) return;
    if (!message.replayed) bot.lastMessageAt = new Date(message.timestamp || Date.now());
    if (message.isSelf) return;
    bot.received += 1;
    const optedOut = await deps.optOut(bot, message);
    if (optedOut) await messages.optedOut(bot, message).catch((error: unknown) => log.warn({ err: error, accountId: bot.accountId }, 'opt-out not marked'));
    const reply = optedOut || message.replayed || kept.aiPaused ? null : await deps.autoReplier.handle(bot, message);
    if (reply) {
      bot.sent += 1;
      await messages.replied(bot, reply).catch((error: unknown) => log.warn({ err: error, accountId: bot.accountId }, 'AI reply not kept'));
    }
    if (message.replayed) return;
    const link = message.text.match(GROUP_LINK)?.[0];
    if (link && (await deps.autoJoinByLink(bot))) {
      await bot.session.joinGroupByLink(link).catch((error: unknown) => log.info({ err: error, accountId: bot.accountId }, 'auto-join failed'));
    }
  };
}
