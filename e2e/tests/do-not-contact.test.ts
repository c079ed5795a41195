import * as XLSX from '@e965/xlsx';
import { addLoggedInAccount, listAccounts, pageApi } from '../support/accounts';
import { fileBrowser, screenshot } from '../support/browser';
import { fileClockedServer } from '../support/clock';
import { openCreateJob } from '../support/jobs';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();
// A job scheduled for later must not start while the opt-out is being listed: this file's server has a clock the
// test moves past the schedule once the person is listed.
const server = fileClockedServer();

interface Friend {
  userId: string;
  displayName: string;
  phone: string | null;
}

const SKIP_REASON = 'Người nhận nằm trong danh sách không liên hệ';

/** A contact writes to the account in the simulated Zalo (`fromUserId` is the uid the account sees them under). */
async function contactWrites(account: { zaloUserId: string }, friend: Friend, text: string) {
  const response = await fetch(`${server().baseUrl}/__sim/zalo/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ toUserId: account.zaloUserId, fromUserId: friend.userId, seenBy: account.zaloUserId, text }),
  });
  expect(response.status).toBe(200);
}

test("do-not-contact: a friend who replies 'hủy' to the running bot is listed, skipped by a job created before and left out of the next one", async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'dnc', { width: 1366, height: 900 }, { origin: server().baseUrl });
  const { id: accountId } = await addLoggedInAccount(page, 'Shop Không Làm Phiền');
  const account = (await listAccounts<{ id: string; zaloUserId: string }>(page)).find((a) => a.id === accountId) as { id: string; zaloUserId: string };
  await pageApi(page, `/bots/${accountId}/start`, { method: 'POST' });
  const { friends } = await pageApi<{ friends: Friend[] }>(page, `/accounts/${accountId}/friends`);
  const [optingOut, other] = friends.filter((friend) => friend.phone);
  expect(other).toBeDefined();

  // Created before the opt-out, to run in five minutes of the server's clock (moved there below, however long the
  // listing takes; less than the page's 15-minute token): it must skip the person when their turn comes.
  const scheduledAt = new Date((await server().advance(0)).getTime() + 300_000).toISOString();
  const before = await pageApi<{ jobs: Array<{ id: string; totalRecipients: number }> }>(page, '/jobs/message/to-friends', {
    method: 'POST',
    body: { accountId, message: 'Ưu đãi tuần này', recipients: [optingOut.userId, other.userId], scheduledAt, delayMin: 0, delayMax: 1 },
  });
  expect(before.jobs[0].totalRecipients).toBe(2);

  // The friend answers the running bot with an opt-out word; the list page shows them, by the opt-out.
  await contactWrites(account, optingOut, 'Hủy');
  await page.locator('nav a[href="/do-not-contact"]').first().click();
  await page.getByRole('heading', { name: 'Danh sách không liên hệ', exact: true }).waitFor({ timeout: 15_000 });
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: optingOut.phone as string });
  // The bot lists them as the message arrives: reload until the row is there.
  for (let attempt = 0; attempt < 20 && (await row.count()) === 0; attempt += 1) {
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('heading', { name: 'Danh sách không liên hệ', exact: true }).waitFor();
    await page.locator('.ant-table-tbody').waitFor();
  }
  await row.getByText('Tự hủy nhận').waitFor({ timeout: 10_000 });
  await row.getByText('Người dùng Zalo').waitFor();
  await screenshot(page, 'dnc-01-opted-out');

  // A new job to both by phone: the listed one is left out, and the toast says so.
  await page.locator('nav a[href="/jobs"]').first().click();
  await page.getByRole('heading', { name: 'Công việc', exact: true }).waitFor({ timeout: 15_000 });
  const dialog = await openCreateJob(page, 'Shop Không Làm Phiền');
  await dialog.getByLabel('Nội dung tin nhắn').fill('Chào bạn, shop có hàng mới');
  await dialog.getByLabel('Số điện thoại (mỗi dòng một số)').fill([optingOut.phone, other.phone].join('\n'));
  await dialog.getByLabel('Độ trễ giữa các tin (ms)').fill('100');
  await dialog.getByRole('button', { name: 'Tạo công việc' }).click();
  await page.getByText('đã loại 1 người vì nằm trong danh sách không liên hệ').waitFor();
  await screenshot(page, 'dnc-02-excluded-at-creation');

  // The five minutes pass: the job created before runs, and ends with the person SKIPPED, the reason in its log, and only
  // the other friend messaged.
  expect(await pageApi<{ status: string }>(page, `/jobs/${before.jobs[0].id}`)).toMatchObject({ status: 'PENDING' });
  await server().advance(300_000 + 1_000);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const job = await pageApi<{ status: string }>(page, `/jobs/${before.jobs[0].id}`);
    if (job.status === 'COMPLETED' || job.status === 'FAILED') break;
    await page.waitForTimeout(500);
  }
  // Newest first: the job created before the opt-out is the second card.
  await page.reload();
  const card = page.getByRole('article').nth(1);
  await card.getByText('Hoàn thành', { exact: true }).waitFor({ timeout: 30_000 });
  await card.getByRole('button', { name: /Chi tiết/ }).click();
  const skipped = card.locator('tr').filter({ hasText: SKIP_REASON });
  await skipped.waitFor({ timeout: 10_000 });
  await skipped.getByText('Bỏ qua').waitFor();
  expect(await card.locator('tr').filter({ hasText: SKIP_REASON }).count()).toBe(1);
  await screenshot(page, 'dnc-03-skipped-at-send');

  const sent = await (await fetch(`${server().baseUrl}/__sim/zalo/messages?fromUserId=${account.zaloUserId}`)).json();
  expect(sent.data.filter((message: { text: string }) => message.text === 'Ưu đãi tuần này')).toHaveLength(1);
  expect(pageErrors).toEqual([]);
  await context.close();
}, 120_000);

/** An .xlsx whose first sheet holds these cells in column A (as a customer's spreadsheet would). */
function workbook(cells: Array<string | number>): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells.map((cell) => [cell])), 'Khong lien he');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test("do-not-contact: 'Nhập từ Excel' uploads a real .xlsx through the page and lists its numbers; at 390 px every row keeps its delete button", async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'dnc-import', { width: 1366, height: 900 });
  await page.locator('nav a[href="/do-not-contact"]').first().click();
  await page.getByRole('heading', { name: 'Danh sách không liên hệ', exact: true }).waitFor({ timeout: 15_000 });

  // Two numbers (one written +84, one a number cell that lost its 0), one duplicate and one that is not a number.
  const file = workbook(['0912345001', '+84912345002', 912345001, 'không phải số']);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Nhập từ Excel' }).click();
  await (await chooser).setFiles({ name: 'khong-lien-he.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await page.getByText(/^Đã nhập 2 số mới/).waitFor({ timeout: 15_000 });
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  for (const phone of ['0912345001', '0912345002']) await rows.filter({ hasText: phone }).getByText('Nhập Excel').waitFor();
  await page.getByText('2 mục: 2 số điện thoại, 0 người dùng Zalo').waitFor();
  await screenshot(page, 'dnc-04-imported');

  // On a phone the entries are cards, each with its own delete button on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: '0912345002' });
  const remove = card.getByRole('button', { name: /^Xóa/ });
  await remove.waitFor();
  const box = await remove.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'dnc-05-phone');
  await remove.click();
  await page.getByRole('button', { name: 'Xóa', exact: true }).last().click();
  await page.getByText('Đã xóa khỏi danh sách').waitFor();
  await page.getByRole('listitem').filter({ hasText: '0912345002' }).waitFor({ state: 'detached' });

  expect(pageErrors).toEqual([]);
  await context.close();
}, 90_000);
