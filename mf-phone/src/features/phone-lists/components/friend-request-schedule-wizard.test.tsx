import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-sdk';
import { fill, pick, setupUser } from 'shared-sdk/testing';
import { phoneListOf, sampleAccounts, sampleQuotas } from '../testing/fixtures';
import { mockQuotaScheduleApi, renderBehindClosedGate, renderWithQuotas } from '../testing/quota-schedule-api';
import { FriendRequestScheduleWizard } from './friend-request-schedule-wizard';

jest.setTimeout(60_000);
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../testing/billing-gate').gateRuntime);

const list = phoneListOf();
const [flowers, plants] = sampleAccounts;

let api: ReturnType<typeof mockQuotaScheduleApi>;
let onClose: jest.Mock;

beforeEach(() => {
  onClose = jest.fn();
  // Shop Hoa Tươi saved 30 requests a day; Shop Cây Cảnh saved nothing. Both on the first day of their warm-up: 20 friend requests a day.
  api = mockQuotaScheduleApi({ savedQuotas: sampleQuotas, create: 'scheduleFriendRequests' });
});
afterEach(() => jest.restoreAllMocks());

const quota = (name: string) => screen.getByLabelText(`Hạn mức mỗi ngày của ${name}`);
const next = () => screen.getByRole('button', { name: 'Tiếp theo' });
const create = () => screen.getByRole('button', { name: 'Tạo lịch chạy' });

async function renderWizard() {
  await renderWithQuotas(<FriendRequestScheduleWizard open list={list} onClose={onClose} />, '20');
}

test('only ACTIVE accounts; a saved quota starts as saved, an unsaved one at what the account may send (20 in its warm-up, not 50)', async () => {
  await renderWizard();
  expect(quota(flowers.displayName)).toHaveValue('30');
  expect(quota(plants.displayName)).toHaveValue('20');
  expect(screen.queryByText('Shop Cũ')).toBeNull();
  expect(screen.getByTestId(`quota-state-${flowers.id}`)).toHaveTextContent('Đã lưu');
  expect(screen.getByTestId(`quota-state-${plants.id}`)).toHaveTextContent('Chưa lưu · an toàn 20/ngày');
  // The saved 30 is above the 20 the account may send on day 1 of 7: warned, not changed.
  expect(screen.getByText(/Cao hơn mức an toàn hôm nay của tài khoản \(20 mỗi ngày, đang khởi động ngày 1\/7\)/)).toBeInTheDocument();
  expect(screen.getByText('Hạn mức được lưu ngay khi bạn rời ô nhập, và dùng cho mọi danh sách số của tài khoản.')).toBeInTheDocument();
});

