import { routeTable } from '../../testing/route-table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { AUDITED_ROUTES, NOT_AUDITED } from './audited-routes';

/**
 * Every write under /api/v1 is either recorded in the audit log or left out on purpose, with why: a write route added
 * tomorrow fails here until someone decides. The simulators (outside /api/v1) are not the product's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Fastify's route table shows routes sharing a node with other parameter names as `:id|:listId`: each spelling. */
function spellings(url: string): string[] {
  return url.split('/').reduce<string[]>((paths, segment) => {
    const options = segment.split('|');
    return paths.flatMap((path) => options.map((option) => (path === '' && option === '' ? '' : `${path}/${option}`)));
  }, ['']).map((path) => path.replace(/^\/\//, '/'));
}

it('decides for every write route whether the audit log records it', () => {
  const undecided = routeTable(t.app)
    .filter((route) => WRITES.has(route.method) && route.url.startsWith('/api/v1/'))
    .filter((route) => !spellings(route.url).some((url) => `${route.method} ${url}` in AUDITED_ROUTES || `${route.method} ${url}` in NOT_AUDITED))
    .map((route) => `${route.method} ${route.url}`);
  expect(undecided).toEqual([]);
});

it('records every export the server serves', () => {
  const exports = routeTable(t.app).filter((route) => route.method === 'GET' && route.url.endsWith('/export'));
  expect(exports.length).toBeGreaterThanOrEqual(5);
  const unrecorded = exports.filter((route) => !spellings(route.url).some((url) => `GET ${url}` in AUDITED_ROUTES)).map((route) => route.url);
  expect(unrecorded).toEqual([]);
});

it('gives every route left out a reason, and never both records and leaves out a route', () => {
  for (const [route, reason] of Object.entries(NOT_AUDITED)) expect([route, reason.length > 10]).toEqual([route, true]);
  expect(Object.keys(NOT_AUDITED).filter((route) => route in AUDITED_ROUTES)).toEqual([]);
});
