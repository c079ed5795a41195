import * as XLSX from '@e965/xlsx';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { fileBrowser, screenshot } from '../support/browser';
import { addLoggedInAccount, pageApi } from '../support/accounts';
import { payForPlan } from '../support/plans';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();

/** An .xlsx the way users have them: a header, numbers in three forms, a duplicate, a wrong row. */
function excelOf(rows: unknown[]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((cell) => [cell])), 'Khách');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'phones-')), 'khach-hang.xlsx');
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

const modalTitled = (page: Page, title: string | RegExp) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test('phone lists: import an Excel file (duplicates and rejected rows shown), the plan gate, quotas, schedule friend requests, run now, a number without Zalo is skipped everywhere, the schedule changed, one number', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'phones', { width: 1280, height: 900 });
  const account = await addLoggedInAccount(page, 'Shop SĐT');
  const { friends } = await pageApi<{ friends: Array<{ phone: string | null; displayName: string }> }>(page, `/accounts/${account.id}/friends`);
  const known = friends.filter((friend) => friend.phone).slice(0, 2);
  const [first, second] = known.map((friend) => friend.phone as string);
  const nobody = '0399999999';
  const file = excelOf(['Số điện thoại', first, `+84${second.slice(1)}`, first, Number(nobody), 'không phải số']);

  await page.locator('nav a[href="/phone-lists"]').first().click();
  await page.getByRole('heading', { name: 'Tương tác theo số điện thoại' }).waitFor({ timeout: 15_000 });
  await page.getByText('Chưa có danh sách số nào. Hãy nhập file Excel đầu tiên: cột A chứa số điện thoại.').waitFor();

  // Import: upload, preview (the duplicate and the rejected rows with their reason), import.
  await page.getByRole('button', { name: 'Import Excel' }).first().click();
  const importDialog = modalTitled(page, 'Nhập danh sách số điện thoại từ Excel');
  await importDialog.locator('input[type="file"]').setInputFiles(file);
  await importDialog.getByRole('button', { name: 'Xem trước' }).click();
  await importDialog.getByText('Số mẫu (20 số đầu)').waitFor({ timeout: 15_000 });
  await importDialog.getByTestId('sample-numbers').getByText(nobody).waitFor();
  expect(await importDialog.getByTestId('duplicate-count').textContent()).toBe('1');
  const rejected = importDialog.getByTestId('rejected-rows');
  await rejected.getByRole('row').filter({ hasText: 'Số điện thoại' }).getByText('Dòng tiêu đề, không phải số điện thoại').waitFor();
  await rejected.getByRole('row').filter({ hasText: 'không phải số' }).getByText('6', { exact: true }).waitFor();
  await importDialog.getByLabel('Tên danh sách').fill('Khách hội chợ');
  await screenshot(page, 'phone-01-preview');
  await importDialog.getByRole('button', { name: 'Nhập danh sách' }).click();
  await page.getByText('Import thành công 3 số điện thoại!').waitFor();
  const card = page.getByRole('article').filter({ hasText: 'Khách hội chợ' });
  await card.waitFor();

  // A trial (Basic) has no schedule_messages: the wizard shows the gate and the plan it needs.
  await card.getByRole('button', { name: 'Lên lịch kết bạn' }).click();
  const wizard = modalTitled(page, 'Lên lịch kết bạn');
  await wizard.getByText('Tính năng này yêu cầu gói Plus').waitFor({ timeout: 15_000 });
  expect(await wizard.getByRole('button', { name: 'Tiếp theo' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await payForPlan(page, 'plus');
  await page.reload();
  await card.waitFor({ timeout: 15_000 });

  // Quotas (saved as the step is left), then the friend-request schedule in Vietnam time.
  await card.getByRole('button', { name: 'Lên lịch kết bạn' }).click();
  await wizard.getByLabel('Hạn mức mỗi ngày của Shop SĐT').waitFor({ timeout: 15_000 });
  await wizard.getByLabel('Hạn mức mỗi ngày của Shop SĐT').fill('5');
  await wizard.getByRole('button', { name: 'Tiếp theo' }).click();
  await page.getByText('Đã cập nhật quota thành công!').first().waitFor();
  expect(await pageApi<{ quotas: Array<{ dailyLimit: number; dailyLimitSaved: boolean }> }>(page, '/phone-lists/accounts/quotas')).toEqual({
    quotas: [expect.objectContaining({ dailyLimit: 5, dailyLimitSaved: true })],
  });
  await wizard.getByLabel('Tin nhắn mẫu kết bạn').fill('Chào bạn, shop mình kết bạn nhé!');
  await wizard.getByText('Giờ Việt Nam (GMT+7)').waitFor();
  await wizard.getByRole('button', { name: 'Tạo lịch chạy' }).click();
  await page.getByText('Đã tạo lịch chạy tự động thành công!').waitFor();
  await card.getByText('Đang chạy').waitFor({ timeout: 15_000 });
  // No 'Lên lịch nhắn tin' on a running list: the card says why.
  await card.getByTestId('schedule-hint').getByText(/Chưa thể thêm lịch nhắn tin/).waitFor();
  await screenshot(page, 'phone-02-scheduled');

  // Pause and resume, while the list is running.
  await card.getByRole('button', { name: 'Tạm dừng' }).click();
  await page.getByText('Đã tạm dừng danh sách').waitFor();
  await card.getByText('Tạm dừng', { exact: true }).first().waitFor();
  await card.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByText('Đã tiếp tục chạy danh sách').waitFor();
  await card.getByText('Đang chạy').waitFor({ timeout: 15_000 });

  // Run now: the numbers are looked up and asked; nobody has the last number on Zalo.
  await card.getByRole('button', { name: 'Chạy ngay' }).click();
  await page.getByText(/Đã bắt đầu chạy\. Vui lòng kiểm tra tiến độ sau vài phút\./).first().waitFor();
  await card.getByRole('button', { name: 'Chi tiết' }).click();
  const detail = modalTitled(page, 'Chi tiết: Khách hội chợ');
  // The run is under way while its numbers are paced.
  await detail.getByRole('tab', { name: 'Lần chạy' }).click();
  await detail.getByRole('row').filter({ hasText: 'Kết bạn' }).first().waitFor({ timeout: 15_000 });
  await screenshot(page, 'phone-03-run');
  // Friend requests are paced (15-45 s apart): wait until all three numbers are worked.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const { phoneLists } = await pageApi<{ phoneLists: Array<{ name: string; processedNumbers: number }> }>(page, '/phone-lists?page=1&limit=12');
    if (phoneLists.find((list) => list.name === 'Khách hội chợ')?.processedNumbers === 3) break;
    if (Date.now() > deadline) throw new Error('the numbers were not all worked in time');
    await page.waitForTimeout(2000);
  }
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Chi tiết' }).click();
  await detail.getByRole('tab', { name: 'Lịch sử kết bạn' }).click();
  const rowOf = (phone: string) => detail.getByRole('row').filter({ hasText: phone });
  await rowOf(first).getByText('Thành công').waitFor({ timeout: 15_000 });
  await rowOf(first).getByText(known[0].displayName).waitFor();
  await rowOf(second).getByText('Thành công').waitFor();
  await rowOf(nobody).getByText('Bỏ qua').waitFor();
  await rowOf(nobody).getByText('Không có Zalo').waitFor();
  await screenshot(page, 'phone-04-outcomes');
  await detail.getByRole('tab', { name: 'Lần chạy' }).click();
  await detail.getByRole('row').filter({ hasText: 'Kết bạn' }).getByText('Thành công').first().waitFor({ timeout: 15_000 });
  await detail.getByRole('tab', { name: 'Phân bổ tài khoản' }).click();
  await detail.getByText('Shop SĐT').waitFor();

  // The schedule where the list lives: turned off, then on with new times.
  await detail.getByRole('tab', { name: 'Tổng quan' }).click();
  await detail.getByText('Lịch của danh sách').waitFor();
  await detail.getByRole('switch', { name: /Bật\/tắt lịch kết bạn/ }).click();
  await page.getByText('Đã cập nhật lịch chạy').first().waitFor();
  await detail.getByText('Đã tắt').waitFor();
  await page.keyboard.press('Escape');

  // One meaning everywhere: no failure on the card, the job completed, no failure on the dashboard's day.
  await card.getByTestId('skipped-breakdown').getByText(/1 số không có Zalo/).waitFor({ timeout: 15_000 });
  expect(await card.getByTestId('failed-warning').count()).toBe(0);
  const { jobs } = await pageApi<{ jobs: Array<{ status: string; successCount: number; failedCount: number; skippedCount: number }> }>(page, '/jobs?page=1&limit=10');
  // Two friends already (their goal held: skipped successes) and the number without Zalo (skipped, no success).
  expect(jobs[0]).toMatchObject({ status: 'COMPLETED', successCount: 2, failedCount: 0, skippedCount: 3 });
  const { days } = await pageApi<{ days: Array<{ failed: number }> }>(page, '/jobs/stats/daily?days=1');
  expect(days[0].failed).toBe(0);

  // Every number worked: the list is done.
  await card.getByText('Hoàn thành', { exact: true }).first().waitFor({ timeout: 15_000 });

  // One number: look it up and message it.
  await page.getByRole('button', { name: 'Tương tác từng số' }).click();
  const single = modalTitled(page, 'Tương tác từng số');
  await single.getByLabel('Số điện thoại').fill(`+84${first.slice(1)}`);
  await single.getByLabel('Tài khoản').click();
  await page.locator('.ant-select-item-option', { hasText: 'Shop SĐT' }).last().click();
  await single.getByRole('button', { name: 'Thực hiện' }).click();
  await single.getByText(known[0].displayName).first().waitFor({ timeout: 15_000 });
  await single.getByRole('radio', { name: 'Chỉ gửi tin nhắn' }).check();
  await single.getByRole('button', { name: 'Thực hiện' }).click();
  await single.getByText(/Mã tin nhắn: /).waitFor({ timeout: 15_000 });
  await screenshot(page, 'phone-05-single-number');

  expect(pageErrors).toEqual([]);
  await context.close();
}, 300_000);
