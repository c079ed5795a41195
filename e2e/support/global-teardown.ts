import type { ChildProcess } from 'node:child_process';
import type { BrowserServer } from 'playwright-core';

export default async function globalTeardown() {
  const shared = globalThis as unknown as { __E2E_SERVER__?: ChildProcess; __E2E_AI__?: { close(): Promise<void> }; __E2E_BROWSER__?: BrowserServer };
  shared.__E2E_SERVER__?.kill('SIGTERM');
  await shared.__E2E_BROWSER__?.close();
  await shared.__E2E_AI__?.close();
}
