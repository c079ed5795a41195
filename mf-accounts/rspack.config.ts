import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_accounts',
  port: 3001,
  title: 'Tài khoản & Proxy',
  exposes: { './routes': './src/routes.ts' },
});
