import { openDatabase } from '../db/client';
import { settingsFromEnv } from '../settings';
import { ensureDemoAccounts } from './demo-accounts';

const settings = settingsFromEnv();
const database = await openDatabase({
  databaseUrl: settings.databaseUrl,
  dataDir: settings.dataDir,
});
try {
  const accounts = await ensureDemoAccounts(database.db);
  process.stdout.write('Demo accounts (log in with these):\n');
  for (const account of accounts) {
    process.stdout.write(
      `  ${account.role.padEnd(8)} username: ${account.username}  password: ${account.password}\n`,
    );
  }
} finally {
  await database.close();
}
