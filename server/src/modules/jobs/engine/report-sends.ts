import type { PlatformSession } from '../../../platform/gateway';
import type { SendMessageInput } from '../../../platform/types';

/** A message a job sent, as the platform took it: the inbox shows it in the customer's thread, marked as the job's. */
export interface JobMessageSent {
  jobId: string;
  userId: string;
  accountId: string;
  threadId: string;
  threadType: 'user' | 'group';
  text: string;
  messageId: string;
  attachmentIds: string[];
  /** The job's files, by their path on disk. */
  files: string[];
}

/**
 * The session a job sends through, telling `onSent` of every message it sent; everything else goes to the session
 * unchanged. Without `onSent` it is the session itself.
 */
export function reportingSends(session: PlatformSession, onSent: ((sent: JobMessageSent) => void) | undefined, job: { id: string; userId: string }, accountId: string): PlatformSession {
  if (!onSent) return session;
  const sendMessage = async (input: SendMessageInput) => {
    const sent = await session.sendMessage(input);
    onSent({ jobId: job.id, userId: job.userId, accountId, ...input, files: input.attachments ?? [], messageId: sent.messageId, attachmentIds: sent.attachmentIds });
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
