import { loadRemote } from '@module-federation/enhanced/runtime';
import { Alert, Flex, Spin } from 'antd';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { SUBSCRIPTION_MESSAGES } from '../schemas/subscription';

/** What `mf_billing/feature-gate` exposes (see mf-billing/src/feature-gate.ts). */
interface GateProps {
  feature?: string;
  fallback?: ReactNode;
  children: ReactNode;
}
interface GateModule {
  FeatureGate: ComponentType<GateProps & { feature: string }>;
  ProGate: ComponentType<GateProps>;
}

/** Spec part 2 §8's text for a check that could not be made (here: the billing remote did not load). */
export const GATE_UNAVAILABLE = `${SUBSCRIPTION_MESSAGES.checkFailed}. Vui lòng tải lại trang.`;

let gates: Promise<GateModule> | null = null;
/** Loads the billing remote's gates once; a failed load is tried again on the next mount. */
function loadGates(): Promise<GateModule> {
  gates ??= loadRemote<GateModule>('mf_billing/feature-gate').then((module) => {
    if (typeof module?.FeatureGate !== 'function' || typeof module.ProGate !== 'function') throw new Error('mf_billing/feature-gate is unavailable');
    return module;
  });
  gates.catch(() => {
    gates = null;
  });
  return gates;
}

const RemoteFeatureGate = lazy(() => loadGates().then((module) => ({ default: module.FeatureGate })));
const RemoteProGate = lazy(() => loadGates().then((module) => ({ default: module.ProGate })));

/** The billing remote could not be loaded: the gated part stays closed, with a reason. */
class GateBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <Alert type="warning" showIcon title={GATE_UNAVAILABLE} /> : this.props.children;
  }
}

function Loading() {
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin />
    </Flex>
  );
}

/** mf-billing's `FeatureGate`, loaded at run time: children only when the plan has `feature`. */
export function BillingFeatureGate(props: GateProps & { feature: string }) {
  return (
    <GateBoundary>
      <Suspense fallback={<Loading />}>
        <RemoteFeatureGate {...props} />
      </Suspense>
    </GateBoundary>
  );
}

/** mf-billing's `ProGate` ('Yêu cầu gói Pro' / 'Nâng cấp gói Pro'), loaded at run time. */
export function BillingProGate(props: GateProps) {
  return (
    <GateBoundary>
      <Suspense fallback={<Loading />}>
        <RemoteProGate {...props} />
      </Suspense>
    </GateBoundary>
  );
}
