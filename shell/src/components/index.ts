export { LoadingScreen } from './loading-screen';
export { PageHeader, type PageHeaderProps } from './page-header';
export { RemoteFallback, type RemoteFallbackProps } from './remote-fallback';
export { ROLE_LABELS, roleLabel } from './role-label';
