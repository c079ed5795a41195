import path from 'node:path';
import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Zalo Manager',
  runtimePlugins: [path.join(__dirname, 'src/app/remote-fallback-plugin.ts')],
});
