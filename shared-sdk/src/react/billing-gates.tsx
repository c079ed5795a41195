import { Alert, Flex, Spin } from 'antd';
import type { FeatureGateModule, FeatureGateProps, ProGateProps } from '../pages';
import { SUBSCRIPTION_MESSAGES } from '../schemas/subscription';
import { loadRemoteModule, remoteComponent } from './remote-component';

/** The product's text for a check that could not be made (here: the billing remote did not load). */
export const GATE_UNAVAILABLE = `${SUBSCRIPTION_MESSAGES.checkFailed}. Vui lòng tải lại trang.`;

let gates: Promise<FeatureGateModule> | null = null;
/** Loads the billing remote's gates once; a failed load is tried again on the next mount. */
function loadGates(): Promise<FeatureGateModule> {
  gates ??= loadRemoteModule('mf_billing/feature-gate').then((module) => {
    if (typeof module.FeatureGate !== 'function' || typeof module.ProGate !== 'function') throw new Error('mf_billing/feature-gate is unavailable');
    return module;
  });
  gates.catch(() => {
    gates = null;
  });
  return gates;
}

const gate = {
  // Loaded once for the page: a gate opened again (a dialog) shows at once.
  once: true,
  loading: (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin />
    </Flex>
  ),
  // The billing remote could not be loaded: the gated part stays closed, with a reason.
  fallback: <Alert type="warning" showIcon title={GATE_UNAVAILABLE} />,
};

/** mf-billing's `FeatureGate`, loaded at run time: children only when the plan has `feature`. */
export const BillingFeatureGate = remoteComponent<FeatureGateProps>({ load: () => loadGates().then((module) => module.FeatureGate), ...gate });

/** mf-billing's `ProGate` ('Yêu cầu gói Pro' / 'Nâng cấp gói Pro'), loaded at run time. */
export const BillingProGate = remoteComponent<ProGateProps>({ load: () => loadGates().then((module) => module.ProGate), ...gate });
