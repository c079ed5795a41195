import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApi } from '../api/social';
import { queryKeys } from '../query-keys';

/** GET /accounts/{id}/groups: the groups of an account, for the job dialogs' group pickers. */
export const accountGroupsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: queryKeys.social.groups(accountId), queryFn: () => socialApi.groups(accountId) });

/** Loads only once an account is chosen and the form needs a group. */
export const useAccountGroups = (accountId: string | undefined, enabled = true) =>
  useQuery({ ...accountGroupsQueryOptions(accountId ?? ''), enabled: enabled && Boolean(accountId) });
