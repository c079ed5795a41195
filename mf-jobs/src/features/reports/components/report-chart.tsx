import ReactEChartsCore from 'echarts-for-react/esm/core';
import { type ChartOption, echarts } from './echarts';

export interface ReportChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, in words (read by screen readers; the chart itself is a picture). */
  label: string;
  /** Below this width the chart scrolls sideways instead of squeezing its labels. */
  minWidth?: number;
  testId?: string;
}

/** An echarts chart drawn as SVG, resized with its container. */
export function ReportChart({ option, height, label, minWidth, testId }: ReportChartProps) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <div role="img" aria-label={label} data-testid={testId} style={{ minWidth }}>
        <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg', height }} style={{ height, width: '100%' }} />
      </div>
    </div>
  );
}
