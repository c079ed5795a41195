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

interface Outcome {
  kind: string;
  message: string;
}

/**
 * In the preview: shows a story and resolves with how it ended: 'storyRendered' (for this story), or an error
 * ('storyErrored', 'storyThrewException', 'storyMissing') with its message, or 'timeout' after 15 s.
 */
function showStory(storyId: string): Promise<Outcome> {
  type Channel = { on(event: string, listener: (arg: unknown) => void): void; off(event: string, listener: (arg: unknown) => void): void; emit(event: string, arg: unknown): void };
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((resolve) => {
    const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
    const listeners = events.map((kind) => {
      const listener = (arg: unknown) => {
        if (kind === 'storyRendered' && arg !== storyId) return; // the previous story finishing
        finish({ kind, message: kind === 'storyRendered' ? '' : JSON.stringify(arg)?.slice(0, 500) ?? '' });
      };
      channel.on(kind, listener);
      return [kind, listener] as const;
    });
    const timer = setTimeout(() => finish({ kind: 'timeout', message: 'no render within 15 s' }), 15_000);
    function finish(outcome: Outcome) {
      clearTimeout(timer);
      for (const [kind, listener] of listeners) channel.off(kind, listener);
      resolve(outcome);
    }
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
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
  // One page load; every next story is switched to inside it through the preview's channel, as the Storybook UI does.
  current = stories[0].id;
  await page.goto(`${url}/iframe.html?id=${stories[0].id}&viewMode=story`);
  // Storybook marks the body once the story rendered (or failed to).
  await page.waitForFunction(() => document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'), null, { timeout: 15_000 });
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    failures.push(`${stories[0].id}: ${await page.locator('#error-message').innerText()}`);
  }
  for (const story of stories.slice(1)) {
    current = story.id;
    const outcome = await page.evaluate(showStory, story.id);
    if (outcome.kind !== 'storyRendered') failures.push(`${story.id}: ${outcome.kind} ${outcome.message}`);
  }
  await page.close();
  expect(failures).toEqual([]);
}, 600_000);
