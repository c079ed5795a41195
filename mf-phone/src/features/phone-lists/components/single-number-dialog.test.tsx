import { screen, waitFor, within } from '@testing-library/react';
import { accountsApi, ApiError, byPhoneApi } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser, type TestUser } from 'shared-sdk/testing';
import { sampleAccounts } from '../testing/fixtures';
import { SingleNumberDialog } from './single-number-dialog';

jest.setTimeout(60_000);

const [flowers] = sampleAccounts;
const found = { found: true, userInfo: { displayName: 'Nguyễn Văn An', name: 'an.nguyen', userId: '8412345678901' } };

let api: Record<'accounts' | 'findUser' | 'friendRequest' | 'message' | 'both', jest.SpyInstance>;

beforeEach(() => {
  api = {
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts),
    findUser: jest.spyOn(byPhoneApi, 'findUser').mockResolvedValue(found),
    friendRequest: jest.spyOn(byPhoneApi, 'friendRequest').mockResolvedValue({ ...found, friendRequestResult: { success: true } }),
    message: jest.spyOn(byPhoneApi, 'message').mockResolvedValue({ ...found, messageResult: { message: { msgId: '7788990011' } } }),
    both: jest
      .spyOn(byPhoneApi, 'friendRequestAndMessage')
      .mockResolvedValue({ ...found, friendRequestResult: { success: true }, messageResult: { message: { msgId: '5566' } } }),
  };
});
afterEach(() => jest.restoreAllMocks());

const execute = () => screen.getByRole('button', { name: 'Thực hiện' });

async function fillNumber(user: TestUser, phone = '0912345678') {
  fill(screen.getByLabelText('Số điện thoại'), phone);
  await pick(user, screen.getByLabelText('Tài khoản'), flowers.displayName);
}

function renderDialog() {
  renderWithApp(<SingleNumberDialog open onClose={jest.fn()} />);
}

test('four actions, the +84 example and only ACTIVE accounts', async () => {
  const user = setupUser();
  renderDialog();
  for (const action of ['Tìm kiếm người dùng', 'Chỉ gửi lời mời kết bạn', 'Chỉ gửi tin nhắn', 'Kết bạn và gửi tin nhắn']) {
    expect(screen.getByRole('radio', { name: action })).toBeInTheDocument();
  }
  expect(screen.getByText('Ví dụ: 0912345678 hoặc +84912345678')).toBeInTheDocument();
  await waitFor(() => expect(api.accounts).toHaveBeenCalled());
  await pick(user, screen.getByLabelText('Tài khoản'), 'Shop Cây Cảnh');
  expect(screen.queryByTitle('Shop Cũ')).toBeNull();
});

test('lookup: phone and account are required; then the user is shown and greeted', async () => {
  const user = setupUser();
  renderDialog();
  await user.click(execute());
  expect(await screen.findByText('Vui lòng nhập số điện thoại và chọn tài khoản')).toBeInTheDocument();
  expect(api.findUser).not.toHaveBeenCalled();

  await fillNumber(user, ' +84912345678 ');
  await user.click(execute());
  expect(await screen.findByText('Đã tìm thấy Nguyễn Văn An!')).toBeInTheDocument();
  expect(api.findUser).toHaveBeenCalledWith(flowers.id, '+84912345678');
  const result = screen.getByTestId('single-result');
  expect(within(result).getByText('Nguyễn Văn An')).toBeInTheDocument();
  expect(within(result).getByText('8412345678901')).toBeInTheDocument();
});

test('lookup of nobody says so', async () => {
  api.findUser.mockResolvedValue({ found: false });
  const user = setupUser();
  renderDialog();
  await fillNumber(user);
  await user.click(execute());
  expect(await screen.findAllByText('Không tìm thấy người dùng với số điện thoại này')).not.toHaveLength(0);
});

