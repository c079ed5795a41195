import { Alert, Typography } from 'antd';
import { useJobLimits } from 'shared-sdk';
import { planAllowance } from '../utils/job-outcome';

/**
 * What the plan allows, said before a member job is created: today's jobs and the running ones; a job beyond the
 * concurrent limit waits for a slot; past the daily limit the server's reason (the job would be refused).
 */
export function PlanAllowance() {
  const limits = useJobLimits();
  if (!limits.data) return null;
  if (!limits.data.canCreate && limits.data.reason) return <Alert type="warning" showIcon title={limits.data.reason} style={{ marginBottom: 12 }} />;
  const { line, willWait } = planAllowance(limits.data);
  if (willWait) return <Alert type="info" showIcon title={line} description={willWait} style={{ marginBottom: 12 }} />;
  return <Typography.Paragraph type="secondary">{line}</Typography.Paragraph>;
}
