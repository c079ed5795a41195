import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, uniqueEmail, type WatchedPage, watchedPage } from './browser';

export const E2E_PASSWORD = 'mat-khau-an-toan-1';

/**
 * Registers through the form and ends signed in on /dashboard (logging in when registration gave no token).
 * `origin`: a server of the test's own instead of the shared one.
 */
export async function signUp(page: Page, email: string, origin = baseUrl()): Promise<void> {
  await page.goto(`${origin}/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Xác nhận mật khẩu').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await page.getByText('Đăng ký thành công!').waitFor();
  await page.waitForURL(/\/(dashboard|login)$/);
  if (page.url().endsWith('/login')) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL('**/dashboard');
  }
}

/**
 * A watched page (see watchedPage) signed up as a new user `prefix-…@example.com`, on /dashboard.
 * `origin`: a server of the test's own instead of the shared one.
 */
export async function signedUpPage(
  browser: Browser,
  prefix: string,
  viewport: { width: number; height: number },
  { origin, ...options }: BrowserContextOptions & { origin?: string } = {},
): Promise<WatchedPage> {
  const watched = await watchedPage(browser, viewport, options);
  await signUp(watched.page, uniqueEmail(prefix), origin);
  return watched;
}
