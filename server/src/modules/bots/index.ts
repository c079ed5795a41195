export { type AccountRef, type AccountSessions } from './account-sessions';
export { type BotsModule, type BotsModuleDeps, createBotsModule } from './module';
export type { AutoReply } from './auto-reply';
export type { MessageSink } from './on-message';
export type { RuntimeTiming } from './runtime';
export { SessionError, type SessionFailure, sessionErrorToHttp } from './session-error';
