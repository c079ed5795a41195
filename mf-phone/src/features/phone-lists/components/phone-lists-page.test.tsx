import { act, screen, waitFor, within } from '@testing-library/react';
import { accountsApi, ApiError, authApi, phoneListsApi, subscriptionApi, type WorkspaceRole } from 'shared-sdk';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import type { PhoneList } from 'shared-sdk';
import { listsInEveryState, pageOf, phoneListOf, sampleAccounts } from '../testing/fixtures';
import { PhoneListsPage } from './phone-lists-page';

jest.setTimeout(60_000);

const NOW = Date.parse('2026-03-05T03:00:00.000Z');
const lists = listsInEveryState('2026-03-06T03:00:00.000Z');
const { pending, processing, paused, completed, cancelled } = lists;
const settled = [pending, completed, cancelled];

let api: Record<'list' | 'accounts' | 'remove' | 'status' | 'retry' | 'execute', jest.SpyInstance>;

beforeEach(() => {
  api = {
    list: jest.spyOn(phoneListsApi, 'list').mockResolvedValue(pageOf(settled)),
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts),
    remove: jest.spyOn(phoneListsApi, 'remove').mockResolvedValue({ id: pending.id }),
    status: jest.spyOn(phoneListsApi, 'updateStatus').mockImplementation(async (id: string, { status }) => ({ ...processing, id, status })),
    retry: jest.spyOn(phoneListsApi, 'retryFailed').mockResolvedValue({ totalDistributed: 20 }),
    execute: jest.spyOn(phoneListsApi, 'executeSchedule').mockResolvedValue({ started: true, jobId: 'j1' }),
  };
  // Basic: one job at a time.
  jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue({ canCreate: true, limit: 20, used: 2, concurrentLimit: 1, running: 0 });
});
afterEach(() => jest.restoreAllMocks());

const card = (list: PhoneList) => screen.getByTestId(`phone-list-${list.id}`);
const pause = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function renderPage() {
  const result = renderWithApp(<PhoneListsPage />, { url: '/phone-lists' });
  await screen.findByTestId(`phone-list-${pending.id}`);
  return result;
}

test('title, the two buttons, four summary cards and a card per list', async () => {
  api.list.mockResolvedValue(pageOf([pending, processing, paused]));
  await renderPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Tương tác theo số điện thoại' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Tương tác từng số/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Import Excel/ })).toBeInTheDocument();
  expect(api.list).toHaveBeenCalledWith({ page: 1, limit: 12 });
  for (const [label, value] of [
    ['Tổng số điện thoại', '740'],
    ['Kết bạn thành công', '145'],
    ['Danh sách đang chạy', '1'],
  ]) {
    expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeInTheDocument();
  }
  await waitFor(() => expect(within(screen.getByRole('group', { name: 'Tài khoản hoạt động' })).getByText('2')).toBeInTheDocument());
  expect(screen.getAllByRole('article')).toHaveLength(3);
});

describe('who made each list, and who may delete it', () => {
  const ME = { id: '99999999-9999-4999-8999-000000000009', email: 'lan.cskh@example.com' };
  const OTHER = { id: '77777777-7777-4777-8777-000000000007', email: 'chu.shop@example.com' };
  const signedInAs = (role: WorkspaceRole) =>
    jest.spyOn(authApi, 'me').mockResolvedValue({
      user: ME,
      workspace: { id: '88888888-8888-4888-8888-000000000008', name: 'Cửa hàng', role, accountIds: role === 'AGENT' ? [] : null },
    });
  const deleteOf = (list: PhoneList) => within(card(list)).queryByRole('button', { name: /Xóa/ });

  beforeEach(() => {
    api.list.mockResolvedValue(pageOf([{ ...pending, createdBy: ME }, { ...completed, createdBy: OTHER }, { ...cancelled, createdBy: null }]));
  });

  test('each card names its creator ("Người tạo"), nothing when the server names none', async () => {
    signedInAs('OWNER');
    await renderPage();
    expect(within(card(pending)).getByTestId('created-by')).toHaveTextContent('Người tạo: lan.cskh@example.com');
    expect(within(card(completed)).getByTestId('created-by')).toHaveTextContent('Người tạo: chu.shop@example.com');
    expect(within(card(cancelled)).queryByTestId('created-by')).toBeNull();
  });

  test('an OWNER deletes any list', async () => {
    signedInAs('OWNER');
    await renderPage();
    await waitFor(() => expect(deleteOf(completed)).toBeInTheDocument());
    expect(deleteOf(pending)).toBeInTheDocument();
    expect(deleteOf(cancelled)).toBeInTheDocument();
  });

  test('an AGENT deletes only the lists they imported', async () => {
    signedInAs('AGENT');
    await renderPage();
    await waitFor(() => expect(deleteOf(completed)).toBeNull());
    expect(deleteOf(pending)).toBeInTheDocument();
    expect(deleteOf(cancelled)).toBeNull();
    // The rest of a card stays theirs to use.
    expect(within(card(completed)).getByRole('button', { name: /Chi tiết/ })).toBeInTheDocument();
  });
});

