import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_jobs',
  port: 3003,
  title: 'Công việc & Kho chung',
  exposes: { './routes': './src/routes.ts' },
});
