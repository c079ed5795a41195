import { Grid } from 'antd';

/** Below 768 px (antd's xs and sm): the list and the thread take the screen one at a time. */
export function useNarrowScreen(): boolean {
  const screens = Grid.useBreakpoint();
  return Boolean(screens.xs) || (Boolean(screens.sm) && !screens.md);
}
