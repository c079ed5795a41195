import type { Page } from 'playwright-core';
import { fileBrowser } from '../support/browser';
import { addLoggedInAccount, pageApi } from '../support/accounts';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();

/** 'HH:00' in Vietnam, `hours` from now. */
const vietnamHour = (hours: number) => `${String((new Date().getUTCHours() + 7 + hours) % 24).padStart(2, '0')}:00`;

/** The panel folds to one line: unfold it when it is folded. */
async function unfold(panel: ReturnType<Page['getByRole']>) {
  const show = panel.getByRole('button', { name: 'Xem chi tiết' });
  // The panel may still be loading (after a navigation): wait until it shows either state.
  await show.or(panel.getByRole('button', { name: 'Thu gọn' })).waitFor({ timeout: 15_000 });
  if (await show.isVisible()) await show.click();
}

async function saveWindow(page: Page, panel: ReturnType<Page['getByRole']>, change: (form: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await unfold(panel);
  await panel.getByRole('button', { name: 'Sửa khung giờ' }).click();
  const form = panel.getByTestId('window-form');
  await change(form);
  await form.getByRole('button', { name: 'Lưu' }).click();
  await page.getByText('Đã lưu khung giờ gửi').first().waitFor();
}

test("account health: the card's panel; a window that excludes now holds a job whose card says until when; switching it off lets the job go", async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'health', { width: 1280, height: 900 });
  const account = await addLoggedInAccount(page, 'Shop Khung Giờ');

  const panel = page.getByRole('article', { name: 'Shop Khung Giờ' }).getByRole('region', { name: 'Sức khỏe gửi' });
  // Folded: one line; unfolded: the window and the meters.
  await panel.getByTestId('health-summary').getByText(/^Tin nhắn hôm nay 0\/[\d.]+ · Người lạ còn/).waitFor({ timeout: 15_000 });
  await unfold(panel);
  // The e2e server sends at any hour (JOB_SENDING_WINDOW=off): the account follows that default.
  await panel.getByText('Khung giờ gửi: Cả ngày (mặc định)').waitFor({ timeout: 15_000 });
  await panel.getByText('Tin nhắn hôm nay').waitFor();
  await panel.getByText('Bạn bè').waitFor();

  // A window of one hour, two hours from now.
  const [start, end] = [vietnamHour(2), vietnamHour(3)];
  await saveWindow(page, panel, async (form) => {
    await form.getByRole('switch', { name: 'Chỉ gửi trong khung giờ' }).click();
    await form.getByLabel('Từ').fill(start);
    await form.getByLabel('Đến').fill(end);
  });
  await panel.getByText(`Khung giờ gửi: ${start}–${end}`).waitFor();
  await panel.getByTestId('window-state').getByText(new RegExp(`^Ngoài khung giờ gửi, mở lúc ${start} \\d{2}/\\d{2}$`)).waitFor();

  // A job to two friends waits for the window; its card says until when.
  const { friends } = await pageApi<{ friends: Array<{ userId: string }> }>(page, `/accounts/${account.id}/friends`);
  await pageApi(page, '/jobs/message/to-friends', {
    method: 'POST',
    body: { accountId: account.id, message: 'Chào buổi sáng', recipients: [friends[0].userId, friends[1].userId] },
  });
  await page.locator('nav a[href="/jobs"]').first().click();
  await page.getByRole('heading', { name: 'Công việc', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText(new RegExp(`^Ngoài khung giờ gửi, tiếp tục lúc ${start} \\d{2}/\\d{2}$`)).waitFor({ timeout: 15_000 });
  const [waiting] = (await pageApi<{ jobs: Array<{ status: string; successCount: number; pauseReason: string | null }> }>(page, '/jobs?page=1')).jobs;
  expect(waiting).toMatchObject({ status: 'PENDING', successCount: 0, pauseReason: 'Ngoài khung giờ gửi' });

  // The window off: the job goes on at once.
  await page.locator('nav a[href="/accounts"]').first().click();
  await saveWindow(page, panel, (form) => form.getByRole('switch', { name: 'Chỉ gửi trong khung giờ' }).click());
  await panel.getByText('Khung giờ gửi: Cả ngày').waitFor();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [job] = (await pageApi<{ jobs: Array<{ status: string; successCount: number }> }>(page, '/jobs?page=1')).jobs;
    if (job.status === 'COMPLETED') {
      expect(job.successCount).toBe(2);
      break;
    }
    if (Date.now() > deadline) throw new Error(`the job is still ${job.status}`);
    await page.waitForTimeout(500);
  }
  // Two messages sent today, shown on the card.
  await page.reload();
  await panel.getByText('2/2.000').waitFor({ timeout: 15_000 });
  expect(pageErrors).toEqual([]);
  await context.close();
});
