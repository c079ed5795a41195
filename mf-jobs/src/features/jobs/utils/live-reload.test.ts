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
