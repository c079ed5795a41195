import { useMutation } from '@tanstack/react-query';
import { type Attachment, byPhoneApi } from 'shared-sdk';

/** POST /accounts/{id}/friend-request-and-message-by-phone: phoneNumber, friendRequestMessage, message, attachments. */
export const friendRequestAndMessageByPhone = ({
  accountId,
  ...body
}: {
  accountId: string;
  phoneNumber: string;
  friendRequestMessage: string;
  message: string;
  attachments: Attachment[];
}) => byPhoneApi.friendRequestAndMessage(accountId, body);

export const useFriendRequestAndMessageByPhone = () => useMutation({ mutationFn: friendRequestAndMessageByPhone });
