import { inboxApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /conversations/{id} { aiPaused }: the AI switch of one conversation. */
export const updateConversation = ({ conversationId, aiPaused }: { conversationId: string; aiPaused: boolean }) =>
  inboxApi.update(conversationId, { aiPaused });

export const useUpdateConversation = () => useApiMutation(updateConversation, { invalidates: [queryKeys.inbox.all()], on: 'success' });
