import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeysApi, queryKeys } from 'shared-sdk';

/** GET /api-keys: the workspace's keys, revoked and expired ones too (never the key itself). */
export const getApiKeys = () => apiKeysApi.list();

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.integrations.apiKeys(),
    queryFn: getApiKeys,
    // Another admin creates or revokes keys, and a key's last use changes: each visit asks again.
    refetchOnMount: 'always',
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
