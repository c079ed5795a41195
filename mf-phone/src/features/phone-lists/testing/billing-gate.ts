/**
 * The plan's gate comes from mf-billing at run time (`loadRemote`); in component tests it opens or not as the test
 * says, and notes the features it was asked for. Use it with
 * `jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../testing/billing-gate').gateRuntime)`.
 */
export const billingGate = { open: true, features: [] as string[] };

/** What a plan without the feature sees instead of the gated part. */
export const GATE_CLOSED_TEXT = 'Nâng cấp gói để lên lịch gửi';

export const gateRuntime = {
  loadRemote: async () => ({
    FeatureGate: ({ feature, children }: { feature: string; children: unknown }) => {
      billingGate.features.push(feature);
      return billingGate.open ? children : GATE_CLOSED_TEXT;
    },
    ProGate: ({ children }: { children: unknown }) => children,
  }),
};
