import { screen, waitFor, within } from '@testing-library/react';
import { accountsApi, ApiError, appToday, exportsApi, REPORT_MESSAGES, reportsApi, shiftDate } from 'shared-sdk';
import { accountOf, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { stubChartSurface } from '../testing/chart-surface';
import { ACCOUNT_IDS, EMPTY_SUMMARY, sampleAccounts, sampleDays, sampleHeatmap, sampleJobs, summaryOf } from '../testing/fixtures';
import { displayDate } from '../utils/range';
import { ReportsPage } from './reports-page';

const user = setupUser();
jest.setTimeout(60_000);

let api: Record<'summary' | 'daily' | 'byAccount' | 'byJob' | 'heatmap' | 'downloadLink' | 'accounts', jest.SpyInstance>;
let downloads: string[];

beforeEach(() => {
  stubChartSurface();
  api = {
    summary: jest.spyOn(reportsApi, 'summary').mockResolvedValue(summaryOf()),
    daily: jest.spyOn(reportsApi, 'daily').mockResolvedValue(sampleDays),
    byAccount: jest.spyOn(reportsApi, 'byAccount').mockResolvedValue(sampleAccounts),
    byJob: jest.spyOn(reportsApi, 'byJob').mockResolvedValue(sampleJobs),
    heatmap: jest.spyOn(reportsApi, 'heatmap').mockResolvedValue(sampleHeatmap),
    downloadLink: jest
      .spyOn(exportsApi, 'downloadLink')
      .mockResolvedValue({ url: '/api/v1/reports/export?format=xlsx&link=signed', expiresAt: new Date().toISOString() }),
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue([
      accountOf({ id: ACCOUNT_IDS.hoa, displayName: 'Shop Hoa Tươi' }),
      accountOf({ id: ACCOUNT_IDS.sale, displayName: 'Sale Bình' }),
    ]),
  };
  downloads = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.getAttribute('href') ?? '');
  });
});
afterEach(() => jest.restoreAllMocks());

const card = (label: string) => screen.getByRole('group', { name: label });
const reports = ['summary', 'daily', 'byAccount', 'byJob', 'heatmap'] as const;

async function renderPage() {
  renderWithApp(<ReportsPage />);
  await waitFor(() => expect(within(card('Đã gửi')).getByText('1.280')).toBeInTheDocument());
}

test('the last 7 Vietnamese days of every account by default: totals, both charts, the tables', async () => {
  await renderPage();
  const today = appToday();
  for (const report of reports) expect(api[report]).toHaveBeenLastCalledWith({ from: shiftDate(today, -6), to: today });

  expect(screen.getByRole('heading', { level: 2, name: 'Báo cáo' })).toBeInTheDocument();
  expect(within(card('Thất bại')).getByText('12')).toBeInTheDocument();
  expect(within(card('Bỏ qua')).getByText('34')).toBeInTheDocument();
  expect(within(card('Đã trả lời')).getByText('150')).toBeInTheDocument();
  expect(within(card('Tỉ lệ trả lời')).getByText('12,5%')).toBeInTheDocument();
  expect(within(card('Lời mời kết bạn đã gửi')).getByText('80')).toBeInTheDocument();
  expect(within(card('Đã chấp nhận')).getByText('22')).toBeInTheDocument();
  expect(within(card('Từ chối nhận tin')).getByText('3')).toBeInTheDocument();

  // The charts are drawn by echarts (as SVG) and say what they show in words.
  const daily = await screen.findByRole('img', { name: 'Biểu đồ 7 ngày: 1.230 đã gửi, 150 đã trả lời' });
  await waitFor(() => expect(daily.querySelector('svg')).not.toBeNull());
  const heatmap = screen.getByRole('img', { name: 'Bản đồ giờ trả lời: 75 câu trả lời, nhiều nhất Thứ 6 lúc 21:00' });
  await waitFor(() => expect(heatmap.querySelector('svg')).not.toBeNull());

  const accounts = screen.getByRole('table', { name: 'Theo tài khoản' });
  expect(within(accounts).getByText('Shop Hoa Tươi')).toBeInTheDocument();
  expect(within(accounts).getByText('Tài khoản đã xóa')).toBeInTheDocument();
});

