import { canCancelJob, jobProcessed, jobProgress } from './job';

const job = (status: Parameters<typeof jobProgress>[0]['status'], successCount: number, failedCount: number, skippedCount: number, totalRecipients = 10) => ({
  status,
  successCount,
  failedCount,
  skippedCount,
  totalRecipients,
});

describe('job progress', () => {
  it('counts skipped recipients as processed: a finished job whose recipients were skipped shows 100 %', () => {
    expect(jobProgress(job('COMPLETED', 6, 1, 3))).toBe(100);
    expect(jobProcessed(job('COMPLETED', 6, 1, 3))).toBe(10);
    // Cancelled: what it did not send is skipped, so it is done with every recipient too.
    expect(jobProgress(job('CANCELLED', 2, 0, 8))).toBe(100);
    expect(jobProgress(job('FAILED', 0, 4, 6))).toBe(100);
  });

  it('moves with sent, failed and skipped while running, never 100 % before the job ends (it can still be cancelled)', () => {
    expect(jobProgress(job('PROCESSING', 2, 1, 2))).toBe(50);
    expect(jobProgress(job('PROCESSING', 9, 0, 1))).toBe(99);
    expect(canCancelJob(job('PROCESSING', 9, 0, 1))).toBe(true);
    expect(canCancelJob(job('COMPLETED', 9, 0, 1))).toBe(false);
  });

  it('never passes the total (a recipient whose goal already held counts as a success and a skip)', () => {
    expect(jobProcessed(job('COMPLETED', 10, 0, 4))).toBe(10);
    expect(jobProgress(job('COMPLETED', 10, 0, 4))).toBe(100);
  });

  it('is 0 for a job without recipients still to run, 100 once it ended', () => {
    expect(jobProgress(job('PENDING', 0, 0, 0, 0))).toBe(0);
    expect(jobProgress(job('COMPLETED', 0, 0, 0, 0))).toBe(100);
  });
});
