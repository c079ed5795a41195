export { createInboxModule, type InboxModule, type InboxModuleDeps } from './module';
export type { AccountRef } from './capture';
export { inboxSql } from './contact-sql';
