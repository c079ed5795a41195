import { inboxApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /conversations/{id}/read. */
export const markConversationRead = (conversationId: string) => inboxApi.read(conversationId);

export const useMarkConversationRead = () => useApiMutation(markConversationRead, { invalidates: [queryKeys.inbox.all()], on: 'success' });
