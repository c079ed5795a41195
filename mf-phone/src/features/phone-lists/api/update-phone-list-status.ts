import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';

/** PATCH /phone-lists/{id}/status: PAUSED or PROCESSING (pause and resume). */
export const updatePhoneListStatus = ({ id, status }: { id: string; status: 'PAUSED' | 'PROCESSING' }) => phoneListsApi.updateStatus(id, { status });

export const useUpdatePhoneListStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePhoneListStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.all() }) });
};
