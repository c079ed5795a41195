export { createInboxModule, type InboxModule, type InboxModuleDeps } from './module';
export type { AccountRef } from './capture';
export { type AfterIncoming, createIngest, type FreshPrivateMessage, type IngestMessage } from './ingest';
