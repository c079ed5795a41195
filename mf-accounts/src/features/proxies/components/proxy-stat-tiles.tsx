import { Card, Col, Row, Statistic } from 'antd';
import type { ProxyStats } from 'shared-sdk';
import { PROXY_TEXTS } from '../texts';

export interface ProxyStatTilesProps {
  /** Absent and not loading: the stats could not be loaded, every tile shows '—' (not a misleading 0). */
  stats?: ProxyStats;
  loading?: boolean;
}

function Tile({ label, value, color, loading }: { label: string; value?: number; color: string; loading?: boolean }) {
  return (
    <Col span={8}>
      <Card size="small" loading={loading} role="group" aria-label={label}>
        <Statistic title={label} value={value ?? '—'} styles={{ content: { color } }} />
      </Card>
    </Col>
  );
}

/** Total, active and inactive proxies of the user; '—' when they failed to load, like the dashboard. */
export function ProxyStatTiles({ stats, loading }: ProxyStatTilesProps) {
  const inactive = stats ? (stats.inactive ?? stats.total - stats.active) : undefined;
  return (
    <Row gutter={[12, 12]}>
      <Tile label={PROXY_TEXTS.statTotal} value={stats?.total} color="#1677ff" loading={loading} />
      <Tile label={PROXY_TEXTS.statActive} value={stats?.active} color="#52c41a" loading={loading} />
      <Tile label={PROXY_TEXTS.statInactive} value={inactive} color="#8c8c8c" loading={loading} />
    </Row>
  );
}
