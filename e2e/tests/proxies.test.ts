import type { Browser, Page } from 'playwright-core';
import { type LocalServer, startEchoTarget, startHttpConnectProxy } from '../../server/src/modules/proxies/testing/local-proxies';
import { launchBrowser, screenshot, uniqueEmail } from '../support/browser';
import { signUp } from '../support/sign-up';

const PROXY_USER = 'khach-e2e';
const PROXY_PASSWORD = 'mat-khau-proxy-e2e';

let browser: Browser;
let target: LocalServer;
let proxy: LocalServer;

beforeAll(async () => {
  browser = await launchBrowser();
  // A real HTTP CONNECT proxy with Basic auth. The server tests through it to its default target
  // (example.com:443); the proxy relays every tunnel to a local server, so no internet is needed.
  target = await startEchoTarget();
  proxy = await startHttpConnectProxy({
    auth: { username: PROXY_USER, password: PROXY_PASSWORD },
    routeTo: { host: '127.0.0.1', port: target.port },
  });
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await target?.close();
});

/** An antd message toast with exactly this text. */
// The app's notification list (top right): status for a success, alert for an error.
const toast = (page: Page, text: string | RegExp) => page.locator('.lt-toast-body').filter({ hasText: text }).first();

test('proxies: create, test through a real proxy, edit, test failure, toggle off, delete', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await signUp(page, uniqueEmail('proxies'));
  await page.locator('nav a[href="/proxies"]').first().click();
  await page.waitForURL('**/proxies');
  await page.getByRole('heading', { name: 'Quản lý Proxy', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText('Chưa có proxy nào').waitFor();

  // Create, after the required-fields rule.
  await page.getByRole('button', { name: 'Thêm proxy đầu tiên' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Thêm proxy mới' });
  await createDialog.getByRole('button', { name: 'Tạo proxy' }).click();
  await toast(page, 'Please fill in all required fields').waitFor();
  await createDialog.getByLabel('Tên proxy').fill('Proxy E2E');
  await createDialog.getByLabel('Host').fill('127.0.0.1');
  await createDialog.getByLabel('Cổng').fill(String(proxy.port));
  await createDialog.getByLabel(/Tên đăng nhập/).fill(PROXY_USER);
  await createDialog.getByLabel(/Mật khẩu/).fill(PROXY_PASSWORD);
  await createDialog.getByRole('button', { name: 'Tạo proxy' }).click();
  await toast(page, 'Proxy created successfully!').waitFor();
  await createDialog.waitFor({ state: 'hidden' });

  const card = page.getByRole('article', { name: 'Proxy E2E' });
  await card.waitFor();
  await card.getByText(`127.0.0.1:${proxy.port}`).waitFor();
  await card.getByText('kh***2e : ••••••').waitFor();
  await card.getByText(/^Tạo lúc: \d\d\/\d\d\/\d{4} \d\d:\d\d$/).waitFor();
  await page.getByRole('group', { name: 'Tổng số proxy' }).getByText('1').waitFor();
  expect(await page.content()).not.toContain(PROXY_PASSWORD);

  // A real test: the server opens a CONNECT tunnel through the proxy, with the stored password.
  await card.getByRole('button', { name: /Kiểm tra/ }).click();
  await toast(page, /^Proxy hoạt động tốt \(\d+ ms\)$/).waitFor();
  expect(proxy.requests).toEqual(['example.com:443']);
  await screenshot(page, '05-proxies');

  // Edit: a new name and a wrong password; an empty username keeps the stored one.
  await card.getByRole('button', { name: /Sửa/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Sửa proxy' });
  await expect(editDialog.getByLabel('Tên proxy').inputValue()).resolves.toBe('Proxy E2E');
  await editDialog.getByLabel('Tên proxy').fill('Proxy E2E đã sửa');
  await editDialog.getByLabel(/Mật khẩu/).fill('sai-mat-khau');
  await editDialog.getByRole('button', { name: 'Lưu' }).click();
  await toast(page, 'Proxy updated successfully!').waitFor();
  await editDialog.waitFor({ state: 'hidden' });
  const renamed = page.getByRole('article', { name: 'Proxy E2E đã sửa' });
  await renamed.waitFor();
  await renamed.getByText('kh***2e : ••••••').waitFor();

  await renamed.getByRole('button', { name: /Kiểm tra/ }).click();
  await toast(page, 'Proxy test failed: Sai tên đăng nhập hoặc mật khẩu proxy').waitFor();

  // Toggle off: the test button goes away.
  await renamed.getByRole('switch').click();
  await renamed.getByText('Đã tắt', { exact: true }).waitFor();
  await renamed.getByRole('button', { name: /Kiểm tra/ }).waitFor({ state: 'detached' });
  await page.getByRole('group', { name: 'Đã tắt' }).getByText('1').waitFor();

  // Delete, after confirming.
  await renamed.getByRole('button', { name: /Xóa/ }).click();
  await page.getByRole('dialog', { name: 'Xóa proxy?' }).getByRole('button', { name: 'Xóa' }).click();
  await toast(page, 'Proxy deleted successfully').waitFor();
  await page.getByText('Chưa có proxy nào').waitFor();

  expect(pageErrors).toEqual([]);
  await context.close();
});
