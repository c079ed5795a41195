import { Alert, Button } from 'antd';
import { DASHBOARD_TEXTS as T } from '../texts';

/** 'Lỗi hệ thống' when a dashboard call fails. */
export function DashboardErrorBanner({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={T.errorTitle}
      description={T.errorDescription}
      action={
        onRetry && (
          <Button size="small" danger onClick={onRetry}>
            {T.retry}
          </Button>
        )
      }
    />
  );
}
