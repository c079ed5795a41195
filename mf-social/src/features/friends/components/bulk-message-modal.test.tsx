import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type Job, jobsApi, subscriptionApi, TEMPLATE_MESSAGES } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { sampleAccountNames, SHOP_HN, SHOP_SG } from '../testing/fixtures';
import { itemsOfFriends, type SelectedFriend, type SelectedFriends } from '../utils/friend-selection';
import { BulkMessageModal } from './bulk-message-modal';

jest.setTimeout(30_000);
const user = setupUser();

const recipients: SelectedFriend[] = [
  { id: 'f1', accountId: SHOP_HN.id, userId: 'uid-1', displayName: 'Trần Thị Bình' },
  { id: 'f2', accountId: SHOP_SG.id, userId: 'uid-1', displayName: 'Lê Hoàng Cường' },
  { id: 'f3', accountId: SHOP_HN.id, userId: 'uid-2', displayName: 'Hoàng Thu Hà' },
];

let create: jest.SpyInstance;
let jobLimits: jest.SpyInstance;
beforeEach(() => {
  create = jest.spyOn(jobsApi, 'messageToFriends').mockResolvedValue({ jobs: [{ id: 'job' } as Job] });
  jobLimits = jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue({ canCreate: true, limit: 20, used: 4, concurrentLimit: 1, running: 0 });
  jest.spyOn(subscriptionApi, 'planLimits').mockResolvedValue({ planName: 'basic', accountLimit: 3, jobLimits: { daily: 20, concurrent: 1 }, features: [] });
});
afterEach(() => jest.restoreAllMocks());

function renderModal(selection: SelectedFriends = itemsOfFriends(recipients)) {
  const onSent = jest.fn();
  const onClose = jest.fn();
  renderWithApp(<BulkMessageModal open selection={selection} accountNames={sampleAccountNames} onClose={onClose} onSent={onSent} />, { url: '/friends' });
  const dialog = screen.getByRole('dialog');
  return { dialog, onSent, onClose, send: () => within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }) };
}
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('spinbutton', { name });
const messageBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' });

test('groups the recipients by account and creates one job per account, then opens the jobs list', async () => {
  const { dialog, onSent, send } = renderModal();
  const groups = within(dialog).getByLabelText('Người nhận theo tài khoản');
  expect(within(groups).getByText('Shop Hà Nội').closest('li')).toHaveTextContent('2 người nhận');
  expect(within(groups).getByText('Shop Sài Gòn').closest('li')).toHaveTextContent('1 người nhận');
  fill(messageBox(dialog), 'Chào bạn, cuối tuần có khuyến mãi');
  fill(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Đợt tháng 11');
  await user.click(send());

  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(create).toHaveBeenCalledWith(
    expect.objectContaining({ accountId: SHOP_HN.id, recipients: ['uid-1', 'uid-2'], message: 'Chào bạn, cuối tuần có khuyến mãi', delayMin: 5, delayMax: 10, metadata: { source: 'friends-page', notes: 'Đợt tháng 11' } }),
  );
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ accountId: SHOP_SG.id, recipients: ['uid-1'] }));
  expect(await screen.findByText('Đã tạo thành công 2 job gửi tin nhắn! Jobs đang chạy dưới nền.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
  expect(onSent).toHaveBeenCalled();
});

test('variants A and B and "Bỏ qua người đang trò chuyện" go to every account\'s job; an empty B blocks sending', async () => {
  const { dialog, send } = renderModal();
  fill(messageBox(dialog), 'Chào {ten}, cuối tuần có khuyến mãi');
  await user.click(within(dialog).getByRole('button', { name: 'Thêm phiên bản' }));
  expect(await within(dialog).findByText('Phiên bản B chưa có nội dung')).toBeInTheDocument();
  expect(send()).toBeDisabled();
  fill(within(dialog).getByRole('textbox', { name: 'Phiên bản B' }), 'Xin chào {ten}, shop tặng quà cuối tuần');
  await user.click(within(dialog).getByRole('switch', { name: 'Bỏ qua người đang trò chuyện' }));
  await user.click(send());
  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  for (const [body] of create.mock.calls) {
    expect(body).toMatchObject({
      message: 'Chào {ten}, cuối tuần có khuyến mãi',
      messages: ['Chào {ten}, cuối tuần có khuyến mãi', 'Xin chào {ten}, shop tặng quà cuối tuần'],
      skipActiveConversations: true,
    });
  }
});

