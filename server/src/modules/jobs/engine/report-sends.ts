import type { PlatformSession } from '../../../platform/gateway';
import type { SendMessageInput, SentThrough } from '../../../platform/types';

/** A message a job sent, as the platform took it: the inbox shows it in the customer's thread, marked as the job's. */
export interface JobMessageSent extends SentThrough {
  jobId: string;
  workspaceId: string;
  accountId: string;
}

/**
 * The session a job sends through, telling `onSent` of every message it sent; everything else goes to the session
 * unchanged. Without `onSent` it is the session itself.
 */
export function reportingSends(session: PlatformSession, onSent: ((sent: JobMessageSent) => void) | undefined, job: { id: string; workspaceId: string }, accountId: string): PlatformSession {
  if (!onSent) return session;
  const sendMessage = async (input: SendMessageInput) => {
    const sent = await session.sendMessage(input);
    const { threadId, threadType, text } = input;
    const { messageId, attachmentIds } = sent;
    onSent({ jobId: job.id, workspaceId: job.workspaceId, accountId, threadId, threadType, text, files: input.attachments ?? [], messageId, attachmentIds });
    return sent;
  };
  return new Proxy(session, {
    get(target, key) {
      if (key === 'sendMessage') return sendMessage;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
