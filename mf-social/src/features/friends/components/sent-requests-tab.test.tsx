import { screen, waitFor } from '@testing-library/react';
import { type Account, accountsApi, ApiError, friendsApi } from 'shared-sdk';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { SentRequestsTab } from './sent-requests-tab';

const user = setupUser();
jest.setTimeout(30_000);

const request = (userId: string, displayName: string) => ({ userId, displayName, zaloName: null, avatar: null, message: 'Xin chào', status: 'pending', dateSent: '2026-11-23T03:00:00.000Z' });

afterEach(() => jest.restoreAllMocks());

test('only ACTIVE accounts can be picked; nothing loads before a pick; a row cancel calls that account', async () => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue([
    { id: 'acc-1', displayName: 'Shop Hà Nội', status: 'ACTIVE' } as Account,
    { id: 'acc-2', displayName: 'Shop Huế', status: 'INACTIVE' } as Account,
  ]);
  const list = jest.spyOn(friendsApi, 'sentRequests').mockResolvedValue({ sentRequests: [request('u1', 'Trần Bình'), request('u2', 'Lê Chi')], total: 2 });
  const cancel = jest.spyOn(friendsApi, 'cancelSentRequests').mockResolvedValue({ successCount: 1, deletedCount: 1, failureCount: 0 });
  renderWithApp(<SentRequestsTab />);
  expect(await screen.findByText('Chọn tài khoản để xem lời mời kết bạn đã gửi')).toBeInTheDocument();
  expect(list).not.toHaveBeenCalled();
  await user.click(screen.getByRole('combobox', { name: 'Chọn tài khoản' }));
  expect(screen.queryByText('Shop Huế')).not.toBeInTheDocument();
  await user.click(await screen.findByText('Shop Hà Nội'));
  await user.click(await screen.findByRole('button', { name: 'Hủy lời mời Lê Chi' }));
  await waitFor(() => expect(cancel).toHaveBeenCalledWith('acc-1', ['u2']));
  expect(await screen.findByText('Đã hủy 1 lời mời kết bạn thông qua Zalo API')).toBeInTheDocument();
});

async function pickShop() {
  renderWithApp(<SentRequestsTab />);
  await user.click(await screen.findByRole('combobox', { name: 'Chọn tài khoản' }));
  await user.click(await screen.findByText('Shop Hà Nội'));
}

describe('the spec texts of a cancel', () => {
  let cancel: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(accountsApi, 'list').mockResolvedValue([{ id: 'acc-1', displayName: 'Shop Hà Nội', status: 'ACTIVE' } as Account]);
    jest.spyOn(friendsApi, 'sentRequests').mockResolvedValue({ sentRequests: [request('u1', 'Trần Bình'), request('u2', 'Lê Chi')], total: 2 });
    cancel = jest.spyOn(friendsApi, 'cancelSentRequests');
  });

  test.each([
    [new ApiError('Không tìm thấy tài khoản', 404), 'Không thể hủy lời mời kết bạn: Shop Hà Nội: Không tìm thấy tài khoản hoặc bạn không có quyền truy cập tài khoản này'],
    [new ApiError('Unauthorized', 401), 'Không thể hủy lời mời kết bạn: Shop Hà Nội: Cần đăng nhập lại để thực hiện thao tác này'],
    [new ApiError('Lỗi', 502), 'Không thể hủy lời mời kết bạn: Shop Hà Nội: Máy chủ đang gặp lỗi, vui lòng thử lại sau'],
    [new TypeError('Failed to fetch'), 'Không thể hủy lời mời kết bạn: Shop Hà Nội: Có lỗi xảy ra khi hủy lời mời kết bạn'],
  ])('a refused cancel (%s) says why', async (error, text) => {
    cancel.mockRejectedValue(error);
    await pickShop();
    await user.click(await screen.findByRole('button', { name: 'Hủy lời mời Lê Chi' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('requests Zalo could not take back are counted apart', async () => {
    cancel.mockResolvedValue({ successCount: 1, deletedCount: 1, failureCount: 1 });
    await pickShop();
    await screen.findByRole('button', { name: 'Hủy lời mời Lê Chi' });
    // The header's select-all, then one box per row.
    await user.click(screen.getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Hủy 2 lời mời' }));
    expect(
      await screen.findByText('Đã hủy 1 lời mời kết bạn thông qua Zalo API. 1 lời mời không hủy được: đã được trả lời, đã hết hạn hoặc không còn trên Zalo.'),
    ).toBeInTheDocument();
  });
});

test('no ACTIVE account: the empty state says so', async () => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue([{ id: 'acc-2', displayName: 'Shop Huế', status: 'INACTIVE' } as Account]);
  renderWithApp(<SentRequestsTab />);
  expect(await screen.findByText('Không có tài khoản nào đang hoạt động')).toBeInTheDocument();
});
