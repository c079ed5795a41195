/**
 * What echarts needs from jsdom, which does no layout and has no canvas: a width for the chart's box (600 px; its
 * height is the chart's own) and a 2D context that only measures text (zrender measures on a canvas even when it
 * draws SVG; 6 px a character). Call it in a beforeEach (restoreAllMocks undoes it).
 */
export function stubChartSurface(): void {
  const context = { font: '', measureText: (text: string) => ({ width: text.length * 6 }) };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
}
