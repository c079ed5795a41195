import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { artifacts, lastViews, openBrowsers } from './browser';

/**
 * After a failed test: a picture of every page still open in this file's browsers, named after the test and the last
 * view the page reached (`screenshot()`), in e2e/artifacts/. Passing tests write none. (The test environment marks
 * the failure: environment.ts.)
 */
afterEach(async () => {
  const failed = (globalThis as { __E2E_FAILED_TEST__?: string }).__E2E_FAILED_TEST__;
  if (!failed) return;
  (globalThis as { __E2E_FAILED_TEST__?: string }).__E2E_FAILED_TEST__ = undefined;
  mkdirSync(artifacts, { recursive: true });
  const test = failed.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  let index = 0;
  for (const browser of openBrowsers) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        index += 1;
        const view = lastViews.get(page) ?? 'page';
        const file = path.join(artifacts, `failed-${test}-${index}-after-${view}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).then(
          () => console.log(`e2e: ${file}`),
          (error: unknown) => console.log(`e2e: no picture of page ${index} (${String(error)})`),
        );
      }
    }
  }
});
