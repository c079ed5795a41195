import { Alert, Card, Skeleton } from 'antd';
import { loadRemoteModule, remoteComponent } from 'shared-sdk/react';
import { Link } from 'react-router-dom';

/** The billing remote's plan usage panel on the dashboard; the rest of the dashboard works without it. */
export const PlanUsageSlot = remoteComponent({
  // A failed load (the fallback plugin's stub has no component) shows the notice.
  load: async () => {
    const module = await loadRemoteModule('mf_billing/plan-usage-panel');
    if (typeof module.default !== 'function') throw new Error('mf_billing/plan-usage-panel is unavailable');
    return module.default;
  },
  loading: (
    <Card title="Sử dụng gói dịch vụ">
      <Skeleton active paragraph={{ rows: 2 }} title={false} />
    </Card>
  ),
  fallback: (
    <Card title="Sử dụng gói dịch vụ" extra={<Link to="/subscription">Xem gói dịch vụ</Link>}>
      <Alert type="warning" showIcon title="Không thể tải thông tin sử dụng" />
    </Card>
  ),
});
