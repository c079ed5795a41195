import { createElement, lazy } from 'react';
import { MF_JOBS, routesOf, type Exposes } from 'shared-sdk';
import { JobsPage } from './features/jobs/components/jobs-page';
import { SharedPendingPage } from './features/shared-pending/components/shared-pending-page';
import { DoNotContactPage } from './features/do-not-contact/components/do-not-contact-page';

// The reports page and its chart library load on its first visit only (the shell's Suspense shows the loading).
const LazyReportsPage = lazy(() => import('./features/reports/components/reports-page').then((module) => ({ default: module.ReportsPage })));
// A plain component around it: the shell loads each page through a lazy of its own, which may not resolve to a lazy.
const ReportsPage = () => createElement(LazyReportsPage);

/** The components of the pages this remote declares in shared-sdk (`MF_JOBS`); the shell places them. */
const routes = routesOf(MF_JOBS, {
  jobs: JobsPage,
  'shared-pending': SharedPendingPage,
  'do-not-contact': DoNotContactPage,
  reports: ReportsPage,
});

export default routes;

/** What this module exports is what shared-sdk declares for every remote's routes (`RoutesModule`); the compiler checks it. */
export type Exposed = Exposes<'mf_jobs/routes', typeof import('./routes')>;
