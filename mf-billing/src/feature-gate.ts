/**
 * Exposed as `mf_billing/feature-gate`: `<FeatureGate feature="schedule_messages">…</FeatureGate>` and
 * `<ProGate>…</ProGate>` for the other remotes, which load it with `loadRemote`.
 */
export { FeatureGate as default, FeatureGate, ProGate } from './features/feature-gate/components/feature-gate';
export type { FeatureGateProps, ProGateProps } from './features/feature-gate/components/feature-gate';
