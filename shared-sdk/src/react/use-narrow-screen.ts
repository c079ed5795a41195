import { Grid } from 'antd';

/**
 * Below 768 px (antd's xs and sm), a phone: tables become cards and two-pane pages show one pane at a time, so
 * nothing leaves the screen. Follows the window's changes (rotating a phone).
 */
export function useNarrowScreen(): boolean {
  const screens = Grid.useBreakpoint();
  return Boolean(screens.xs) || (Boolean(screens.sm) && !screens.md);
}