test('the job table opens each job with variants onto their results: the leader with its sample, or not enough data', async () => {
  await renderPage();
  const ab = screen.getByRole('table', { name: 'Kết quả từng phiên bản: Gửi tin bạn bè: Ưu đãi tháng 11' });
  const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
  expect(within(rowOf(ab, 'Phiên bản B')).getByText('Dẫn đầu')).toBeInTheDocument();
  expect(within(rowOf(ab, 'Phiên bản B')).getByText('mẫu 45 lượt gửi')).toBeInTheDocument();
  expect(within(rowOf(ab, 'Phiên bản B')).getByText('26,7%')).toBeInTheDocument();
  expect(within(rowOf(ab, 'Phiên bản A')).queryByText('Dẫn đầu')).toBeNull();

  const small = screen.getByRole('table', { name: 'Kết quả từng phiên bản: Gửi tin nhóm: Hàng mới về' });
  expect(within(small).queryByText('Dẫn đầu')).toBeNull();
  expect(screen.getByText(/Chưa đủ dữ liệu \(cần ≥ 30 lượt gửi mỗi phiên bản\)/)).toHaveTextContent('Phiên bản ít nhất: 13 lượt gửi');

  // A job with one message has nothing to open.
  const jobs = screen.getByRole('table', { name: 'Theo công việc' });
  expect(within(jobs).getByText('Một nội dung')).toBeInTheDocument();
});

