/**
 * The hall's side of tests/bench/hall-catch-up.ts, in a process of its own as on a real hall's PC:
 * opens the hall's database from the archive the benchmark made of it once its day was played,
 * says `ready`, and at `go` (the link is back) runs the hall's sync round until central has
 * everything, then says where its outbox stands and the CPU seconds its round took, as one JSON
 * line. Before `ready` it warms up as a hall's long-running server is warm (the benchmark's one process was, before): central's state
 * pulled and the allowance's return looked at (straight to central, the proxy being cut; neither
 * changes anything here), and the outbox's first batch read, signed and gzipped (not sent).
 * Run by the benchmark:
 *   node --import tsx tests/bench/lib/hall-catch-up-hall.ts <archive.tgz> <central's url> [outbox key]
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { openDatabase } from '../../../server/db/client';
import { readHallLink, returnUnusedAllowance } from '../../../server/halls/hall-allowance';
import { packCall } from '../../../server/halls/central-client';
import { pullState, syncOnce } from '../../../server/halls/hall-sync';
import { outboxBatchAfter } from '../../../server/halls/outbox-batches';

const [archive, centralUrl, outboxKey] = process.argv.slice(2);
if (!archive || !centralUrl)
  throw new Error("usage: hall-catch-up-hall.ts <archive.tgz> <central's url> [outbox key]");
const hall = await openDatabase({
  inMemory: true,
  loadDataDir: new Blob([readFileSync(archive)]),
  ...(outboxKey && { hallOutboxKey: outboxKey }),
});
const link = (await readHallLink(hall.db))!;
await pullState(hall.db, { ...link, centralUrl });
await returnUnusedAllowance(hall.db, link);
const first = await outboxBatchAfter(hall.db, link.uploadedSeq);
if (first) await packCall(link, 'POST', '/api/v1/hall_sync/outbox/', first.body);
const lines = createInterface({ input: process.stdin });
console.log('ready');
for await (const line of lines) {
  if (line !== 'go') continue;
  const cpuBefore = process.cpuUsage();
  await syncOnce(hall.db);
  const after = (await readHallLink(hall.db))!;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    JSON.stringify({
      uploadedSeq: after.uploadedSeq,
      outboxSeq: after.outboxSeq,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    }),
  );
  break;
}
lines.close();
await hall.close();
