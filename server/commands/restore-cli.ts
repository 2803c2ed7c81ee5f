import { resolve } from 'node:path';
import { describeError } from '../safe-error';
import { settingsFromEnv } from '../settings';
import { restore } from './backup';

// npm run restore -- <file>: replaces the database with a backup and checks the ledger.
const settings = settingsFromEnv();
const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run restore -- <backup file>\n');
  process.exit(2);
}
try {
  const report = await restore(
    { databaseUrl: settings.databaseUrl, dataDir: settings.dataDir },
    resolve(file),
  );
  if (report.previous) process.stdout.write(`The replaced folder is kept at ${report.previous}\n`);
  if (report.ledger.length > 0) {
    process.stderr.write(
      `Restored, but the ledger check found ${report.ledger.length} account(s) whose balance ` +
        `differs from their entries:\n${JSON.stringify(report.ledger, null, 2)}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Restored from ${resolve(file)}. Ledger check: every balance matches.\n`);
} catch (error) {
  process.stderr.write(`Restore failed: ${describeError(error)}\n`);
  process.exit(1);
}
