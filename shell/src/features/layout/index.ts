export { AppFooter } from './app-footer';
export { AppLayout } from './app-layout';
export { NAV_ITEMS, isActivePath, type NavItem } from './nav-items';
export { Sidebar, type SidebarProps } from './sidebar';
export { useIsMobile } from './use-is-mobile';
