import type { Page } from 'playwright-core';
import { addLoggedInAccount, addLoggedInAccountByApi, pageApi } from '../support/accounts';
import { fileBrowser, screenshot } from '../support/browser';
import { chooseOption } from '../support/select';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();

interface Friend {
  userId: string;
  displayName: string;
  zaloName: string | null;
  phone: string | null;
}

const friendRow = (page: Page, friend: Friend) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: friend.userId });
const counter = (page: Page, filtered: number) => page.getByLabel('Kết quả lọc').filter({ hasText: new RegExp(`^${filtered}/\\d+$`) });

async function createTag(page: Page, name: string) {
  await page.getByRole('button', { name: 'Tạo tag mới' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Tạo tag mới' });
  await dialog.getByLabel('Tên tag').fill(name);
  await dialog.getByRole('button', { name: 'Tạo tag' }).click();
  await page.getByRole('row').filter({ hasText: name }).waitFor();
}

async function addTag(page: Page, friend: Friend, tag: string) {
  const row = friendRow(page, friend);
  await row.getByRole('button', { name: /Thêm tag/ }).click();
  // antd keeps closed dropdowns in the page: pick from the open one, and let it finish closing before the next.
  const openMenu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await openMenu.getByRole('menuitem', { name: tag }).click();
  await row.getByText(tag, { exact: true }).waitFor();
  await openMenu.waitFor({ state: 'hidden' });
}

/** A phone of someone `accountId` is not friends with: the second account itself, else one of its friends. */
async function strangerPhones(page: Page, accountId: string, other: { id: string; phone: string | null }): Promise<string[]> {
  await pageApi(page, `/accounts/${other.id}/friends/sync`, { method: 'POST' });
  const theirs = await pageApi<{ friends: Friend[] }>(page, `/accounts/${other.id}/friends`);
  const mine = await pageApi<{ friends: Friend[] }>(page, `/accounts/${accountId}/friends`);
  const known = new Set(mine.friends.map((friend) => friend.phone));
  return [other.phone, ...theirs.friends.map((friend) => friend.phone)].filter((phone): phone is string => Boolean(phone) && !known.has(phone));
}

test('friends: sync, two tags set from the table, filter by tag and name, cards, select all filtered, a message job that completes; a sent request cancelled', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'friends', { width: 1366, height: 900 });
  const account = await addLoggedInAccount(page, 'Shop Bạn Bè');

  // Sync from the page.
  await page.locator('nav a[href="/friends"]').first().click();
  await page.getByRole('heading', { name: 'Quản lý bạn bè', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: /Sync tất cả/ }).click();
  await page.getByText(/^Đã đồng bộ \d+ bạn bè từ 1 tài khoản$/).waitFor({ timeout: 20_000 });
  const { friends: firstPage, totalAll } = await pageApi<{ friends: Friend[]; totalAll: number }>(page, '/friend-tags/filtered-friends?limit=50');
  expect(totalAll).toBeGreaterThan(5);
  await counter(page, totalAll).waitFor();
  await friendRow(page, firstPage[0]).waitFor();
  await screenshot(page, 'friends-01-synced');

  // Two tags, created in the tag tab.
  await page.getByRole('tab', { name: 'Quản lý tag' }).click();
  await createTag(page, 'Khách VIP');
  await createTag(page, 'Khách sỉ');
  await page.getByRole('tab', { name: 'Danh sách bạn bè' }).click();

  // Three friends tagged VIP from their rows, one of them also 'Khách sỉ'.
  const tagged = firstPage.slice(0, 3);
  for (const friend of tagged) await addTag(page, friend, 'Khách VIP');
  await addTag(page, tagged[1], 'Khách sỉ');
  await screenshot(page, 'friends-02-tagged');

  // Filter by the tag, then by a name.
  await page.getByRole('group', { name: 'Lọc theo tag' }).getByText('Khách VIP', { exact: true }).click();
  await counter(page, 3).waitFor();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').count()).resolves.toBe(3);
  const search = tagged[0].displayName;
  const matching = tagged.filter((friend) => [friend.displayName, friend.zaloName ?? ''].some((name) => name.toLowerCase().includes(search.toLowerCase())));
  await page.getByRole('searchbox', { name: 'Tìm theo tên' }).fill(search);
  await page.getByRole('searchbox', { name: 'Tìm theo tên' }).press('Enter');
  await counter(page, matching.length).waitFor();
  await page.getByText('2 bộ lọc đang áp dụng').waitFor();

  // The cards view, select-all of the filtered friends, and a message job to them.
  await page.getByText('Thẻ', { exact: true }).click();
  await page.getByRole('article', { name: tagged[0].displayName }).first().waitFor();
  await expect(page.getByRole('article').count()).resolves.toBe(matching.length);
  // Select-all loads every filtered friend first, so the box is checked a moment after the click.
  const selectAll = page.getByRole('checkbox', { name: 'Chọn tất cả bạn bè đã lọc' });
  await selectAll.click();
  const bar = page.getByRole('region', { name: 'Bạn bè đã chọn' });
  await bar.getByText(`Đã chọn ${matching.length} bạn bè từ 1 tài khoản`).waitFor();
  await expect(selectAll.isChecked()).resolves.toBe(true);
  await screenshot(page, 'friends-03-cards-selected');
  await bar.getByRole('button', { name: /Gửi tin nhắn/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Gửi tin nhắn cho ${matching.length} bạn bè` });
  await dialog.getByText(`${matching.length} người nhận`).waitFor();
  await dialog.getByRole('textbox', { name: 'Nội dung tin nhắn' }).fill('Chào bạn, shop tặng khách VIP mã giảm giá 10%!');
  await dialog.getByRole('spinbutton', { name: 'Độ trễ tối thiểu (giây)' }).fill('1');
  await dialog.getByRole('spinbutton', { name: 'Độ trễ tối đa (giây)' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Ghi chú' }).fill('Khuyến mãi khách VIP');
  await dialog.getByRole('button', { name: /Gửi tin nhắn/ }).click();
  await page.getByText('Đã tạo thành công 1 job gửi tin nhắn! Jobs đang chạy dưới nền.').waitFor();
  await page.waitForURL(/\/jobs\?page=1$/);
  await page.getByRole('article').first().getByText('Hoàn thành', { exact: true }).waitFor({ timeout: 60_000 });
  await screenshot(page, 'friends-04-job-completed');
  const { jobs } = await pageApi<{ jobs: Array<{ type: string; accountId: string; totalRecipients: number; successCount: number; metadata: Record<string, unknown> }> }>(
    page,
    '/jobs?page=1',
  );
  expect(jobs).toHaveLength(1);
  expect(jobs[0]).toMatchObject({ type: 'TO_FRIENDS', accountId: account.id, totalRecipients: matching.length, successCount: matching.length });
  expect(jobs[0].metadata).toMatchObject({ source: 'friends-page', notes: 'Khuyến mãi khách VIP' });

  // A pending friend request of this account (sent by phone to someone it is not friends with), cancelled from the tab.
  const other = await addLoggedInAccountByApi(page, 'Shop Phụ');
  const message = 'Chào bạn, kết bạn với Shop Bạn Bè nhé!';
  let asked: { displayName: string } | undefined;
  for (const phoneNumber of await strangerPhones(page, account.id, other)) {
    const result = await pageApi<{ userInfo: { displayName: string }; friendRequestResult: { success: boolean; alreadyDone?: string } } | undefined>(
      page,
      `/accounts/${account.id}/friend-request-by-phone`,
      { method: 'POST', body: { phoneNumber, message } },
    );
    if (result?.friendRequestResult.success && !result.friendRequestResult.alreadyDone) {
      asked = result.userInfo;
      break;
    }
  }
  if (!asked) throw new Error('no stranger took a friend request');
  await page.locator('nav a[href="/friends"]').first().click();
  await page.getByRole('tab', { name: 'Lời mời đã gửi' }).click();
  await page.getByText('Chọn tài khoản để xem lời mời kết bạn đã gửi').waitFor();
  await page.getByRole('combobox', { name: 'Chọn tài khoản' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Shop Bạn Bè' }).click();
  const request = page.getByRole('row').filter({ hasText: message });
  await request.getByText('Đang chờ').waitFor({ timeout: 15_000 });
  await screenshot(page, 'friends-05-sent-request');
  await request.getByRole('button', { name: `Hủy lời mời ${asked.displayName}` }).click();
  await page.getByText('Đã hủy 1 lời mời kết bạn thông qua Zalo API').waitFor();
  await page.waitForFunction((text) => ![...document.querySelectorAll('tr')].some((row) => row.textContent?.includes(text)), message, { timeout: 10_000 });
  const after = await pageApi<{ sentRequests: Array<{ message: string }> }>(page, `/accounts/${account.id}/sent-friend-requests`);
  expect(after.sentRequests.filter((sent) => sent.message === message)).toEqual([]);

  expect(pageErrors).toEqual([]);
  await context.close();
}, 180_000);

test('friends on a phone (390 px): cards by default, the page no wider than the screen; a bulk tag from the selection bar', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'friends-phone', { width: 390, height: 844 });
  const account = await addLoggedInAccountByApi(page, 'Shop Điện Thoại');
  await pageApi(page, `/accounts/${account.id}/friends/sync`, { method: 'POST' });
  await pageApi(page, '/friend-tags', { method: 'POST', body: { name: 'Khách quen' } });
  await page.goto(new URL('/friends', page.url()).toString());
  await page.getByRole('heading', { name: 'Quản lý bạn bè', exact: true }).waitFor({ timeout: 15_000 });
  // Cards, not the table that made the page 695 px wide.
  await page.getByRole('article').first().waitFor();
  await expect(page.locator('.ant-table').count()).resolves.toBe(0);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  // The table, if chosen, scrolls in its own box.
  await page.getByText('Bảng', { exact: true }).click();
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await screenshot(page, 'friends-06-phone-table');
  await page.getByText('Thẻ', { exact: true }).click();

  // Select all, then 'Gán tag' with the spec's texts.
  const { totalAll } = await pageApi<{ totalAll: number }>(page, '/friend-tags/filtered-friends?limit=1');
  await page.getByRole('checkbox', { name: 'Chọn tất cả bạn bè đã lọc' }).click();
  const bar = page.getByRole('region', { name: 'Bạn bè đã chọn' });
  await bar.getByText(new RegExp(`Đã chọn (tất cả )?${totalAll} bạn bè`)).waitFor();
  await bar.getByRole('button', { name: /Gán tag/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Gán tag cho ${totalAll} bạn bè` });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Chọn tag' }), dialog.locator('.ant-select-selection-item', { hasText: 'Khách quen' }).first(), 'Khách quen');
  await dialog.locator('.ant-modal-title').click();
  await dialog.getByRole('button', { name: 'Gán tag' }).click();
  await page.getByText('Đã gán 1 tag bạn bè thành công!').waitFor();
  await screenshot(page, 'friends-07-phone-tagged');
  const tags = await pageApi<{ tags: Array<{ name: string; friendCount: number }> }>(page, '/friend-tags');
  expect(tags.tags.find((tag) => tag.name === 'Khách quen')?.friendCount).toBe(totalAll);

  expect(pageErrors).toEqual([]);
  await context.close();
}, 120_000);
