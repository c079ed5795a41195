import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type LaunchOptions, type Page } from 'playwright-core';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is set by the global setup');
  return url;
};

/** Debian's Chromium, with the flags this sandboxed machine needs. */
export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Every browser this test file got: on a failure their open pages are photographed (see screenshots.ts). */
export const openBrowsers = new Set<Browser>();

/**
 * The Chromium of the whole e2e run: the global setup starts one (E2E_BROWSER_WS) and every file connects to it, so
 * Chromium starts once, not once per file; each test still gets contexts of its own (`browser.newContext()`), and
 * `close()` only disconnects this file (closing the contexts it made). Run outside the global setup, a Chromium of
 * its own is launched.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_WS;
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(CHROMIUM);
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** This test file's browser: launched before its tests, closed after them. Call the answer inside a test: `browser()`. */
export function fileBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll: call browser() inside a test');
    return browser;
  };
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** The page's uncaught errors, as they come (a journey expects none). */
  pageErrors: string[];
}

/** A page in a new context of `browser` at `viewport`, its uncaught errors collected in `pageErrors`. */
export async function watchedPage(browser: Browser, viewport: { width: number; height: number }, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

export const artifacts = path.resolve(__dirname, '../artifacts');

/** The last named view of each page, for the file names of the pictures taken on a failure. */
export const lastViews = new WeakMap<Page, string>();

/**
 * A named view of the journey. Pictures are taken only when a test fails (of every page still open, named after
 * the last view each reached: see screenshots.ts); E2E_SCREENSHOTS=all takes each view as it comes, for a person
 * walking the pages.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  lastViews.set(page, name);
  if (process.env.E2E_SCREENSHOTS !== 'all') return;
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
