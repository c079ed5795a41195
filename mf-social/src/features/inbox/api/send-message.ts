import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxApi, type InboxMessage, type MessagePage, queryKeys, type SendInboxMessageInput } from 'shared-sdk';

/** POST /conversations/{id}/messages: the stored message; a platform refusal is an error and the message stays FAILED. */
export const sendMessage = ({ conversationId, input }: { conversationId: string; input: SendInboxMessageInput }) => inboxApi.send(conversationId, input);

/** The thread's newest page with the stored message at its end (until the refetch brings it). */
export function withSentMessage(thread: InfiniteData<MessagePage> | undefined, message: InboxMessage): InfiniteData<MessagePage> | undefined {
  if (!thread || thread.pages.length === 0) return thread;
  const [newest, ...older] = thread.pages;
  if (newest.messages.some((existing) => existing.id === message.id)) return thread;
  return { ...thread, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

export const useSendMessage = (conversationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInboxMessageInput) => sendMessage({ conversationId, input }),
    onSuccess: ({ message }) =>
      queryClient.setQueryData<InfiniteData<MessagePage>>(queryKeys.inbox.messages(conversationId), (thread) => withSentMessage(thread, message)),
    // Sent or refused, the thread and the list show what the server stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all() }),
  });
};