test('one message sends no variants and does not skip anyone by default', async () => {
  const { dialog, send } = renderModal();
  fill(messageBox(dialog), 'Chào bạn');
  await user.click(send());
  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(create.mock.calls[0][0]).not.toHaveProperty('messages');
  expect(create.mock.calls[0][0]).not.toHaveProperty('skipActiveConversations');
});

test('the toast says how many friends on the do-not-contact list the jobs left out', async () => {
  create.mockResolvedValueOnce({ jobs: [{ id: 'job-1', metadata: { doNotContactExcluded: 1 } } as unknown as Job] });
  create.mockResolvedValueOnce({ jobs: [{ id: 'job-2', metadata: { doNotContactExcluded: 1 } } as unknown as Job] });
  const { dialog, send } = renderModal();
  fill(messageBox(dialog), 'Chào bạn');
  await user.click(send());
  expect(await screen.findByText('Đã tạo thành công 2 job gửi tin nhắn! Jobs đang chạy dưới nền. Đã loại 2 người vì nằm trong danh sách không liên hệ.')).toBeInTheDocument();
});

test('says beforehand what the plan allows, and after, which account was refused and why', async () => {
  create.mockImplementation(async (body) => {
    if (body.accountId === SHOP_SG.id) throw new ApiError('Đã đạt giới hạn 1 jobs chạy cùng lúc', 403);
    return { jobs: [{ id: 'job' } as Job] };
  });
  const { dialog, send } = renderModal();
  expect(
    await within(dialog).findByText(
      'Sẽ tạo 2 công việc (mỗi tài khoản một). Gói Basic: 20 công việc mỗi ngày (hôm nay còn 16), 1 công việc chạy cùng lúc. 1 công việc chạy ngay, 1 công việc chờ lượt và tự chạy khi công việc trước xong.',
    ),
  ).toBeInTheDocument();
  expect(within(dialog).queryByText(/Sẽ tạo 2 job/)).not.toBeInTheDocument();
  fill(messageBox(dialog), 'Xin chào');
  await user.click(send());
  expect(await screen.findByText('Đã tạo 1 công việc, 1 yêu cầu không tạo được: Shop Sài Gòn: Đã đạt giới hạn 1 jobs chạy cùng lúc.')).toBeInTheDocument();
  expect(screen.queryByText(/Một số có thể bị lỗi/)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
});

test('the jobs that wait for a slot are said after creating', async () => {
  create.mockResolvedValueOnce({ jobs: [{ id: 'j1', waitingForSlot: false } as unknown as Job] }).mockResolvedValueOnce({ jobs: [{ id: 'j2', waitingForSlot: true } as unknown as Job] });
  const { dialog, send } = renderModal();
  await within(dialog).findByText(/Sẽ tạo 2 công việc/);
  fill(messageBox(dialog), 'Xin chào');
  await user.click(send());
  expect(
    await screen.findByText('Đã tạo thành công 2 job gửi tin nhắn! 1 công việc chạy ngay, 1 công việc chờ lượt: gói của bạn cho phép 1 công việc chạy cùng lúc.'),
  ).toBeInTheDocument();
});

test('a day that cannot take every account’s job does not send, and says why', async () => {
  jobLimits.mockResolvedValue({ canCreate: true, limit: 20, used: 19, concurrentLimit: 1, running: 0 });
  const { dialog, send } = renderModal();
  expect(await within(dialog).findByText(/hôm nay còn 1: không đủ, nên chưa gửi được/)).toBeInTheDocument();
  fill(messageBox(dialog), 'Xin chào');
  expect(send()).toBeDisabled();
});

test('after a select-all: counts per account, the filter sent for each', async () => {
  const { dialog, send } = renderModal({
    kind: 'filter',
    filter: { tagIds: [] },
    total: 6_000,
    byAccount: [
      { accountId: SHOP_HN.id, count: 5_000 },
      { accountId: SHOP_SG.id, count: 1_000 },
    ],
    excluded: new Map(),
  });
  expect(within(dialog).getByText('Gửi tin nhắn cho 6.000 bạn bè')).toBeInTheDocument();
  expect(within(within(dialog).getByLabelText('Người nhận theo tài khoản')).getByText('Shop Hà Nội').closest('li')).toHaveTextContent('5.000 người nhận');
  fill(messageBox(dialog), 'Xin chào');
  await user.click(send());
  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ accountId: SHOP_HN.id, selection: { filter: { tagIds: [] }, excludeIds: [] } }));
  expect(create.mock.calls[0][0]).not.toHaveProperty('recipients');
});

