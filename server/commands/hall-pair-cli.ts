import { openDatabase } from '../db/client';
import { pairWithCentral } from '../halls/hall-sync';
import { outboxKeyForPairing } from '../halls/outbox-key';
import { settingsFromEnv } from '../settings';

// `BINGO_CENTRAL_URL=https://central.example npm run hall:pair -- <code>`: pairs this hall's
// (stopped) server with the shop its agent made the code for (decision 038).
const settings = settingsFromEnv();
const code = process.argv[2];
if (!settings.centralUrl || !code) {
  process.stderr.write('Usage: BINGO_CENTRAL_URL=<central address> npm run hall:pair -- <code>\n');
  process.exit(2);
}
// The chain key lives in the data folder, outside the database, and every session is given it.
const outboxKey = outboxKeyForPairing(settings.dataDir);
const database = await openDatabase({
  databaseUrl: settings.databaseUrl,
  dataDir: settings.dataDir,
  hallOutboxKey: outboxKey,
});
try {
  const link = await pairWithCentral(database.db, {
    centralUrl: settings.centralUrl,
    code,
    outboxKey,
  });
  process.stdout.write(
    `Paired: hall ${link.hallId} of shop ${link.shopId} at ${settings.centralUrl}. ` +
      'Start it with the same BINGO_CENTRAL_URL: npm start\n',
  );
} catch (error) {
  process.stderr.write(
    `Pairing failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
