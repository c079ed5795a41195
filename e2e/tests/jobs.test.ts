import type { Page } from 'playwright-core';
import { fileBrowser, screenshot } from '../support/browser';
import { addLoggedInAccount, addLoggedInAccountByApi, pageApi } from '../support/accounts';
import { openCreateJob } from '../support/jobs';
import { payForPlan } from '../support/plans';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();

const jobCard = (page: Page, index: number) => page.getByRole('article').nth(index);

test('jobs: a job to friends runs live to COMPLETED, another is cancelled, and the dashboard shows both', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'jobs', { width: 1280, height: 900 });
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

test("jobs: on the trial plan (one job at a time) a second account's job waits for its slot, says so, and starts by itself when the first ends; a cancel's counts and reasons agree with the log", async () => {
  const { context, page } = await signedUpPage(browser(), 'jobs-limit', { width: 1280, height: 900 });
  const account = await addLoggedInAccount(page, 'Shop Giới Hạn');
  const second = await addLoggedInAccountByApi(page, 'Shop Thứ Hai');
  const { friends } = await pageApi<{ friends: Array<{ userId: string }> }>(page, `/accounts/${account.id}/friends`);
  expect(friends.length).toBeGreaterThan(8);
  const { friends: secondFriends } = await pageApi<{ friends: Array<{ phone: string | null }> }>(page, `/accounts/${second.id}/friends`);
  const secondPhones = secondFriends.map((friend) => friend.phone).filter((phone): phone is string => Boolean(phone)).slice(0, 2);
  expect(secondPhones).toHaveLength(2);

  // The trial plan runs one job at a time. A job scheduled for tomorrow is not running.
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
  await pageApi(page, '/jobs/message/to-friends', {
    method: 'POST',
    body: { accountId: account.id, message: 'Hẹn ngày mai', recipients: [friends[0].userId], scheduledAt: tomorrow },
  });
  await page.locator('nav a[href="/jobs"]').first().click();
  await page.getByRole('heading', { name: 'Công việc', exact: true }).waitFor({ timeout: 15_000 });
  const create = page.getByRole('button', { name: 'Tạo công việc' }).first();
  await jobCard(page, 0).getByText('Nhắn tin bạn bè').waitFor();
  await expect(create.isEnabled()).resolves.toBe(true);
  await expect(page.getByTestId('job-concurrent-limit').count()).resolves.toBe(0);

  // A slow job to every friend of the first account runs now: the plan's slot is full, creating stays open.
  let dialog = await openCreateJob(page, 'Shop Giới Hạn');
  await dialog.getByLabel('Nội dung tin nhắn').fill('Chạy chậm');
  await dialog.getByLabel('Độ trễ giữa các tin (ms)').fill('1500');
  await dialog.getByRole('button', { name: 'Tạo công việc' }).click();
  await page.getByText('Đã tạo công việc thành công').first().waitFor();
  const concurrentText = page.getByTestId('job-concurrent-limit');
  await concurrentText.waitFor({ timeout: 15_000 });
  await expect(concurrentText.textContent()).resolves.toBe('Đang chạy 1/1 công việc: công việc mới sẽ chờ lượt');
  await expect(create.isEnabled()).resolves.toBe(true);

  // The second account's job: the form says beforehand that it will wait, the toast and its card say it waits.
  dialog = await openCreateJob(page, 'Shop Thứ Hai');
  await dialog.getByText('Chờ lượt chạy: gói của bạn cho phép 1 công việc chạy cùng lúc').waitFor();
  await dialog.getByLabel('Nội dung tin nhắn').fill('Chờ lượt');
  await dialog.getByLabel('Số điện thoại (mỗi dòng một số)').fill(secondPhones.join('\n'));
  await dialog.getByLabel('Độ trễ giữa các tin (ms)').fill('100');
  await screenshot(page, '11-jobs-create-waits');
  await dialog.getByRole('button', { name: 'Tạo công việc' }).click();
  await page.getByText('Đã tạo công việc thành công. 1 công việc chờ lượt: gói của bạn cho phép 1 công việc chạy cùng lúc').waitFor();
  const waiting = page.getByRole('article').filter({ hasText: 'Shop Thứ Hai' });
  await waiting.getByText('Chờ lượt chạy', { exact: true }).waitFor();
  await waiting.getByText('Chờ lượt chạy: gói của bạn cho phép 1 công việc chạy cùng lúc').waitFor();
  await screenshot(page, '11-jobs-waiting-for-slot');

  // The slow job, cancelled after its first message: the card's counts, the job and its recipient log agree, and
  // the skipped recipients say why. Its slot goes to the waiting job, which starts and ends by itself.
  const running = page.getByRole('article').filter({ hasText: 'Chạy chậm' });
  for (let i = 0; i < 100; i++) {
    const { jobs } = await pageApi<{ jobs: JobRow[] }>(page, '/jobs?page=1');
    if (jobs.some((job) => job.status === 'PROCESSING' && job.successCount > 0)) break;
    await page.waitForTimeout(200);
  }
  await expect(waiting.getByText('Chờ xử lý', { exact: true }).count()).resolves.toBe(1);
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
  // Skipped counts as processed: a cancelled job is done with every recipient.
  await expect(running.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('100');
  await running.getByRole('button', { name: /Chi tiết/ }).click();
  await running.getByText('Không gửi vì công việc đã bị hủy').first().waitFor();

  await waiting.getByText('Hoàn thành', { exact: true }).waitFor({ timeout: 30_000 });
  await expect(waiting.getByText('Chờ lượt chạy', { exact: true }).count()).resolves.toBe(0);
  await page.waitForFunction(() => !document.querySelector('[data-testid="job-concurrent-limit"]'), undefined, { timeout: 15_000 });
  await context.close();
});

test("jobs: the 'Lịch gửi' tab shows a daily group send with its next run; it is paused, edited and deleted there", async () => {
  const { context, page } = await signedUpPage(browser(), 'jobs-schedules', { width: 1366, height: 900 });
  const account = await addLoggedInAccount(page, 'Shop Lịch Gửi');
  await payForPlan(page, 'pro');
  const { groups } = await pageApi<{ groups: Array<{ groupId: string; name: string; isCommunity: boolean }> }>(page, `/accounts/${account.id}/groups`);
  const chosen = groups.filter((group) => !group.isCommunity).slice(0, 2);
  await pageApi(page, `/accounts/${account.id}/groups/sync`, { method: 'POST' });
  await pageApi(page, '/jobs/message/bulk-groups', {
    method: 'POST',
    body: { accountId: account.id, groupIds: chosen.map((group) => group.groupId), message: 'Chào cả nhà, hàng mới về!', scheduleTimes: ['09:00', '15:30'], delayMin: 60, delayMax: 120 },
  });

  await page.goto(new URL('/jobs', page.url()).toString());
  await page.getByRole('tab', { name: 'Lịch gửi' }).click();
  await page.waitForURL(/tab=schedules/);
  const card = page.getByRole('article', { name: /^Gửi tin vào nhóm hằng ngày/ });
  await card.getByText('Đang chạy', { exact: true }).waitFor({ timeout: 15_000 });
  await card.getByText(chosen[0].name, { exact: false }).waitFor();
  await card.getByText('09:00, 15:30 (Giờ Việt Nam (GMT+7))').waitFor();
  await card.getByText('Chưa chạy lần nào').waitFor();
  await screenshot(page, '12-schedules');

  await card.getByRole('button', { name: /Tạm dừng/ }).click();
  await card.getByText('Tạm dừng', { exact: true }).waitFor();
  await card.getByText('Không có (đang dừng)').waitFor();

  await card.getByRole('button', { name: /Sửa/ }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa lịch gửi' });
  await edit.getByLabel('Nội dung tin nhắn').fill('Chào cả nhà, hàng tết đã về!');
  await edit.getByLabel('Độ trễ tối thiểu (giây)').fill('10');
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await edit.getByText('Độ trễ phải từ 30 đến 300 giây').first().waitFor();
  await edit.getByLabel('Độ trễ tối thiểu (giây)').fill('90');
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await page.getByText('Đã lưu lịch gửi').first().waitFor();
  await card.getByText('“Chào cả nhà, hàng tết đã về!”').waitFor();
  await card.getByText('Mỗi tin cách 90–120 giây').waitFor();
  const [stored] = (await pageApi<{ schedules: Array<{ message: string; delayMin: number; state: string }> }>(page, '/schedules')).schedules;
  expect(stored).toMatchObject({ message: 'Chào cả nhà, hàng tết đã về!', delayMin: 90, state: 'PAUSED' });

  // At phone width (once the layout has followed the viewport) nothing widens the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => document.documentElement.scrollWidth <= 390, undefined, { timeout: 10_000 });
  await screenshot(page, '12-schedules-390');

  await card.getByRole('button', { name: /Xóa/ }).click();
  await page.getByRole('dialog', { name: 'Xóa lịch gửi này?' }).getByRole('button', { name: 'Xóa lịch' }).click();
  await page.getByText('Chưa có lịch gửi nào').waitFor();
  await expect(pageApi<{ schedules: unknown[] }>(page, '/schedules')).resolves.toEqual({ schedules: [] });
  await context.close();
});
