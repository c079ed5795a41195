import { LoadFailedAlert } from 'shared-sdk/react';
import { DASHBOARD_TEXTS as T } from '../texts';

/** 'Lỗi hệ thống' when a dashboard call fails. */
export function DashboardErrorBanner({ onRetry }: { onRetry?: () => void }) {
  return <LoadFailedAlert title={T.errorTitle} description={T.errorDescription} retryText={T.retry} onRetry={onRetry} danger />;
}
