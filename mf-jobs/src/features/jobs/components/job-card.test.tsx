import { screen, waitFor, within } from '@testing-library/react';
import { exportsApi, type Job, jobsApi } from 'shared-sdk';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { jobOf, jobsFromEverywhere, jobsInEveryState, ledVariantJob, pausedJob, recipientListOf, recipientOf, smallVariantJob } from '../testing/fixtures';
import { JobCard } from './job-card';

jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

const cancelButton = () => screen.queryByRole('button', { name: /Hủy công việc/ });

test('type, status, account, Vietnam time, schedule; no priority on the card', () => {
  renderWithApp(<JobCard job={jobsInEveryState.pending} onCancel={() => {}} />);
  const card = screen.getByRole('article', { name: 'Nhắn tin bạn bè' });
  expect(within(card).getByTestId('job-status')).toHaveTextContent('Chờ xử lý');
  expect(within(card).getByText('Shop Hoa Tươi')).toBeInTheDocument();
  expect(within(card).getByText('Tạo lúc 05/03/2026 09:15')).toBeInTheDocument();
  expect(within(card).getByText('Hẹn giờ: 06/03/2026 08:00')).toBeInTheDocument();
  expect(within(card).queryByText(/Ưu tiên/)).toBeNull();
});

test('progress counts sent, failed and skipped, and every count is shown', () => {
  renderWithApp(<JobCard job={jobsInEveryState.processing} />);
  const card = screen.getByRole('article', { name: 'Nhắn tin thành viên nhóm' });
  // (101 + 7 + 4) / 240 = 47 %
  expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '47');
  for (const [label, value] of [
    ['Tổng', '240'],
    ['Thành công', '101'],
    ['Thất bại', '7'],
    ['Bỏ qua', '4'],
  ]) {
    expect(within(card).getByText(`${label}:`, { exact: false }).querySelector('strong')).toHaveTextContent(value);
  }
});

test('replies next to the sent counts, "Đã trả lời: 2 (33%)"; none said when the server does not give them', () => {
  const { unmount } = renderWithApp(<JobCard job={jobOf({ status: 'COMPLETED', totalRecipients: 6, successCount: 6, repliedCount: 2, replyRate: 2 / 6 })} />);
  expect(screen.getByText('Đã trả lời:', { exact: false }).querySelector('strong')).toHaveTextContent('2 (33%)');
  expect(screen.queryByTestId('job-variants')).toBeNull();
  unmount();
  renderWithApp(<JobCard job={jobsInEveryState.processing} />);
  expect(screen.queryByText(/Đã trả lời/)).toBeNull();
});

test('a friend-request job says how many accepted instead of replies', () => {
  renderWithApp(<JobCard job={{ ...jobsInEveryState.friendRequest, acceptedCount: 6, repliedCount: 0, replyRate: 0 }} />);
  expect(screen.getByText('Đã chấp nhận:', { exact: false }).querySelector('strong')).toHaveTextContent('6 (20%)');
  expect(screen.queryByText(/Đã trả lời/)).toBeNull();
});

test('with variants: a row per variant (sent, replied, rate), no leader on a small sample and the sample it needs', () => {
  renderWithApp(<JobCard job={smallVariantJob} />);
  const table = within(screen.getByTestId('job-variants')).getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['A', '3', '1', '33%'],
    ['B', '3', '1', '33%'],
  ]);
  expect(screen.queryByText('Dẫn đầu')).toBeNull();
  expect(screen.getByText('Chưa đủ dữ liệu: cần ≥ 30 lượt gửi mỗi phiên bản')).toBeInTheDocument();
  // The content line says the text shown is A's and that there are others.
  expect(lineOf(screen.getByRole('article'), 'Nội dung')).toMatch(/^Nội dung: “.+” \(phiên bản A, còn 1 phiên bản khác\)$/);
});

