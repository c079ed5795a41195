import { type ApiKeyCreateInput, apiKeysApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /api-keys: the answer carries the whole key, shown this once. */
export const createApiKey = (input: ApiKeyCreateInput) => apiKeysApi.create(input);

export const useCreateApiKey = () => useApiMutation(createApiKey, { invalidates: [queryKeys.integrations.apiKeys()], on: 'success', wait: false });
