import { useCurrentSubscription, useJobLimits, usePlanLimits } from 'shared-sdk';
import { useWorkspaceAccess } from 'shared-sdk/react';
import { type PlanUsage, PlanUsageView } from './plan-usage-view';

/** Exposed as `mf_billing/plan-usage-panel`: plan-limits + current + job-limits, drawn by PlanUsageView. */
export function PlanUsagePanel() {
  const limits = usePlanLimits();
  const current = useCurrentSubscription();
  const jobs = useJobLimits();
  const queries = [limits, current, jobs];
  const { isOwner } = useWorkspaceAccess();

  const usage: PlanUsage | undefined =
    limits.data && current.data && jobs.data
      ? {
          planDisplayName: current.data.plan.displayName,
          accountsUsed: current.data.accountsUsed,
          accountLimit: limits.data.accountLimit,
          jobsUsedToday: jobs.data.used,
          dailyJobLimit: limits.data.jobLimits.daily,
          status: current.data.status,
          endDate: current.data.endDate,
        }
      : undefined;

  return (
    <PlanUsageView
      usage={usage}
      loading={queries.some((q) => q.isPending)}
      error={queries.some((q) => q.isError)}
      onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
      canBuy={isOwner}
    />
  );
}

export default PlanUsagePanel;
