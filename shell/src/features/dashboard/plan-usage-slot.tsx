import { loadRemote } from '@module-federation/enhanced/runtime';
import { Alert, Card, Skeleton } from 'antd';
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';

/** `mf_billing/plan-usage-panel`, loaded at run time; a failed load (the fallback plugin's stub) throws. */
async function loadPanel(): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default?: unknown }>('mf_billing/plan-usage-panel');
  if (typeof module?.default !== 'function') throw new Error('mf_billing/plan-usage-panel is unavailable');
  return { default: module.default as ComponentType };
}

function Unavailable() {
  return (
    <Card title="Sử dụng gói dịch vụ" extra={<Link to="/subscription">Xem gói dịch vụ</Link>}>
      <Alert type="warning" showIcon title="Không thể tải thông tin sử dụng" />
    </Card>
  );
}

class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The plan usage panel could not be shown', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <Unavailable /> : this.props.children;
  }
}

/** The billing remote's plan usage panel on the dashboard; the rest of the dashboard works without it. */
export function PlanUsageSlot() {
  // One lazy component per mount: a remote that was down is asked again on the next visit.
  const [PlanUsagePanel] = useState(() => lazy(loadPanel));
  return (
    <PanelBoundary>
      <Suspense
        fallback={
          <Card title="Sử dụng gói dịch vụ">
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          </Card>
        }
      >
        <PlanUsagePanel />
      </Suspense>
    </PanelBoundary>
  );
}
