import { render, screen, within } from '@testing-library/react';
import { activityOf } from '../testing/fixtures';
import { activityWindow } from '../utils/activity';
import { ActivityChart } from './activity-chart';

// 23 November 2026, 01:30 in Ho Chi Minh City (still the 22nd in UTC).
const now = Date.parse('2026-11-22T18:30:00Z');

test('14 stacked bars labelled dd/MM in UTC+7, each with its exact numbers, and an aria summary of the totals', () => {
  const activity = activityOf((index) => ({ sent: index * 10, failed: index % 2 }), 14, now);
  render(<ActivityChart days={activityWindow(activity, 14, now)} />);

  const chart = screen.getByRole('img', { name: 'Tin nhắn 14 ngày qua: 910 đã gửi, 7 thất bại, 0 đã trả lời' });
  const bars = screen.getAllByTestId('activity-bar');
  expect(bars).toHaveLength(14);
  expect(chart).toContainElement(bars[0]);
  expect(bars[0]).toHaveTextContent('10/11');
  expect(bars[13]).toHaveTextContent('23/11');
  expect(bars[13]).toHaveAttribute('data-date', '2026-11-23');
  expect(bars[13]).toHaveAttribute('title', '23/11: 130 đã gửi, 1 thất bại, 0 đã trả lời');
  expect(bars[0]).toHaveAttribute('title', '10/11: 0 đã gửi, 0 thất bại, 0 đã trả lời');
  expect(screen.getByText('Tổng: 910 đã gửi · 7 thất bại · 0 đã trả lời')).toBeInTheDocument();
  expect(screen.getByText('Đã gửi')).toBeInTheDocument();
  expect(screen.getByText('Thất bại')).toBeInTheDocument();
});

test('a fortnight of zeros shows a quiet empty state instead of bars', () => {
  render(<ActivityChart days={activityWindow(activityOf(() => ({ sent: 0, failed: 0 }), 14, now), 14, now)} />);
  expect(screen.getByText('Chưa có tin nhắn nào trong 14 ngày qua')).toBeInTheDocument();
  expect(screen.queryByTestId('activity-bar')).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /Tin nhắn 14 ngày qua/ })).not.toBeInTheDocument();
});

test('a failed load says so inside the card', () => {
  render(<ActivityChart days={activityWindow(undefined, 14, now)} failed />);
  expect(screen.getByText('Không thể tải biểu đồ hoạt động')).toBeInTheDocument();
});

test('a day of numbers without Zalo is not painted as failures: skipped recipients stand apart, in grey, explained', () => {
  const activity = activityOf((index) => (index === 13 ? { sent: 5, failed: 0, skipped: 20 } : { sent: 0, failed: 0 }), 14, now);
  render(<ActivityChart days={activityWindow(activity, 14, now)} />);
  expect(screen.getByRole('img', { name: 'Tin nhắn 14 ngày qua: 5 đã gửi, 0 thất bại, 20 bỏ qua, 0 đã trả lời' })).toBeInTheDocument();
  const today = screen.getAllByTestId('activity-bar')[13];
  expect(today).toHaveAttribute('title', '23/11: 5 đã gửi, 0 thất bại, 20 bỏ qua, 0 đã trả lời');
  // Two segments (sent, skipped) and no red one: the failure colour is nowhere in the bar.
  const segments = [...today.querySelectorAll('div > div > div')].filter((segment) => (segment as HTMLElement).style.background);
  expect(segments).toHaveLength(2);
  expect(segments.map((segment) => (segment as HTMLElement).style.height)).toEqual(['20%', '80%']);
  expect(screen.getByText('Tổng: 5 đã gửi · 0 thất bại · 20 bỏ qua · 0 đã trả lời')).toBeInTheDocument();
  expect(screen.getByText(/^Bỏ qua: số không có Zalo/)).toBeInTheDocument();
  expect(screen.getByText('Bỏ qua')).toBeInTheDocument();
});

test('the replies series: a narrow bar beside each day on the same scale, in the legend, the titles and the totals', () => {
  const activity = activityOf((index) => (index === 13 ? { sent: 40, failed: 0, messages: 40, replied: 10 } : index === 12 ? { sent: 20, failed: 0, messages: 20, replied: 0 } : { sent: 0, failed: 0 }), 14, now);
  render(<ActivityChart days={activityWindow(activity, 14, now)} />);
  expect(screen.getByRole('img', { name: 'Tin nhắn 14 ngày qua: 60 đã gửi, 0 thất bại, 10 đã trả lời' })).toBeInTheDocument();
  const bars = screen.getAllByTestId('activity-bar');
  expect(bars[13]).toHaveAttribute('title', '23/11: 40 đã gửi, 0 thất bại, 10 đã trả lời');
  const replies = (bar: HTMLElement) => within(bar).getByTestId('activity-replies').querySelector('div') as HTMLElement | null;
  // 10 replies against the busiest day's 40 sent: a quarter of the height.
  expect(replies(bars[13])?.style.height).toBe('25%');
  expect(replies(bars[12])).toBeNull();
  expect(screen.getByText('Đã trả lời')).toBeInTheDocument();
  expect(screen.getByText('Tổng: 60 đã gửi · 0 thất bại · 10 đã trả lời')).toBeInTheDocument();
});
