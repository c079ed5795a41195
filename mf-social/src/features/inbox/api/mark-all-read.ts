import { inboxApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /conversations/read-all?accountId: every conversation of the account (or of every account) read. */
export const markAllRead = (accountId?: string) => inboxApi.readAll(accountId);

export const useMarkAllRead = () => useApiMutation(markAllRead, { invalidates: [queryKeys.inbox.all()], on: 'success' });
