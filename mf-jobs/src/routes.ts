import { lazyPage, MF_JOBS, routesOf, type Exposes } from 'shared-sdk';

/**
 * The components of the pages this remote declares in shared-sdk (`MF_JOBS`); the shell places them. Each page's
 * code (the reports page with its chart library) loads on its first visit (the shell's Suspense shows the loading).
 */
const routes = routesOf(MF_JOBS, {
  jobs: lazyPage(() => import('./features/jobs/components/jobs-page').then((module) => module.JobsPage)),
  'shared-pending': lazyPage(() => import('./features/shared-pending/components/shared-pending-page').then((module) => module.SharedPendingPage)),
  'do-not-contact': lazyPage(() => import('./features/do-not-contact/components/do-not-contact-page').then((module) => module.DoNotContactPage)),
  reports: lazyPage(() => import('./features/reports/components/reports-page').then((module) => module.ReportsPage)),
});

export default routes;

/** What this module exports is what shared-sdk declares for every remote's routes (`RoutesModule`); the compiler checks it. */
export type Exposed = Exposes<'mf_jobs/routes', typeof import('./routes')>;
