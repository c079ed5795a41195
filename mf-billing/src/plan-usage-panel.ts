/** Exposed as `mf_billing/plan-usage-panel`: the dashboard's plan usage panel (default export). */
export { PlanUsagePanel as default, PlanUsagePanel } from './features/usage/components/plan-usage-panel';
export { PlanUsageView } from './features/usage/components/plan-usage-view';
