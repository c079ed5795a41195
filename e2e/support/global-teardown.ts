import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const child = (globalThis as unknown as { __E2E_SERVER__?: ChildProcess }).__E2E_SERVER__;
  child?.kill('SIGTERM');
  await (globalThis as unknown as { __E2E_AI__?: { close(): Promise<void> } }).__E2E_AI__?.close();
}
