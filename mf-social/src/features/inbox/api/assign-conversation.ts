import { inboxApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /conversations/{id} { assigneeId }: who handles the conversation (null: nobody). */
export const assignConversation = ({ conversationId, assigneeId }: { conversationId: string; assigneeId: string | null }) =>
  inboxApi.assign(conversationId, assigneeId);

/** Every inbox list may change (the "Của tôi" and "Chưa phân công" filters), so every inbox key is refreshed. */
export const useAssignConversation = () => useApiMutation(assignConversation, { invalidates: [queryKeys.inbox.all()], on: 'success' });
