import type { Exposes } from 'shared-sdk';

/** Exposed as `mf_billing/plan-usage-panel`: the dashboard's plan usage panel (default export). */
export { PlanUsagePanel as default } from './features/usage/components/plan-usage-panel';

/** What this module exports is what shared-sdk declares (`PlanUsagePanelModule`); the compiler checks it. */
export type Exposed = Exposes<'mf_billing/plan-usage-panel', typeof import('./plan-usage-panel')>;
