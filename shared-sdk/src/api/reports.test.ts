import { setApiClient } from '../http/client';
import { fakeServer, json, useMemoryStorage } from '../http/testing/fake-server';
import { tokenStore } from '../http/token-store';
import { DownloadLinkRequestSchema } from '../schemas/exports';
import * as v from 'valibot';
import { reportsApi } from './reports';

const ACCOUNT = '0b7c7a0e-8f7c-4c8e-9a51-2b7e3f1d9c11';
let requests: Request[];

/** Each report's envelope, as the server answers it (schemas/reports.ts). */
function answerOf(request: Request): Response {
  const { pathname } = new URL(request.url);
  const data: Record<string, unknown> = {
    '/api/v1/reports/summary': { summary: { sent: 12, failed: 1, skipped: 2, messages: 10, replied: 3, replyRate: 0.3, friendRequests: 2, accepted: 1, optOuts: 0 } },
    '/api/v1/reports/daily': { days: [{ date: '2026-11-27', sent: 12, messages: 10, replied: 3, failed: 1 }] },
    '/api/v1/reports/by-account': { accounts: [] },
    '/api/v1/reports/by-job': { jobs: [] },
    '/api/v1/reports/heatmap': { heatmap: { cells: [{ weekday: 5, hour: 9, replies: 3 }] } },
    '/api/v1/download-links': { url: '/api/v1/reports/export?format=xlsx&link=abc', expiresAt: '2026-11-27T01:01:00.000Z' },
  };
  return json(200, { success: true, data: data[pathname] });
}

beforeEach(() => {
  useMemoryStorage();
  tokenStore.set('token-1');
  const server = fakeServer(answerOf);
  requests = server.requests;
  setApiClient(server.client);
});

test('each report asks its path with the range (and the account when one is chosen) and returns what its envelope holds', async () => {
  const range = { from: '2026-11-21', to: '2026-11-27' };
  expect((await reportsApi.summary(range)).replied).toBe(3);
  expect(await reportsApi.daily({ ...range, accountId: ACCOUNT })).toHaveLength(1);
  expect(await reportsApi.byAccount(range)).toEqual([]);
  expect(await reportsApi.byJob(range)).toEqual([]);
  expect((await reportsApi.heatmap(range)).cells).toEqual([{ weekday: 5, hour: 9, replies: 3 }]);
  const urls = requests.map((request) => new URL(request.url));
  expect(urls.map((url) => url.pathname)).toEqual([
    '/api/v1/reports/summary',
    '/api/v1/reports/daily',
    '/api/v1/reports/by-account',
    '/api/v1/reports/by-job',
    '/api/v1/reports/heatmap',
  ]);
  expect(Object.fromEntries(urls[0].searchParams)).toEqual(range);
  expect(Object.fromEntries(urls[1].searchParams)).toEqual({ ...range, accountId: ACCOUNT });
  expect(requests.every((request) => request.headers.get('authorization') === 'Bearer token-1')).toBe(true);
});

test("the export's link is asked for /reports/export as .xlsx, and the range goes beside the link's own parameters", async () => {
  const link = await reportsApi.exportLink({ from: '2026-11-01', to: '2026-11-30', accountId: ACCOUNT });
  const [request] = requests;
  expect(new URL(request.url).pathname).toBe('/api/v1/download-links');
  const body = await request.json();
  expect(body).toEqual({ path: '/reports/export', format: 'xlsx' });
  // The download-link request the server validates accepts the reports' path.
  expect(v.safeParse(DownloadLinkRequestSchema, body).success).toBe(true);
  const url = new URL(link.url, 'http://localhost');
  expect(url.pathname).toBe('/api/v1/reports/export');
  expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'xlsx', link: 'abc', from: '2026-11-01', to: '2026-11-30', accountId: ACCOUNT });
});
