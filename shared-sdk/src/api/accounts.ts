import { apiClient, call } from '../http/client';
import type { Account, AccountList, CreateAccountInput, UpdateAccountInput } from '../schemas/account';

const byId = (id: string) => `accounts/${encodeURIComponent(id)}`;

/** /api/v1/accounts: a failure is an ApiError carrying the server's text. */
export const accountsApi = {
  /**
   * The server answers `data.accounts` (spec parts 2 and 3); callers get the array. `fresh` adds the `_t`
   * cache-buster, for a refresh that must not be answered from any cache.
   */
  list: async (options: { fresh?: boolean } = {}): Promise<Account[]> =>
    (await call<AccountList>(apiClient().get('accounts', { searchParams: options.fresh ? { _t: String(Date.now()) } : undefined })))
      .accounts,
  get: (id: string) => call<Account>(apiClient().get(byId(id))),
  /** An empty proxy must be left out: pass `proxyId` only when one was chosen. */
  create: (input: CreateAccountInput) => call<Account>(apiClient().post('accounts', { json: input })),
  update: (id: string, input: UpdateAccountInput) => call<Account>(apiClient().patch(byId(id), { json: input })),
  remove: (id: string) => call<{ id: string }>(apiClient().delete(byId(id))),
};
