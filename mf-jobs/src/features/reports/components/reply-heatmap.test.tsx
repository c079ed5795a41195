import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from 'shared-sdk/testing';
import { stubChartSurface } from '../testing/chart-surface';
import { sampleHeatmap } from '../testing/fixtures';
import { heatmapPeak } from '../utils/chart-data';
import { heatmapOption, ReplyHeatmap } from './reply-heatmap';

beforeEach(stubChartSurface);
afterEach(() => jest.restoreAllMocks());

const colors = { low: 'white', high: 'blue', text: 'grey', empty: 'snow' };

test('hours across, weekdays down from Monday to Sunday; each cell with replies placed on its row', () => {
  const option = heatmapOption({ cells: [{ weekday: 1, hour: 9, replies: 4 }, { weekday: 0, hour: 23, replies: 2 }, { weekday: 3, hour: 5, replies: 0 }] }, colors);
  expect(option.yAxis).toMatchObject({ data: ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN'], inverse: true });
  expect((option.xAxis as { data: string[] }).data).toHaveLength(24);
  expect(option.series).toMatchObject([{ type: 'heatmap', data: [[9, 0, 4], [23, 6, 2]] }]);
  expect(option.visualMap).toMatchObject({ min: 0, max: 4 });
  const { tooltip } = option as { tooltip: { formatter: (params: unknown) => string } };
  expect(tooltip.formatter({ value: [23, 6, 2] })).toBe('Chủ nhật, 23:00–23:59: 2 câu trả lời');
});

test('the busiest hour is the earliest in the week on a tie', () => {
  expect(heatmapPeak({ cells: [{ weekday: 0, hour: 8, replies: 5 }, { weekday: 2, hour: 8, replies: 5 }, { weekday: 2, hour: 7, replies: 5 }] })).toEqual({
    total: 15,
    busiest: { weekday: 2, hour: 7, replies: 5 },
  });
});

test('drawn by echarts as SVG with the weekdays; nobody replied: the empty state', async () => {
  const { unmount } = renderWithApp(<ReplyHeatmap heatmap={sampleHeatmap} />);
  const chart = await screen.findByRole('img', { name: 'Bản đồ giờ trả lời: 75 câu trả lời, nhiều nhất Thứ 6 lúc 21:00' });
  // echarts-for-react draws once the box is measured, a moment after mounting.
  const labels = () => [...chart.querySelectorAll('svg text')].map((text) => text.textContent);
  await waitFor(() => expect(labels()).toEqual(expect.arrayContaining(['T2', 'CN', '0', '23'])));
  unmount();

  renderWithApp(<ReplyHeatmap heatmap={{ cells: [] }} />);
  expect(await screen.findByText('Chưa có khách nào trả lời trong khoảng thời gian này')).toBeInTheDocument();
});
