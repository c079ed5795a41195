import { act, screen, waitFor, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { accountHealthApi, accountsApi, ApiError, jobsApi, socialApi, subscriptionApi } from 'shared-sdk';
import { ACCOUNT_ID, fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { healthOf, jobOf, limitsOf, sampleAccounts, sampleGroups } from '../testing/fixtures';
import { type CreateJobFormValues, vietnamWallClock } from '../utils/job-form';
import { CreateJobModal, type CreateJobModalProps } from './create-job-modal';

jest.setTimeout(60_000);

let api: Record<'accounts' | 'groups' | 'toFriends' | 'toGroupMembers' | 'toThread' | 'health' | 'limits', jest.SpyInstance>;
const created = { jobs: [jobOf()] };

beforeEach(() => {
  api = {
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts),
    groups: jest.spyOn(socialApi, 'groups').mockResolvedValue({ groups: sampleGroups }),
    toFriends: jest.spyOn(jobsApi, 'messageToFriends').mockResolvedValue(created),
    toGroupMembers: jest.spyOn(jobsApi, 'messageToGroupMembers').mockResolvedValue(created),
    toThread: jest.spyOn(jobsApi, 'messageToThread').mockResolvedValue(created),
    // A window open all day by default: the tests that need one set it.
    health: jest.spyOn(accountHealthApi, 'list').mockResolvedValue([healthOf({ window: { ...healthOf().window, enabled: false } })]),
    limits: jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue(limitsOf({ running: 0 })),
  };
});
afterEach(() => jest.restoreAllMocks());

let form: FormInstance<CreateJobFormValues>;
function Harness(props: Partial<CreateJobModalProps>) {
  [form] = Form.useForm<CreateJobFormValues>();
  return <CreateJobModal open onClose={() => {}} form={form} {...props} />;
}

const dialog = () => screen.getByRole('dialog', { name: 'Tạo công việc mới' });
/** The form's fields by name (antd gives each the id create-job_<name>): label queries are slow in jsdom against antd. */
const FIELD_IDS: Record<string, string> = {
  'Tài khoản': 'accountId',
  'Loại công việc': 'type',
  'Nội dung tin nhắn': 'messages',
  'Số điện thoại (mỗi dòng một số)': 'phoneLines',
  Nhóm: 'targetGroupId',
  'Mã cuộc trò chuyện': 'targetThreadId',
  'Độ ưu tiên (1-10)': 'priority',
  'Số lần thử lại (0-5)': 'maxRetries',
  'Độ trễ giữa các tin (ms)': 'delayBetweenMessages',
  'Độ trễ ngẫu nhiên': 'useRandomDelay',
};
function field(label: string) {
  const element = document.getElementById(`create-job_${FIELD_IDS[label]}`);
  if (!element) throw new Error(`No field ${label}`);
  // The id really belongs to the field that label names.
  expect(document.querySelector(`label[for="${element.id}"]`)?.textContent ?? element.closest('label')?.textContent).toBe(label);
  return element;
}
const queryField = (label: string) => document.getElementById(`create-job_${FIELD_IDS[label]}`);
const submit = (user: ReturnType<typeof setupUser>) => user.click(within(dialog()).getByText('Tạo công việc', { selector: 'button > span' }));
const errorOf = (text: string) => within(dialog()).findByText(text, { selector: '.ant-form-item-explain-error' });

async function chooseAccount(user: ReturnType<typeof setupUser>, name = 'Shop Hoa Tươi') {
  await waitFor(() => expect(api.accounts).toHaveBeenCalled());
  await pick(user, field('Tài khoản'), name);
}

/** Sends the default job (to friends) from the first account, saying 'Xin chào'. */
async function sendHello(user: ReturnType<typeof setupUser>) {
  await chooseAccount(user);
  fill(field('Nội dung tin nhắn'), 'Xin chào');
  await submit(user);
}

test('defaults and only ACTIVE accounts to choose from', async () => {
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  expect(field('Độ ưu tiên (1-10)')).toHaveValue('5');
  expect(field('Số lần thử lại (0-5)')).toHaveValue('3');
  expect(field('Độ trễ giữa các tin (ms)')).toHaveValue('1000');
  expect(field('Độ trễ ngẫu nhiên')).toBeChecked();
  expect(field('Số điện thoại (mỗi dòng một số)')).toBeInTheDocument();
  await waitFor(() => expect(api.accounts).toHaveBeenCalled());
  await pick(user, field('Tài khoản'), 'Shop Cây Cảnh');
  expect(screen.queryByTitle('Shop Cũ')).toBeNull();
});

test('account and message are required; nothing is sent', async () => {
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  await submit(user);
  expect(await errorOf('Chọn tài khoản')).toBeInTheDocument();
  expect(await errorOf('Nội dung tin nhắn không được để trống')).toBeInTheDocument();
  expect(api.toFriends).not.toHaveBeenCalled();
});

test('TO_FRIENDS: phone numbers one per line, empty lines dropped, mapped to /jobs/message/to-friends', async () => {
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  await chooseAccount(user);
  fill(field('Nội dung tin nhắn'), 'Chào bạn!');
  fill(field('Số điện thoại (mỗi dòng một số)'), '0901234567\n\n 0912345678 \n');
  expect(await within(dialog()).findByText(/2 số điện thoại/)).toBeInTheDocument();
  await submit(user);
  await waitFor(() => expect(api.toFriends).toHaveBeenCalledTimes(1));
  expect(api.toFriends).toHaveBeenCalledWith({
    accountId: ACCOUNT_ID,
    message: 'Chào bạn!',
    delayMin: 1,
    delayMax: 3,
    priority: 5,
    maxRetries: 3,
    scheduledAt: null,
    metadata: { delayBetweenMessages: 1000, useRandomDelay: true, phoneNumbers: ['0901234567', '0912345678'], source: 'jobs-page' },
  });
});

test('variants A and B and "Bỏ qua người đang trò chuyện" are sent as messages beside A\'s message; an empty B is refused', async () => {
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  await chooseAccount(user);
  fill(field('Nội dung tin nhắn'), 'Chào {ten}!');
  const skipActive = within(dialog()).getByRole('switch', { name: 'Bỏ qua người đang trò chuyện' });
  expect(skipActive).not.toBeChecked();
  await user.click(within(dialog()).getByRole('button', { name: 'Thêm phiên bản' }));
  expect(within(dialog()).getByRole('textbox', { name: 'Phiên bản A' })).toHaveValue('Chào {ten}!');
  await submit(user);
  expect(await errorOf('Phiên bản B chưa có nội dung')).toBeInTheDocument();
  expect(api.toFriends).not.toHaveBeenCalled();

  fill(within(dialog()).getByRole('textbox', { name: 'Phiên bản B' }), 'Xin chào {ten}, shop có quà cho bạn');
  await user.click(skipActive);
  await submit(user);
  await waitFor(() => expect(api.toFriends).toHaveBeenCalledTimes(1));
  expect(api.toFriends.mock.calls[0][0]).toMatchObject({
    message: 'Chào {ten}!',
    messages: ['Chào {ten}!', 'Xin chào {ten}, shop có quà cho bạn'],
    skipActiveConversations: true,
  });
});

test('TO_GROUP_MEMBERS: groups load after an account is chosen, a group is required', async () => {
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  await pick(user, field('Loại công việc'), 'Nhắn tin thành viên nhóm');
  expect(field('Nhóm')).toBeDisabled();
  expect(api.groups).not.toHaveBeenCalled();
  expect(queryField('Số điện thoại (mỗi dòng một số)')).toBeNull();
  await chooseAccount(user);
  await waitFor(() => expect(api.groups).toHaveBeenCalledWith(ACCOUNT_ID));
  fill(field('Nội dung tin nhắn'), 'Ưu đãi cuối tuần');
  await submit(user);
  expect(await errorOf('Vui lòng chọn một nhóm cụ thể')).toBeInTheDocument();
  expect(api.toGroupMembers).not.toHaveBeenCalled();

  await pick(user, field('Nhóm'), 'Hội yêu hoa (231 thành viên)');
  await submit(user);
  await waitFor(() => expect(api.toGroupMembers).toHaveBeenCalledTimes(1));
  expect(api.toGroupMembers.mock.calls[0][0]).toMatchObject({ accountId: ACCOUNT_ID, groupId: 'g-1', message: 'Ưu đãi cuối tuần' });
});

test('TO_THREAD: the thread id is required and sent as a user thread', async () => {
  const user = setupUser();
  renderWithApp(<Harness initialValues={{ type: 'TO_THREAD' }} />, { url: '/jobs' });
  await sendHello(user);
  expect(await errorOf('Vui lòng nhập mã cuộc trò chuyện')).toBeInTheDocument();
  fill(field('Mã cuộc trò chuyện'), ' 8401234567890 ');
  await submit(user);
  await waitFor(() => expect(api.toThread).toHaveBeenCalledTimes(1));
  expect(api.toThread.mock.calls[0][0]).toMatchObject({ threadId: '8401234567890', threadType: 'user' });
});

test('a scheduled time that has passed is rejected', async () => {
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  await chooseAccount(user);
  fill(field('Nội dung tin nhắn'), 'Xin chào');
  act(() => form.setFieldValue('scheduledAt', vietnamWallClock().subtract(10, 'minute')));
  await submit(user);
  expect(await errorOf('Thời gian hẹn không được ở trong quá khứ')).toBeInTheDocument();
  expect(api.toFriends).not.toHaveBeenCalled();
});

test('success with recipients on the do-not-contact list left out: the toast says how many', async () => {
  api.toFriends.mockResolvedValueOnce({ jobs: [jobOf({ metadata: { source: 'jobs-page', doNotContactExcluded: 2 } })] });
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  await sendHello(user);
  expect(await screen.findByText('Đã tạo công việc thành công, đã loại 2 người vì nằm trong danh sách không liên hệ')).toBeInTheDocument();
});

test('success: closes, says so and opens the first page of the list', async () => {
  const onClose = jest.fn();
  const user = setupUser();
  renderWithApp(<Harness onClose={onClose} />, { url: '/jobs?page=3' });
  await sendHello(user);
  expect(await screen.findByText('Đã tạo công việc thành công')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
});

test.each([
  ['the server text', new ApiError('Đã đạt giới hạn job hôm nay', 403), 'Đã đạt giới hạn job hôm nay'],
  ['the network text', new TypeError('Failed to fetch'), 'Network error creating job'],
])('failure shows %s and keeps the form', async (_name, error, text) => {
  api.toFriends.mockRejectedValueOnce(error);
  const onClose = jest.fn();
  const user = setupUser();
  renderWithApp(<Harness onClose={onClose} />, { url: '/jobs' });
  await sendHello(user);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/jobs');
});

// ── Before sending: pace, preview, waiting, sending window, warm-up ──

const paceLine = () => within(dialog()).getByTestId('job-pace');

test('the pace in words from the spec\'s milliseconds, with a warning below the safe pace of the other forms', async () => {
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  // The spec's default stays: 1000 ms, so 1-3 s between messages; to the account's 30 friends.
  expect(field('Độ trễ giữa các tin (ms)')).toHaveValue('1000');
  await chooseAccount(user);
  await waitFor(() => expect(paceLine()).toHaveTextContent('Nhịp gửi: mỗi tin cách 1–3 giây, ≈ 30 tin trong 58 giây'));
  expect(within(paceLine()).getByText(/Nhanh hơn mức an toàn: nên để mỗi tin cách ít nhất 5 giây \(5000 ms\)/)).toBeInTheDocument();
  fill(field('Độ trễ giữa các tin (ms)'), '5000');
  await waitFor(() => expect(paceLine()).toHaveTextContent('mỗi tin cách 5–7 giây, ≈ 30 tin trong 3 phút'));
  expect(within(paceLine()).queryByText(/Nhanh hơn mức an toàn/)).toBeNull();
  // Group members are strangers: 15 s.
  await pick(user, field('Loại công việc'), 'Nhắn tin thành viên nhóm');
  await pick(user, field('Nhóm'), 'Hội yêu hoa (231 thành viên)');
  await waitFor(() => expect(paceLine()).toHaveTextContent('≈ 230 tin trong 23 phút'));
  expect(within(paceLine()).getByText(/ít nhất 15 giây \(15000 ms\)/)).toBeInTheDocument();
});

test('the {tai_khoan} preview uses the chosen account', async () => {
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  fill(field('Nội dung tin nhắn'), 'Chào bạn, mình là {tai_khoan}');
  expect(await within(dialog()).findByTestId('template-preview-text')).toHaveTextContent('Chào bạn, mình là Shop Hoa Mai');
  await chooseAccount(user, 'Shop Cây Cảnh');
  await waitFor(() => expect(within(dialog()).getByTestId('template-preview-text')).toHaveTextContent('Chào bạn, mình là Shop Cây Cảnh'));
});

test('when the plan\'s slots are full, the form says the job will wait its turn, and the toast says it waits', async () => {
  api.limits.mockResolvedValue(limitsOf({ running: 1, concurrentLimit: 1 }));
  api.toFriends.mockResolvedValueOnce({ jobs: [jobOf({ waitingForSlot: true })] });
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  expect(await within(dialog()).findByText('Chờ lượt chạy: gói của bạn cho phép 1 công việc chạy cùng lúc')).toBeInTheDocument();
  await sendHello(user);
  expect(await screen.findByText('Đã tạo công việc thành công. 1 công việc chờ lượt: gói của bạn cho phép 1 công việc chạy cùng lúc')).toBeInTheDocument();
});

test('outside the sending window the form says when the job will start', async () => {
  api.health.mockResolvedValue([healthOf()]);
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  await chooseAccount(user);
  const late = vietnamWallClock().add(2, 'day').hour(22).minute(30);
  act(() => form.setFieldValue('scheduledAt', late));
  const expected = `Ngoài khung giờ gửi: bắt đầu lúc 08:00 ${late.add(1, 'day').format('DD/MM')}`;
  expect(await within(dialog()).findByText(expected)).toBeInTheDocument();
  expect(within(dialog()).getByText('Tài khoản này chỉ gửi từ 08:00 đến 21:00 (giờ Việt Nam).')).toBeInTheDocument();
  act(() => form.setFieldValue('scheduledAt', late.hour(10)));
  await waitFor(() => expect(within(dialog()).queryByText(/Ngoài khung giờ gửi/)).toBeNull());
});

test("a new account's warm-up cap is shown before sending, and what will wait for tomorrow", async () => {
  api.health.mockResolvedValue([
    healthOf({ window: { ...healthOf().window, enabled: false }, warmUp: { day: 2, days: 7 }, today: { ...healthOf().today, messages: { used: 8, cap: 10 } } }),
  ]);
  const user = setupUser();
  renderWithApp(<Harness />, { url: '/jobs' });
  await chooseAccount(user);
  fill(field('Số điện thoại (mỗi dòng một số)'), '0901234567\n0912345678\n0987654321');
  expect(await within(dialog()).findByText('Tài khoản mới đang khởi động (ngày 2/7): hôm nay gửi tối đa 10 tin, còn 2 tin.')).toBeInTheDocument();
  expect(await within(dialog()).findByText('3 người nhận, hôm nay còn gửi được 2: phần còn lại tự gửi tiếp vào ngày mai.')).toBeInTheDocument();
});
