import { resolve } from 'node:path';
import { describeError } from '../safe-error';
import { settingsFromEnv } from '../settings';
import { backup } from './backup';

// npm run backup -- [file]: a consistent backup, also while the server runs (README "Backups").
const settings = settingsFromEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(
  process.argv[2] ?? `bingo-backup-${stamp}${settings.databaseUrl ? '.dump' : '.tar.gz'}`,
);
try {
  const how = await backup({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir }, file);
  process.stdout.write(`Backup written to ${file} (${how}).\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${describeError(error)}\n`);
  process.exit(1);
}
