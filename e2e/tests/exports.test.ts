import * as XLSX from '@e965/xlsx';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { addLoggedInAccountByApi, pageApi } from '../support/accounts';
import { fileBrowser, screenshot } from '../support/browser';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();

/** Chooses a format in the 'Xuất file' menu within `scope` and waits for the browser's download. */
async function exportFrom(page: Page, scope: Locator, item: 'Xuất Excel (.xlsx)' | 'Xuất CSV (.csv)'): Promise<{ download: Download; data: Buffer }> {
  await scope.getByRole('button', { name: 'Xuất file' }).click();
  const downloading = page.waitForEvent('download');
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: item }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  // Saved where this process can read it (the run's one Chromium is connected to, not launched by, this file).
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-download-')), download.suggestedFilename());
  await download.saveAs(file);
  const data = readFileSync(file);
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden' });
  return { download, data };
}

/** The rows of a downloaded .csv: UTF-8 with a byte order mark, RFC 4180 (quoted cells, doubled quotes, CRLF). */
function csvRows(data: Buffer): string[][] {
  expect([...data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = data.toString('utf8').slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  for (let i = 0, quoted = false; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') cell += text[i++];
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const xlsxRows = (data: Buffer) => {
  const book = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false, blankrows: false });
};

test("exports: a job's recipient log, a phone list's numbers and a Kho chung list's members download as .csv and .xlsx from their pages, and open", async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'exports', { width: 1280, height: 900 }, { acceptDownloads: true });
  const account = await addLoggedInAccountByApi(page, 'Shop Xuất File');
  const { friends } = await pageApi<{ friends: Array<{ userId: string; displayName: string }> }>(page, `/accounts/${account.id}/friends`);
  const three = friends.slice(0, 3);

  // A job to three friends, without delays; it completes.
  await pageApi(page, '/jobs/message/to-friends', {
    method: 'POST',
    body: { accountId: account.id, message: 'Chào bạn, cảm ơn đã ủng hộ shop!', recipients: three.map((f) => f.userId), delayMin: 0, delayMax: 0 },
  });
  let job: { id: string; status: string } | undefined;
  for (const deadline = Date.now() + 30_000; job?.status !== 'COMPLETED'; await page.waitForTimeout(500)) {
    if (Date.now() > deadline) throw new Error(`the job is ${job?.status} after 30 s`);
    [job] = (await pageApi<{ jobs: Array<{ id: string; status: string }> }>(page, '/jobs?page=1')).jobs;
  }

  await page.locator('nav a[href="/jobs"]').first().click();
  await page.getByRole('heading', { name: 'Công việc', exact: true }).waitFor({ timeout: 15_000 });
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Chi tiết' }).click();
  await card.getByRole('table').getByText(three[0].userId).first().waitFor();

  const csv = await exportFrom(page, card, 'Xuất CSV (.csv)');
  expect(csv.download.suggestedFilename()).toBe(`Nhật ký gửi - Nhắn tin bạn bè - ${job.id.slice(0, 8)}.csv`);
  const rows = csvRows(csv.data);
  expect(rows[0]).toEqual(['STT', 'Người nhận', 'ID Zalo / Số điện thoại', 'Trạng thái', 'Nội dung đã gửi', 'Lỗi / lý do', 'Số lần thử', 'Thời gian', 'Phiên bản', 'Đã trả lời']);
  expect(rows).toHaveLength(4);
  expect(rows.slice(1).map((row) => row[2]).sort()).toEqual(three.map((f) => f.userId).sort());
  for (const row of rows.slice(1)) {
    expect(row[3]).toBe('Đã gửi');
    expect(row.slice(4, 6)).toEqual(['Chào bạn, cảm ơn đã ủng hộ shop!', '']);
    expect(row[7]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // One message (no variants) and nobody has replied yet.
    expect(row.slice(8)).toEqual(['', '']);
  }

  const xlsx = await exportFrom(page, card, 'Xuất Excel (.xlsx)');
  expect(xlsx.download.suggestedFilename()).toBe(`Nhật ký gửi - Nhắn tin bạn bè - ${job.id.slice(0, 8)}.xlsx`);
  const sheet = xlsxRows(xlsx.data);
  expect(sheet[0]).toEqual(rows[0]);
  expect(sheet).toHaveLength(4);
  expect(sheet.slice(1).map((row) => [row[1], row[2], row[3], row[4]])).toEqual(rows.slice(1).map((row) => [row[1], row[2], row[3], row[4]]));
  await screenshot(page, 'exports-01-job-log');

  // A phone list of three numbers (imported through the API), exported from its history tab.
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Số điện thoại'], ['0912345678'], ['0987654321'], ['0399999999']]), 'Khách');
  const file = [...(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)];
  await page.evaluate(async (bytes) => {
    const form = new FormData();
    form.append('listName', 'Khách hội chợ Đà Nẵng');
    form.append('file', new Blob([new Uint8Array(bytes)]), 'khach.xlsx');
    const response = await fetch('/api/v1/phone-lists/import', { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` }, body: form });
    if (!response.ok) throw new Error(await response.text());
  }, file);
  await page.locator('nav a[href="/phone-lists"]').first().click();
  await page.getByRole('heading', { name: 'Tương tác theo số điện thoại' }).waitFor({ timeout: 15_000 });
  await page.getByRole('article').filter({ hasText: 'Khách hội chợ Đà Nẵng' }).getByRole('button', { name: 'Chi tiết' }).click();
  const detail = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: 'Chi tiết: Khách hội chợ Đà Nẵng' }) });
  await detail.getByRole('tab', { name: 'Lịch sử kết bạn' }).click();
  await detail.getByText('0987654321').waitFor();

  const numbers = await exportFrom(page, detail, 'Xuất Excel (.xlsx)');
  expect(numbers.download.suggestedFilename()).toBe('Danh sách số - Khách hội chợ Đà Nẵng.xlsx');
  const numberRows = xlsxRows(numbers.data);
  expect(numberRows[0]).toEqual(['STT', 'Số điện thoại', 'Trạng thái', 'Tài khoản', 'Người dùng Zalo', 'ID Zalo', 'Lỗi kết bạn', 'Lỗi nhắn tin', 'Thời gian']);
  // Kept as text: the leading 0 stays.
  expect(numberRows.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual([
    ['1', '0912345678', 'Chờ xử lý'],
    ['2', '0987654321', 'Chờ xử lý'],
    ['3', '0399999999', 'Chờ xử lý'],
  ]);
  const numbersCsv = csvRows((await exportFrom(page, detail, 'Xuất CSV (.csv)')).data);
  expect(numbersCsv.map((row) => row.slice(0, 3))).toEqual([['STT', 'Số điện thoại', 'Trạng thái'], ...numberRows.slice(1).map((row) => row.slice(0, 3))]);
  await screenshot(page, 'exports-02-phone-list');
  await page.keyboard.press('Escape');

  // A Kho chung list of two members (saved with the body the groups page sends), exported from its detail.
  await pageApi(page, '/shared-pending/save-members', {
    method: 'POST',
    body: {
      sourceAccountId: account.id,
      name: 'Kho khách Hà Nội',
      members: [
        { memberId: '7100000000001', displayName: 'Chị Lan, Hà Nội', zaloName: 'lan.hn', groupId: 'g-1', groupName: 'Cây cảnh' },
        { memberId: '7100000000002', displayName: '=Anh Tú', groupId: 'g-1', groupName: 'Cây cảnh' },
      ],
    },
  });
  await page.locator('nav a[href="/shared-pending"]').first().click();
  await page.getByRole('heading', { name: 'Kho chung', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('row').filter({ hasText: 'Kho khách Hà Nội' }).getByRole('button', { name: 'Xem chi tiết' }).click();
  const list = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: 'Chi tiết kho: Kho khách Hà Nội' }) });
  await list.getByText('Tổng số thành viên: 2').waitFor();
  const membersCsv = await exportFrom(page, list, 'Xuất CSV (.csv)');
  expect(membersCsv.download.suggestedFilename()).toBe('Kho chung - Kho khách Hà Nội.csv');
  const memberRows = csvRows(membersCsv.data);
  expect(memberRows[0]).toEqual(['STT', 'Thành viên', 'Tên Zalo', 'ID thành viên', 'Nhóm nguồn', 'ID nhóm', 'Trạng thái', 'Lý do', 'Ngày thêm']);
  // A name that starts like a formula is neutralised; the one with a comma is quoted.
  expect(memberRows.slice(1).map((row) => row.slice(1, 7)).sort()).toEqual([
    ["'=Anh Tú", '', '7100000000002', 'Cây cảnh', 'g-1', 'Chờ xử lý'],
    ['Chị Lan, Hà Nội', 'lan.hn', '7100000000001', 'Cây cảnh', 'g-1', 'Chờ xử lý'],
  ]);
  const membersSheet = xlsxRows((await exportFrom(page, list, 'Xuất Excel (.xlsx)')).data);
  expect(membersSheet.slice(1).map((row) => row[1]).sort()).toEqual(['=Anh Tú', 'Chị Lan, Hà Nội']);

  expect(pageErrors).toEqual([]);
  await context.close();
});
