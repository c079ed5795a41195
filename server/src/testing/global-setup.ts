import { preparePgliteTemplate } from './test-database';

/** Jest global setup of the server project: the migrated PGlite template, built once per change of migrations. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await preparePgliteTemplate();
}
