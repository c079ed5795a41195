import { screen, within } from '@testing-library/react';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { listsInEveryState, phoneListOf } from '../testing/fixtures';
import { PhoneListCard } from './phone-list-card';

const lists = listsInEveryState(new Date(Date.now() + 3 * 3_600_000).toISOString());
const buttons = () => screen.getAllByRole('button').map((button) => button.textContent?.trim());

test.each([
  ['PENDING', lists.pending, ['Lên lịch kết bạn', 'Lên lịch nhắn tin', 'Chi tiết', 'Xóa'], 'default'],
  ['PROCESSING', lists.processing, ['Tạm dừng', 'Chi tiết', 'Thử lại', 'Chạy ngay'], 'blue'],
  ['PAUSED', lists.paused, ['Tiếp tục', 'Chi tiết', 'Xóa'], 'gold'],
  ['COMPLETED', lists.completed, ['Chi tiết', 'Thử lại', 'Xóa'], 'green'],
  ['CANCELLED', lists.cancelled, ['Chi tiết', 'Xóa'], 'red'],
] as const)('%s: its buttons and badge', (_, list, expected, color) => {
  renderWithApp(<PhoneListCard list={list} onAction={jest.fn()} />);
  expect(buttons()).toEqual(expected);
  const tag = screen.getByTestId('list-status');
  for (const preset of ['blue', 'gold', 'green', 'red']) {
    if (preset === color) expect(tag).toHaveClass(`ant-tag-${preset}`);
    else expect(tag).not.toHaveClass(`ant-tag-${preset}`);
  }
});

test('status labels', () => {
  const { rerender } = renderWithApp(<PhoneListCard list={lists.pending} onAction={jest.fn()} />);
  expect(screen.getByTestId('list-status')).toHaveTextContent('Chờ xử lý');
  rerender(<PhoneListCard list={lists.processing} onAction={jest.fn()} />);
  expect(screen.getByTestId('list-status')).toHaveTextContent('Đang chạy');
});

test('progress, counts, the warning mark, the success rate and the countdown', () => {
  renderWithApp(<PhoneListCard list={lists.processing} onAction={jest.fn()} />);
  const card = screen.getByRole('article', { name: 'Khách quen Quận 3' });
  expect(within(card).getByRole('progressbar', { name: 'Tiến độ' })).toHaveAttribute('aria-valuenow', '30');
  expect(within(card).getByText('400')).toBeInTheDocument();
  expect(within(card).getByText('120')).toBeInTheDocument();
  expect(within(card).getByTestId('failed-warning')).toBeInTheDocument();
  expect(within(card).getByTestId('success-rate')).toHaveTextContent('Tỷ lệ thành công: 83.3%');
  expect(within(card).getByTestId('next-run')).toHaveTextContent(/Lần chạy tiếp theo: [23]h \d+m \d+s/);
});

test('nothing processed, nothing failed: no rate, no warning; not PROCESSING: no countdown', () => {
  renderWithApp(<PhoneListCard list={lists.pending} onAction={jest.fn()} />);
  expect(screen.queryByTestId('success-rate')).toBeNull();
  expect(screen.queryByTestId('failed-warning')).toBeNull();
  expect(screen.queryByTestId('next-run')).toBeNull();
  expect(screen.getByText('Khách mua hoa dịp 8/3')).toBeInTheDocument();
});

test('PROCESSING without an active schedule: no countdown and no Chạy ngay', () => {
  renderWithApp(<PhoneListCard list={phoneListOf({ status: 'PROCESSING', schedules: [] })} onAction={jest.fn()} />);
  expect(screen.queryByTestId('next-run')).toBeNull();
  expect(screen.queryByRole('button', { name: /Chạy ngay/ })).toBeNull();
});

test('a button reports its action and the list; a busy card disables the others', async () => {
  const onAction = jest.fn();
  const user = setupUser();
  const { rerender } = renderWithApp(<PhoneListCard list={lists.paused} onAction={onAction} />);
  await user.click(screen.getByRole('button', { name: /Tiếp tục/ }));
  expect(onAction).toHaveBeenCalledWith('resume', lists.paused);
  rerender(<PhoneListCard list={lists.paused} onAction={onAction} busy="resume" />);
  expect(screen.getByRole('button', { name: /Xóa/ })).toBeDisabled();
});

test('a list whose processed numbers have no Zalo: no "Thất bại 0 · Tỷ lệ thành công 0%", but what they are', () => {
  const list = phoneListOf({ status: 'COMPLETED', totalNumbers: 3, processedNumbers: 3, skippedNumbers: 3, noZaloNumbers: 3 });
  renderWithApp(<PhoneListCard list={list} onAction={jest.fn()} />);
  expect(screen.getByTestId('success-rate')).toHaveTextContent('Chưa gửi được số nào: các số đã xử lý đều bị bỏ qua (không phải thất bại)');
  expect(screen.getByTestId('skipped-breakdown')).toHaveTextContent('3 số không có Zalo: bỏ qua, không tính là thất bại hay thành công');
  expect(screen.queryByText(/0%/)).toBeNull();
});

test('skipped numbers do not lower the rate: it counts only the numbers sent to', () => {
  const list = phoneListOf({ status: 'PROCESSING', processedNumbers: 10, successfulRequests: 6, failedRequests: 2, skippedNumbers: 2, noZaloNumbers: 1 });
  renderWithApp(<PhoneListCard list={list} onAction={jest.fn()} />);
  expect(screen.getByTestId('success-rate')).toHaveTextContent('Tỷ lệ thành công: 75% (trên 8 số đã gửi)');
  expect(screen.getByTestId('skipped-breakdown')).toHaveTextContent('1 số không có Zalo, 1 số trong danh sách không liên hệ');
});

test('a card without the schedule buttons says why', () => {
  renderWithApp(<PhoneListCard list={lists.processing} onAction={jest.fn()} />);
  expect(screen.queryByRole('button', { name: /Lên lịch nhắn tin/ })).toBeNull();
  expect(screen.getByTestId('schedule-hint')).toHaveTextContent('Chưa thể thêm lịch nhắn tin: danh sách đã có lịch kết bạn.');
});

test("what 'Chạy ngay' does under the plan is written on the card, not in a tooltip that covered the next buttons (and a phone cannot hover)", () => {
  const { rerender } = renderWithApp(<PhoneListCard list={lists.processing} onAction={jest.fn()} concurrentLimit={1} />);
  expect(screen.getByTestId('run-now-hint')).toHaveTextContent(
    'Chạy ngay tạo một công việc cho mỗi tài khoản; gói của bạn cho phép 1 công việc chạy cùng lúc, các công việc còn lại chờ lượt.',
  );
  expect(screen.queryByRole('tooltip')).toBeNull();
  // No 'Chạy ngay' on a paused list, and no limit on an unlimited plan: no line.
  rerender(<PhoneListCard list={lists.paused} onAction={jest.fn()} concurrentLimit={1} />);
  expect(screen.queryByTestId('run-now-hint')).toBeNull();
  rerender(<PhoneListCard list={lists.processing} onAction={jest.fn()} concurrentLimit={-1} />);
  expect(screen.queryByTestId('run-now-hint')).toBeNull();
});
