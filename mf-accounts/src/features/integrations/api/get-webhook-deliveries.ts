import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type WebhookDeliveriesQuery, webhooksApi } from 'shared-sdk';

/** GET /webhooks/{id}/deliveries?status&page&limit: one page of an endpoint's deliveries, newest first. */
export const getWebhookDeliveries = (id: string, query: Partial<WebhookDeliveriesQuery>) => webhooksApi.deliveries(id, query);

/** While a delivery waits or retries, the log reads itself again every few seconds. */
export const DELIVERIES_POLL_MS = 5_000;

export const webhookDeliveriesQueryOptions = (id: string, query: Partial<WebhookDeliveriesQuery>) =>
  queryOptions({
    queryKey: queryKeys.integrations.deliveries(id, query),
    queryFn: () => getWebhookDeliveries(id, query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.deliveries.some((delivery) => delivery.status === 'PENDING' || delivery.status === 'RETRYING') ? DELIVERIES_POLL_MS : false,
  });

export const useWebhookDeliveries = (id: string, query: Partial<WebhookDeliveriesQuery>, enabled = true) =>
  useQuery({ ...webhookDeliveriesQueryOptions(id, query), enabled });
