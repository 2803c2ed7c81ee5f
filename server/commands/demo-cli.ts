import { openDatabase } from '../db/client';
import { settingsFromEnv } from '../settings';
import { DEMO_AGENT_DEPOSIT, DEMO_CASHIER_OPENING, ensureDemoAccounts } from './demo-accounts';

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
  process.stdout.write(
    `Demo credit (once): ${DEMO_AGENT_DEPOSIT.toFixed(2)} deposited to the agent, ` +
      `${DEMO_CASHIER_OPENING.toFixed(2)} of it passed on as the cashier's opening balance.\n`,
  );
} finally {
  await database.close();
}
