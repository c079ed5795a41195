import { useMutation } from '@tanstack/react-query';
import { botsApi } from 'shared-sdk';

/** POST /bots/{id}/login/auto-relogin → { reloginSuccess, needsQRScan }. */
export const autoRelogin = (accountId: string) => botsApi.autoRelogin(accountId);

export const useAutoRelogin = () => useMutation({ mutationFn: autoRelogin });
