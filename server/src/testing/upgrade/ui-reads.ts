/**
 * The reads the UI makes for a signed-in customer (the pages' GET calls), with the ids of what the customer has:
 * the list pages first, then each account's, job's and list's own pages. `get` answers a GET's data.
 */
export async function uiReads(get: (url: string) => Promise<unknown>): Promise<string[]> {
  const urls = [
    '/auth/me',
    '/subscription/current',
    '/subscription/plans',
    '/subscription/plan-limits',
    '/subscription/job-limits',
    '/subscription/payments/history',
    '/accounts',
    '/accounts/health',
    '/proxies',
    '/proxies/stats/summary',
    '/friend-tags',
    '/friend-tags/stats',
    '/group-tags',
    '/group-tags/stats',
    '/jobs?page=1&limit=20',
    '/jobs/stats/summary',
    '/do-not-contact',
    '/do-not-contact/counts',
    '/do-not-contact/settings',
    '/phone-lists?page=1&limit=12',
    '/shared-pending/lists',
  ];
  const ids = (data: unknown, key: string): string[] => {
    const list = (data as Record<string, unknown> | unknown[] | null) ?? [];
    const rows = Array.isArray(list) ? list : ((list as Record<string, unknown>)[key] as unknown[] | undefined) ?? [];
    return rows.map((row) => (row as { id: string }).id);
  };
  for (const id of ids(await get('/accounts'), 'accounts')) {
    urls.push(`/accounts/${id}`, `/accounts/${id}/friends`, `/accounts/${id}/groups`, `/bots/${id}/status`, `/bots/${id}/sessions`, `/ai/config/${id}`);
  }
  for (const id of ids(await get('/jobs?page=1&limit=20'), 'jobs')) urls.push(`/jobs/${id}`, `/jobs/${id}/recipients`);
  for (const id of ids(await get('/phone-lists?page=1&limit=12'), 'phoneLists')) {
    urls.push(`/phone-lists/${id}`, `/phone-lists/${id}/numbers`, `/phone-lists/${id}/stats`, `/phone-lists/${id}/schedules/friend-requests`, `/phone-lists/${id}/schedules/messages`);
  }
  for (const id of ids(await get('/shared-pending/lists'), 'lists')) urls.push(`/shared-pending/lists/${id}`, `/shared-pending/lists/${id}/message-executions`);
  return urls;
}
