import { Alert } from 'antd';
import { useJobLimits, usePlanLimits } from 'shared-sdk';
import { type PlanAllowance, planAllowance, planLabel } from '../utils/job-plan';

/**
 * What the plan allows for `jobCount` new jobs, from its limits and today's usage (read when the dialog opens: they
 * change with every job). Null until known, or when nothing would be created.
 */
export function usePlanAllowance(jobCount: number, unit?: string): PlanAllowance | null {
  const limits = useJobLimits();
  const plan = usePlanLimits();
  if (!limits.data || jobCount <= 0) return null;
  return planAllowance(limits.data, jobCount, planLabel(plan.data?.planName), unit);
}

/**
 * Said before confirming a dialog that creates jobs: how many jobs, what today's daily limit
 * leaves, how many start now or wait for a slot. When the day's limit cannot take them all it says so, and the
 * dialog does not send (`allowance.blocked`).
 */
export function JobPlanNote({ allowance }: { allowance: PlanAllowance | null }) {
  if (!allowance) return null;
  return <Alert type={allowance.blocked ? 'error' : allowance.waiting > 0 ? 'warning' : 'info'} showIcon role="note" aria-label="Giới hạn gói" title={allowance.text} />;
}
