import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doNotContactApi, queryKeys } from 'shared-sdk';

/** POST /do-not-contact { friendId }: the person leaves every future job of the user. */
export const addToDoNotContact = (friendId: string) => doNotContactApi.add({ friendId });

export const useAddToDoNotContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToDoNotContact,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.doNotContact.all() }),
        // The contact panels say the person is listed now.
        queryClient.invalidateQueries({ queryKey: queryKeys.inbox.contacts() }),
      ]),
  });
};
