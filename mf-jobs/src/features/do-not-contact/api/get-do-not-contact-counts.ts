import { queryOptions, useQuery } from '@tanstack/react-query';
import { doNotContactApi, queryKeys } from 'shared-sdk';

/** GET /do-not-contact/counts: how many entries of each source. */
export const getDoNotContactCounts = () => doNotContactApi.counts();

export const doNotContactCountsQueryOptions = () => queryOptions({ queryKey: queryKeys.doNotContact.counts(), queryFn: getDoNotContactCounts });

export const useDoNotContactCounts = () => useQuery(doNotContactCountsQueryOptions());
