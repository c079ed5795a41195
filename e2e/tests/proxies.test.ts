import type { Page } from 'playwright-core';
import { type LocalServer, startEchoTarget, startHttpConnectProxy } from '../../server/src/modules/proxies/testing/local-proxies';
import { fileBrowser, screenshot } from '../support/browser';
import { pageApi } from '../support/accounts';
import { signedUpPage } from '../support/sign-up';

const PROXY_USER = 'khach-e2e';
const PROXY_PASSWORD = 'mat-khau-proxy-e2e';

const browser = fileBrowser();
let target: LocalServer;
let proxy: LocalServer;

beforeAll(async () => {
  // A real HTTP CONNECT proxy with Basic auth. The server tests through it to its default target
  // (example.com:443); the proxy relays every tunnel to a local server, so no internet is needed.
  target = await startEchoTarget();
  proxy = await startHttpConnectProxy({
    auth: { username: PROXY_USER, password: PROXY_PASSWORD },
    routeTo: { host: '127.0.0.1', port: target.port },
  });
});
afterAll(async () => {
  await proxy?.close();
  await target?.close();
});

/** An antd message toast with exactly this text. */
// The app's notification list (top right): status for a success, alert for an error.
const toast = (page: Page, text: string | RegExp) => page.locator('.lt-toast-body').filter({ hasText: text }).first();

