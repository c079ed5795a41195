import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DoNotContactListParams, doNotContactApi, DNC_PAGE_SIZE, queryKeys } from 'shared-sdk';

/** GET /do-not-contact: one page of the list, newest first; paging keeps the rows until the next page arrives. */
export const useDoNotContactList = (params: DoNotContactListParams) => {
  const normalized = { page: params.page ?? 1, limit: params.limit ?? DNC_PAGE_SIZE, search: params.search || undefined, source: params.source };
  return useQuery({ queryKey: queryKeys.doNotContact.list(normalized), queryFn: () => doNotContactApi.list(normalized), placeholderData: keepPreviousData });
};

export const useDoNotContactCounts = () => useQuery({ queryKey: queryKeys.doNotContact.counts(), queryFn: doNotContactApi.counts });

export const useDoNotContactSettings = () => useQuery({ queryKey: queryKeys.doNotContact.settings(), queryFn: doNotContactApi.settings });

/** Every change reloads the list and its counts. */
function useListMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: TInput) => mutationFn(input), onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.doNotContact.all() }) });
}

export const useAddDoNotContact = () => useListMutation(doNotContactApi.add);
export const useAddFromJob = () => useListMutation(doNotContactApi.fromJob);
export const useImportDoNotContact = () => useListMutation((file: File) => doNotContactApi.importFile(file, file.name));
export const useRemoveDoNotContact = () => useListMutation(doNotContactApi.remove);
export const useSaveOptOutWords = () => useListMutation(doNotContactApi.saveSettings);
