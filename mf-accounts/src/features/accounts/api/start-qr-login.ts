import { useMutation } from '@tanstack/react-query';
import { botsApi } from 'shared-sdk';

/** POST /bots/{id}/login/qr/start?t=<now>: a new QR code and the id to poll it by. */
export const startQrLogin = (accountId: string) => botsApi.startQrLogin(accountId);

export const useStartQrLogin = () => useMutation({ mutationFn: startQrLogin });
