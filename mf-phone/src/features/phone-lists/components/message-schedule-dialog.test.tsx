import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { phoneListOf, sampleAccounts } from '../testing/fixtures';
import { mockQuotaScheduleApi, renderBehindClosedGate, renderWithQuotas } from '../testing/quota-schedule-api';
import { MessageScheduleDialog } from './message-schedule-dialog';

jest.setTimeout(60_000);
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../testing/billing-gate').gateRuntime);

const list = phoneListOf({ totalNumbers: 1_050 });
const [flowers, plants] = sampleAccounts;

let api: ReturnType<typeof mockQuotaScheduleApi>;
let onClose: jest.Mock;

beforeEach(() => {
  onClose = jest.fn();
  // Nothing saved yet for messages. Past their warm-up: 2,000 messages, but 40 strangers a day.
  api = mockQuotaScheduleApi({ savedQuotas: [], warmUp: null, create: 'scheduleMessages' });
});
afterEach(() => jest.restoreAllMocks());

const submit = () => screen.getByRole('button', { name: 'Tạo lịch chạy' });
const quota = (name: string) => screen.getByLabelText(`Hạn mức mỗi ngày của ${name}`);

async function renderDialog() {
  await renderWithQuotas(<MessageScheduleDialog open list={list} onClose={onClose} />, '40');
}

test('starts at 09:00, a new time is 12:00, at most 10 and at least 1', async () => {
  const user = setupUser();
  await renderDialog();
  expect(screen.getByLabelText('Giờ chạy 1')).toHaveValue('09:00');
  expect(screen.getByRole('button', { name: 'Xóa giờ 09:00' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: /Thêm giờ/ }));
  expect(screen.getByLabelText('Giờ chạy 2')).toHaveValue('12:00');
  for (let i = 0; i < 8; i += 1) await user.click(screen.getByRole('button', { name: /Thêm giờ/ }));
  expect(screen.getByLabelText('Giờ chạy 10')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Thêm giờ/ })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Xóa giờ 09:00' }));
  expect(screen.queryByLabelText('Giờ chạy 10')).toBeNull();
  expect(screen.getByLabelText('Giờ chạy 1')).toHaveValue('12:00');
});

test('ACTIVE accounts at what they may send to strangers (40, not 100); the estimate is ceil(numbers / total quota)', async () => {
  const user = setupUser();
  await renderDialog();
  expect(screen.queryByText('Shop Cũ')).toBeNull();
  expect(quota(flowers.displayName)).toHaveValue('40');
  expect(screen.getByTestId('estimated-days')).toHaveTextContent('Tổng 80 tin nhắn mỗi ngày · Ước tính hoàn thành trong 14 ngày');
  fill(quota(plants.displayName), '2000');
  fireEvent.blur(quota(plants.displayName));
  await waitFor(() => expect(quota(plants.displayName)).toHaveValue('1000'));
  // Saved at once, as a message quota; and warned: above the 40 strangers a day.
  await waitFor(() => expect(api.quota).toHaveBeenCalledWith(plants.id, { messageDailyLimit: 1000 }));
  expect(await screen.findByText(/Cao hơn mức an toàn hôm nay của tài khoản \(40 mỗi ngày\)/)).toBeInTheDocument();
  expect(screen.getByTestId('estimated-days')).toHaveTextContent('Tổng 1040 tin nhắn mỗi ngày · Ước tính hoàn thành trong 2 ngày');
  await user.click(screen.getByRole('checkbox', { name: plants.displayName }));
  expect(screen.getByTestId('estimated-days')).toHaveTextContent('Ước tính hoàn thành trong 27 ngày');
});

test('submit waits for a text and at least one account', async () => {
  const user = setupUser();
  await renderDialog();
  expect(submit()).toBeDisabled();
  fill(screen.getByLabelText('Nội dung tin nhắn'), '   ');
  expect(submit()).toBeDisabled();
  fill(screen.getByLabelText('Nội dung tin nhắn'), 'Ưu đãi tháng 3');
  expect(submit()).toBeEnabled();
  await user.click(screen.getByRole('checkbox', { name: flowers.displayName }));
  await user.click(screen.getByRole('checkbox', { name: plants.displayName }));
  expect(submit()).toBeDisabled();
});

