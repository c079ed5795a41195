export { type AccountRef, type AccountSessions } from './account-sessions';
export { type BotsModule, type BotsModuleDeps, createBotsModule } from './module';
export type { AutoReply } from './auto-reply';
export type { MessageSink } from './on-message';
export type { HandOver, RuntimeTiming, SessionPlacement } from './runtime';
export { isRemoteSession } from './forwarding';
export { SessionError, type SessionFailure, sessionErrorToHttp } from './session-error';
