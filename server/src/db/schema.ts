/** Every table, one file per domain under tables/ (drizzle's schema and the repos import this barrel). */
export * from './tables/auth';
export * from './tables/billing';
export * from './tables/proxies';
export * from './tables/accounts';
export * from './tables/bots';
export * from './tables/jobs';
export * from './tables/friends';
export * from './tables/shared-lists';
export * from './tables/inbox';
