import type { Conversation, InboxMessage } from 'shared-sdk';
import { INBOX_TEXTS, KIND_LABELS } from '../texts';

/** The list's second line: 'Bạn: ' before what the account sent, a label for what is not text. */
export function lastMessagePreview(conversation: Pick<Conversation, 'lastMessage'>): string {
  const last = conversation.lastMessage;
  if (!last) return '';
  const body = last.kind === 'text' ? last.text : [KIND_LABELS[last.kind], last.text].filter(Boolean).join(' ');
  return `${last.fromMe ? INBOX_TEXTS.you : ''}${body.replace(/\s+/g, ' ').trim()}`;
}

/** The jobs whose messages are in the thread, newest first, each once. */
export function jobsInThread(messages: Pick<InboxMessage, 'jobId' | 'at' | 'text'>[]): Array<{ jobId: string; at: string; text: string }> {
  const seen = new Map<string, { jobId: string; at: string; text: string }>();
  for (const message of messages) if (message.jobId) seen.set(message.jobId, { jobId: message.jobId, at: message.at, text: message.text });
  return [...seen.values()].sort((a, b) => b.at.localeCompare(a.at));
}
