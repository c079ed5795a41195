import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_billing',
  port: 3005,
  title: 'Gói dịch vụ & Thanh toán',
  exposes: {
    './routes': './src/routes.ts',
    './plan-usage-panel': './src/plan-usage-panel.ts',
    './feature-gate': './src/feature-gate.ts',
  },
});
