// Run by scripts/build-server.mjs, from its bundle: writes the new-database template.
import { NEW_DATABASE_TEMPLATE, writeNewDatabaseTemplate } from './new-database-template';

await writeNewDatabaseTemplate(process.argv[2] ?? NEW_DATABASE_TEMPLATE);