test('the quick ranges and the account ask every report again', async () => {
  api.summary.mockImplementation(async ({ accountId }: { accountId?: string }) => summaryOf(accountId ? { sent: 460 } : {}));
  await renderPage();
  const today = appToday();
  await user.click(screen.getByText('Hôm nay', { selector: '.ant-segmented-item-label' }));
  for (const report of reports) await waitFor(() => expect(api[report]).toHaveBeenLastCalledWith({ from: today, to: today }));
  expect(screen.getByText(/^Ngày \d\d\/\d\d\/\d{4}$/)).toBeInTheDocument();

  await user.click(screen.getByText('30 ngày', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(api.summary).toHaveBeenLastCalledWith({ from: shiftDate(today, -29), to: today }));

  await pick(user, screen.getByRole('combobox', { name: 'Tài khoản' }), 'Sale Bình');
  for (const report of reports) {
    await waitFor(() => expect(api[report]).toHaveBeenLastCalledWith({ from: shiftDate(today, -29), to: today, accountId: ACCOUNT_IDS.sale }));
  }
  await waitFor(() => expect(within(card('Đã gửi')).getByText('460')).toBeInTheDocument());
  // Back to every account: its figures again (from the cache while they are fresh).
  await pick(user, screen.getByRole('combobox', { name: 'Tài khoản' }), 'Tất cả tài khoản');
  await waitFor(() => expect(within(card('Đã gửi')).getByText('1.280')).toBeInTheDocument());
});

test("'Tùy chọn' shows the day picker, starting from the range on screen", async () => {
  await renderPage();
  await user.click(screen.getByText('Tùy chọn', { selector: '.ant-segmented-item-label' }));
  const today = appToday();
  const [day, month, year] = [today.slice(8), today.slice(5, 7), today.slice(0, 4)];
  expect(screen.getByPlaceholderText('Đến ngày')).toHaveValue(`${day}/${month}/${year}`);
  const from = shiftDate(today, -6);
  expect(screen.getByPlaceholderText('Từ ngày')).toHaveValue(`${from.slice(8)}/${from.slice(5, 7)}/${from.slice(0, 4)}`);
  expect(api.summary).toHaveBeenLastCalledWith({ from, to: today });
});

test("on a phone 'Tùy chọn' is a picker for each end (the range picker's two months do not fit), and a picked start asks again", async () => {
  const wide = window.matchMedia;
  // antd reads the screen through matchMedia: every max-width query matches, as on a 390 px phone.
  window.matchMedia = ((query: string) => ({ ...wide(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
  try {
    await renderPage();
    await user.click(screen.getByText('Tùy chọn', { selector: '.ant-segmented-item-label' }));
    expect(document.querySelector('.ant-picker-range')).toBeNull();
    const start = screen.getByPlaceholderText('Từ ngày');
    expect(screen.getByPlaceholderText('Đến ngày')).toHaveValue(displayDate(appToday()));
    const from = shiftDate(appToday(), -2);
    await user.click(start);
    await user.click((await screen.findAllByTitle(from)).at(-1) as HTMLElement);
    await waitFor(() => expect(api.summary).toHaveBeenLastCalledWith({ from, to: appToday() }));
  } finally {
    window.matchMedia = wide;
  }
});

test('the range and the account are kept in the address: a link opens that report, a change rewrites it', async () => {
  renderWithApp(<ReportsPage />, { url: `/reports?range=custom&from=2026-11-01&to=2026-11-10&account=${ACCOUNT_IDS.sale}` });
  for (const report of reports) await waitFor(() => expect(api[report]).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-10', accountId: ACCOUNT_IDS.sale }));
  expect(screen.getByText('Từ 01/11/2026 đến 10/11/2026')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Từ ngày')).toHaveValue('01/11/2026');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tài khoản' }).closest('.ant-select')).toHaveTextContent('Sale Bình'));

  await user.click(screen.getByText('Hôm nay', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/reports?range=today&account=${ACCOUNT_IDS.sale}`));
  expect(api.summary).toHaveBeenLastCalledWith({ from: appToday(), to: appToday(), accountId: ACCOUNT_IDS.sale });
});

test("'Xuất Excel' downloads the range's .xlsx through a download link", async () => {
  await renderPage();
  await pick(user, screen.getByRole('combobox', { name: 'Tài khoản' }), 'Shop Hoa Tươi');
  await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(api.downloadLink).toHaveBeenCalledWith('/reports/export', 'xlsx');
  const today = appToday();
  const url = new URL(downloads[0], 'http://localhost');
  expect(url.pathname).toBe('/api/v1/reports/export');
  expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'xlsx', link: 'signed', from: shiftDate(today, -6), to: today, accountId: ACCOUNT_IDS.hoa });
});

test('an export that fails says so in Vietnamese and downloads nothing', async () => {
  api.downloadLink.mockRejectedValue(new ApiError('', 500));
  await renderPage();
  await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
  expect(await screen.findByText('Không thể xuất báo cáo, vui lòng thử lại')).toBeInTheDocument();
  expect(downloads).toHaveLength(0);
});

test('a report that cannot be read shows its alert with a retry; the others still show', async () => {
  api.summary.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  api.heatmap.mockRejectedValueOnce(new ApiError(REPORT_MESSAGES.rangeTooLong, 400));
  renderWithApp(<ReportsPage />);
  expect(await screen.findByText('Không thể tải số liệu tổng quan')).toBeInTheDocument();
  // A refusal says why under the title, in the server's words.
  const heatmapAlert = (await screen.findByText('Không thể tải bản đồ giờ trả lời')).closest('[role="alert"]') as HTMLElement;
  expect(heatmapAlert).toHaveTextContent('Khoảng thời gian tối đa là 366 ngày');
  expect(await screen.findByRole('table', { name: 'Theo tài khoản' })).toBeInTheDocument();
  const alert = screen.getByText('Không thể tải số liệu tổng quan').closest('[role="alert"]') as HTMLElement;
  // The browser's own words for a lost connection are English: never shown.
  expect(alert).not.toHaveTextContent('Failed to fetch');
  await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
  await waitFor(() => expect(within(card('Đã gửi')).getByText('1.280')).toBeInTheDocument());
});

test('a range with nothing sent: the empty states, and no reply rate rather than 0 %', async () => {
  api.summary.mockResolvedValue(EMPTY_SUMMARY);
  api.daily.mockResolvedValue([]);
  api.byAccount.mockResolvedValue([]);
  api.byJob.mockResolvedValue([]);
  api.heatmap.mockResolvedValue({ cells: [] });
  renderWithApp(<ReportsPage />);
  expect(await screen.findByText('Chưa gửi tin nào trong khoảng thời gian này')).toBeInTheDocument();
  expect(await screen.findByText('Chưa có khách nào trả lời trong khoảng thời gian này')).toBeInTheDocument();
  expect(await screen.findByText('Chưa có tài khoản nào gửi tin trong khoảng thời gian này')).toBeInTheDocument();
  expect(await screen.findByText('Chưa có công việc nào được tạo trong khoảng thời gian này')).toBeInTheDocument();
  expect(within(card('Tỉ lệ trả lời')).getByText('—')).toBeInTheDocument();
});

test('the account table sorts by each figure', async () => {
  await renderPage();
  const table = screen.getByRole('table', { name: 'Theo tài khoản' });
  const names = () => [...table.querySelectorAll('tr[data-row-key]')].map((row) => row.querySelector('td')?.textContent);
  // The most sent first.
  expect(names()).toEqual(['Shop Hoa Tươi', 'Sale Bình', 'Tài khoản đã xóa']);
  await user.click(within(table).getByRole('columnheader', { name: /Tỉ lệ trả lời/ }));
  expect(names()).toEqual(['Tài khoản đã xóa', 'Sale Bình', 'Shop Hoa Tươi']);
  await user.click(within(table).getByRole('columnheader', { name: /Tỉ lệ trả lời/ }));
  expect(names()).toEqual(['Shop Hoa Tươi', 'Sale Bình', 'Tài khoản đã xóa']);
});
