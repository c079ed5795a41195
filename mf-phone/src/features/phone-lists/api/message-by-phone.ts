import { useMutation } from '@tanstack/react-query';
import { type Attachment, byPhoneApi } from 'shared-sdk';

/** POST /accounts/{id}/message-by-phone: phoneNumber, message, attachments. */
export const messageByPhone = ({ accountId, ...body }: { accountId: string; phoneNumber: string; message: string; attachments: Attachment[] }) =>
  byPhoneApi.message(accountId, body);

export const useMessageByPhone = () => useMutation({ mutationFn: messageByPhone });
