import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accountsApi, ApiError } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { phoneListsApi } from '../api/client';
import { phoneListOf, sampleAccounts } from '../testing/fixtures';
import { FriendRequestScheduleWizard } from './friend-request-schedule-wizard';

jest.setTimeout(60_000);

const list = phoneListOf();
const [flowers, plants] = sampleAccounts;

let api: Record<'accounts' | 'quota' | 'schedule', jest.SpyInstance>;
let onClose: jest.Mock;

beforeEach(() => {
  onClose = jest.fn();
  api = {
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts),
    quota: jest.spyOn(phoneListsApi, 'updateAccountQuota').mockResolvedValue({}),
    schedule: jest.spyOn(phoneListsApi, 'scheduleFriendRequests').mockResolvedValue({}),
  };
});
afterEach(() => jest.restoreAllMocks());

const quota = (name: string) => screen.getByLabelText(`Quota mỗi ngày của ${name}`);
const next = () => screen.getByRole('button', { name: 'Tiếp theo' });
const create = () => screen.getByRole('button', { name: 'Tạo lịch chạy' });

async function renderWizard() {
  renderWithApp(<FriendRequestScheduleWizard open list={list} onClose={onClose} />);
  await screen.findByLabelText(`Quota mỗi ngày của ${flowers.displayName}`);
}

test('only ACTIVE accounts, each ticked with the default quota of 50', async () => {
  await renderWizard();
  expect(quota(flowers.displayName)).toHaveValue('50');
  expect(quota(plants.displayName)).toHaveValue('50');
  expect(screen.queryByText('Shop Cũ')).toBeNull();
});

test('quotas are clamped to 1–500 on leaving the field', async () => {
  await renderWizard();
  fill(quota(flowers.displayName), '900');
  fireEvent.blur(quota(flowers.displayName));
  await waitFor(() => expect(quota(flowers.displayName)).toHaveValue('500'));
  fill(quota(plants.displayName), '0');
  fireEvent.blur(quota(plants.displayName));
  await waitFor(() => expect(quota(plants.displayName)).toHaveValue('1'));
});

test('next is disabled with no account ticked or an empty quota', async () => {
  const user = setupUser();
  await renderWizard();
  expect(next()).toBeEnabled();
  fill(quota(flowers.displayName), '');
  await waitFor(() => expect(next()).toBeDisabled());
  fireEvent.blur(quota(flowers.displayName));
  await waitFor(() => expect(next()).toBeEnabled());
  await user.click(screen.getByRole('checkbox', { name: flowers.displayName }));
  await user.click(screen.getByRole('checkbox', { name: plants.displayName }));
  expect(next()).toBeDisabled();
});

test('the quotas are saved, then the schedule is created with them; back returns to the quotas', async () => {
  const user = setupUser();
  await renderWizard();
  fill(quota(plants.displayName), '120');
  await user.click(next());
  expect(await screen.findByText('Đã cập nhật quota thành công!')).toBeInTheDocument();
  expect(api.quota).toHaveBeenCalledWith(flowers.id, { dailyLimit: 50 });
  expect(api.quota).toHaveBeenCalledWith(plants.id, { dailyLimit: 120 });

  await user.click(await screen.findByRole('button', { name: 'Quay lại' }));
  expect(await screen.findByLabelText(`Quota mỗi ngày của ${plants.displayName}`)).toHaveValue('120');
  await user.click(next());
  await screen.findByLabelText('Tin nhắn mẫu kết bạn');

  expect(create()).toBeDisabled();
  fill(screen.getByLabelText('Tin nhắn mẫu kết bạn'), '  Chào bạn, mình là shop hoa!  ');
  await user.click(screen.getByRole('button', { name: /Thêm giờ/ }));
  expect(screen.getByLabelText('Giờ chạy 2')).toHaveValue('12:00');
  await pick(user, screen.getByLabelText('Múi giờ'), 'Asia/Bangkok');
  await user.click(create());
  expect(await screen.findByText('Đã tạo lịch chạy tự động thành công!')).toBeInTheDocument();
  expect(api.schedule).toHaveBeenCalledWith(list.id, {
    scheduleTimes: ['09:00', '12:00'],
    messageTemplate: 'Chào bạn, mình là shop hoa!',
    timezone: 'Asia/Bangkok',
    accountQuotas: [
      { accountId: flowers.id, dailyLimit: 50 },
      { accountId: plants.id, dailyLimit: 120 },
    ],
  });
  expect(onClose).toHaveBeenCalled();
});

test('the post-friend message, when on, needs its text and carries its images', async () => {
  const user = setupUser();
  await renderWizard();
  await user.click(next());
  fill(await screen.findByLabelText('Tin nhắn mẫu kết bạn'), 'Xin chào');
  await user.click(screen.getByRole('switch', { name: 'Gửi tin nhắn sau khi kết bạn' }));
  await user.click(create());
  expect(await screen.findByText('Vui lòng nhập tin nhắn sau kết bạn')).toBeInTheDocument();
  expect(api.schedule).not.toHaveBeenCalled();

  fill(screen.getByLabelText('Tin nhắn sau kết bạn'), 'Cảm ơn bạn đã kết bạn!');
  const image = new File(['png'], 'menu.png', { type: 'image/png' });
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [image] } });
  expect(await screen.findByAltText('menu.png')).toBeInTheDocument();
  await user.click(create());
  await waitFor(() => expect(api.schedule).toHaveBeenCalled());
  expect(api.schedule.mock.calls[0][1]).toMatchObject({
    followUpMessage: 'Cảm ơn bạn đã kết bạn!',
    attachments: [{ filename: 'menu.png', mimeType: 'image/png', type: 'file', data: 'data:image/png;base64,cG5n', totalSize: 3 }],
  });
});

test('failures: quotas, then a refused and a crashed schedule', async () => {
  api.quota.mockRejectedValueOnce(new ApiError('', 500));
  api.schedule.mockRejectedValueOnce(new ApiError('', 400)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const user = setupUser();
  await renderWizard();
  await user.click(next());
  expect(await screen.findByText('Không thể cập nhật quota')).toBeInTheDocument();
  await user.click(next());
  fill(await screen.findByLabelText('Tin nhắn mẫu kết bạn'), 'Xin chào');
  await user.click(create());
  expect(await screen.findByText('Không thể tạo lịch chạy')).toBeInTheDocument();
  await user.click(create());
  expect(await screen.findByText('Có lỗi xảy ra khi tạo lịch chạy')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
