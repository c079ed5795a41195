import { CheckCircleOutlined, PhoneOutlined, SyncOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { PHONE_TEXTS } from '../texts';
import type { PageSummary } from '../utils/page-summary';


function StatCard({ label, value, icon, color }: { label: string; value: number | undefined; icon: ReactNode; color: string }) {
  return (
    <Col xs={12} md={6}>
      <Card size="small" role="group" aria-label={label}>
        <Statistic title={label} value={value ?? '–'} prefix={icon} styles={{ content: { color } }} />
      </Card>
    </Col>
  );
}

/** The four summary cards of the phone-lists page, counted over the lists on the page. */
export function PhoneListStatCards({ stats }: { stats: PageSummary }) {
  return (
    <Row gutter={[12, 12]}>
      <StatCard label={PHONE_TEXTS.statNumbers} value={stats.numbers} icon={<PhoneOutlined />} color="#1677ff" />
      <StatCard label={PHONE_TEXTS.statSuccessful} value={stats.successful} icon={<CheckCircleOutlined />} color="#52c41a" />
      <StatCard label={PHONE_TEXTS.statProcessing} value={stats.processing} icon={<SyncOutlined />} color="#722ed1" />
      <StatCard label={PHONE_TEXTS.statActiveAccounts} value={stats.activeAccounts} icon={<UserOutlined />} color="#fa8c16" />
    </Row>
  );
}
