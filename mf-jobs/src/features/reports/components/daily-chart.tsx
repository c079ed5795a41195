import { Card, Empty, Skeleton, theme, Typography } from 'antd';
import type { ReportDay } from 'shared-sdk';
import { LoadFailedAlert } from 'shared-sdk/react';
import { REPORT_TEXTS as T } from '../texts';
import { type ChartDay, chartDays, dailyTotals } from '../utils/chart-data';
import type { DayRange } from '../utils/range';
import type { ChartOption } from './echarts';
import { ReportChart } from './report-chart';

export interface DailyChartProps {
  range: DayRange;
  days?: ReportDay[];
  loading?: boolean;
  failed?: boolean;
  /** What the server said when it refused (a range it does not take…), under the alert's title. */
  failedReason?: string;
  onRetry?: () => void;
}

interface Colors {
  sent: string;
  replied: string;
  text: string;
  grid: string;
}

/** Sent as bars, replied as bars beside them; the tooltip says the messages and the day's reply rate. */
export function dailyChartOption(days: ChartDay[], colors: Colors): ChartOption {
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 36, bottom: 8 },
    legend: { top: 0, left: 0, textStyle: { color: colors.text } },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const index = (Array.isArray(params) ? params[0] : params).dataIndex;
        const day = days[index];
        return day ? T.dailyTooltip(day.label, day.sent, day.messages, day.replied) : '';
      },
    },
    xAxis: { type: 'category', data: days.map((day) => day.label), axisLabel: { color: colors.text, hideOverlap: true }, axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: colors.text }, splitLine: { lineStyle: { color: colors.grid } } },
    series: [
      { name: T.sent, type: 'bar', data: days.map((day) => day.sent), itemStyle: { color: colors.sent, borderRadius: [3, 3, 0, 0] }, barMaxWidth: 28 },
      { name: T.replied, type: 'bar', data: days.map((day) => day.replied), itemStyle: { color: colors.replied, borderRadius: [3, 3, 0, 0] }, barMaxWidth: 28 },
    ],
  };
}

/** 'Đã gửi và đã trả lời theo ngày': one pair of bars per Vietnamese day of the range. */
export function DailyChart({ range, days, loading, failed, failedReason, onRetry }: DailyChartProps) {
  const { token } = theme.useToken();
  const shown = chartDays(range, days);
  const totals = dailyTotals(shown);
  const colors = { sent: token.colorSuccess, replied: token.colorPrimary, text: token.colorTextSecondary, grid: token.colorBorderSecondary };
  return (
    <Card title={T.daily} style={{ height: '100%' }}>
      {failed && !days ? (
        <LoadFailedAlert title={T.dailyFailed} description={failedReason} retryText={T.retry} onRetry={onRetry} />
      ) : loading && !days ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : totals.sent + totals.replied === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.dailyEmpty} />
      ) : (
        <>
          <ReportChart
            option={dailyChartOption(shown, colors)}
            height={280}
            // Thirty days of dd/MM need about 480 px: a phone scrolls the chart instead of hiding most days.
            minWidth={shown.length > 14 ? 480 : undefined}
            label={T.dailySummary(shown.length, totals.sent, totals.replied)}
            testId="daily-chart"
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
            {T.dailyLateReplies}
          </Typography.Text>
        </>
      )}
    </Card>
  );
}
