import * as XLSX from '@e965/xlsx';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addLoggedInAccount, pageApi } from '../support/accounts';
import { baseUrl, fileBrowser, screenshot } from '../support/browser';
import { openCreateJob } from '../support/jobs';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();

interface Friend {
  userId: string;
  displayName: string;
  phone: string | null;
}
interface VariantStats {
  variant: string;
  sent: number;
  replied: number;
  replyRate: number;
  leader: boolean;
}
interface JobView {
  id: string;
  status: string;
  successCount: number;
  repliedCount?: number;
  variants?: VariantStats[];
}
interface Recipient {
  targetId: string;
  variant?: string | null;
  repliedAt?: string | null;
}

const VARIANT_A = 'Chào {ten}, shop có hoa mới về!';
const VARIANT_B = 'Xin chào {ten}, bạn ghé xem bộ sưu tập mới nhé';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

test('replies: a job with two variants to six friends from the jobs page, two reply through Zalo, the card shows 2 replied and the rate of each variant, and the reports page shows them for today and exports them', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'replies', { width: 1280, height: 900 });
  const { id } = await addLoggedInAccount(page, 'Shop Trả Lời');
  const { accounts } = await pageApi<{ accounts: Array<{ id: string; zaloUserId: string }> }>(page, '/accounts');
  const account = accounts.find((candidate) => candidate.id === id) as { id: string; zaloUserId: string };
  // The account listens for incoming messages while its bot runs.
  await pageApi(page, `/bots/${id}/start`, { method: 'POST' });
  const { friends } = await pageApi<{ friends: Friend[] }>(page, `/accounts/${id}/friends`);
  const six = friends.filter((friend) => friend.phone).slice(0, 6);
  expect(six).toHaveLength(6);

  // The job: variants A and B to six friends by phone number, from the jobs page's form.
  await page.locator('nav a[href="/jobs"]').first().click();
  await page.getByRole('heading', { name: 'Công việc', exact: true }).waitFor({ timeout: 15_000 });
  const dialog = await openCreateJob(page, 'Shop Trả Lời');
  await dialog.getByLabel('Nội dung tin nhắn').fill(VARIANT_A);
  await dialog.getByRole('button', { name: 'Thêm phiên bản' }).click();
  await dialog.getByRole('textbox', { name: 'Phiên bản B' }).fill(VARIANT_B);
  await dialog.getByText('Người nhận được chia đều ngẫu nhiên cho các phiên bản', { exact: false }).waitFor();
  await dialog.getByLabel('Số điện thoại (mỗi dòng một số)').fill(six.map((friend) => friend.phone).join('\n'));
  await dialog.getByLabel('Độ trễ giữa các tin (ms)').fill('100');
  await screenshot(page, 'replies-01-two-variants');
  await dialog.getByRole('button', { name: 'Tạo công việc' }).click();
  await page.getByText('Đã tạo công việc thành công').waitFor();

  const card = page.getByRole('article').first();
  await card.getByText('Hoàn thành', { exact: true }).waitFor({ timeout: 30_000 });
  const [job] = (await pageApi<{ jobs: JobView[] }>(page, '/jobs?page=1')).jobs;
  expect(job).toMatchObject({ status: 'COMPLETED', successCount: 6 });
  // Split evenly: three each.
  expect(job.variants?.map((stats) => [stats.variant, stats.sent])).toEqual([
    ['A', 3],
    ['B', 3],
  ]);

  // Two friends write back to the account through the simulated Zalo.
  const { recipients } = await pageApi<{ recipients: Recipient[] }>(page, `/jobs/${job.id}/recipients?page=1&limit=50`);
  expect(recipients.map((recipient) => recipient.variant).sort()).toEqual(['A', 'A', 'A', 'B', 'B', 'B']);
  const repliers = [six[0], six[3]];
  for (const friend of repliers) {
    const response = await fetch(`${baseUrl()}/__sim/zalo/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ toUserId: account.zaloUserId, fromUserId: friend.userId, seenBy: account.zaloUserId, text: 'Cho mình xem mẫu với ạ' }),
    });
    expect(response.status).toBe(200);
  }
  const replied = await until(
    async () => (await pageApi<JobView>(page, `/jobs/${job.id}`)),
    (view) => view.repliedCount === 2,
    'the job counts the two replies',
  );

  // The card, without a reload (the page looks again every 15 s while replies may come): 2 replied of 6 sent, each variant's figures.
  await card.getByText('Đã trả lời:', { exact: false }).filter({ hasText: '2 (33%)' }).waitFor({ timeout: 30_000 });
  const table = card.getByTestId('job-variants').getByRole('table');
  for (const stats of replied.variants ?? []) {
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: stats.variant, exact: true }) });
    await row.getByRole('cell', { name: String(stats.replied), exact: true }).first().waitFor();
    await row.getByRole('cell', { name: `${Math.round(stats.replyRate * 100)}%`, exact: true }).waitFor();
  }
  expect((replied.variants ?? []).reduce((sum, stats) => sum + stats.replied, 0)).toBe(2);
  // Six sends are far from the sample a leader needs: none is named.
  await card.getByText('Chưa đủ dữ liệu: cần ≥ 30 lượt gửi mỗi phiên bản').waitFor();
  expect(await card.getByText('Dẫn đầu').count()).toBe(0);

  // The recipient log: the two who replied, with the time, under "Đã trả lời".
  await card.getByRole('button', { name: 'Chi tiết' }).click();
  await card.locator('.ant-segmented-item', { hasText: 'Đã trả lời' }).click();
  // The log's rows are the ones with a checkbox (the variants' table has none).
  const logRows = card.locator('tbody tr.ant-table-row').filter({ has: page.getByRole('checkbox') });
  await until(async () => logRows.count(), (rows) => rows === 2, 'the log filtered on who replied');
  expect(await logRows.locator('.ant-tag-green').count()).toBe(2);
  await screenshot(page, 'replies-02-card-with-replies');

  // The reports page for today: 6 messages, 2 replied (33%), the job with its two variants; its export reads back.
  await page.locator('nav a[href="/reports"]').first().click();
  await page.getByRole('heading', { name: 'Báo cáo', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('radiogroup').or(page.locator('.ant-segmented')).first().getByText('Hôm nay', { exact: true }).click();
  const statistic = (title: string) => page.locator('.ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
  await statistic('Đã trả lời').getByText('2', { exact: true }).waitFor({ timeout: 15_000 });
  await statistic('Tỉ lệ trả lời').getByText('33', { exact: false }).waitFor();
  await page.getByText('Theo công việc', { exact: true }).first().waitFor();
  await screenshot(page, 'replies-03-reports-today');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-report-')), download.suggestedFilename());
  await download.saveAs(file);
  const book = XLSX.read(readFileSync(file));
  expect(book.SheetNames).toEqual(['Tổng quan', 'Theo ngày', 'Theo tài khoản', 'Theo công việc', 'Giờ trả lời']);
  const overview = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Tổng quan'], { header: 1 });
  const valueOf = (label: string) => overview.find((row) => row[0] === label)?.[1];
  expect(valueOf('Tin nhắn đến người nhận')).toBe(6);
  expect(valueOf('Đã trả lời')).toBe(2);
  expect(pageErrors).toEqual([]);
  await context.close();
});