test('empty: invites the first Excel import', async () => {
  api.list.mockResolvedValue(pageOf([]));
  renderWithApp(<PhoneListsPage />);
  expect(await screen.findByText('Chưa có danh sách số nào. Hãy nhập file Excel đầu tiên: cột A chứa số điện thoại.')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /Import Excel/ })).toHaveLength(2);
  expect(screen.queryByRole('navigation', { name: 'Phân trang danh sách số' })).toBeNull();
});

test('a failed load says so and retries', async () => {
  api.list.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const user = setupUser();
  renderWithApp(<PhoneListsPage />);
  expect(await screen.findByText('Không thể tải danh sách số điện thoại')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Thử lại/ }));
  await screen.findByTestId(`phone-list-${pending.id}`);
});

test('paging with Trước / Sau when there is more than one page', async () => {
  api.list.mockImplementation(async ({ page }: { page: number }) => pageOf([phoneListOf({ id: `6b5a4c3d-0000-4000-8000-00000000000${page}` })], page, 30));
  const user = setupUser();
  renderWithApp(<PhoneListsPage />);
  const pager = await screen.findByRole('navigation', { name: 'Phân trang danh sách số' });
  expect(within(pager).getByText('Trang 1 / 3')).toBeInTheDocument();
  await user.click(within(pager).getByRole('button', { name: 'Sau' }));
  expect(await within(pager).findByText('Trang 2 / 3')).toBeInTheDocument();
  expect(api.list).toHaveBeenLastCalledWith({ page: 2, limit: 12 });
});

