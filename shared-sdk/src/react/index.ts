export * from './app-providers';
export * from './dev-frame';
export * from './remote-routes';