test('with variants past the sample: the leader the server names is marked, and nothing about the sample', () => {
  renderWithApp(<JobCard job={ledVariantJob} />);
  const rows = within(screen.getByTestId('job-variants')).getAllByRole('row');
  expect(within(rows[2]).getByText('Dẫn đầu')).toBeInTheDocument();
  expect(within(rows[1]).queryByText('Dẫn đầu')).toBeNull();
  expect(screen.queryByText(/Chưa đủ dữ liệu/)).toBeNull();
  expect(within(rows[2]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['BDẫn đầu', '50', '12', '24%']);
});

test.each<[string, Job, boolean]>([
  ['PENDING', jobsInEveryState.pending, true],
  ['PROCESSING under 100%', jobsInEveryState.processing, true],
  // Every recipient done but not ended by the engine yet: 99 %, still cancellable (it may still be sending).
  ['PROCESSING with every recipient done', jobOf({ status: 'PROCESSING', totalRecipients: 10, successCount: 8, failedCount: 2 }), true],
  ['COMPLETED', jobsInEveryState.completed, false],
  ['FAILED', jobsInEveryState.failed, false],
  ['CANCELLED', jobsInEveryState.cancelled, false],
])('cancel is offered for a %s job: %s', (_name, job, offered) => {
  renderWithApp(<JobCard job={job} onCancel={() => {}} />);
  if (offered) expect(cancelButton()).toBeInTheDocument();
  else expect(cancelButton()).toBeNull();
});

test('the cancel button hands the job to the page', async () => {
  const onCancel = jest.fn();
  const user = setupUser();
  renderWithApp(<JobCard job={jobsInEveryState.processing} onCancel={onCancel} />);
  await user.click(cancelButton()!);
  expect(onCancel).toHaveBeenCalledWith(jobsInEveryState.processing);
});

test('a cool-down in the future says until when; a past one says nothing', () => {
  const now = Date.parse('2026-03-05T03:00:00Z'); // 10:00 in Vietnam
  const { unmount } = renderWithApp(<JobCard job={pausedJob(now, 25)} now={now} />);
  expect(screen.getByText('Tạm dừng đến 10:25 do giới hạn tốc độ')).toBeInTheDocument();
  unmount();
  renderWithApp(<JobCard job={pausedJob(now, -5)} now={now} />);
  expect(screen.queryByText(/Tạm dừng đến/)).toBeNull();
});

test('a wait with its reason (sending window, breaker) says it and until when', () => {
  const now = Date.parse('2026-11-24T15:00:00Z'); // 22:00 in Vietnam
  const job = { ...pausedJob(now, 10 * 60), pauseReason: 'Ngoài khung giờ gửi' };
  const { unmount } = renderWithApp(<JobCard job={job} now={now} />);
  expect(screen.getByText('Ngoài khung giờ gửi, tiếp tục lúc 08:00 25/11')).toBeInTheDocument();
  expect(screen.queryByText(/giới hạn tốc độ/)).toBeNull();
  unmount();
  renderWithApp(<JobCard job={{ ...pausedJob(now, 60), pauseReason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp' }} now={now} />);
  expect(screen.getByText('Tạm dừng gửi: 5 lần thất bại liên tiếp, tiếp tục lúc 23:00 24/11')).toBeInTheDocument();
});

test('a cool-down into the next day shows the date too', () => {
  const now = Date.parse('2026-03-05T16:30:00Z'); // 23:30 in Vietnam
  renderWithApp(<JobCard job={pausedJob(now, 60)} now={now} />);
  expect(screen.getByText('Tạm dừng đến 06/03/2026 00:30 do giới hạn tốc độ')).toBeInTheDocument();
});

test('expanded: the error message and the per-recipient log with codes', async () => {
  const recipients = jest.spyOn(jobsApi, 'recipients').mockResolvedValue(recipientListOf());
  const user = setupUser();
  renderWithApp(<JobCard job={jobsInEveryState.failed} />);
  expect(screen.queryByText(/Phiên đăng nhập Zalo đã hết hạn/)).toBeNull();
  await user.click(screen.getByRole('button', { name: /Chi tiết/ }));
  expect(screen.getByText(/Phiên đăng nhập Zalo đã hết hạn/)).toBeInTheDocument();
  expect(await screen.findByText('Nguyễn Văn An')).toBeInTheDocument();
  expect(recipients).toHaveBeenCalledWith(jobsInEveryState.failed.id, { page: 1, limit: 50 });
  // The code on a line of its own, never in the main line.
  expect(screen.getByText('Người lạ không thể nhận tin nhắn')).toBeInTheDocument();
  expect(screen.getByText('Mã lỗi Zalo: 123')).toBeInTheDocument();
  expect(screen.getByText('Đã gửi')).toBeInTheDocument();
  expect(screen.getByText('Bỏ qua')).toBeInTheDocument();
  expect(screen.getByText('Chờ gửi')).toBeInTheDocument();
  expect(screen.getAllByText('05/03/2026 09:16')).toHaveLength(3);
  await user.click(screen.getByRole('button', { name: /Thu gọn/ }));
  expect(screen.queryByText('Nguyễn Văn An')).toBeNull();
});

test('stored platform errors are shown in Vietnamese with their code: the job error and the recipient log', async () => {
  jest.spyOn(jobsApi, 'recipients').mockResolvedValue(
    recipientListOf([
      recipientOf({ seq: 1, targetId: '0901234567', targetType: 'phone', displayName: null, status: 'FAILED', errorMessage: 'User not found by phone' }),
      recipientOf({ seq: 2, status: 'FAILED', errorCode: 221, errorMessage: 'Rate limit exceeded' }),
      recipientOf({ seq: 3, targetId: '8401234567893', displayName: 'Phạm Hoa', status: 'FAILED', errorCode: 215, errorMessage: 'Account blocked by the user' }),
    ]),
  );
  const user = setupUser();
  renderWithApp(<JobCard job={jobOf({ status: 'FAILED', errorMessage: 'Không gửi được cho người nhận nào: User not found by phone' })} />);
  await user.click(screen.getByRole('button', { name: /Chi tiết/ }));
  expect(screen.getByText('Không gửi được cho người nhận nào: Không tìm thấy người dùng với số điện thoại này')).toBeInTheDocument();
  expect(await screen.findByText('Không tìm thấy người dùng với số điện thoại này')).toBeInTheDocument();
  expect(screen.getByText('Vượt quá giới hạn tần suất')).toBeInTheDocument();
  expect(screen.getByText('Mã lỗi Zalo: 221')).toBeInTheDocument();
  expect(screen.getByText('Tài khoản bị người dùng chặn')).toBeInTheDocument();
  expect(screen.getByText('Mã lỗi Zalo: 215')).toBeInTheDocument();
  expect(screen.queryByText(/Code:/)).toBeNull();
  expect(screen.queryByText(/User not found|Rate limit|blocked/)).toBeNull();
});

test('a job of a deleted account and a type only displayed (friend requests)', () => {
  renderWithApp(<JobCard job={jobsInEveryState.friendRequest} />);
  expect(screen.getByRole('article', { name: 'Gửi lời mời kết bạn' })).toBeInTheDocument();
  expect(screen.getByText('Tài khoản đã xóa')).toBeInTheDocument();
});

test("expanded: 'Xuất file' downloads the whole recipient log as Excel or CSV through a download link", async () => {
  jest.spyOn(jobsApi, 'recipients').mockResolvedValue(recipientListOf());
  const downloadLink = jest.spyOn(exportsApi, 'downloadLink').mockResolvedValue({ url: '/api/v1/x?link=y', expiresAt: new Date().toISOString() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const user = setupUser();
  renderWithApp(<JobCard job={jobsInEveryState.failed} defaultExpanded />);
  await user.click(screen.getByRole('button', { name: 'Xuất file' }));
  await user.click(await screen.findByText('Xuất CSV (.csv)'));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(downloadLink).toHaveBeenCalledWith(`/jobs/${jobsInEveryState.failed.id}/recipients/export`, 'csv');
});

test('a job without recipients has nothing to export', () => {
  renderWithApp(<JobCard job={jobOf({ totalRecipients: 0, successCount: 0, failedCount: 0, skippedCount: 0 })} defaultExpanded />);
  expect(screen.getByRole('button', { name: 'Xuất file' })).toBeDisabled();
});

/** The card's line 'label: value'. */
const lineOf = (card: HTMLElement, label: string) => within(card).getByText(`${label}:`, { exact: false }).textContent;

test.each<[string, Job, string, string, string]>([
  ['a group send', jobsFromEverywhere.bulkGroups, 'Gửi tin vào nhóm', 'Gửi đến: Nhóm: Hội yêu hoa, Khách quen Quận 3 và 5 nhóm khác', 'Tạo bởi: Bạn, trên trang Nhóm'],
  ['a Kho chung schedule', jobsFromEverywhere.sharedListSchedule, 'Nhắn tin thành viên nhóm', 'Gửi đến: Kho chung “Khách hội chợ”', 'Tạo bởi: Lịch gửi hằng ngày'],
  ['a phone list run', jobsFromEverywhere.phoneList, 'Gửi lời mời kết bạn', 'Gửi đến: Danh sách số điện thoại “Khách tháng 3”', 'Tạo bởi: Lịch gửi hằng ngày'],
  ['a send by tags', jobsFromEverywhere.tags, 'Gửi tin vào nhóm', 'Gửi đến: Nhóm gắn tag: VIP, Khách sỉ', 'Tạo bởi: Bạn, trên trang Nhóm'],
  ['friends from the friends page', jobsFromEverywhere.friendsPage, 'Nhắn tin bạn bè', 'Gửi đến: Bạn bè (35 người)', 'Tạo bởi: Bạn, trên trang Bạn bè'],
  ['phone numbers from the jobs page', jobsFromEverywhere.phones, 'Nhắn tin bạn bè', 'Gửi đến: 3 số điện thoại', 'Tạo bởi: Bạn, trên trang Công việc'],
  ['one conversation', jobsFromEverywhere.thread, 'Nhắn tin cuộc trò chuyện', 'Gửi đến: Cuộc trò chuyện với Nguyễn Văn An', 'Tạo bởi: Bạn, trên trang Công việc'],
])('%s: the card names what it is, where it sends, its first words and who made it', (_name, job, title, source, creator) => {
  renderWithApp(<JobCard job={job} />);
  const card = screen.getByRole('article', { name: title });
  expect(lineOf(card, 'Gửi đến')).toBe(source);
  expect(lineOf(card, 'Tạo bởi')).toBe(creator);
  expect(lineOf(card, 'Nội dung')).toMatch(/^Nội dung: “.+”$/);
  expect(within(card).queryByText(/Nhắn tin cuộc trò chuyện/)).toBe(title === 'Nhắn tin cuộc trò chuyện' ? within(card).getByText(title) : null);
});

test('a job made by a member of the team names them in a detail line, and where it was made', () => {
  renderWithApp(<JobCard job={{ ...jobsFromEverywhere.phones, createdBy: { id: '77777777-7777-4777-8777-000000000007', email: 'lan.cskh@example.com' } }} />);
  const card = screen.getByRole('article', { name: 'Nhắn tin bạn bè' });
  expect(lineOf(card, 'Người tạo')).toBe('Người tạo: lan.cskh@example.com');
  // No longer 'Bạn': the one looking may not be who made it.
  expect(lineOf(card, 'Tạo từ')).toBe('Tạo từ: Trang Công việc');
  expect(within(card).queryByText('Tạo bởi:', { exact: false })).toBeNull();
});

test('a job the server names no creator for (a schedule\'s, a removed member\'s) has no "Người tạo" line', () => {
  renderWithApp(<JobCard job={{ ...jobsFromEverywhere.sharedListSchedule, createdBy: null }} />);
  const card = screen.getByRole('article', { name: 'Nhắn tin thành viên nhóm' });
  expect(within(card).queryByText('Người tạo:', { exact: false })).toBeNull();
  expect(lineOf(card, 'Tạo bởi')).toBe('Tạo bởi: Lịch gửi hằng ngày');
});

test('a long message shows its first words only', () => {
  renderWithApp(<JobCard job={jobsFromEverywhere.bulkGroups} />);
  expect(lineOf(screen.getByRole('article'), 'Nội dung')).toBe('Nội dung: “Chào cả nhà, shop vừa về lô hoa tulip Hà Lan, đặt trước hôm nay được giảm 10%…”');
});

test('a job waiting for a slot says so with what the plan allows', () => {
  renderWithApp(<JobCard job={jobsFromEverywhere.waiting} concurrentLimit={1} onCancel={() => {}} />);
  expect(screen.getByText('Chờ lượt chạy', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(screen.getByText('Chờ lượt chạy: gói của bạn cho phép 1 công việc chạy cùng lúc')).toBeInTheDocument();
  expect(screen.getByText('Công việc tự bắt đầu khi một công việc đang chạy kết thúc.')).toBeInTheDocument();
  // It can be cancelled while it waits.
  expect(cancelButton()).toBeInTheDocument();
});

test('a finished job whose recipients were skipped is at 100 %, its bar telling sent, failed and skipped apart', () => {
  const job = jobOf({ status: 'COMPLETED', totalRecipients: 10, successCount: 6, failedCount: 1, skippedCount: 3 });
  renderWithApp(<JobCard job={job} />);
  const bar = screen.getByRole('progressbar', { name: 'Tiến độ' });
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  expect(bar).toHaveAttribute('aria-valuetext', '100%: Thành công 6, thất bại 1, bỏ qua 3');
  const widths = [...bar.querySelectorAll<HTMLElement>('[data-segment]')].map((segment) => [segment.dataset.segment, segment.style.width]);
  expect(widths).toEqual([
    ['sent', '60%'],
    ['failed', '10%'],
    ['skipped', '30%'],
  ]);
  expect(screen.getByText('100%')).toBeInTheDocument();
});

test('a skipped recipient always says why: a cancel, or no reason stored', async () => {
  jest.spyOn(jobsApi, 'recipients').mockResolvedValue(
    recipientListOf([recipientOf({ seq: 1, status: 'SKIPPED', errorMessage: null, sentText: undefined }), recipientOf({ seq: 2, status: 'SKIPPED', errorMessage: 'Người nhận nằm trong danh sách không liên hệ' })]),
  );
  const { unmount } = renderWithApp(<JobCard job={jobsInEveryState.cancelled} defaultExpanded />);
  expect(await screen.findByText('Không gửi vì công việc đã bị hủy')).toBeInTheDocument();
  expect(screen.getByText('Người nhận nằm trong danh sách không liên hệ')).toBeInTheDocument();
  unmount();
  renderWithApp(<JobCard job={jobsInEveryState.completed} defaultExpanded />);
  expect(await screen.findByText('Bỏ qua, không có lý do được ghi lại')).toBeInTheDocument();
});
