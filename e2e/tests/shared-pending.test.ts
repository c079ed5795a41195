import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot, uniqueEmail } from '../support/browser';
import { addLoggedInAccount, pageApi } from '../support/accounts';
import { signUp } from '../support/sign-up';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Pays for Plus through the payOS simulator's checkout page. */
async function upgradeToPlus(page: Page) {
  const plans = await pageApi<Array<{ id: string; name: string }>>(page, '/subscription/plans');
  const plus = plans.find((plan) => plan.name === 'plus');
  const link = await pageApi<{ checkoutUrl: string }>(page, '/subscription/payment/create', { method: 'POST', body: { planId: plus?.id } });
  const checkout = await page.context().newPage();
  await checkout.goto(link.checkoutUrl.replace(/^https?:\/\/[^/]+/, baseUrl()));
  await checkout.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await checkout.getByRole('heading', { name: 'Thanh toán thành công' }).waitFor({ timeout: 15_000 });
  await checkout.close();
}

const listDialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: /^Chi tiết kho/ }) });
const modalTitled = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test('Kho chung: saved members are messaged from the list, their statuses follow the job, and the list gets a daily schedule', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page, uniqueEmail('shared'));
  const account = await addLoggedInAccount(page, 'Shop Kho');

  // Members saved to Kho chung, as the groups page's pending-friends panel does.
  const { friends } = await pageApi<{ friends: Array<{ userId: string; displayName: string }> }>(page, `/accounts/${account.id}/friends`);
  const members = friends.slice(0, 4).map((friend) => ({ memberId: friend.userId, displayName: friend.displayName, groupId: 'g-1', groupName: 'Nhóm khách quen' }));
  await pageApi(page, '/shared-pending/save-members', { method: 'POST', body: { sourceAccountId: account.id, members } });

  await page.locator('nav a[href="/shared-pending"]').first().click();
  await page.getByRole('heading', { name: 'Kho chung', exact: true }).waitFor({ timeout: 15_000 });
  const row = page.getByRole('row').filter({ hasText: 'Kho chung - Shop Kho' });
  await row.getByText('Hoạt động').waitFor();
  await page.getByRole('group', { name: 'Tổng thành viên' }).getByText('4').waitFor();
  await screenshot(page, 'shared-01-lists');

  // Three members get a message job from the list.
  await row.getByRole('button', { name: 'Xem chi tiết' }).click();
  const detail = listDialog(page);
  await detail.getByText('Tổng số thành viên: 4').waitFor();
  for (const member of members.slice(0, 3)) await detail.getByRole('row').filter({ hasText: member.displayName }).getByRole('checkbox').check();
  await detail.getByText('Chọn tất cả (3/4)').waitFor();
  await screenshot(page, 'shared-02-detail-selected');
  await detail.getByRole('button', { name: 'Gửi tin nhắn' }).click();
  const send = modalTitled(page, 'Gửi tin nhắn');
  await send.getByText('Đã chọn 3 thành viên').waitFor();
  await send.getByRole('combobox').first().click();
  await page.locator('.ant-select-item-option', { hasText: 'Shop Kho' }).click();
  await send.getByRole('textbox').first().fill('Chào bạn, shop có ưu đãi mới!');
  await send.getByRole('button', { name: 'Tạo công việc' }).click();
  await page.getByText('Đã tạo job gửi tin nhắn đến 3 thành viên').waitFor();
  await page.waitForURL(/\/jobs\?page=1$/);
  await page.getByRole('article').first().getByText('Hoàn thành', { exact: true }).waitFor({ timeout: 60_000 });

  // Back in Kho chung, the three members are 'Thành công', the fourth still waits.
  await page.locator('nav a[href="/shared-pending"]').first().click();
  await row.getByRole('button', { name: 'Xem chi tiết' }).click();
  await detail.getByText('Thành công: 3 · Chờ: 1 · Thất bại: 0').waitFor({ timeout: 15_000 });
  for (const member of members.slice(0, 3)) await detail.getByRole('row').filter({ hasText: member.displayName }).getByText('Thành công').waitFor();
  await detail.getByRole('row').filter({ hasText: members[3].displayName }).getByText('Chờ xử lý').waitFor();
  await screenshot(page, 'shared-03-statuses');
  await page.keyboard.press('Escape');

  // Daily messaging: Basic has no schedules (the gate from mf-billing says so); Plus does.
  await row.getByRole('button', { name: 'Lên lịch nhắn tin' }).click();
  const schedule = modalTitled(page, 'Lên lịch nhắn tin: Kho chung - Shop Kho');
  await schedule.getByText('Tính năng bị giới hạn').waitFor({ timeout: 15_000 });
  await screenshot(page, 'shared-04-schedule-gated');
  await page.keyboard.press('Escape');
  await upgradeToPlus(page);
  await page.reload();
  await row.getByRole('button', { name: 'Lên lịch nhắn tin' }).click();
  await schedule.getByText('Ước tính 1 ngày để nhắn hết 4 thành viên').waitFor({ timeout: 15_000 });
  await schedule.getByRole('textbox').first().fill('Chào bạn, hôm nay shop có hàng mới!');
  await schedule.getByRole('button', { name: 'Tạo lịch' }).click();
  await page.getByText('Đã tạo lịch nhắn tin thành công!').waitFor();
  await screenshot(page, 'shared-05-scheduled');

  expect(pageErrors).toEqual([]);
  await context.close();
});
