import { type ApiKeyUpdateInput, apiKeysApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /api-keys/{id}: name, scope, accounts, expiry, or `paused`; counts from the key's next request. */
export const updateApiKey = ({ id, input }: { id: string; input: ApiKeyUpdateInput }) => apiKeysApi.update(id, input);

export const useUpdateApiKey = () => useApiMutation(updateApiKey, { invalidates: [queryKeys.integrations.apiKeys()], on: 'settled' });
