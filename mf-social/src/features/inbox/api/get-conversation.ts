import { useQuery } from '@tanstack/react-query';
import { conversationQueryOptions } from 'shared-sdk';

/** GET /conversations/{id} (shared-sdk's options): one conversation, for an address `/inbox?c=…` the loaded list lacks. */
export const useConversation = (id: string | null, enabled: boolean) => useQuery({ ...conversationQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
