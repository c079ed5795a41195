export { type AccountRef, type AccountSessions } from './account-sessions';
export { type BotsModule, type BotsModuleDeps, createBotsModule } from './module';
export type { RuntimeTiming } from './runtime';
export { SessionError, type SessionFailure, sessionErrorToHttp } from './session-error';
