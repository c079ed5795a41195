import type { Browser } from 'playwright-core';
import { type LocalServer, startEchoTarget, startHttpConnectProxy } from '../../server/src/modules/proxies/testing/local-proxies';
import { baseUrl, launchBrowser, screenshot, uniqueEmail } from '../support/browser';
import { addLoggedInAccount, listAccounts, pageApi } from '../support/accounts';
import { signUp } from '../support/sign-up';

let browser: Browser;
let target: LocalServer;
let proxy: LocalServer;

beforeAll(async () => {
  browser = await launchBrowser();
  target = await startEchoTarget();
  proxy = await startHttpConnectProxy({ routeTo: { host: '127.0.0.1', port: target.port } });
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await target?.close();
});

test('accounts: proxy created, tested and assigned; QR login through the simulator; bot started; a contact writes and the AI answers; cookie check', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page, uniqueEmail('accounts'));

  // A proxy, tested through a real local CONNECT proxy.
  await page.locator('nav a[href="/proxies"]').first().click();
  await page.getByRole('heading', { name: 'Quản lý Proxy', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Thêm proxy đầu tiên' }).click();
  const proxyDialog = page.getByRole('dialog', { name: 'Thêm proxy mới' });
  await proxyDialog.getByLabel('Tên proxy').fill('Proxy Hà Nội');
  await proxyDialog.getByLabel('Host').fill('127.0.0.1');
  await proxyDialog.getByLabel('Cổng').fill(String(proxy.port));
  await proxyDialog.getByRole('button', { name: 'Tạo proxy' }).click();
  await page.getByText('Proxy created successfully!').waitFor();
  await proxyDialog.waitFor({ state: 'hidden' });
  await page.getByRole('article', { name: 'Proxy Hà Nội' }).getByRole('button', { name: /Kiểm tra/ }).click();
  await page.getByText(/^Proxy hoạt động tốt \(\d+ ms\)$/).waitFor();

  // An account using that proxy.
  await page.locator('nav a[href="/accounts"]').first().click();
  await page.getByRole('heading', { name: 'Tài khoản Zalo', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Thêm tài khoản' }).first().click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByLabel('Tên hiển thị').fill('Shop Hoa Tươi');
  await addDialog.getByLabel(/Proxy/).click();
  await page.getByText(`Proxy Hà Nội (127.0.0.1:${proxy.port})`).click();
  await addDialog.getByRole('button', { name: 'Thêm tài khoản' }).click();
  await page.getByText('Đã thêm tài khoản').waitFor();
  await page.getByText('Chưa đăng nhập').first().waitFor();

  // QR login: the simulated phone scans and confirms on its own (demo mode).
  await page.getByRole('button', { name: 'Đăng nhập QR' }).click();
  await page.getByRole('img', { name: 'Mã QR đăng nhập Zalo' }).waitFor();
  await screenshot(page, '06-qr-login');
  await page.getByText('Đăng nhập thành công!').waitFor({ timeout: 20_000 });
  await page.getByText('Hoạt động').first().waitFor({ timeout: 10_000 });
  const [account] = await listAccounts(page);
  expect(account.zaloUserId).toEqual(expect.any(String));
  expect(account.proxyId).toEqual(expect.any(String));

  // AI on, bot started.
  await page.getByRole('button', { name: 'AI Auto-Reply' }).click();
  const aiDialog = page.getByRole('dialog');
  await aiDialog.getByRole('switch').click();
  await page.getByText('AI Auto-Reply đã được bật').waitFor();
  await aiDialog.getByRole('button', { name: 'Hủy' }).click();
  await page.getByRole('button', { name: 'Khởi động bot' }).click();
  await page.getByText('Bot đang chạy').first().waitFor();

  // A simulated contact writes; the AI answers through the bot.
  await fetch(`${baseUrl()}/__sim/zalo/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ toUserId: account.zaloUserId, text: 'Shop còn hoa hồng không?' }),
  });
  let reply: { text: string } | undefined;
  for (let i = 0; i < 50 && !reply; i += 1) {
    const sent = (await (await fetch(`${baseUrl()}/__sim/zalo/messages?fromUserId=${account.zaloUserId}`)).json()).data as Array<{ text: string }>;
    reply = sent.find((message) => message.text === 'Trả lời: Shop còn hoa hồng không?');
    if (!reply) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(reply).toBeDefined();

  // Cookie check.
  await page.getByRole('button', { name: 'Kiểm tra' }).first().click();
  await page.getByText('Hợp lệ').first().waitFor();
  await screenshot(page, '07-account-active');
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('accounts: a re-login by another Zalo user is refused and the account keeps its identity', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUp(page, uniqueEmail('identity'));
  const { id } = await addLoggedInAccount(page, 'Shop Danh Tính');
  const before = await pageApi<{ zaloUserId: string; phone: string | null; status: string }>(page, `/accounts/${id}`);
  const { friends } = await pageApi<{ friends: Array<{ userId: string }> }>(page, `/accounts/${id}/friends`);
  const someoneElse = friends[0].userId;
  expect(someoneElse).not.toBe(before.zaloUserId);

  // Force QR, and the phone of another Zalo user scans it (before the demo's own scan after 3 s).
  await page.getByRole('button', { name: 'Force QR' }).click();
  await page.getByRole('img', { name: 'Mã QR đăng nhập Zalo' }).waitFor();
  const scan = await fetch(`${baseUrl()}/__sim/zalo/qr/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: someoneElse, seenBy: before.zaloUserId }),
  });
  expect(scan.status).toBe(200);
  await page.getByText('Tài khoản Zalo vừa đăng nhập khác với tài khoản Zalo đã liên kết', { exact: false }).first().waitFor({ timeout: 20_000 });
  await screenshot(page, '07b-relogin-other-user-refused');

  const after = await pageApi<{ zaloUserId: string; phone: string | null; status: string }>(page, `/accounts/${id}`);
  expect(after).toMatchObject({ zaloUserId: before.zaloUserId, phone: before.phone, status: 'ACTIVE' });
  await context.close();
});
