import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_social',
  port: 3002,
  title: 'Bạn bè & Nhóm',
  exposes: { './routes': './src/routes.ts' },
});
