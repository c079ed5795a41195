import { BrowserRouter } from 'react-router-dom';
import { DataProviders } from 'shared-sdk';
import { NotificationList } from '../features/notifications';
import { useSessionCheck } from '../features/session';
import { AppRoutes } from './router';

function SessionBoundRoutes() {
  useSessionCheck();
  return <AppRoutes />;
}

export function App() {
  return (
    <DataProviders>
      <BrowserRouter>
        <SessionBoundRoutes />
        <NotificationList />
      </BrowserRouter>
    </DataProviders>
  );
}
