import { ApiError, errorMessage } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useSendMessage } from '../api/send-message';
import type { SendMessageInput } from '../contract';
import { INBOX_TEXTS } from '../texts';

/**
 * What became of a message sent from the composer: sent; refused by the platform (the server keeps it FAILED in the
 * thread with 'Gửi lại', so the composer does not keep it too); or never stored (bad input, no connection), so the
 * composer gives the text back.
 */
export type SendOutcome = 'sent' | 'failed-in-thread' | 'not-sent';

export function useSendFromInbox(conversationId: string) {
  const mutation = useSendMessage(conversationId);
  const toasts = useToasts();
  const send = async (input: SendMessageInput): Promise<SendOutcome> => {
    try {
      await mutation.mutateAsync(input);
      return 'sent';
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toasts.error(INBOX_TEXTS.sendNetworkError);
        return 'not-sent';
      }
      toasts.error(errorMessage(error, INBOX_TEXTS.sendFailed));
      // A 400 is the input refused before anything was stored; a platform refusal is another 4xx.
      return error.status === 400 ? 'not-sent' : 'failed-in-thread';
    }
  };
  return { send, sending: mutation.isPending, pending: mutation.isPending ? mutation.variables : undefined };
}
