import type { Attachment } from 'shared-sdk';
import { useFindUserByPhone } from '../api/find-user-by-phone';
import { useFriendRequestAndMessageByPhone } from '../api/friend-request-and-message-by-phone';
import { useFriendRequestByPhone } from '../api/friend-request-by-phone';
import { useMessageByPhone } from '../api/message-by-phone';
import { type ByPhoneResult, resultOf } from '../utils/by-phone-result';
import type { SingleAction } from '../utils/single-number';

export interface ByPhoneInput {
  action: SingleAction;
  accountId: string;
  phone: string;
  friendRequestMessage: string;
  message: string;
  attachments: Attachment[];
}

/**
 * The single-number dialog's four calls, one per action: look up, friend
 * request, message, or both. `run` resolves with what the dialog shows, or rejects with the call's error.
 */
export function useByPhoneAction() {
  const lookup = useFindUserByPhone();
  const friendRequest = useFriendRequestByPhone();
  const message = useMessageByPhone();
  const both = useFriendRequestAndMessageByPhone();

  const run = async (input: ByPhoneInput): Promise<ByPhoneResult> => {
    const { accountId, phone: phoneNumber, attachments } = input;
    const answer = await {
      lookup: () => lookup.mutateAsync({ accountId, phoneNumber }),
      friendRequest: () => friendRequest.mutateAsync({ accountId, phoneNumber, message: input.friendRequestMessage }),
      message: () => message.mutateAsync({ accountId, phoneNumber, message: input.message, attachments }),
      friendRequestAndMessage: () =>
        both.mutateAsync({ accountId, phoneNumber, friendRequestMessage: input.friendRequestMessage, message: input.message, attachments }),
    }[input.action]();
    return resultOf(input.action, answer);
  };

  return { run, isPending: lookup.isPending || friendRequest.isPending || message.isPending || both.isPending };
}
