import { useQuery } from '@tanstack/react-query';
import { conversationContactQueryOptions } from 'shared-sdk';

/** GET /conversations/{id}/contact (shared-sdk's options): the contact panel's jobs and do-not-contact state. */
export const useConversationContact = (id: string) => useQuery(conversationContactQueryOptions(id));
