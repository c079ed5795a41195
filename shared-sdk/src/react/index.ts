export * from './app-providers';
export * from './dev-frame';
export * from './remote-routes';
export * from './pager';
export * from './status-tags';
export * from './use-toasts';
export * from './attachment-picker';
export * from './billing-gates';
