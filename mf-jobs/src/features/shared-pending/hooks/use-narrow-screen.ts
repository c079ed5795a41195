import { Grid } from 'antd';

/** Below 768 px (antd's xs and sm): tables become cards or stacked cells so nothing leaves the screen. */
export function useNarrowScreen(): boolean {
  const screens = Grid.useBreakpoint();
  return Boolean(screens.xs) || (Boolean(screens.sm) && !screens.md);
}