test('proxies: create, test through a real proxy, edit, test failure, toggle off, delete', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'proxies', { width: 1280, height: 900 });

  await page.locator('nav a[href="/proxies"]').first().click();
  await page.waitForURL('**/proxies');
  await page.getByRole('heading', { name: 'Quản lý Proxy', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText('Chưa có proxy nào').waitFor();

  // Create, after the required-fields rule.
  await page.getByRole('button', { name: 'Thêm proxy đầu tiên' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Thêm proxy mới' });
  // The form is shown before its button is pressed, as a person sees it.
  await createDialog.getByLabel('Tên proxy').waitFor();
  await createDialog.getByRole('button', { name: 'Tạo proxy' }).click();
  await toast(page, 'Please fill in all required fields').waitFor();
  await createDialog.getByLabel('Tên proxy').fill('Proxy E2E');
  await createDialog.getByLabel('Địa chỉ máy chủ').fill('127.0.0.1');
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

  // The result stays on the card, after a reload too.
  await card.getByTestId('proxy-test-tag').getByText(/^Hoạt động tốt · \d+ ms$/).waitFor();
  await page.reload();
  await card.getByTestId('proxy-test-tag').getByText(/^Hoạt động tốt · \d+ ms$/).waitFor({ timeout: 15_000 });
  await card.getByTestId('proxy-last-test').getByText(/^Kiểm tra lần cuối: \d\d:\d\d \d\d\/\d\d\/\d{4}$/).waitFor();

  // Edit: a new name and a wrong password; the username the card shows masked is in the form.
  await card.getByRole('button', { name: /Sửa/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Sửa proxy' });
  await expect(editDialog.getByLabel('Tên proxy').inputValue()).resolves.toBe('Proxy E2E');
  await expect(editDialog.getByLabel(/Tên đăng nhập/).inputValue()).resolves.toBe(PROXY_USER);
  await editDialog.getByLabel('Tên proxy').fill('Proxy E2E đã sửa');
  await editDialog.getByLabel(/Mật khẩu/).fill('sai-mat-khau');
  await editDialog.getByRole('button', { name: 'Lưu' }).click();
  await toast(page, 'Proxy updated successfully!').waitFor();
  await editDialog.waitFor({ state: 'hidden' });
  const renamed = page.getByRole('article', { name: 'Proxy E2E đã sửa' });
  await renamed.waitFor();
  await renamed.getByText('kh***2e : ••••••').waitFor();

  // A new password forgets the last test; a failed one shows red on the card, not green, after a reload too.
  await renamed.getByText('Chưa kiểm tra').waitFor();
  await renamed.getByRole('button', { name: /Kiểm tra/ }).click();
  await toast(page, 'Proxy test failed: Sai tên đăng nhập hoặc mật khẩu proxy').waitFor();
  await renamed.getByTestId('proxy-test-tag').getByText('Không kết nối được').waitFor();
  await page.reload();
  await renamed.getByTestId('proxy-last-test').getByText('Sai tên đăng nhập hoặc mật khẩu proxy').waitFor({ timeout: 15_000 });
  await renamed.getByTestId('proxy-test-tag').getByText('Không kết nối được').waitFor();
  expect(await renamed.getByText(/Hoạt động tốt/).count()).toBe(0);
  await screenshot(page, '05b-proxy-test-failed');

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

test('proxies: many pasted at once, each refused line named with why; the accounts using a proxy are shown on it', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'proxies-paste', { width: 1366, height: 900 });
  await page.locator('nav a[href="/proxies"]').first().click();
  await page.getByRole('heading', { name: 'Quản lý Proxy', exact: true }).waitFor({ timeout: 15_000 });

  await page.getByRole('button', { name: /Dán nhiều proxy/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm nhiều proxy' });
  await dialog.getByLabel('Danh sách proxy').fill(
    ['103.1.2.3:8080:khach01:mat-khau', '103.1.2.4:3128', '103.1.2.5:99999:u:p', '103.1.2.6:8080:chi-ten', '103.1.2.3:8080:khach01:khac'].join('\n'),
  );
  const preview = dialog.getByTestId('paste-preview');
  await preview.getByText('2 dòng hợp lệ, 3 dòng sẽ không được thêm:').waitFor();
  await preview.getByText(/Trùng với dòng 1/).waitFor();
  await screenshot(page, '05c-proxies-paste-preview');
  await dialog.getByRole('button', { name: 'Thêm 2 proxy' }).click();
  const result = dialog.getByTestId('paste-result');
  await result.getByText('Đã thêm 2 proxy. 3 dòng không được thêm:').waitFor();
  await result.getByText(/Cổng phải là số từ 1 đến 65535/).waitFor();
  await result.getByText(/Thiếu mật khẩu/).waitFor();
  await toast(page, 'Đã thêm 2 proxy; 3 dòng không được thêm (xem lý do trong hộp thoại)').waitFor();
  await dialog.getByRole('button', { name: 'Đóng' }).last().click();
  const pasted = page.getByRole('article', { name: '103.1.2.3:8080 · khach01' });
  await pasted.waitFor();
  await pasted.getByText('kh***01 : ••••••').waitFor();
  await page.getByRole('article', { name: '103.1.2.4:3128' }).waitFor();

  // An account behind the pasted proxy: the card names it, and so does the delete confirmation.
  const proxyId = (await pageApi<{ items: Array<{ id: string; name: string }> }>(page, '/proxies')).items.find((item) => item.name === '103.1.2.4:3128')?.id;
  await pageApi(page, '/accounts', { method: 'POST', body: { displayName: 'Shop Dùng Proxy', proxyId } });
  await page.reload();
  const used = page.getByRole('article', { name: '103.1.2.4:3128' });
  await used.getByText('Tài khoản dùng (1/5): Shop Dùng Proxy').waitFor({ timeout: 15_000 });
  await used.getByRole('button', { name: /Xóa/ }).click();
  await page.getByRole('dialog', { name: 'Xóa proxy?' }).getByText(/1 tài khoản đang dùng proxy này \(Shop Dùng Proxy\)/).waitFor();
  await screenshot(page, '05d-proxy-delete-names-accounts');
  await page.getByRole('dialog', { name: 'Xóa proxy?' }).getByRole('button', { name: 'Hủy' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await used.waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, '05e-proxies-390');
  expect(pageErrors).toEqual([]);
  await context.close();
});
