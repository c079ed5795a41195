import { preparePgliteTemplate, preparePostgresTemplate } from './test-database';

/**
 * Jest global setup of the server project: the migrated template (PGlite's, or the template database on
 * TEST_DATABASE_URL), built once per change of migrations, before any worker needs it.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await preparePostgresTemplate(url);
  else await preparePgliteTemplate();
}
