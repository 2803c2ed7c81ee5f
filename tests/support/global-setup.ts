import { pgliteTemplate, postgresTemplate } from './database-template';

/** Builds the migrated template once, before the test workers start copying it. */
export default async function setup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await postgresTemplate(adminUrl);
  else await pgliteTemplate();
}
