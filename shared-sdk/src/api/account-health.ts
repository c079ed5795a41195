import { apiClient, call } from '../http/client';
import type { AccountHealth, SendingWindowInput } from '../schemas/account-health';

const byId = (id: string) => `accounts/${encodeURIComponent(id)}`;

/** Sending windows and account health: every account of the user in one call. */
export const accountHealthApi = {
  list: () => call<AccountHealth[]>(apiClient().get('accounts/health')),
  setWindow: (accountId: string, input: SendingWindowInput) => call<AccountHealth>(apiClient().put(`${byId(accountId)}/sending-window`, { json: input })),
  resume: (accountId: string) => call<AccountHealth>(apiClient().post(`${byId(accountId)}/sending/resume`)),
};
