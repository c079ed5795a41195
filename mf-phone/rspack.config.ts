import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_phone',
  port: 3004,
  title: 'Tương tác SĐT',
  exposes: { './routes': './src/routes.ts' },
});
