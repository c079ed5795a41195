import { queryKeys, type WebhookCreateInput, webhooksApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /webhooks: the answer carries the signing secret, shown this once. */
export const createWebhook = (input: WebhookCreateInput) => webhooksApi.create(input);

export const useCreateWebhook = () => useApiMutation(createWebhook, { invalidates: [queryKeys.integrations.webhooks()], on: 'success', wait: false });
