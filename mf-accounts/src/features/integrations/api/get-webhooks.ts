import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, webhooksApi } from 'shared-sdk';

/** GET /webhooks: the workspace's endpoints with their last delivery (never their secrets). */
export const getWebhooks = () => webhooksApi.list();

export const WEBHOOKS_POLL_MS = 15_000;

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.integrations.webhooks(),
    queryFn: getWebhooks,
    // Deliveries go on in the background (a last outcome, a switch-off): each visit asks again, and the open tab
    // reads them again now and then.
    refetchOnMount: 'always',
    refetchInterval: WEBHOOKS_POLL_MS,
  });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
