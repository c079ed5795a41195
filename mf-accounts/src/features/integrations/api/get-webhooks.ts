import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, webhooksApi } from 'shared-sdk';

/** GET /webhooks: the workspace's endpoints with their last delivery (never their secrets). */
export const getWebhooks = () => webhooksApi.list();

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.integrations.webhooks(),
    queryFn: getWebhooks,
    // Deliveries go on in the background (a last outcome, a switch-off): each visit asks again.
    refetchOnMount: 'always',
  });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
