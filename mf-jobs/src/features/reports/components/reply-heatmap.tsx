import { Card, Empty, Skeleton, theme, Typography } from 'antd';
import type { ReportHeatmap } from 'shared-sdk';
import { LoadFailedAlert } from 'shared-sdk/react';
import { REPORT_TEXTS as T } from '../texts';
import { HEATMAP_HOURS, HEATMAP_WEEKDAYS, heatmapPeak, heatmapPoints } from '../utils/chart-data';
import type { ChartOption } from './echarts';
import { ReportChart } from './report-chart';

export interface ReplyHeatmapProps {
  heatmap?: ReportHeatmap;
  loading?: boolean;
  failed?: boolean;
  /** What the server said when it refused (a range it does not take…), under the alert's title. */
  failedReason?: string;
  onRetry?: () => void;
}

interface Colors {
  low: string;
  high: string;
  text: string;
  empty: string;
}

/** Hours across (0-23), weekdays down (Monday on top); the colour deepens with the replies of the hour. */
export function heatmapOption(heatmap: ReportHeatmap | undefined, colors: Colors): ChartOption {
  const points = heatmapPoints(heatmap);
  const peak = Math.max(1, ...points.map(([, , replies]) => replies));
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 8, bottom: 48 },
    tooltip: {
      position: 'top',
      formatter: (params) => {
        const [hour, row, replies] = (Array.isArray(params) ? params[0] : params).value as [number, number, number];
        return T.heatmapCell(T.weekdays[HEATMAP_WEEKDAYS[row]], hour, replies);
      },
    },
    xAxis: { type: 'category', data: HEATMAP_HOURS.map(String), splitArea: { show: true, areaStyle: { color: [colors.empty] } }, axisLabel: { color: colors.text } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: HEATMAP_WEEKDAYS.map((weekday) => T.weekdaysShort[weekday]),
      splitArea: { show: true, areaStyle: { color: [colors.empty] } },
      axisLabel: { color: colors.text },
    },
    visualMap: {
      min: 0,
      max: peak,
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 120,
      textStyle: { color: colors.text },
      inRange: { color: [colors.low, colors.high] },
    },
    series: [{ name: T.replied, type: 'heatmap', data: points, itemStyle: { borderColor: '#fff', borderWidth: 1, borderRadius: 2 } }],
  };
}

/** 'Khách trả lời vào lúc nào': replies by weekday × hour they came (Asia/Ho_Chi_Minh). */
export function ReplyHeatmap({ heatmap, loading, failed, failedReason, onRetry }: ReplyHeatmapProps) {
  const { token } = theme.useToken();
  const { total, busiest } = heatmapPeak(heatmap);
  const colors = { low: token.colorPrimaryBg, high: token.colorPrimary, text: token.colorTextSecondary, empty: token.colorFillQuaternary };
  return (
    <Card title={T.heatmap} style={{ height: '100%' }}>
      {failed && !heatmap ? (
        <LoadFailedAlert title={T.heatmapFailed} description={failedReason} retryText={T.retry} onRetry={onRetry} />
      ) : loading && !heatmap ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.heatmapEmpty} />
      ) : (
        <>
          <ReportChart
            option={heatmapOption(heatmap, colors)}
            height={300}
            // 24 hour columns stay wide enough to point at on a phone: it scrolls sideways below this.
            minWidth={520}
            label={T.heatmapSummary(total, busiest && T.heatmapBusiest(T.weekdays[busiest.weekday], busiest.hour))}
            testId="reply-heatmap"
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
            {busiest && `${T.heatmapSummary(total, T.heatmapBusiest(T.weekdays[busiest.weekday], busiest.hour))}. `}
            {T.heatmapHint}
          </Typography.Text>
        </>
      )}
    </Card>
  );
}
