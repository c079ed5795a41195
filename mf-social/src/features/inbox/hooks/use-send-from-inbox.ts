import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage, type MessagePage, queryKeys, type SendInboxMessageInput } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { threadOf } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { INBOX_TEXTS } from '../texts';

/**
 * What became of a message sent from the composer: sent; refused by the platform (the server keeps it FAILED in the
 * thread with 'Gửi lại', so the composer does not keep it too); or never stored (bad input, no connection), so the
 * composer gives the text back.
 */
export type SendOutcome = 'sent' | 'failed-in-thread' | 'not-sent';

export function useSendFromInbox(conversationId: string) {
  const mutation = useSendMessage(conversationId);
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const key = queryKeys.inbox.messages(conversationId);
  const ids = () => new Set(threadOf(queryClient.getQueryData<InfiniteData<MessagePage>>(key)?.pages).map((message) => message.id));
  /** The thread's messages when the send began: a message not among them is the server's copy of this one. */
  const [sentAfter, setSentAfter] = useState<Set<string>>(() => new Set());

  const send = async (input: SendInboxMessageInput): Promise<SendOutcome> => {
    const before = ids();
    setSentAfter(before);
    try {
      await mutation.mutateAsync(input);
      return 'sent';
    } catch (error) {
      toasts.error(error instanceof ApiError ? errorMessage(error, INBOX_TEXTS.sendFailed) : INBOX_TEXTS.sendNetworkError);
      if (!(error instanceof ApiError)) return 'not-sent';
      // A refusal by the platform and refused input can both be a 400: the thread says whether the server kept it.
      await queryClient.refetchQueries({ queryKey: key });
      const kept = threadOf(queryClient.getQueryData<InfiniteData<MessagePage>>(key)?.pages).some(
        (message) => !before.has(message.id) && message.fromMe && message.status === 'FAILED' && message.source === 'inbox',
      );
      return kept ? 'failed-in-thread' : 'not-sent';
    }
  };
  return { send, sending: mutation.isPending, pending: mutation.isPending ? mutation.variables : undefined, sentAfter };
}
