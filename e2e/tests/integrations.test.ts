import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { addLoggedInAccountByApi, listAccounts, pageApi } from '../support/accounts';
import { baseUrl, fileBrowser, screenshot } from '../support/browser';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();

jest.setTimeout(180_000);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A business's own system: an HTTP receiver on 127.0.0.1 that keeps every POST and answers 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/zalo-hook`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** GET /api/v1/accounts as an outside program would call it: with the key, without a browser session. */
const callWithKey = (key: string) => fetch(`${baseUrl()}/api/v1/accounts`, { headers: { authorization: `Bearer ${key}` } });

async function openIntegrations(page: Page) {
  await page.locator('nav a[href="/integrations"]').first().click();
  await page.getByRole('heading', { name: 'Tích hợp', exact: true }).waitFor({ timeout: 15_000 });
}

test('integrations: a key made in the page calls the API, is paused, resumed and renamed, until it is revoked; a webhook to a local receiver gets a signed message.received when a friend writes, and its log says Thành công', async () => {
  const { page, pageErrors } = await signedUpPage(browser(), 'integrations', { width: 1366, height: 900 });
  const account = await addLoggedInAccountByApi(page, 'Shop Tích Hợp');
  await pageApi(page, `/bots/${account.id}/start`, { method: 'POST' });
  await page.reload();

  // A read-only key for every account: shown once, with a curl call using it.
  await openIntegrations(page);
  await page.getByText('Chưa có khóa API nào').waitFor();
  await page.getByRole('button', { name: 'Tạo khóa API' }).first().click();
  const create = page.getByRole('dialog', { name: 'Tạo khóa API' });
  await create.getByLabel('Tên').fill('Bảng tính bán hàng');
  await create.getByRole('button', { name: 'Tạo khóa' }).click();
  const shown = page.getByRole('dialog', { name: 'Khóa API của bạn' });
  const keyField = shown.getByLabel('Khóa API', { exact: true });
  await keyField.waitFor();
  const key = await keyField.inputValue();
  expect(key.startsWith('zmk_')).toBe(true);
  await shown.getByText('sẽ không được hiển thị lại', { exact: false }).waitFor();
  expect(await shown.getByLabel('Thử gọi API bằng khóa này', { exact: true }).inputValue()).toBe(`curl -H "Authorization: Bearer ${key}" ${baseUrl()}/api/v1/accounts`);
  await screenshot(page, 'integrations-01-key-shown-once');

  // The program calls the API with it: the workspace's account.
  const allowed = await callWithKey(key);
  expect(allowed.status).toBe(200);
  const answer = (await allowed.json()) as { success: boolean; data: { accounts: Array<{ id: string }> } };
  expect(answer.data.accounts.map((item) => item.id)).toEqual([account.id]);

  await shown.getByRole('button', { name: 'Đóng', exact: true }).last().click();
  const table = page.getByRole('table', { name: 'Danh sách khóa API' });
  const row = table.getByRole('row', { name: /Bảng tính bán hàng/ });
  await row.getByText(`${key.slice(0, 8)}`, { exact: false }).waitFor();
  expect(await page.getByText(key, { exact: true }).count()).toBe(0);
  await row.getByText('Hoạt động', { exact: true }).waitFor();

  // Paused in the page: the program is refused, and works again once it is resumed.
  await row.getByRole('button', { name: 'Tạm dừng khóa Bảng tính bán hàng' }).click();
  await row.getByText('Đang tạm dừng', { exact: true }).waitFor();
  const whilePaused = await callWithKey(key);
  expect([whilePaused.status, ((await whilePaused.json()) as { error: string }).error]).toEqual([403, 'Khóa API này đang tạm dừng; hãy bật lại trong trang Tích hợp']);
  await row.getByRole('button', { name: 'Bật lại khóa Bảng tính bán hàng' }).click();
  await row.getByText('Hoạt động', { exact: true }).waitFor();
  expect((await callWithKey(key)).status).toBe(200);

  // Edited in the page: renamed; the same key keeps working.
  await row.getByRole('button', { name: 'Sửa khóa Bảng tính bán hàng' }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa khóa API' });
  await edit.getByLabel('Tên').fill('Bảng tính kho');
  await edit.getByRole('button', { name: 'Lưu', exact: true }).click();
  await page.getByText('Đã lưu khóa API').waitFor();
  const renamed = table.getByRole('row', { name: /Bảng tính kho/ });
  await renamed.getByText('Hoạt động', { exact: true }).waitFor();
  expect((await callWithKey(key)).status).toBe(200);

  // Revoked in the page: asked first, refused at the program's next call.
  await renamed.getByRole('button', { name: 'Thu hồi khóa Bảng tính kho' }).click();
  await page.getByText('bị từ chối ngay từ yêu cầu kế tiếp', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Thu hồi', exact: true }).click();
  await page.getByText('Đã thu hồi khóa API').waitFor();
  await renamed.getByText('Đã thu hồi', { exact: true }).waitFor();
  expect((await callWithKey(key)).status).toBe(401);
  await screenshot(page, 'integrations-02-key-revoked');

  // A webhook to the business's receiver for new messages; its secret shown once.
  const receiver = await startReceiver();
  try {
    await page.getByRole('tab', { name: 'Webhook' }).click();
    await page.getByText('Chưa có webhook nào').waitFor();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Thêm webhook' }).first().click();
    const form = page.locator('.ant-modal').filter({ hasText: 'Địa chỉ nhận (URL)' });
    await form.getByLabel('Địa chỉ nhận (URL)').fill(receiver.url);
    await form.getByLabel('Mô tả', { exact: false }).fill('Máy chủ cửa hàng');
    expect(await form.getByRole('checkbox', { name: 'Nhận tin nhắn mới' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Thêm webhook' }).click();
    const secretDialog = page.locator('.ant-modal').filter({ hasText: 'Khóa bí mật ký webhook' });
    const secretField = secretDialog.getByLabel('Khóa bí mật', { exact: true });
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret.startsWith('whsec_')).toBe(true);
    await screenshot(page, 'integrations-03-webhook-secret');
    await secretDialog.getByRole('button', { name: 'Đóng', exact: true }).last().click();
    const card = page.getByRole('list', { name: 'Danh sách webhook' }).getByRole('listitem').filter({ hasText: receiver.url });
    await card.getByText('Nhận tin nhắn mới', { exact: true }).waitFor();

    // A friend writes to the account through the simulated Zalo: the receiver gets a verified message.received.
    const [stored] = await listAccounts<{ id: string; zaloUserId: string }>(page);
    const { friends } = await pageApi<{ friends: Array<{ userId: string; displayName: string }> }>(page, `/accounts/${account.id}/friends`);
    const friend = friends[0];
    const text = `Shop ơi còn hàng không ạ ${Date.now()}`;
    const wrote = await fetch(`${baseUrl()}/__sim/zalo/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ toUserId: stored.zaloUserId, fromUserId: friend.userId, seenBy: stored.zaloUserId, text }),
    });
    expect(wrote.status).toBe(200);
    const delivery = (
      await until(
        () => receiver.received.filter((item) => item.body.includes(text)),
        (items) => items.length > 0,
        'the receiver gets the message',
      )
    )[0];
    const verified = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as {
      id: string;
      type: string;
      workspaceId: string;
      data: { account: { id: string }; message: { text: string } };
    };
    expect(verified.type).toBe('message.received');
    expect(verified.id).toBe(delivery.headers['webhook-id']);
    expect(verified.data.account.id).toBe(account.id);
    expect(verified.data.message.text).toBe(text);
    // A wrong secret is refused: the signature is really checked.
    expect(() => new Webhook(`whsec_${Buffer.from('not-the-secret').toString('base64')}`).verify(delivery.body, delivery.headers as Record<string, string>)).toThrow();

    // The delivery log shows it as Thành công.
    await card.getByRole('button', { name: `Nhật ký gửi của ${receiver.url}` }).click();
    const log = page.getByRole('list', { name: 'Các lần gửi' });
    const item = log.getByRole('listitem').filter({ hasText: 'Nhận tin nhắn mới' }).first();
    await item.getByText('Thành công', { exact: true }).waitFor({ timeout: 15_000 });
    await item.getByText('HTTP 200', { exact: false }).waitFor();
    await screenshot(page, 'integrations-04-delivery-log');

    // On a phone the page stacks: the log fills the screen, the keys are cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'integrations-05-delivery-log-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Khóa API' }).click();
    await page.getByRole('list', { name: 'Danh sách khóa API' }).getByText('Đã thu hồi', { exact: true }).waitFor();
    await screenshot(page, 'integrations-06-keys-phone');
  } finally {
    await receiver.close();
  }
  expect(pageErrors).toEqual([]);
});
