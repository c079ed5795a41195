/** Test data without testing-library: safe to import from stories. */
export * from './fixtures';
export * from './query-clients';
