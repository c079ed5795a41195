import { type LocalServer, startEchoTarget, startHttpConnectProxy } from '../../server/src/modules/proxies/testing/local-proxies';
import { baseUrl, fileBrowser, screenshot } from '../support/browser';
import { addLoggedInAccount, listAccounts, pageApi } from '../support/accounts';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();
let target: LocalServer;
let proxy: LocalServer;

beforeAll(async () => {
  target = await startEchoTarget();
  proxy = await startHttpConnectProxy({ routeTo: { host: '127.0.0.1', port: target.port } });
});
afterAll(async () => {
  await proxy?.close();
  await target?.close();
});

test('accounts: proxy created, tested and assigned; QR login through the simulator; bot started; a contact writes and the AI answers; cookie check', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'accounts', { width: 1280, height: 900 });

  // A proxy, tested through a real local CONNECT proxy.
  await page.locator('nav a[href="/proxies"]').first().click();
  await page.getByRole('heading', { name: 'Quản lý Proxy', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Thêm proxy đầu tiên' }).click();
  const proxyDialog = page.getByRole('dialog', { name: 'Thêm proxy mới' });
  await proxyDialog.getByLabel('Tên proxy').fill('Proxy Hà Nội');
  await proxyDialog.getByLabel('Địa chỉ máy chủ').fill('127.0.0.1');
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
  await page.getByText('Hoạt động', { exact: true }).first().waitFor({ timeout: 10_000 });
  const [account] = await listAccounts<{ id: string; zaloUserId: string; zaloName: string; proxyId: string | null }>(page);
  expect(account.zaloUserId).toEqual(expect.any(String));
  expect(account.proxyId).toEqual(expect.any(String));
  // The card names the person logged in and the proxy.
  const card = page.getByRole('article', { name: 'Shop Hoa Tươi' });
  await card.getByTestId('zalo-name').getByText(`Zalo: ${account.zaloName}`).waitFor();
  await card.getByText('Proxy: Proxy Hà Nội').waitFor();

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

  // Cookie check: its result survives a reload.
  await page.getByRole('button', { name: 'Kiểm tra' }).first().click();
  await page.getByText('Hợp lệ').first().waitFor();
  await page.reload();
  await card.getByTestId('cookie-row').getByText('Hợp lệ').waitFor({ timeout: 15_000 });
  await card.getByTestId('cookie-row').getByText(/^kiểm tra lúc \d\d:\d\d \d\d\/\d\d$/).waitFor();
  await screenshot(page, '07-account-active');
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('accounts: a re-login by another Zalo user is refused and the account keeps its identity', async () => {
  const { context, page } = await signedUpPage(browser(), 'identity', { width: 1280, height: 900 });
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

test('accounts: edit on the card (name, proxy, "No Proxy"), search, status filter, compact list, delete confirmation, cookie login refused (1366 and 390 px)', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'accounts-edit', { width: 1366, height: 900 });
  const proxy = await pageApi<{ id: string }>(page, '/proxies', { method: 'POST', body: { name: 'Proxy Sài Gòn', host: '127.0.0.1', port: 3128 } });
  const { id } = await addLoggedInAccount(page, 'Shop Một');
  await pageApi(page, '/accounts', { method: 'POST', body: { displayName: 'Cửa hàng Đồ Gỗ' } });

  // Edit: rename, put the logged-in account behind a proxy (the dialog says what that does), then "No Proxy".
  await page.reload();
  const card = page.getByRole('article', { name: 'Shop Một' });
  await card.getByRole('button', { name: 'Sửa tài khoản Shop Một' }).click();
  let dialog = page.getByRole('dialog', { name: 'Sửa tài khoản: Shop Một' });
  await dialog.getByLabel('Tên hiển thị').fill('Shop Một - CSKH');
  await dialog.getByRole('combobox', { name: 'Proxy' }).click();
  await page.getByTitle('Proxy Sài Gòn (127.0.0.1:3128)').click();
  await dialog.getByTestId('proxy-change-warning').getByText(/Bot đang chạy sẽ tự khởi động lại qua proxy mới/).waitFor();
  await dialog.getByLabel('Tự động khởi động bot khi đăng nhập').check();
  await screenshot(page, '07c-account-edit');
  await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await page.getByText('Đã lưu thay đổi tài khoản').first().waitFor();
  const renamed = page.getByRole('article', { name: 'Shop Một - CSKH' });
  await renamed.getByText('Proxy: Proxy Sài Gòn').waitFor();
  await renamed.getByTestId('feature-chips').getByText('Tự khởi động').waitFor();
  expect((await pageApi<{ proxyId: string | null; autoStart: boolean }>(page, `/accounts/${id}`))).toMatchObject({ proxyId: proxy.id, autoStart: true });

  await renamed.getByRole('button', { name: 'Sửa tài khoản Shop Một - CSKH' }).click();
  dialog = page.getByRole('dialog', { name: 'Sửa tài khoản: Shop Một - CSKH' });
  await dialog.getByRole('combobox', { name: 'Proxy' }).click();
  await page.getByTitle('No Proxy').click();
  await dialog.getByTestId('proxy-change-warning').getByText(/kết nối Zalo trực tiếp/).waitFor();
  await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await renamed.getByText('Không proxy').waitFor();
  expect((await pageApi<{ proxyId: string | null }>(page, `/accounts/${id}`)).proxyId).toBeNull();

  // Search (marks forgiven), status filter, compact list.
  await page.getByLabel('Tìm tài khoản').fill('do go');
  await page.getByTestId('accounts-shown').getByText('Hiển thị 1/2 tài khoản').waitFor();
  await page.getByRole('article', { name: 'Cửa hàng Đồ Gỗ' }).waitFor();
  await page.getByLabel('Tìm tài khoản').fill('');
  await page.getByRole('combobox', { name: 'Lọc theo trạng thái' }).click();
  await page.getByTitle('Chưa đăng nhập (1)').click();
  await page.getByTestId('accounts-shown').getByText('Hiển thị 1/2 tài khoản').waitFor();
  await page.getByRole('combobox', { name: 'Lọc theo trạng thái' }).click();
  await page.getByTitle('Tất cả trạng thái (2)').click();
  await page.getByText('Danh sách gọn').click();
  await page.getByRole('listitem', { name: 'Shop Một - CSKH' }).waitFor();
  await page.getByRole('listitem', { name: 'Cửa hàng Đồ Gỗ' }).getByRole('button', { name: /Đăng nhập QR/ }).waitFor();
  await screenshot(page, '07d-accounts-list-1366');

  // The delete confirmation names the account and what is lost; cancelling keeps it.
  await page.getByRole('button', { name: 'Thao tác khác: Cửa hàng Đồ Gỗ' }).click();
  await page.getByRole('menuitem', { name: /Xóa/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Bạn có chắc muốn xóa tài khoản này?' });
  await confirm.getByText('Tài khoản "Cửa hàng Đồ Gỗ" sẽ bị xóa khỏi Zalo Manager.').waitFor();
  await confirm.getByText(/Phiên đăng nhập Zalo: muốn dùng lại phải thêm tài khoản và quét mã QR lại/).waitFor();
  await screenshot(page, '07e-account-delete-confirm');
  await confirm.getByRole('button', { name: 'Hủy' }).click();

  // Cookie login in the add dialog: Vietnamese errors on each field; a session Zalo refuses leaves the account
  // added but not logged in, and says so.
  await page.getByRole('button', { name: 'Thêm tài khoản' }).first().click();
  const add = page.getByRole('dialog', { name: 'Thêm tài khoản Zalo' });
  await add.getByLabel('Tên hiển thị').fill('Shop Cookie');
  await add.getByText('Dán cookie').click();
  await add.getByRole('button', { name: 'Thêm và đăng nhập' }).click();
  await add.getByText('Hãy dán cookie của phiên Zalo (dạng JSON)').waitFor();
  await add.getByText('Hãy nhập IMEI của phiên Zalo').waitFor();
  await add.getByText('Hãy nhập User-Agent của trình duyệt đã lấy cookie').waitFor();
  await add.getByLabel('Cookie (JSON)').fill('[{"key": "zpw_sek", "value": "het-han", "domain": ".zalo.me"}]');
  await add.getByLabel('IMEI').fill('imei-e2e');
  await add.getByRole('button', { name: 'Dùng User-Agent của trình duyệt này' }).click();
  await add.getByRole('button', { name: 'Thêm và đăng nhập' }).click();
  await add.getByText(/^Đã thêm tài khoản "Shop Cookie" nhưng chưa đăng nhập được bằng cookie: /).waitFor({ timeout: 20_000 });
  await add.getByRole('button', { name: 'Đăng nhập lại bằng cookie' }).waitFor();
  await screenshot(page, '07f-add-account-cookie-refused');
  await add.getByRole('button', { name: 'Hủy' }).click();
  expect((await listAccounts(page)).map((account) => account.displayName).sort()).toEqual(['Cửa hàng Đồ Gỗ', 'Shop Cookie', 'Shop Một - CSKH']);

  // 390 px: the list and the cards fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('listitem', { name: 'Shop Một - CSKH' }).waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, '07g-accounts-list-390');
  await page.getByText('Thẻ', { exact: true }).click();
  await page.getByRole('article', { name: 'Shop Một - CSKH' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, '07h-accounts-cards-390');
  expect(pageErrors).toEqual([]);
  await context.close();
});
