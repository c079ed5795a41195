import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { repoRoot } from '../support/server';

/** Every story of the static Storybook renders something, without a page error, in Chromium. */
const staticDir = path.join(repoRoot, 'storybook-static');
let server: Server;
let browser: Browser;
let url: string;

beforeAll(async () => {
  if (!existsSync(path.join(staticDir, 'index.json'))) throw new Error('Build Storybook first: npm run build-storybook');
  server = serveStatic(staticDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** The static Storybook, as any static host would serve it. */
function serveStatic(root: string): Server {
  return createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root) || !existsSync(file) || !path.extname(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
}

test('every story renders without errors', async () => {
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(20);

  const page = await browser.newPage();
  const failures: string[] = [];
  let current = '';
  page.on('pageerror', (error) => failures.push(`${current}: ${error.message}`));
  for (const story of stories) {
    current = story.id;
    await page.goto(`${url}/iframe.html?id=${story.id}&viewMode=story`);
    // Storybook marks the body once the story rendered (or failed to).
    await page.waitForFunction(() => document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'), null, { timeout: 15_000 });
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      failures.push(`${story.id}: ${await page.locator('#error-message').innerText()}`);
    }
  }
  await page.close();
  expect(failures).toEqual([]);
}, 600_000);
