import { fileBrowser, screenshot } from '../support/browser';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();

/**
 * The page as the production build ships it. The reports' numbers are the server's (its own suites count them, and
 * replies.test.ts follows a real job to them); here the test answers the five reports itself, so that the charts
 * have something to draw whatever the account did: what is checked is the build (its own lazy chunk, echarts
 * registered in it, SVG drawn) and the layout.
 */
const VN_TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(Date.now());
const variant = (letter: string, sent: number, replied: number, leader = false) => ({ variant: letter, sent, replied, replyRate: replied / sent, leader });
const ANSWERS: Record<string, unknown> = {
  summary: { summary: { sent: 64, failed: 2, skipped: 1, messages: 60, replied: 9, replyRate: 0.15, friendRequests: 4, accepted: 1, optOuts: 0 } },
  daily: { days: [{ date: VN_TODAY, sent: 64, messages: 60, replied: 9, failed: 2 }] },
  'by-account': { accounts: [{ accountId: 'a1', accountName: 'Shop Báo Cáo', sent: 64, messages: 60, replied: 9, replyRate: 0.15, failed: 2, friendRequests: 4, accepted: 1 }] },
  'by-job': {
    jobs: [
      {
        jobId: 'j1',
        title: 'Gửi tin bạn bè: Thử hai phiên bản',
        accountName: 'Shop Báo Cáo',
        createdAt: new Date().toISOString(),
        sent: 60,
        replied: 9,
        replyRate: 0.15,
        accepted: 0,
        variants: [variant('A', 30, 3), variant('B', 30, 6, true)],
      },
    ],
  },
  heatmap: { heatmap: { cells: [{ weekday: new Date().getDay(), hour: 9, replies: 9 }] } },
};

test('reports: its chunk loads on the first visit only, both charts are drawn, and at 390 px nothing leaves the screen', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'reports', { width: 1366, height: 900 });
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/mf-jobs\/.+\.js$/.test(request.url())) chunks.push(request.url());
  });
  const asked: URL[] = [];
  await page.route('**/api/v1/reports/*', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    const name = url.pathname.split('/').pop() as string;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: ANSWERS[name] }) });
  });

  await page.locator('nav a[href="/jobs"]').first().click();
  await page.getByRole('heading', { name: 'Công việc', level: 2 }).waitFor();
  const beforeReports = chunks.length;

  await page.locator('nav a[href="/reports"]').first().click();
  await page.getByRole('heading', { name: 'Báo cáo', level: 2 }).waitFor();
  // The page's own code and its chart library came only now.
  await page.getByRole('img', { name: /^Biểu đồ 7 ngày: 64 đã gửi, 9 đã trả lời$/ }).locator('svg').first().waitFor();
  expect(chunks.length).toBeGreaterThan(beforeReports);
  await page.getByRole('img', { name: /^Bản đồ giờ trả lời: 9 câu trả lời/ }).locator('svg').first().waitFor();
  expect(new Set(asked.map((url) => url.pathname.split('/').pop()))).toEqual(new Set(['summary', 'daily', 'by-account', 'by-job', 'heatmap']));
  expect(asked.every((url) => url.searchParams.get('to') === VN_TODAY)).toBe(true);
  await page.getByRole('table', { name: 'Kết quả từng phiên bản: Gửi tin bạn bè: Thử hai phiên bản' }).getByText('Dẫn đầu').waitFor();
  await screenshot(page, 'reports-1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('group', { name: 'Đã gửi', exact: true }).waitFor();
  await page.waitForFunction(() => document.documentElement.scrollWidth <= 390);
  await screenshot(page, 'reports-390');
  expect(pageErrors).toEqual([]);
  await context.close();
});
