import { useMutation } from '@tanstack/react-query';
import { byPhoneApi } from 'shared-sdk';

/** GET /accounts/{id}/find-user?phone: who has this number, as the account sees them. */
export const findUserByPhone = ({ accountId, phoneNumber }: { accountId: string; phoneNumber: string }) => byPhoneApi.findUser(accountId, phoneNumber);

export const useFindUserByPhone = () => useMutation({ mutationFn: findUserByPhone });