describe('reloading', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  test('every 10 s while a list is PROCESSING', async () => {
    api.list.mockResolvedValue(pageOf([processing, pending]));
    renderWithApp(<PhoneListsPage />);
    await screen.findByTestId(`phone-list-${processing.id}`);
    expect(api.list).toHaveBeenCalledTimes(1);
    await pause(9_000);
    expect(api.list).toHaveBeenCalledTimes(1);
    await pause(1_500);
    expect(api.list).toHaveBeenCalledTimes(2);
    await pause(10_000);
    expect(api.list).toHaveBeenCalledTimes(3);
  });

  test('never while nothing is PROCESSING', async () => {
    api.list.mockResolvedValue(pageOf([pending, paused, completed]));
    renderWithApp(<PhoneListsPage />);
    await screen.findByTestId(`phone-list-${paused.id}`);
    await pause(35_000);
    expect(api.list).toHaveBeenCalledTimes(1);
  });

  test('polling stops once the last PROCESSING list is paused', async () => {
    api.list.mockResolvedValueOnce(pageOf([processing])).mockResolvedValue(pageOf([{ ...processing, status: 'PAUSED' }]));
    renderWithApp(<PhoneListsPage />);
    await screen.findByTestId(`phone-list-${processing.id}`);
    await pause(10_500);
    await waitFor(() => expect(within(card(processing)).getByTestId('list-status')).toHaveTextContent('Tạm dừng'));
    const calls = api.list.mock.calls.length;
    await pause(30_000);
    expect(api.list.mock.calls.length).toBe(calls);
  });

  test('the countdown ticks, reaches "Đã đến giờ chạy!" and reloads the list', async () => {
    const soon = { ...processing, schedules: [{ ...processing.schedules[0], nextRunAt: new Date(NOW + 5_000).toISOString() }] };
    api.list.mockResolvedValue(pageOf([soon]));
    renderWithApp(<PhoneListsPage />);
    await screen.findByTestId(`phone-list-${processing.id}`);
    expect(within(card(processing)).getByTestId('next-run')).toHaveTextContent('5s');
    await pause(2_000);
    expect(within(card(processing)).getByTestId('next-run')).toHaveTextContent('3s');
    await pause(3_000);
    expect(within(card(processing)).getByTestId('next-run')).toHaveTextContent('Đã đến giờ chạy!');
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  test('Chạy ngay runs the next schedule, says so and reloads after 3 s', async () => {
    api.list.mockResolvedValue(pageOf([processing]));
    const user = setupUser({ fakeTimers: true });
    renderWithApp(<PhoneListsPage />);
    await screen.findByTestId(`phone-list-${processing.id}`);
    await user.click(within(card(processing)).getByRole('button', { name: /Chạy ngay/ }));
    expect(await screen.findByText('Đã bắt đầu chạy. Vui lòng kiểm tra tiến độ sau vài phút.')).toBeInTheDocument();
    expect(api.execute).toHaveBeenCalledWith(processing.schedules[0].id);
    const calls = api.list.mock.calls.length;
    await pause(3_100);
    expect(api.list.mock.calls.length).toBeGreaterThan(calls);
  });
});

test('Chạy ngay says how many of its jobs wait behind others and names each account it could not start, with why', async () => {
  api.list.mockResolvedValue(pageOf([processing]));
  api.execute.mockResolvedValue({
    started: true,
    jobId: 'j1',
    jobs: [
      { id: 'j1', accountId: 'a1', accountName: 'Shop Hoa Tươi', numbers: 20, waitingForSlot: false },
      { id: 'j2', accountId: 'a2', accountName: 'Shop Cây Cảnh', numbers: 20, waitingForSlot: true },
    ],
    notStarted: [{ accountId: 'a3', accountName: 'Shop Cũ', numbers: 15, reason: 'Đã đạt giới hạn 20 jobs hôm nay' }],
  });
  const user = setupUser();
  renderWithApp(<PhoneListsPage />);
  await screen.findByTestId(`phone-list-${processing.id}`);
  await user.click(within(card(processing)).getByRole('button', { name: /Chạy ngay/ }));
  expect(
    await screen.findByText(
      'Đã bắt đầu chạy. Vui lòng kiểm tra tiến độ sau vài phút. 1 công việc chờ lượt: gói của bạn cho phép 1 công việc chạy cùng lúc.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Chưa chạy 15 số của Shop Cũ: Đã đạt giới hạn 20 jobs hôm nay')).toBeInTheDocument();
});

describe('card actions', () => {
  test('pause sends PAUSED, resume sends PROCESSING', async () => {
    api.list.mockResolvedValue(pageOf([processing, paused]));
    const user = setupUser();
    renderWithApp(<PhoneListsPage />);
    await screen.findByTestId(`phone-list-${processing.id}`);
    await user.click(within(card(processing)).getByRole('button', { name: /Tạm dừng/ }));
    expect(await screen.findByText('Đã tạm dừng danh sách')).toBeInTheDocument();
    expect(api.status).toHaveBeenCalledWith(processing.id, { status: 'PAUSED' });
    await user.click(within(card(paused)).getByRole('button', { name: /Tiếp tục/ }));
    expect(await screen.findByText('Đã tiếp tục chạy danh sách')).toBeInTheDocument();
    expect(api.status).toHaveBeenCalledWith(paused.id, { status: 'PROCESSING' });
  });

  test('a refused status change shows the fallback text', async () => {
    api.list.mockResolvedValue(pageOf([processing]));
    api.status.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = setupUser();
    renderWithApp(<PhoneListsPage />);
    await screen.findByTestId(`phone-list-${processing.id}`);
    await user.click(within(card(processing)).getByRole('button', { name: /Tạm dừng/ }));
    expect(await screen.findByText('Không thể cập nhật trạng thái')).toBeInTheDocument();
  });

  test('delete asks, naming the list, then deletes and reloads', async () => {
    const user = setupUser();
    await renderPage();
    await user.click(within(card(pending)).getByRole('button', { name: /Xóa/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Xóa danh sách này?' });
    expect(within(confirm).getByText(/Khách hàng tháng 3/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa danh sách')).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith(pending.id);
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  test('a refused delete shows the server text', async () => {
    api.remove.mockRejectedValueOnce(new ApiError('Không thể xóa danh sách đang chạy', 409));
    const user = setupUser();
    await renderPage();
    await user.click(within(card(pending)).getByRole('button', { name: /Xóa/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xóa danh sách này?' })).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Không thể xóa danh sách đang chạy')).toBeInTheDocument();
  });

  test('Thử lại redistributes the failed numbers and tells how many', async () => {
    const user = setupUser();
    await renderPage();
    await user.click(within(card(completed)).getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByText('Đã phân phối lại 20 số thất bại')).toBeInTheDocument();
    expect(api.retry).toHaveBeenCalledWith(completed.id);
  });
});

test('the header buttons and the card buttons open their dialogs', async () => {
  const user = setupUser();
  await renderPage();
  await user.click(screen.getByRole('button', { name: /Import Excel/ }));
  expect(await screen.findByRole('dialog', { name: 'Nhập danh sách số điện thoại từ Excel' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hủy' }));
  await user.click(screen.getByRole('button', { name: /Tương tác từng số/ }));
  expect(await screen.findByRole('dialog', { name: 'Tương tác từng số' })).toBeInTheDocument();
});
