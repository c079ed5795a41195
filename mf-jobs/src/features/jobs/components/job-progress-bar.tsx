import { Flex, Typography } from 'antd';
import { type Job, jobProgress } from 'shared-sdk';
import { JOB_TEXTS } from '../texts';

/** The counts' colours (the card's 'Thành công', 'Thất bại', 'Bỏ qua'). */
export const PROGRESS_COLORS = { sent: '#52c41a', failed: '#ff4d4f', skipped: '#faad14', rest: 'rgba(0, 0, 0, 0.06)' } as const;

const share = (count: number, total: number) => (total > 0 ? (Math.max(0, count) / total) * 100 : 0);

/**
 * A job's progress: skipped recipients count as processed, so a finished job is at 100 %, and
 * the bar tells sent, failed and skipped apart by colour.
 */
export function JobProgressBar({ job }: { job: Job }) {
  const percent = jobProgress(job);
  const total = job.totalRecipients;
  // A recipient whose goal already held counts as a success and a skip: the segments never pass the bar.
  const skipped = Math.min(job.skippedCount, Math.max(0, total - job.successCount - job.failedCount));
  const segments = [
    { key: 'sent', width: share(job.successCount, total), color: PROGRESS_COLORS.sent },
    { key: 'failed', width: share(job.failedCount, total), color: PROGRESS_COLORS.failed },
    { key: 'skipped', width: share(skipped, total), color: PROGRESS_COLORS.skipped },
  ];
  return (
    <Flex align="center" gap={8}>
      <div
        role="progressbar"
        aria-label="Tiến độ"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${JOB_TEXTS.progressLegend(job.successCount, job.failedCount, job.skippedCount)}`}
        style={{ flex: 1, height: 8, borderRadius: 4, background: PROGRESS_COLORS.rest, overflow: 'hidden', display: 'flex' }}
      >
        {segments.map(({ key, width, color }) =>
          width > 0 ? <div key={key} data-segment={key} style={{ width: `${Math.min(100, width)}%`, background: color, height: '100%' }} /> : null,
        )}
      </div>
      <Typography.Text type="secondary" style={{ minWidth: 40, textAlign: 'right' }}>
        {percent}%
      </Typography.Text>
    </Flex>
  );
}
