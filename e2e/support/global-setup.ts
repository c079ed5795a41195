import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startFakeOpenAi } from '../../server/src/ai/testing/fake-openai';
import { CHROMIUM } from './browser';
import { repoRoot, startServer } from './server';

export default async function globalSetup() {
  if (!existsSync(path.join(repoRoot, 'shell/dist/index.html'))) {
    throw new Error('Build first: npm run build (e2e runs against the production build)');
  }
  // One Chromium for every file (launchBrowser connects to it), started while the server starts.
  const browserServer = chromium.launchServer(CHROMIUM);
  // A local OpenAI-compatible provider answers the AI auto-reply; the simulated Zalo takes test controls.
  const ai = await startFakeOpenAi();
  const started = await startServer({
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: ai.apiKey,
    AI_MODEL: 'fake-e2e',
    ZALO_SIM_DEMO: 'true',
    ZALO_SIM_CONTROL: 'true',
    // Every journey signs up its own users from 127.0.0.1.
    REGISTER_LIMIT_PER_IP: '1000',
    // The integrations journey's webhook receiver listens on http://127.0.0.1 (refused by default).
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  }).catch(async (error: unknown) => {
    await (await browserServer).close();
    await ai.close();
    throw error;
  });
  const { baseUrl, child } = started;
  const browser = await browserServer;
  const shared = globalThis as unknown as { __E2E_AI__: typeof ai; __E2E_SERVER__: typeof child; __E2E_BROWSER__: typeof browser };
  shared.__E2E_AI__ = ai;
  shared.__E2E_SERVER__ = child;
  shared.__E2E_BROWSER__ = browser;
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
}
