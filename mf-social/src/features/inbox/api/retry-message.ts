import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxApi, queryKeys } from 'shared-sdk';

/** POST /conversations/{id}/messages/{messageId}/retry: sends a FAILED message again. */
export const retryMessage = ({ conversationId, messageId }: { conversationId: string; messageId: string }) => inboxApi.retry(conversationId, messageId);

export const useRetryMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all() }),
  });
};
