import { BarChart, type BarSeriesOption, HeatmapChart, type HeatmapSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendPlainComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
  VisualMapContinuousComponent,
  type VisualMapComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The one place echarts is set up: only the charts and components the reports page draws (tree-shaken: bars, the
 * heatmap, a plain legend, a continuous colour scale), drawn as SVG (crisp on phones, light on memory, and testable
 * in jsdom, which has no canvas). Loaded with the page only. Its `use` call is a side effect: mf-jobs/package.json
 * lists this file in `sideEffects`, or the bundler would skip it and take `echarts` straight from echarts/core,
 * with nothing registered.
 */
echarts.use([BarChart, HeatmapChart, GridComponent, LegendPlainComponent, TooltipComponent, VisualMapContinuousComponent, SVGRenderer]);

export { echarts };

export type ChartOption = echarts.ComposeOption<
  BarSeriesOption | HeatmapSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption | VisualMapComponentOption
>;