test('friend request only: sends the request text and shows the outcome', async () => {
  const user = setupUser();
  renderDialog();
  await user.click(screen.getByRole('radio', { name: 'Chỉ gửi lời mời kết bạn' }));
  expect(screen.getByLabelText('Lời mời kết bạn')).toHaveValue('Xin chào! Mình rất vui được kết bạn với bạn.');
  expect(screen.queryByLabelText('Tin nhắn')).toBeNull();
  await fillNumber(user);
  fill(screen.getByLabelText('Lời mời kết bạn'), '');
  await user.click(execute());
  expect(await screen.findByText('Vui lòng nhập đầy đủ thông tin')).toBeInTheDocument();
  fill(screen.getByLabelText('Lời mời kết bạn'), 'Chào An, mình là shop hoa');
  await user.click(execute());
  expect(await screen.findByText('Đã gửi lời mời kết bạn')).toBeInTheDocument();
  expect(api.friendRequest).toHaveBeenCalledWith(flowers.id, { phoneNumber: '0912345678', message: 'Chào An, mình là shop hoa' });
  expect(within(screen.getByTestId('single-result')).getByText('Đã gửi')).toBeInTheDocument();
});

test('message only: the result carries the message id', async () => {
  const user = setupUser();
  renderDialog();
  await user.click(screen.getByRole('radio', { name: 'Chỉ gửi tin nhắn' }));
  await fillNumber(user);
  await user.click(execute());
  expect(await screen.findByText('Mã tin nhắn: 7788990011')).toBeInTheDocument();
  expect(api.message).toHaveBeenCalledWith(flowers.id, {
    phoneNumber: '0912345678',
    message: 'Chào bạn, rất vui được làm quen! Chúc bạn một ngày tốt lành.',
    attachments: [],
  });
});

test('friend request and message: both texts, both outcomes', async () => {
  const user = setupUser();
  renderDialog();
  await user.click(screen.getByRole('radio', { name: 'Kết bạn và gửi tin nhắn' }));
  await fillNumber(user);
  await user.click(execute());
  expect(await screen.findByText('Mã tin nhắn: 5566')).toBeInTheDocument();
  expect(api.both).toHaveBeenCalledWith(flowers.id, {
    phoneNumber: '0912345678',
    friendRequestMessage: 'Xin chào! Mình rất vui được kết bạn với bạn.',
    message: 'Chào bạn, rất vui được làm quen! Chúc bạn một ngày tốt lành.',
    attachments: [],
  });
  expect(within(screen.getByTestId('single-result')).getAllByText('Đã gửi')).toHaveLength(2);
});

test("failures: Zalo's refusal on a detail line under the action's Vietnamese line, else the server text or the fallback", async () => {
  api.message
    .mockRejectedValueOnce(new ApiError('Người lạ không thể nhận tin nhắn (mã 123)', 400))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  api.findUser.mockRejectedValueOnce(new ApiError('', 502)).mockRejectedValueOnce(new ApiError('Không tìm thấy người dùng với số điện thoại này', 404));
  const user = setupUser();
  renderDialog();
  await fillNumber(user);
  await user.click(execute());
  expect((await screen.findAllByText('Không thể tìm kiếm người dùng')).length).toBeGreaterThan(0);
  await user.click(execute());
  const notFound = await screen.findByTestId('single-failure');
  await waitFor(() => expect(notFound).toHaveTextContent('Không tìm thấy người dùng với số điện thoại này'));
  expect(within(notFound).queryByText(/Zalo trả lời/)).toBeNull();

  await user.click(screen.getByRole('radio', { name: 'Chỉ gửi tin nhắn' }));
  await user.click(execute());
  const failure = await screen.findByTestId('single-failure');
  await waitFor(() => expect(within(failure).getByText('Không thể gửi tin nhắn')).toBeInTheDocument());
  expect(within(failure).getByText(/Zalo trả lời: Người lạ không thể nhận tin nhắn/)).toBeInTheDocument();
  expect(within(failure).getByText('Mã 123')).toBeInTheDocument();
  await user.click(execute());
  await waitFor(() => expect(within(screen.getByTestId('single-failure')).getByText('Có lỗi xảy ra khi gửi tin nhắn')).toBeInTheDocument());
});
