import type { Conversation } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';
import { timeOrDateTime } from './days';

export type AiState =
  | { kind: 'group'; text: string }
  | { kind: 'account-off'; text: string }
  | { kind: 'off'; text: string }
  | { kind: 'paused'; text: string }
  | { kind: 'on'; text: string };

/**
 * Whether the AI answers in this conversation and why not: it answers private messages only, only for an account
 * whose auto-reply is on; a reply typed in the inbox pauses it until `aiPausedUntil`; the switch turns it off here.
 */
export function aiStateOf(conversation: Pick<Conversation, 'type' | 'aiPaused' | 'aiPausedUntil'>, accountAutoReply: boolean | undefined, now = Date.now()): AiState {
  if (conversation.type === 'group') return { kind: 'group', text: INBOX_TEXTS.aiGroup };
  const pausedUntil = conversation.aiPausedUntil && Date.parse(conversation.aiPausedUntil) > now ? conversation.aiPausedUntil : null;
  if (pausedUntil) return { kind: 'paused', text: INBOX_TEXTS.aiPausedUntil(timeOrDateTime(pausedUntil, now)) };
  if (conversation.aiPaused) return { kind: 'off', text: INBOX_TEXTS.aiOffHere };
  if (accountAutoReply === false) return { kind: 'account-off', text: INBOX_TEXTS.aiAccountOff };
  return { kind: 'on', text: INBOX_TEXTS.aiOn };
}
