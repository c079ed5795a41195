import { queryKeys, webhooksApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /webhooks/deliveries/{id}/retry ('Gửi lại'): a new attempt now, with the same event id. */
export const retryWebhookDelivery = ({ deliveryId }: { deliveryId: string; webhookId: string }) => webhooksApi.retryDelivery(deliveryId);

export const useRetryWebhookDelivery = () =>
  useApiMutation(retryWebhookDelivery, {
    invalidates: ({ webhookId }) => [queryKeys.integrations.allDeliveries(webhookId), queryKeys.integrations.webhooks()],
    on: 'settled',
  });
