import { queryOptions, useQuery } from '@tanstack/react-query';
import { doNotContactApi, queryKeys } from 'shared-sdk';

/** GET /do-not-contact/settings: the opt-out words. */
export const getDoNotContactSettings = () => doNotContactApi.settings();

export const doNotContactSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.doNotContact.settings(), queryFn: getDoNotContactSettings });

export const useDoNotContactSettings = () => useQuery(doNotContactSettingsQueryOptions());
