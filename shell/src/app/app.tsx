import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { NotificationList } from '../features/notifications';
import { useSessionCheck } from '../features/session';
import { AppRoutes } from './router';

function SessionBoundRoutes() {
  useSessionCheck();
  return <AppRoutes />;
}

/**
 * One jotai store for the shell and every remote (session, notifications). react-query's provider is mounted by
 * what loads after sign-in (QueryProvider), so a first visit to /login does not download react-query.
 */
export function App() {
  return (
    <JotaiProvider>
      <BrowserRouter>
        <SessionBoundRoutes />
        <NotificationList />
      </BrowserRouter>
    </JotaiProvider>
  );
}
