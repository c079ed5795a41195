import { useMutation } from '@tanstack/react-query';
import { byPhoneApi } from 'shared-sdk';

/** POST /accounts/{id}/friend-request-by-phone: phoneNumber, message. */
export const friendRequestByPhone = ({ accountId, ...body }: { accountId: string; phoneNumber: string; message: string }) => byPhoneApi.friendRequest(accountId, body);

export const useFriendRequestByPhone = () => useMutation({ mutationFn: friendRequestByPhone });
