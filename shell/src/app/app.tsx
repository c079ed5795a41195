import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from 'shared-sdk/react';
import { NotificationList } from '../features/notifications';
import { useSessionCheck } from '../features/session';
import { AppRoutes } from './router';

function SessionBoundRoutes() {
  useSessionCheck();
  return <AppRoutes />;
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionBoundRoutes />
        <NotificationList />
      </BrowserRouter>
    </AppProviders>
  );
}
