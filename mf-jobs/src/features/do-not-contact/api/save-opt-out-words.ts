import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DoNotContactSettings, doNotContactApi, queryKeys } from 'shared-sdk';

/** PUT /do-not-contact/settings: the opt-out words. */
export const saveOptOutWords = (input: DoNotContactSettings) => doNotContactApi.saveSettings(input);

/** Reloads the settings with the list and its counts. */
export const useSaveOptOutWords = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOptOutWords, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.doNotContact.all() }) });
};
