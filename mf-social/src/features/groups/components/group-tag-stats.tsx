import { Card, Col, Row, Statistic } from 'antd';
import type { GroupTagStats } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';

/** Quick statistics of the tag tab: tags, their assignments to groups, tags in use. */
export function GroupTagStatsCards({ stats, loading }: { stats: GroupTagStats | undefined; loading?: boolean }) {
  const details = stats?.tagDetails ?? [];
  const figures = [
    { label: GROUP_TEXTS.statTags, value: details.length },
    { label: GROUP_TEXTS.statAssignments, value: details.reduce((sum, detail) => sum + detail.groupCount, 0) },
    { label: GROUP_TEXTS.statUsedTags, value: details.filter((detail) => detail.groupCount > 0).length },
  ];
  return (
    <Row gutter={[12, 12]}>
      {figures.map((figure) => (
        <Col key={figure.label} xs={24} sm={8}>
          <Card size="small" role="group" aria-label={figure.label}>
            <Statistic title={figure.label} value={figure.value} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
