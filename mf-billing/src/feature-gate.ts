import type { Exposes } from 'shared-sdk';

/**
 * Exposed as `mf_billing/feature-gate`: `<FeatureGate feature="schedule_messages">…</FeatureGate>` and
 * `<ProGate>…</ProGate>` for the other remotes, which use them through shared-sdk's BillingFeatureGate and BillingProGate.
 */
export { FeatureGate, ProGate } from './features/feature-gate/components/feature-gate';

/** What this module exports is what shared-sdk declares (`FeatureGateModule`); the compiler checks it. */
export type Exposed = Exposes<'mf_billing/feature-gate', typeof import('./feature-gate')>;
