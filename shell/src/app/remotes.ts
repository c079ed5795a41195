import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  entry: string;
}

/** Which remote serves which top-level page, and its Vietnamese name for the fallback. */
export const REMOTE_PAGES = {
  mf_accounts: { label: 'Tài khoản & Proxy', paths: ['accounts', 'proxies'] },
  mf_social: { label: 'Bạn bè & Nhóm', paths: ['friends', 'groups'] },
  mf_jobs: { label: 'Công việc & Kho chung', paths: ['jobs', 'shared-pending'] },
  mf_phone: { label: 'Tương tác SĐT', paths: ['phone-lists'] },
  mf_billing: { label: 'Gói dịch vụ & Thanh toán', paths: ['subscription', 'payment/success', 'payment/cancel'] },
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;

/** Reads /remotes.json (served by the API server, overridable per deployment) and registers every remote. */
export async function registerRemotesFromServer(fetchFn: typeof fetch = fetch): Promise<RemoteEntry[]> {
  const response = await fetchFn('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json: HTTP ${response.status}`);
  const { remotes } = (await response.json()) as { remotes: RemoteEntry[] };
  registerRemotes(remotes);
  knownRemotes = remotes;
  return remotes;
}

let knownRemotes: RemoteEntry[] = [];

/** Drops the runtime's cache of a remote that failed, so the next load really fetches it again. */
export function resetRemote(name: string): void {
  const remote = knownRemotes.find((r) => r.name === name);
  if (remote) registerRemotes([remote], { force: true });
}
