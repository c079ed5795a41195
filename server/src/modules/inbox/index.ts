export { createInboxModule, type InboxModule, type InboxModuleDeps } from './module';
export type { AccountRef } from './capture';
export { inboxSql } from './contact-sql';
export { type AfterIncoming, createIngest, type FreshPrivateMessage, type IngestMessage } from './ingest';
export { unassignMember } from './assignees';
