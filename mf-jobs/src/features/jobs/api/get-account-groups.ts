import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, socialApi } from 'shared-sdk';

/** GET /accounts/{id}/groups: the groups of the chosen account (read live from the chat platform). */
export const getAccountGroups = (accountId: string) => socialApi.groups(accountId);

export const accountGroupsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: queryKeys.social.groups(accountId), queryFn: () => getAccountGroups(accountId) });

/** Loads only once an account is chosen and the form needs a group. */
export const useAccountGroups = (accountId: string | undefined, enabled: boolean) =>
  useQuery({ ...accountGroupsQueryOptions(accountId ?? ''), enabled: enabled && Boolean(accountId) });
