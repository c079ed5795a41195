import { type CreatedJobs, type Job, type JobLimitsCheck, withDncExcluded } from 'shared-sdk';
import { reasonOf } from './reason';

/**
 * What the plan allows when a dialog creates several jobs at once, and what happened after:
 * jobs beyond the plan's concurrent limit wait for a slot and start by themselves; the daily limit
 * refuses. Nothing is dropped silently: every refused call is named with the server's reason.
 */

const PLAN_LABELS: Record<string, string> = { basic: 'Basic', plus: 'Plus', pro: 'Pro' };
export const planLabel = (planName: string | undefined) => (planName ? (PLAN_LABELS[planName] ?? planName) : '');

const number = (value: number) => value.toLocaleString('vi-VN');

export interface PlanAllowance {
  /** One or two sentences for the dialog, before the user confirms. */
  text: string;
  /** The plan refuses some of the jobs today: the dialog does not send (the whole request would be cut). */
  blocked: boolean;
  startNow: number;
  waiting: number;
}

/**
 * Before creating `jobCount` jobs: what today's daily limit leaves, and how many start now or wait for a slot
 * (running jobs already hold some). `unit` names what each job is for ('mỗi tài khoản một', 'mỗi nhóm một').
 */
export function planAllowance(limits: Pick<JobLimitsCheck, 'limit' | 'used' | 'concurrentLimit' | 'running'>, jobCount: number, plan = '', unit = ''): PlanAllowance {
  const planText = plan ? `Gói ${plan}` : 'Gói của bạn';
  const dailyLeft = limits.limit < 0 ? Infinity : Math.max(0, limits.limit - limits.used);
  const slots = limits.concurrentLimit < 0 ? Infinity : Math.max(0, limits.concurrentLimit - limits.running);
  const startNow = Math.min(jobCount, slots);
  const waiting = jobCount - startNow;
  const what = `Sẽ tạo ${number(jobCount)} công việc${unit ? ` (${unit})` : ''}.`;
  if (jobCount > dailyLeft) {
    return {
      text: `${what} ${planText} cho phép ${number(limits.limit)} công việc mỗi ngày, hôm nay còn ${number(dailyLeft)}: không đủ, nên chưa gửi được. Hãy chọn ít hơn, chờ sang ngày mai hoặc nâng cấp gói.`,
      blocked: true,
      startNow: 0,
      waiting: 0,
    };
  }
  const daily = limits.limit < 0 ? 'không giới hạn công việc mỗi ngày' : `${number(limits.limit)} công việc mỗi ngày (hôm nay còn ${number(dailyLeft)})`;
  const concurrent = limits.concurrentLimit < 0 ? '' : `, ${number(limits.concurrentLimit)} công việc chạy cùng lúc`;
  const queue =
    waiting === 0
      ? ''
      : startNow === 0
        ? ` Cả ${number(waiting)} công việc sẽ chờ lượt và tự chạy khi công việc đang chạy xong.`
        : ` ${number(startNow)} công việc chạy ngay, ${number(waiting)} công việc chờ lượt và tự chạy khi công việc trước xong.`;
  return { text: `${what} ${planText}: ${daily}${concurrent}.${queue}`, blocked: false, startNow, waiting };
}

/** A job view of a server that queues jobs beyond the concurrent limit; older ones omit the flag. */
const waitsForSlot = (job: Job) => job.waitingForSlot === true;


export interface JobCall {
  /** What the call was for, as the user knows it: an account's or a group's name. */
  label: string;
  result: PromiseSettledResult<CreatedJobs>;
}

export interface JobOutcome {
  kind: 'success' | 'warning' | 'error';
  text: string;
  created: number;
  /** Calls that succeeded (a call may create no job, e.g. an automatic friend request not enabled yet). */
  succeeded: number;
  /** Each refused call with the server's reason, for the dialog to list. */
  failures: Array<{ label: string; reason: string }>;
}

const NAMED = 10;

/** 'A, B, C' or 'A, B, … và 3 khác'. */
function names(labels: string[]): string {
  if (labels.length <= NAMED) return labels.join(', ');
  return `${labels.slice(0, NAMED).join(', ')} và ${number(labels.length - NAMED)} khác`;
}

/** The failures grouped by reason: 'Shop A, Shop B: Đã đạt giới hạn 20 jobs mỗi ngày'. */
export function failureLines(failures: Array<{ label: string; reason: string }>): string[] {
  const byReason = new Map<string, string[]>();
  for (const failure of failures) byReason.set(failure.reason, [...(byReason.get(failure.reason) ?? []), failure.label]);
  return [...byReason].map(([reason, labels]) => `${names(labels)}: ${reason}`);
}

export interface OutcomeTexts {
  /** All created and running: the spec's success text for `n` jobs. */
  created: (count: number) => string;
  /** Nothing was created. */
  failed: string;
  /** The fallback reason of a call that failed without one. */
  fallbackReason: string;
  /** Some failed: the spec's opening for `failed` refused calls ('N job kết bạn thất bại'), else a generic one. */
  partial?: (failed: number) => string;
}

/**
 * After several job calls: how many were created, how many start now and how many wait for a slot (with the plan's
 * concurrent limit), and every call that failed with its reason. Never 'Tạo được 1/2 jobs. Một số có thể bị lỗi.'.
 */
export function jobOutcome(calls: JobCall[], texts: OutcomeTexts, concurrentLimit?: number): JobOutcome {
  const answers = calls.flatMap((call) => (call.result.status === 'fulfilled' ? [call.result.value] : []));
  const jobs = answers.flatMap((answer) => answer.jobs);
  const failures = calls.flatMap((call) => (call.result.status === 'rejected' ? [{ label: call.label, reason: reasonOf(call.result.reason, texts.fallbackReason) }] : []));
  const waiting = jobs.filter(waitsForSlot).length;
  const running = jobs.length - waiting;
  const why = concurrentLimit !== undefined && concurrentLimit >= 0 ? `: gói của bạn cho phép ${number(concurrentLimit)} công việc chạy cùng lúc` : '';
  const queue =
    waiting === 0
      ? ''
      : running > 0
        ? ` ${number(running)} công việc chạy ngay, ${number(waiting)} công việc chờ lượt${why}.`
        : ` ${waiting === 1 ? 'Công việc' : `Cả ${number(waiting)} công việc`} chờ lượt và tự chạy khi công việc đang chạy xong${why}.`;
  const refused = failureLines(failures).join('; ');
  if (answers.length === 0) {
    return { kind: 'error', text: `${texts.failed}. ${refused}`, created: 0, succeeded: 0, failures };
  }
  if (failures.length === 0) {
    // A job waiting for its slot is not running yet: the success text's 'đang chạy dưới nền' gives way to the queue.
    const done = waiting === 0 ? texts.created(jobs.length) : `${texts.created(jobs.length).replace(/\s*(Jobs|Job|Công việc) đang chạy dưới nền\.?$/, '')}${queue}`;
    return { kind: 'success', text: withDncExcluded(done, answers), created: jobs.length, succeeded: answers.length, failures };
  }
  const partial = texts.partial
    ? `${texts.partial(failures.length)}: ${refused}. Đã tạo ${number(jobs.length)} công việc.${queue}`
    : `Đã tạo ${number(jobs.length)} công việc, ${number(failures.length)} yêu cầu không tạo được: ${refused}.${queue}`;
  return { kind: 'warning', text: withDncExcluded(partial, answers), created: jobs.length, succeeded: answers.length, failures };
}
