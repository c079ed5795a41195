import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startServer } from './server';

export default async function globalSetup() {
  if (!existsSync(path.join(repoRoot, 'shell/dist/index.html'))) {
    throw new Error('Build first: npm run build (e2e runs against the production build)');
  }
  const { baseUrl, child } = await startServer();
  process.env.E2E_BASE_URL = baseUrl;
  (globalThis as unknown as { __E2E_SERVER__: typeof child }).__E2E_SERVER__ = child;
}
