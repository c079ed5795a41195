import { existsSync } from 'node:fs';
import path from 'node:path';
import { startFakeOpenAi } from '../../server/src/ai/testing/fake-openai';
import { repoRoot, startServer } from './server';

export default async function globalSetup() {
  if (!existsSync(path.join(repoRoot, 'shell/dist/index.html'))) {
    throw new Error('Build first: npm run build (e2e runs against the production build)');
  }
  // A local OpenAI-compatible provider answers the AI auto-reply; the simulated Zalo takes test controls.
  const ai = await startFakeOpenAi();
  const { baseUrl, child } = await startServer({
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: ai.apiKey,
    AI_MODEL: 'fake-e2e',
    ZALO_SIM_DEMO: 'true',
    ZALO_SIM_CONTROL: 'true',
    // Every journey signs up its own users from 127.0.0.1.
    REGISTER_LIMIT_PER_IP: '1000',
  });
  (globalThis as unknown as { __E2E_AI__: typeof ai }).__E2E_AI__ = ai;
  process.env.E2E_BASE_URL = baseUrl;
  (globalThis as unknown as { __E2E_SERVER__: typeof child }).__E2E_SERVER__ = child;
}
