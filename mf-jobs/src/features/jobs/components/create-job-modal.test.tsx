import { act, screen, waitFor, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { accountsApi, ApiError, jobsApi, socialApi } from 'shared-sdk';
import { ACCOUNT_ID, fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { jobOf, sampleAccounts, sampleGroups } from '../testing/fixtures';
import { type CreateJobFormValues, vietnamWallClock } from '../utils/job-form';
import { CreateJobModal, type CreateJobModalProps } from './create-job-modal';

jest.setTimeout(60_000);

let api: Record<'accounts' | 'groups' | 'toFriends' | 'toGroupMembers' | 'toThread', jest.SpyInstance>;
const created = { jobs: [jobOf()] };

beforeEach(() => {
  api = {
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts),
    groups: jest.spyOn(socialApi, 'groups').mockResolvedValue({ groups: sampleGroups }),
    toFriends: jest.spyOn(jobsApi, 'messageToFriends').mockResolvedValue(created),
    toGroupMembers: jest.spyOn(jobsApi, 'messageToGroupMembers').mockResolvedValue(created),
    toThread: jest.spyOn(jobsApi, 'messageToThread').mockResolvedValue(created),
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
  'Nội dung tin nhắn': 'message',
  'Số điện thoại (mỗi dòng một số)': 'phoneLines',
  Nhóm: 'targetGroupId',
  'ID cuộc trò chuyện': 'targetThreadId',
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
  await chooseAccount(user);
  fill(field('Nội dung tin nhắn'), 'Xin chào');
  await submit(user);
  expect(await errorOf('Vui lòng nhập ID cuộc trò chuyện')).toBeInTheDocument();
  fill(field('ID cuộc trò chuyện'), ' 8401234567890 ');
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
  await chooseAccount(user);
  fill(field('Nội dung tin nhắn'), 'Xin chào');
  await submit(user);
  expect(await screen.findByText('Đã tạo công việc thành công, đã loại 2 người')).toBeInTheDocument();
});

test('success: closes, says so and opens the first page of the list', async () => {
  const onClose = jest.fn();
  const user = setupUser();
  renderWithApp(<Harness onClose={onClose} />, { url: '/jobs?page=3' });
  await chooseAccount(user);
  fill(field('Nội dung tin nhắn'), 'Xin chào');
  await submit(user);
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
  await chooseAccount(user);
  fill(field('Nội dung tin nhắn'), 'Xin chào');
  await submit(user);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/jobs');
});
