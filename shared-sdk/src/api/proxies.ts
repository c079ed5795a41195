import { apiClient, call } from '../http/client';
import type {
  CreateProxyInput,
  ProxyImportInput,
  ProxyImportResult,
  ProxyItem,
  ProxyListParams,
  ProxyPage,
  ProxyStats,
  ProxyTestResult,
  UpdateProxyInput,
} from '../schemas/proxy';

const byId = (id: string) => `proxies/${encodeURIComponent(id)}`;

/** /api/v1/proxies: a failure is an ApiError carrying the server's text. */
export const proxiesApi = {
  list: (params: ProxyListParams = {}) => {
    const searchParams: Record<string, string> = {};
    if (params.isActive !== undefined) searchParams.isActive = String(params.isActive);
    if (params.page !== undefined) searchParams.page = String(params.page);
    if (params.limit !== undefined) searchParams.limit = String(params.limit);
    return call<ProxyPage>(apiClient().get('proxies', { searchParams }));
  },
  get: (id: string) => call<ProxyItem>(apiClient().get(byId(id))),
  /** Many proxies pasted at once, one per line: every line's outcome in the answer. */
  importLines: (input: ProxyImportInput) => call<ProxyImportResult>(apiClient().post('proxies/import', { json: input })),
  create: (input: CreateProxyInput) => call<ProxyItem>(apiClient().post('proxies', { json: input })),
  update: (id: string, input: UpdateProxyInput) => call<ProxyItem>(apiClient().patch(byId(id), { json: input })),
  remove: (id: string) => call<{ id: string }>(apiClient().delete(byId(id))),
  /** Resolves only for a working proxy; a failed test rejects with the reason as the ApiError's message. */
  test: (id: string) => call<ProxyTestResult>(apiClient().post(`${byId(id)}/test`)),
  stats: () => call<ProxyStats>(apiClient().get('proxies/stats/summary')),
};
