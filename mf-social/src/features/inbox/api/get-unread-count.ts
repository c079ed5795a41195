import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxApi, inboxKeys } from '../contract';

/** GET /conversations/unread-count: the total and per account. */
export const unreadCountQueryOptions = () => queryOptions({ queryKey: inboxKeys.unreadCount(), queryFn: () => inboxApi.unreadCount() });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
