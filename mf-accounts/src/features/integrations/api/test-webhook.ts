import { queryKeys, webhooksApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /webhooks/{id}/test: a test event to this endpoint only, answered with its delivery. */
export const testWebhook = (id: string) => webhooksApi.test(id);

export const useTestWebhook = () =>
  useApiMutation(testWebhook, { invalidates: (id) => [queryKeys.integrations.webhooks(), queryKeys.integrations.allDeliveries(id)], on: 'settled', wait: false });
