import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxApi, queryKeys } from 'shared-sdk';

/** PATCH /conversations/{id} { aiPaused }: the AI switch of one conversation. */
export const updateConversation = ({ conversationId, aiPaused }: { conversationId: string; aiPaused: boolean }) =>
  inboxApi.update(conversationId, { aiPaused });

export const useUpdateConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all() }),
  });
};
