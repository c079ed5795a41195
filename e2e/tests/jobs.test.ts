import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, uniqueEmail } from '../support/browser';
import { addLoggedInAccount, pageApi } from '../support/accounts';
import { signUp } from '../support/sign-up';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openCreateJob(page: Page, accountName: string) {
  await page.getByRole('button', { name: 'Tạo công việc' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tạo công việc mới' });
  await dialog.waitFor();
  await dialog.getByLabel('Tài khoản').click();
  await page.locator('.ant-select-item-option', { hasText: accountName }).click();
  return dialog;
}

const jobCard = (page: Page, index: number) => page.getByRole('article').nth(index);

test('jobs: a job to friends runs live to COMPLETED, another is cancelled, and the dashboard shows both', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page, uniqueEmail('jobs'));
  const account = await addLoggedInAccount(page, 'Shop Jobs');
  const { friends } = await pageApi<{ friends: Array<{ phone: string | null }> }>(page, `/accounts/${account.id}/friends`);
  const phones = friends.map((friend) => friend.phone).filter((phone): phone is string => Boolean(phone)).slice(0, 3);
  expect(phones).toHaveLength(3);

  // A job to three friends by phone number, created from the jobs page.
  await page.locator('nav a[href="/jobs"]').first().click();
  await page.getByRole('heading', { name: 'Công việc', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText('Đã sử dụng 0/20 jobs hôm nay').waitFor();
  let dialog = await openCreateJob(page, 'Shop Jobs');
  await dialog.getByLabel('Nội dung tin nhắn').fill('Chào bạn, shop có hoa mới về!');
  await dialog.getByLabel('Số điện thoại (mỗi dòng một số)').fill(phones.join('\n'));
  await dialog.getByLabel('Độ trễ giữa các tin (ms)').fill('100');
  await dialog.getByRole('button', { name: 'Tạo công việc' }).click();
  await page.getByText('Đã tạo công việc thành công').waitFor();
  await page.waitForURL(/\/jobs\?page=1$/);

  // Live update: the card reaches COMPLETED without a reload.
  const first = jobCard(page, 0);
  await first.getByText('Nhắn tin bạn bè').waitFor();
  await first.getByText('Hoàn thành', { exact: true }).waitFor({ timeout: 30_000 });
  await expect(first.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('100');
  await page.getByText('Đã sử dụng 1/20 jobs hôm nay').waitFor();
  await screenshot(page, '08-job-completed');

  // A second job to every friend, cancelled while it runs.
  dialog = await openCreateJob(page, 'Shop Jobs');
  await dialog.getByLabel('Nội dung tin nhắn').fill('Khuyến mãi cuối tuần');
  await dialog.getByRole('button', { name: 'Tạo công việc' }).click();
  await page.getByText('Đã tạo công việc thành công').waitFor();
  const second = jobCard(page, 0);
  await second.getByText('Khuyến mãi cuối tuần').or(second.getByText('Nhắn tin bạn bè')).first().waitFor();
  await second.getByRole('button', { name: 'Hủy công việc' }).click();
  await page.getByRole('dialog', { name: 'Hủy công việc này?' }).getByRole('button', { name: 'Hủy công việc' }).click();
  await page.getByText('Đã hủy công việc').first().waitFor();
  await second.getByText('Đã hủy', { exact: true }).waitFor({ timeout: 10_000 });
  await expect(second.getByRole('button', { name: 'Hủy công việc' }).count()).resolves.toBe(0);
  await screenshot(page, '09-job-cancelled');

  const { jobs } = await pageApi<{ jobs: Array<{ status: string; successCount: number; totalRecipients: number }> }>(page, '/jobs?page=1');
  expect(jobs.map((job) => job.status)).toEqual(['CANCELLED', 'COMPLETED']);
  expect(jobs[1]).toMatchObject({ successCount: 3, totalRecipients: 3 });

  // The dashboard reflects both.
  await page.locator('nav a[href="/dashboard"]').first().click();
  const totalCard = page.getByRole('group', { name: 'Tổng công việc' });
  await totalCard.getByText('2', { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('group', { name: 'Hoàn thành' }).getByText('1', { exact: true }).waitFor();
  const recent = page.getByRole('list', { name: 'Công việc gần đây' });
  await recent.getByText('Đã hủy').waitFor();
  await recent.getByText('Hoàn thành').waitFor();
  const chart = page.getByRole('img', { name: /^Tin nhắn 14 ngày qua: \d+ đã gửi/ });
  const summary = await chart.getAttribute('aria-label');
  expect(Number(/: (\d+) đã gửi/.exec(summary ?? '')?.[1])).toBeGreaterThanOrEqual(3);
  await screenshot(page, '10-dashboard-jobs');
  expect(pageErrors).toEqual([]);
  await context.close();
});

interface JobRow {
  id: string;
  status: string;
  totalRecipients: number;
  successCount: number;
  failedCount: number;
  skippedCount: number;
}

test('jobs: a job scheduled for tomorrow does not block creation, a running one does and says so; a cancel\'s counts agree with the log', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUp(page, uniqueEmail('jobs-limit'));
  const account = await addLoggedInAccount(page, 'Shop Giới Hạn');
  const { friends } = await pageApi<{ friends: Array<{ userId: string }> }>(page, `/accounts/${account.id}/friends`);
  expect(friends.length).toBeGreaterThan(8);

  // The trial plan runs one job at a time. A job scheduled for tomorrow is not running.
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
  await pageApi(page, '/jobs/message/to-friends', {
    method: 'POST',
    body: { accountId: account.id, message: 'Hẹn ngày mai', recipients: [friends[0].userId], scheduledAt: tomorrow },
  });
  await page.locator('nav a[href="/jobs"]').first().click();
  await page.getByRole('heading', { name: 'Công việc', exact: true }).waitFor({ timeout: 15_000 });
  const create = page.getByRole('button', { name: 'Tạo công việc' }).first();
  await jobCard(page, 0).getByText('Hẹn ngày mai').or(jobCard(page, 0).getByText('Nhắn tin bạn bè')).first().waitFor();
  await expect(create.isEnabled()).resolves.toBe(true);
  await expect(page.getByTestId('job-concurrent-limit').count()).resolves.toBe(0);

  // A slow job to every friend, created from the page, runs now: the concurrent limit blocks, and the page says so
  // beside the button.
  const dialog = await openCreateJob(page, 'Shop Giới Hạn');
  await dialog.getByLabel('Nội dung tin nhắn').fill('Chạy chậm');
  await dialog.getByLabel('Độ trễ giữa các tin (ms)').fill('1500');
  await dialog.getByRole('button', { name: 'Tạo công việc' }).click();
  await page.getByText('Đã tạo công việc thành công').waitFor();
  const concurrentText = page.getByTestId('job-concurrent-limit');
  await concurrentText.waitFor({ timeout: 15_000 });
  await expect(concurrentText.textContent()).resolves.toBe('Đã đạt giới hạn công việc chạy cùng lúc (1/1)');
  await expect(create.isDisabled()).resolves.toBe(true);
  await screenshot(page, '11-jobs-concurrent-limit');

  // Cancelled after its first message: the card's counts, the job and its recipient log agree.
  const running = jobCard(page, 0);
  await running.getByText('Chạy chậm').or(running.getByText('Nhắn tin bạn bè')).first().waitFor();
  for (let i = 0; i < 100; i++) {
    const { jobs } = await pageApi<{ jobs: JobRow[] }>(page, '/jobs?page=1');
    if (jobs.some((job) => job.status === 'PROCESSING' && job.successCount > 0)) break;
    await page.waitForTimeout(200);
  }
  await running.getByRole('button', { name: 'Hủy công việc' }).click();
  await page.getByRole('dialog', { name: 'Hủy công việc này?' }).getByRole('button', { name: 'Hủy công việc' }).click();
  await running.getByText('Đã hủy', { exact: true }).waitFor({ timeout: 10_000 });
  const { jobs } = await pageApi<{ jobs: JobRow[] }>(page, '/jobs?page=1');
  const cancelled = jobs.find((job) => job.status === 'CANCELLED');
  if (!cancelled) throw new Error('no cancelled job');
  expect(cancelled.successCount + cancelled.failedCount + cancelled.skippedCount).toBe(cancelled.totalRecipients);
  expect(cancelled.skippedCount).toBeGreaterThan(0);
  const log = await pageApi<{ recipients: Array<{ status: string }> }>(page, `/jobs/${cancelled.id}/recipients?page=1&limit=100`);
  expect(log.recipients.filter((recipient) => recipient.status === 'SKIPPED')).toHaveLength(cancelled.skippedCount);
  await running.getByText(`Bỏ qua: ${cancelled.skippedCount}`).waitFor();
  await running.getByText(`Thành công: ${cancelled.successCount}`).waitFor();
  // Nothing runs any more: creation is open again.
  await page.waitForFunction(() => !document.querySelector('[data-testid="job-concurrent-limit"]'), undefined, { timeout: 15_000 });
  await expect(create.isEnabled()).resolves.toBe(true);
  await context.close();
});
