/** Test data and story decorators without testing-library: safe to import from stories. */
export * from './fixtures';
export * from './query-clients';
export * from './story-decorators';
