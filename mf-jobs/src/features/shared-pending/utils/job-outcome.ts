import { type CreatedJobs, dncExcludedOf, type Job, type JobLimitsCheck, withDncExcluded } from 'shared-sdk';
import { SHARED_TEXTS } from '../texts';

/** Decision 1 of the wave: a job beyond the plan's concurrent limit is created waiting for a slot (absent on older servers). */
const waitsForSlot = (job: Job) => (job as Job & { waitingForSlot?: boolean }).waitingForSlot === true;

const jobsOf = (answer: unknown): Job[] => {
  const jobs = (answer as Partial<CreatedJobs> | null)?.jobs;
  return Array.isArray(jobs) ? jobs : [];
};

const limitText = (limit: number) => (limit < 0 ? SHARED_TEXTS.unlimited : String(limit));

/** 'Gói của bạn: đã tạo 1/5 công việc hôm nay, đang chạy 1/1 công việc cùng lúc', and whether a new job would wait. */
export function planAllowance(limits: JobLimitsCheck): { line: string; willWait: string | null } {
  const line = `${SHARED_TEXTS.planToday(limits.used, limitText(limits.limit))}, ${SHARED_TEXTS.planConcurrent(limits.running, limitText(limits.concurrentLimit))}.`;
  const full = limits.concurrentLimit >= 0 && limits.running >= limits.concurrentLimit;
  return { line, willWait: full ? SHARED_TEXTS.planWillWait(limits.concurrentLimit) : null };
}

/**
 * What a member job's creation did, in one toast: the members it sends to (the spec's text with that count), the
 * members the chosen account could not reach, those left out for the do-not-contact list, and whether the job starts
 * now or waits for a slot. A warning when someone was left out for not being reachable.
 */
export function createdJobsMessage(
  created: (count: number) => string,
  selected: number,
  answer: unknown,
  concurrentLimit: number | null,
): { kind: 'success' | 'warning'; text: string } {
  const jobs = jobsOf(answer);
  const excluded = dncExcludedOf(answer);
  const recipients = jobs.length > 0 ? jobs.reduce((sum, job) => sum + job.totalRecipients, 0) : selected - excluded;
  const unreachable = Math.max(0, selected - recipients - excluded);
  let text = created(recipients);
  if (unreachable > 0) text = `${text}, ${SHARED_TEXTS.unreachableLeft(unreachable)}`;
  text = withDncExcluded(text, answer);
  if (jobs.some(waitsForSlot)) text = `${text}. ${SHARED_TEXTS.waitsForSlot(concurrentLimit !== null && concurrentLimit >= 0 ? concurrentLimit : null)}.`;
  return { kind: unreachable > 0 ? 'warning' : 'success', text };
}
