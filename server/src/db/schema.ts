/**
 * Every table, one file per owner under tables/ (drizzle's schema and the repos import this barrel): the tables of
 * `tables/<name>.ts` belong to `modules/<name>/`, which alone reads and writes them (scripts/structure/table-owners.mjs).
 * See docs/data-model.md for each table's owner and how identities work on Zalo.
 */
export * from './tables/auth';
export * from './tables/subscription';
export * from './tables/payments';
export * from './tables/simulators';
export * from './tables/proxies';
export * from './tables/accounts';
export * from './tables/ai-config';
export * from './tables/bots';
export * from './tables/jobs';
export * from './tables/social';
export * from './tables/shared-lists';
export * from './tables/phone-lists';
export * from './tables/do-not-contact';
export * from './tables/inbox';
export * from './tables/audit-log';
export * from './tables/api-keys';
export * from './tables/webhooks';