test('a quota is saved as soon as its field is left (clamped to 1–500), not lost when the wizard is closed', async () => {
  await renderWizard();
  fill(quota(plants.displayName), '900');
  fireEvent.blur(quota(plants.displayName));
  await waitFor(() => expect(quota(plants.displayName)).toHaveValue('500'));
  expect(await screen.findByText('Đã cập nhật quota thành công!')).toBeInTheDocument();
  expect(api.quota).toHaveBeenCalledWith(plants.id, { dailyLimit: 500 });
  await waitFor(() => expect(screen.getByTestId(`quota-state-${plants.id}`)).toHaveTextContent('Đã lưu'));
  fill(quota(flowers.displayName), '0');
  fireEvent.blur(quota(flowers.displayName));
  await waitFor(() => expect(quota(flowers.displayName)).toHaveValue('1'));
  expect(api.quota).toHaveBeenCalledWith(flowers.id, { dailyLimit: 1 });
  expect(api.schedule).not.toHaveBeenCalled();
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

test('next saves what is not saved yet, then the schedule is created with the quotas; back returns to them', async () => {
  const user = setupUser();
  await renderWizard();
  await user.click(screen.getByRole('checkbox', { name: flowers.displayName }));
  await user.click(screen.getByRole('checkbox', { name: flowers.displayName }));
  fill(quota(flowers.displayName), '25');
  await user.click(next());
  // One toast for the quotas saved on the way; only those not saved yet are sent (the unsaved 20 and the typed 25).
  expect(await screen.findAllByText('Đã cập nhật quota thành công!')).toHaveLength(1);
  expect(api.quota.mock.calls).toEqual(expect.arrayContaining([[plants.id, { dailyLimit: 20 }], [flowers.id, { dailyLimit: 25 }]]));
  expect(api.quota).toHaveBeenCalledTimes(2);

  await user.click(await screen.findByRole('button', { name: 'Quay lại' }));
  expect(await screen.findByLabelText(`Hạn mức mỗi ngày của ${flowers.displayName}`)).toHaveValue('25');
  await user.click(next());
  await screen.findByLabelText('Tin nhắn mẫu kết bạn');

  expect(create()).toBeDisabled();
  fill(screen.getByLabelText('Tin nhắn mẫu kết bạn'), '  Chào bạn, mình là shop hoa!  ');
  await user.click(screen.getByRole('button', { name: /Thêm giờ/ }));
  expect(screen.getByLabelText('Giờ chạy 2')).toHaveValue('12:00');
  // The time zones in words.
  expect(screen.getByTitle('Giờ Việt Nam (GMT+7)')).toBeInTheDocument();
  await pick(user, screen.getByLabelText('Múi giờ'), 'Giờ Thái Lan (GMT+7)');
  await user.click(create());
  expect(await screen.findByText('Đã tạo lịch chạy tự động thành công!')).toBeInTheDocument();
  expect(api.schedule).toHaveBeenCalledWith(list.id, {
    scheduleTimes: ['09:00', '12:00'],
    messageTemplate: 'Chào bạn, mình là shop hoa!',
    timezone: 'Asia/Bangkok',
    accountQuotas: [
      { accountId: flowers.id, dailyLimit: 25 },
      { accountId: plants.id, dailyLimit: 20 },
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
    stopOnReply: true,
  });
});

test('the post-friend message stops for whoever replied unless "Dừng khi khách trả lời" is switched off', async () => {
  const user = setupUser();
  await renderWizard();
  await user.click(next());
  fill(await screen.findByLabelText('Tin nhắn mẫu kết bạn'), 'Xin chào');
  expect(screen.queryByRole('switch', { name: 'Dừng khi khách trả lời' })).toBeNull();
  await user.click(screen.getByRole('switch', { name: 'Gửi tin nhắn sau khi kết bạn' }));
  fill(screen.getByLabelText('Tin nhắn sau kết bạn'), 'Cảm ơn bạn đã kết bạn!');
  const stopOnReply = screen.getByRole('switch', { name: 'Dừng khi khách trả lời' });
  expect(stopOnReply).toBeChecked();
  await user.click(stopOnReply);
  await user.click(create());
  await waitFor(() => expect(api.schedule).toHaveBeenCalled());
  expect(api.schedule.mock.calls[0][1]).toMatchObject({ followUpMessage: 'Cảm ơn bạn đã kết bạn!', stopOnReply: false });
});

test('failures: a quota not saved keeps the wizard on the quotas; then a refused and a crashed schedule', async () => {
  api.quota.mockRejectedValueOnce(new ApiError('', 500));
  api.schedule.mockRejectedValueOnce(new ApiError('', 400)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const user = setupUser();
  await renderWizard();
  await user.click(next());
  expect(await screen.findByText('Không thể cập nhật quota')).toBeInTheDocument();
  expect(screen.queryByLabelText('Tin nhắn mẫu kết bạn')).toBeNull();
  await waitFor(() => expect(screen.getByTestId(`quota-state-${plants.id}`)).toHaveTextContent('Chưa lưu'));
  await user.click(next());
  fill(await screen.findByLabelText('Tin nhắn mẫu kết bạn'), 'Xin chào');
  await user.click(create());
  expect(await screen.findByText('Không thể tạo lịch chạy')).toBeInTheDocument();
  await user.click(create());
  expect(await screen.findByText('Có lỗi xảy ra khi tạo lịch chạy')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

test('behind the schedule_messages gate: a plan without it sees the upgrade, not the wizard', async () => {
  await renderBehindClosedGate(<FriendRequestScheduleWizard open list={list} onClose={onClose} />);
  expect(screen.queryByRole('button', { name: 'Tiếp theo' })).toBeNull();
  expect(screen.queryByLabelText(`Hạn mức mỗi ngày của ${flowers.displayName}`)).toBeNull();
});
