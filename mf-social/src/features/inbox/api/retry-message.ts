import { inboxApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /conversations/{id}/messages/{messageId}/retry: sends a FAILED message again. */
export const retryMessage = ({ conversationId, messageId }: { conversationId: string; messageId: string }) => inboxApi.retry(conversationId, messageId);

export const useRetryMessage = () => useApiMutation(retryMessage, { invalidates: [queryKeys.inbox.all()], on: 'settled' });
