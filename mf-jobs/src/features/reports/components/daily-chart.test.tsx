import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from 'shared-sdk/testing';
import { stubChartSurface } from '../testing/chart-surface';
import { daysOf } from '../testing/fixtures';
import { chartDays } from '../utils/chart-data';
import { DailyChart, dailyChartOption } from './daily-chart';

beforeEach(stubChartSurface);
afterEach(() => jest.restoreAllMocks());

const range = { from: '2026-11-24', to: '2026-11-27' };
const colors = { sent: 'blue', replied: 'green', text: 'grey', grid: 'silver' };

test('every day of the range has its pair of bars, zero on a day the server left out', () => {
  const days = chartDays(range, daysOf([['2026-11-24', 10, 2], ['2026-11-26', 30, 6]]));
  const option = dailyChartOption(days, colors);
  expect(option.xAxis).toMatchObject({ data: ['24/11', '25/11', '26/11', '27/11'] });
  expect(option.series).toMatchObject([
    { name: 'Đã gửi', type: 'bar', data: [15, 0, 35, 0] },
    { name: 'Đã trả lời', type: 'bar', data: [2, 0, 6, 0] },
  ]);
});

test("the tooltip says the day's sends, messages, replies and reply rate in Vietnamese", () => {
  const days = chartDays(range, daysOf([['2026-11-26', 30, 6]]));
  const { tooltip } = dailyChartOption(days, colors) as { tooltip: { formatter: (params: unknown) => string } };
  expect(tooltip.formatter([{ dataIndex: 2 }])).toBe('26/11: 35 đã gửi (30 tin nhắn), 6 đã trả lời (20%)');
  expect(tooltip.formatter([{ dataIndex: 1 }])).toBe('25/11: 0 đã gửi (0 tin nhắn), 0 đã trả lời');
});

test('drawn by echarts as SVG with the days as labels; a range without sends shows the empty state instead', async () => {
  const { unmount } = renderWithApp(<DailyChart range={range} days={daysOf([['2026-11-26', 30, 6]])} />);
  const chart = await screen.findByRole('img', { name: 'Biểu đồ 4 ngày: 35 đã gửi, 6 đã trả lời' });
  // echarts-for-react draws once the box is measured, a moment after mounting.
  const labels = () => [...chart.querySelectorAll('svg text')].map((text) => text.textContent);
  await waitFor(() => expect(labels()).toEqual(expect.arrayContaining(['24/11', '27/11', 'Đã gửi', 'Đã trả lời'])));
  unmount();

  renderWithApp(<DailyChart range={range} days={[]} />);
  expect(await screen.findByText('Chưa gửi tin nào trong khoảng thời gian này')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
});
