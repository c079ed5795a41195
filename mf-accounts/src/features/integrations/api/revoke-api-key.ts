import { apiKeysApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /api-keys/{id}: refused from the key's next request on; it stays listed as revoked. */
export const revokeApiKey = (id: string) => apiKeysApi.revoke(id);

export const useRevokeApiKey = () => useApiMutation(revokeApiKey, { invalidates: [queryKeys.integrations.apiKeys()], on: 'settled' });
