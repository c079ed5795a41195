import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doNotContactApi, queryKeys } from 'shared-sdk';

/** POST /do-not-contact/import: column A of an .xlsx / .xls file. */
export const importDoNotContact = (file: File) => doNotContactApi.importFile(file, file.name);

/** Reloads the list and its counts. */
export const useImportDoNotContact = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importDoNotContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.doNotContact.all() }) });
};
