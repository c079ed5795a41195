import { JOB_STATUSES, type JobStatus } from 'shared-sdk';
import { hasActiveJob, liveReloadInterval } from './live-reload';

const jobs = (...statuses: JobStatus[]) => statuses.map((status) => ({ status }));

test.each([
  ['PENDING', 1000],
  ['PROCESSING', 1000],
  ['COMPLETED', false],
  ['FAILED', false],
  ['CANCELLED', false],
] as const)('live update on: a page with a %s job reloads %s', (status, interval) => {
  expect(liveReloadInterval(jobs('COMPLETED', status), true)).toBe(interval);
});

test('live update off never reloads, whatever the jobs', () => {
  for (const status of JOB_STATUSES) expect(liveReloadInterval(jobs(status), false)).toBe(false);
});

test('no data or no job: nothing to watch', () => {
  expect(liveReloadInterval(undefined, true)).toBe(false);
  expect(liveReloadInterval([], true)).toBe(false);
  expect(hasActiveJob(jobs('FAILED', 'PENDING'))).toBe(true);
  expect(hasActiveJob(jobs('FAILED', 'CANCELLED'))).toBe(false);
});

test('an ended job that sent within the reply window keeps the page reloading every 15 s for its replies; older or empty ones do not', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  const ended = (completedAt: string, successCount: number) => ({ status: 'COMPLETED' as const, completedAt, successCount });
  expect(liveReloadInterval([ended('2026-11-27T09:00:00Z', 6)], true, now)).toBe(15_000);
  expect(liveReloadInterval([ended('2026-11-20T10:00:01Z', 6)], true, now)).toBe(15_000);
  expect(liveReloadInterval([ended('2026-11-20T09:59:59Z', 6)], true, now)).toBe(false);
  expect(liveReloadInterval([ended('2026-11-27T09:00:00Z', 0)], true, now)).toBe(false);
  expect(liveReloadInterval([ended('2026-11-27T09:00:00Z', 6)], false, now)).toBe(false);
  expect(liveReloadInterval([ended('2026-11-27T09:00:00Z', 6), { status: 'PROCESSING' as const }], true, now)).toBe(1_000);
});
