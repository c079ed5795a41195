import { Card, Col, Row, Statistic, Typography } from 'antd';
import { JOB_STATUS_LABELS, type JobStats, type JobStatus } from 'shared-sdk';
import { JOB_TEXTS } from '../texts';

export interface JobStatCardsProps {
  stats?: JobStats;
  loading?: boolean;
}

type Shown = 'total' | Exclude<JobStatus, 'CANCELLED'>;

const CARDS: Array<{ key: Shown; label: string; color: string }> = [
  { key: 'total', label: JOB_TEXTS.statTotal, color: '#722ed1' },
  { key: 'PENDING', label: JOB_STATUS_LABELS.PENDING, color: '#d48806' },
  { key: 'PROCESSING', label: JOB_STATUS_LABELS.PROCESSING, color: '#1677ff' },
  { key: 'COMPLETED', label: JOB_STATUS_LABELS.COMPLETED, color: '#52c41a' },
  { key: 'FAILED', label: JOB_STATUS_LABELS.FAILED, color: '#ff4d4f' },
];

const valueOf = (stats: JobStats | undefined, key: Shown) => (key === 'total' ? stats?.totalJobs : stats?.byStatus[key]) ?? 0;

/** Total, Chờ xử lý, Đang xử lý, Hoàn thành, Thất bại; the cancelled count sits under the total. */
export function JobStatCards({ stats, loading }: JobStatCardsProps) {
  return (
    <Row gutter={[12, 12]}>
      {CARDS.map(({ key, label, color }) => (
        <Col key={key} flex="1 1 160px">
          <Card size="small" loading={loading} role="group" aria-label={label} style={{ height: '100%' }}>
            <Statistic title={label} value={valueOf(stats, key)} styles={{ content: { color } }} />
            {key === 'total' && (
              <Typography.Text type="secondary">{JOB_TEXTS.statCancelled(stats?.byStatus.CANCELLED ?? 0)}</Typography.Text>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
