import { phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /phone-lists/{id}: only a list that is not PROCESSING. */
export const deletePhoneList = (id: string) => phoneListsApi.remove(id);

export const useDeletePhoneList = () => useApiMutation(deletePhoneList, { invalidates: [queryKeys.phoneLists.all()], on: 'settled' });
