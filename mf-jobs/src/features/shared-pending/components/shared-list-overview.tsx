import { Card, Col, Row, Statistic } from 'antd';
import type { SharedPendingList } from 'shared-sdk';
import { SHARED_TEXTS } from '../texts';

function Tile({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Col xs={24} sm={8}>
      <Card size="small" role="group" aria-label={label}>
        <Statistic title={label} value={value} styles={{ content: { color } }} />
      </Card>
    </Col>
  );
}

/** Below the table: total stores, total members, active stores. */
export function SharedListOverview({ lists }: { lists: SharedPendingList[] }) {
  const members = lists.reduce((sum, list) => sum + list.memberCount, 0);
  const active = lists.filter((list) => list.status === 'ACTIVE').length;
  return (
    <Row gutter={[12, 12]}>
      <Tile label={SHARED_TEXTS.totalStores} value={lists.length} color="#1677ff" />
      <Tile label={SHARED_TEXTS.totalMembers} value={members} color="#722ed1" />
      <Tile label={SHARED_TEXTS.activeStores} value={active} color="#52c41a" />
    </Row>
  );
}
