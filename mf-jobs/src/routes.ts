import type { RemoteRoutes } from 'shared-sdk/react';
import { JobsPage } from './features/jobs/components/jobs-page';
import { SharedPendingPage } from './features/shared-pending/components/shared-pending-page';

/** The pages this remote serves, by path relative to the root; the shell places them. */
const routes: RemoteRoutes = [
  { path: 'jobs', Component: JobsPage },
  { path: 'shared-pending', Component: SharedPendingPage },
];

export default routes;
