import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxApi, inboxKeys } from '../contract';

/** POST /conversations/{id}/read. */
export const markConversationRead = (conversationId: string) => inboxApi.read(conversationId);

export const useMarkConversationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all() }),
  });
};