test('sends times, text, timezone, quotas and images; says so and closes', async () => {
  const user = setupUser();
  await renderDialog();
  fill(screen.getByLabelText('Nội dung tin nhắn'), ' Ưu đãi tháng 3 ');
  await user.click(screen.getByRole('button', { name: /Thêm giờ/ }));
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
    target: { files: [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })] },
  });
  expect(await screen.findByAltText('b.jpg')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Xóa a.png' }));
  await user.click(submit());
  expect(await screen.findByText('Đã tạo lịch nhắn tin thành công!')).toBeInTheDocument();
  expect(api.schedule).toHaveBeenCalledWith(list.id, {
    scheduleTimes: ['09:00', '12:00'],
    messageTemplate: 'Ưu đãi tháng 3',
    timezone: 'Asia/Ho_Chi_Minh',
    accountQuotas: [
      { accountId: flowers.id, dailyLimit: 40 },
      { accountId: plants.id, dailyLimit: 40 },
    ],
    attachments: [{ filename: 'b.jpg', data: 'data:image/jpeg;base64,Yg==', totalSize: 1, mimeType: 'image/jpeg', type: 'file' }],
    stopOnReply: true,
  });
  expect(onClose).toHaveBeenCalled();
});

test('variants A and B and "Dừng khi khách trả lời" (on by default) go with the schedule; an empty B blocks it', async () => {
  const user = setupUser();
  await renderDialog();
  fill(screen.getByLabelText('Nội dung tin nhắn'), 'Chào {ten}, ưu đãi tháng 3');
  await user.click(screen.getByRole('button', { name: 'Thêm phiên bản' }));
  expect(submit()).toBeDisabled();
  fill(screen.getByRole('textbox', { name: 'Phiên bản B' }), 'Xin chào {ten}, shop giảm 20%');
  const stopOnReply = screen.getByRole('switch', { name: 'Dừng khi khách trả lời' });
  expect(stopOnReply).toBeChecked();
  await user.click(stopOnReply);
  await user.click(submit());
  expect(await screen.findByText('Đã tạo lịch nhắn tin thành công!')).toBeInTheDocument();
  expect(api.schedule).toHaveBeenCalledWith(
    list.id,
    expect.objectContaining({
      messageTemplate: 'Chào {ten}, ưu đãi tháng 3',
      messages: ['Chào {ten}, ưu đãi tháng 3', 'Xin chào {ten}, shop giảm 20%'],
      stopOnReply: false,
    }),
  );
});

test('a file that is not an image is refused', async () => {
  await renderDialog();
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
    target: { files: [new File(['%PDF'], 'bang-gia.pdf', { type: 'application/pdf' })] },
  });
  expect(await screen.findByText('File bang-gia.pdf không được hỗ trợ.')).toBeInTheDocument();
  expect(screen.queryByTestId('chosen-images')).toBeNull();
});

test('without an ACTIVE account it says one is needed', async () => {
  api.accounts.mockResolvedValue([sampleAccounts[2]]);
  renderWithApp(<MessageScheduleDialog open list={list} onClose={onClose} />);
  expect(await screen.findByText('Cần có ít nhất một tài khoản Zalo đang hoạt động')).toBeInTheDocument();
  fill(screen.getByLabelText('Nội dung tin nhắn'), 'Xin chào');
  expect(submit()).toBeDisabled();
});

test('a refusal shows the server text, a network failure the fallback', async () => {
  api.schedule.mockRejectedValueOnce(new ApiError('Danh sách đã có lịch nhắn tin', 409)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const user = setupUser();
  await renderDialog();
  fill(screen.getByLabelText('Nội dung tin nhắn'), 'Xin chào');
  await user.click(submit());
  expect(await screen.findByText('Danh sách đã có lịch nhắn tin')).toBeInTheDocument();
  await user.click(submit());
  expect(await screen.findByText('Có lỗi xảy ra khi tạo lịch nhắn tin')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

test('behind the schedule_messages gate: a plan without it sees the upgrade, not the form', async () => {
  await renderBehindClosedGate(<MessageScheduleDialog open list={list} onClose={onClose} />);
  expect(screen.queryByRole('button', { name: 'Tạo lịch chạy' })).toBeNull();
});

test('the time zones in words, Vietnam first', async () => {
  await renderDialog();
  expect(screen.getByTitle('Giờ Việt Nam (GMT+7)')).toBeInTheDocument();
});
