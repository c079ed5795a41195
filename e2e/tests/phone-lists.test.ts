import * as XLSX from '@e965/xlsx';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** An .xlsx the way users have them: a header, numbers in three forms, a duplicate, a wrong row. */
function excelOf(rows: unknown[]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((cell) => [cell])), 'Khách');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'phones-')), 'khach-hang.xlsx');
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

const modalTitled = (page: Page, title: string | RegExp) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test('phone lists: import an Excel file, set quotas, schedule friend requests, run now, see the outcomes, pause and resume, one number', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page, uniqueEmail('phones'));
  const account = await addLoggedInAccount(page, 'Shop SĐT');
  const { friends } = await pageApi<{ friends: Array<{ phone: string | null; displayName: string }> }>(page, `/accounts/${account.id}/friends`);
  const known = friends.filter((friend) => friend.phone).slice(0, 2);
  const [first, second] = known.map((friend) => friend.phone as string);
  const nobody = '0399999999';
  const file = excelOf(['Số điện thoại', first, `+84${second.slice(1)}`, first, Number(nobody), 'không phải số']);

  await page.locator('nav a[href="/phone-lists"]').first().click();
  await page.getByRole('heading', { name: 'Tương tác theo số điện thoại' }).waitFor({ timeout: 15_000 });
  await page.getByText('Chưa có danh sách số nào. Hãy import file Excel đầu tiên.').waitFor();

  // Import: upload, preview, import.
  await page.getByRole('button', { name: 'Import Excel' }).first().click();
  const importDialog = modalTitled(page, 'Import danh sách số điện thoại');
  await importDialog.locator('input[type="file"]').setInputFiles(file);
  await importDialog.getByRole('button', { name: 'Xem trước' }).click();
  await importDialog.getByText('Số mẫu (20 số đầu)').waitFor({ timeout: 15_000 });
  await importDialog.getByTestId('sample-numbers').getByText(nobody).waitFor();
  await importDialog.getByLabel('Tên danh sách').fill('Khách hội chợ');
  await screenshot(page, 'phone-01-preview');
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByText('Import thành công 3 số điện thoại!').waitFor();
  const card = page.getByRole('article').filter({ hasText: 'Khách hội chợ' });
  await card.waitFor();

  // Quotas, then the friend-request schedule.
  await card.getByRole('button', { name: 'Lên lịch kết bạn' }).click();
  const wizard = modalTitled(page, 'Lên lịch kết bạn');
  await wizard.getByLabel('Quota mỗi ngày của Shop SĐT').fill('5');
  await wizard.getByRole('button', { name: 'Tiếp theo' }).click();
  await page.getByText('Đã cập nhật quota thành công!').waitFor();
  await wizard.getByLabel('Tin nhắn mẫu kết bạn').fill('Chào bạn, shop mình kết bạn nhé!');
  await wizard.getByRole('button', { name: 'Tạo lịch chạy' }).click();
  await page.getByText('Đã tạo lịch chạy tự động thành công!').waitFor();
  await card.getByText('Đang chạy').waitFor({ timeout: 15_000 });
  await screenshot(page, 'phone-02-scheduled');

  // Run now: the numbers are looked up and asked; friends already are count as done, nobody has that number.
  await card.getByRole('button', { name: 'Chạy ngay' }).click();
  await page.getByText('Đã bắt đầu chạy. Vui lòng kiểm tra tiến độ sau vài phút.').waitFor();
  await card.getByRole('button', { name: 'Chi tiết' }).click();
  const detail = modalTitled(page, 'Chi tiết: Khách hội chợ');
  await detail.getByRole('tab', { name: 'Lịch sử kết bạn' }).click();
  const rowOf = (phone: string) => detail.getByRole('row').filter({ hasText: phone });
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
  await rowOf(first).getByText('Thành công').waitFor({ timeout: 15_000 });
  await rowOf(first).getByText(known[0].displayName).waitFor();
  await rowOf(second).getByText('Thành công').waitFor();
  await rowOf(nobody).getByText('Bỏ qua').waitFor();
  await screenshot(page, 'phone-03-outcomes');
  await detail.getByRole('tab', { name: 'Phân bổ tài khoản' }).click();
  await detail.getByText('Shop SĐT').waitFor();
  await page.keyboard.press('Escape');

  // Pause and resume.
  await card.getByRole('button', { name: 'Tạm dừng' }).click();
  await page.getByText('Đã tạm dừng danh sách').waitFor();
  await card.getByText('Tạm dừng', { exact: true }).first().waitFor();
  await card.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByText('Đã tiếp tục chạy danh sách').waitFor();

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
  await screenshot(page, 'phone-04-single-number');

  expect(pageErrors).toEqual([]);
  await context.close();
}, 240_000);
