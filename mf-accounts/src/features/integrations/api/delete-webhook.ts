import { queryKeys, webhooksApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /webhooks/{id}: the endpoint and its delivery log. */
export const deleteWebhook = (id: string) => webhooksApi.remove(id);

export const useDeleteWebhook = () => useApiMutation(deleteWebhook, { invalidates: [queryKeys.integrations.webhooks()], on: 'settled' });