test('when no job is created it says so, names the reasons and stays', async () => {
  create.mockRejectedValue(new ApiError('Tài khoản chưa đăng nhập', 400));
  const { dialog, onSent, send } = renderModal();
  fill(messageBox(dialog), 'Xin chào');
  await user.click(send());
  expect(await screen.findByText('Có lỗi xảy ra khi tạo job gửi tin nhắn. Shop Hà Nội, Shop Sài Gòn: Tài khoản chưa đăng nhập')).toBeInTheDocument();
  expect(within(dialog).getByText(/Shop Sài Gòn: Tài khoản chưa đăng nhập/)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/friends');
  expect(onSent).not.toHaveBeenCalled();
});

test('send stays disabled while there is no text and no file; a file alone is enough; the shared file rules apply', async () => {
  const { dialog, send } = renderModal();
  expect(send()).toBeDisabled();
  expect(within(dialog).getByText('Vui lòng nhập nội dung tin nhắn hoặc chọn file đính kèm')).toBeInTheDocument();
  // The count has its own line (it sat over this help text on a phone).
  expect(within(dialog).getByText('0/2000 ký tự')).toBeInTheDocument();
  // So the template help takes the whole width instead of keeping room for it.
  expect(within(dialog).getByText(TEMPLATE_MESSAGES.help)).toHaveStyle({ paddingRight: '0px' });
  fill(messageBox(dialog), '   ');
  expect(send()).toBeDisabled();

  const input = () => dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input(), { target: { files: [new File(['x'], 'virus.exe', { type: 'application/x-msdownload' })] } });
  expect(await within(dialog).findByText('File virus.exe không được hỗ trợ.')).toBeInTheDocument();
  expect(send()).toBeDisabled();

  fireEvent.change(input(), { target: { files: [new File(['ảnh'], 'banner.png', { type: 'image/png' })] } });
  expect(await within(dialog).findByText('banner.png')).toBeInTheDocument();
  expect(send()).toBeEnabled();
  await user.click(send());
  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(create.mock.calls[0][0].attachments).toEqual([expect.objectContaining({ filename: 'banner.png', mimeType: 'image/png', data: expect.stringMatching(/^data:image\/png;base64,/) })]);
});

test('delays: min a whole 1-300 s, max from min up to 600 s; batches 1-100 with a 1-60 minute pause', async () => {
  const { dialog, send } = renderModal();
  fill(messageBox(dialog), 'Xin chào');
  expect(field(dialog, 'Độ trễ tối thiểu (giây)')).toHaveValue('5');
  expect(field(dialog, 'Độ trễ tối đa (giây)')).toHaveValue('10');

  fill(field(dialog, 'Độ trễ tối thiểu (giây)'), '0');
  expect(await within(dialog).findByText('Độ trễ phải từ 1 đến 300 giây')).toBeInTheDocument();
  expect(send()).toBeDisabled();
  fill(field(dialog, 'Độ trễ tối thiểu (giây)'), '30');
  expect(await within(dialog).findByText('Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu')).toBeInTheDocument();
  fill(field(dialog, 'Độ trễ tối đa (giây)'), '601');
  expect(await within(dialog).findByText('Độ trễ phải từ 1 đến 600 giây')).toBeInTheDocument();
  fill(field(dialog, 'Độ trễ tối đa (giây)'), '600');
  await waitFor(() => expect(send()).toBeEnabled());

  await user.click(within(dialog).getByRole('checkbox', { name: 'Gửi theo đợt' }));
  expect(field(dialog, 'Số tin mỗi đợt')).toHaveValue('10');
  expect(field(dialog, 'Nghỉ giữa các đợt (phút)')).toHaveValue('3');
  fill(field(dialog, 'Số tin mỗi đợt'), '101');
  expect(await within(dialog).findByText('Số tin mỗi đợt từ 1 đến 100')).toBeInTheDocument();
  fill(field(dialog, 'Nghỉ giữa các đợt (phút)'), '61');
  expect(await within(dialog).findByText('Thời gian nghỉ giữa các đợt từ 1 đến 60 phút')).toBeInTheDocument();
  expect(send()).toBeDisabled();
  fill(field(dialog, 'Số tin mỗi đợt'), '20');
  fill(field(dialog, 'Nghỉ giữa các đợt (phút)'), '5');
  await waitFor(() => expect(send()).toBeEnabled());

  await user.click(send());
  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ delayMin: 30, delayMax: 600, batchSize: 20, batchDelayMinutes: 5 }));
});

test('without a selection it asks for one and cannot send', () => {
  const { dialog, send } = renderModal(itemsOfFriends([]));
  expect(within(dialog).getByText('Vui lòng chọn ít nhất một bạn bè để gửi tin nhắn')).toBeInTheDocument();
  fill(messageBox(dialog), 'Xin chào');
  expect(send()).toBeDisabled();
});
