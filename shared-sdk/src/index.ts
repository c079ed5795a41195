export * from './constants';
export * from './schemas';
export * from './http/api-error';
export * from './http/token-store';
export { apiClient, call, createApiClient, setApiClient } from './http/client';
export * from './api/auth';
export * from './notifications/notifications';
export * from './format/format';
export * from './query-keys';
