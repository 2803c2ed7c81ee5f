/**
 * What durable commits cost on the embedded database: the same money-like transactions (an
 * update of a balance and an insert into a log, committed one by one, as a till's requests are)
 * on PGlite as it ships (fsync off) and as the app opens it (server/db/durable-pglite.ts: fsync on,
 * every commit synced to the disk). Prints both rates and the ratio (PGlite only: PostgreSQL's
 * durability is its server's own setting).
 * Run: npx tsx tests/bench/pglite-durability.ts [transactions] [rounds]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDurablePglite, observeDiskSyncs } from '../../server/db/durable-pglite';
import { formatCount, formatPercent, reportFigure } from './lib/figures';

const transactions = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 3);

async function run(durable: boolean): Promise<{ perSecond: number; syncs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bingo-bench-'));
  let syncs = 0;
  observeDiskSyncs(() => (syncs += 1));
  const pg = await createDurablePglite(dir, { durable });
  try {
    await pg.exec(`create table accounts (id int primary key, balance bigint not null);
      create table entries (id serial primary key, account int not null, amount bigint not null);
      insert into accounts values (1, 0);`);
    syncs = 0;
    const started = performance.now();
    for (let i = 0; i < transactions; i += 1)
      await pg.transaction(async (tx) => {
        await tx.query('update accounts set balance = balance + $1 where id = 1', [100]);
        await tx.query('insert into entries (account, amount) values (1, $1)', [100]);
      });
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: transactions / seconds, syncs };
  } finally {
    await pg.close();
    observeDiskSyncs(undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

let best = { unsynced: 0, synced: 0, syncs: 0 };
for (let round = 0; round < rounds; round += 1) {
  const unsynced = await run(false);
  const synced = await run(true);
  best = {
    unsynced: Math.max(best.unsynced, unsynced.perSecond),
    synced: Math.max(best.synced, synced.perSecond),
    syncs: synced.syncs,
  };
}
console.log(`${transactions} transactions, best of ${rounds} rounds`);
console.log(`fsync off (PGlite default): ${best.unsynced.toFixed(0)} commits/s`);
console.log(
  `fsync on (the app):         ${best.synced.toFixed(0)} commits/s, ${(best.syncs / transactions).toFixed(1)} disk syncs per commit`,
);
console.log(`ratio durable / unsynced:   ${(best.synced / best.unsynced).toFixed(2)}`);
reportFigure({
  figure: `durable commits/s, two statements each (PGlite, ${(best.syncs / transactions).toFixed(1)} disk syncs per commit)`,
  value: formatCount(best.synced),
  baseline: `fsync off ${formatCount(best.unsynced)}`,
  ratio: formatPercent(best.synced / best.unsynced),
  target: '-',
  met: null,
});
