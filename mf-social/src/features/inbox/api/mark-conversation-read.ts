import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxApi, queryKeys } from 'shared-sdk';

/** POST /conversations/{id}/read. */
export const markConversationRead = (conversationId: string) => inboxApi.read(conversationId);

export const useMarkConversationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all() }),
  });
};
