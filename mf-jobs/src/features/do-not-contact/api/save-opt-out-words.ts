import { type DoNotContactSettings, doNotContactApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PUT /do-not-contact/settings: the opt-out words. */
export const saveOptOutWords = (input: DoNotContactSettings) => doNotContactApi.saveSettings(input);

/** Reloads the settings with the list and its counts. */
export const useSaveOptOutWords = () => useApiMutation(saveOptOutWords, { invalidates: [queryKeys.doNotContact.all()], on: 'success' });
