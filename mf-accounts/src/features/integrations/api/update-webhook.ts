import { queryKeys, type WebhookUpdateInput, webhooksApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /webhooks/{id}: address, description, events, on/off; `rotateSecret` answers a new secret once. */
export const updateWebhook = ({ id, input }: { id: string; input: WebhookUpdateInput }) => webhooksApi.update(id, input);

export const useUpdateWebhook = () => useApiMutation(updateWebhook, { invalidates: [queryKeys.integrations.webhooks()], on: 'settled' });
