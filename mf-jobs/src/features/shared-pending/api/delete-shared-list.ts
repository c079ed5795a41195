import { queryKeys, sharedListsApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /shared-pending/lists/{id} (its schedules go with it). */
export const useDeleteSharedList = () =>
  useApiMutation((id: string) => sharedListsApi.remove(id), { invalidates: [queryKeys.sharedLists.all()], on: 'success' });
