/**
 * Halls catching up together (issue 23, decision 040): one central and `halls` + 1 halls (PGlite
 * each, paired to shops of their own, every upload real HTTP through a proxy of its own). Every hall
 * plays `games` games of up to 75 draws while its link is cut. Baseline, same run: the first hall
 * catches up alone. Then the links of all the others return at once and their sync workers catch
 * up side by side, taking turns when central's batch slots (BINGO_HALL_BATCHES_AT_ONCE, 4) are
 * full. The figure is the entries a second central applies with the halls together, against one
 * hall alone: how far one API instance scales past a single hall.
 * Central is PostgreSQL with TEST_DATABASE_URL, else PGlite.
 * Run: node --import tsx tests/bench/halls-together.ts [halls] [games]   (default 8 halls, 10 games)
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/query-rows';
import { readHallLink } from '../../server/halls/hall-allowance';
import { startSyncWorker, syncOnce } from '../../server/halls/hall-sync';
import { call } from '../support/api';
import { endGame, gameCall, startGame } from '../support/games';
import { pairHallTo, type HallOfCentral } from '../support/paired-hall';
import { createTestApp } from '../support/test-app';
import { formatCount, formatRatio, reportFigure } from './lib/figures';

const together = Number(process.argv[2] ?? process.env.BENCH_HALLS ?? 8);
const games = Number(process.argv[3] ?? process.env.BENCH_HALL_GAMES_EACH ?? 10);
const DRAWS = 75;
const CARDS = Array.from({ length: 24 }, (_, i) => i + 1);
const centralLabel = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const central = await createTestApp();
await central.app.listen({ port: 0, host: '127.0.0.1' });
const halls: HallOfCentral[] = [];

async function pendingEntries(hall: HallOfCentral): Promise<number> {
  const link = (await readHallLink(hall.hall.db))!;
  return link.outboxSeq - link.uploadedSeq;
}

/** A hall's day while its link is cut: `games` games played against its allowance. */
async function playDay(hall: HallOfCentral): Promise<void> {
  const taken = await call(hall.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: hall.hallSession,
    body: { amount: games * 100, max_games: games, hours: 24 },
  });
  if (taken.statusCode !== 201) throw new Error(`allowance ${taken.statusCode}: ${taken.body}`);
  await syncOnce(hall.hall.db);
  hall.proxy.cut();
  for (let game = 0; game < games; game += 1) {
    const id = await startGame(hall.hall.app, hall.hallSession, { amount: 240, cards: CARDS });
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const drawn = await gameCall(hall.hall.app, hall.hallSession, id, 'draw');
      if (drawn.statusCode !== 200) break;
    }
    await endGame(hall.hall.app, hall.hallSession, id);
  }
}

/** Restores the halls' links, runs their sync workers until every outbox is applied: seconds. */
async function catchUp(group: HallOfCentral[]): Promise<{ seconds: number; entries: number }> {
  let entries = 0;
  for (const hall of group) entries += await pendingEntries(hall);
  const started = performance.now();
  for (const hall of group) hall.proxy.restore();
  const workers = group.map((hall) => startSyncWorker(hall.hall.db, { intervalMs: 50 }));
  try {
    for (;;) {
      let left = 0;
      for (const hall of group) left += await pendingEntries(hall);
      if (left === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
  return { seconds: (performance.now() - started) / 1000, entries };
}

try {
  for (let i = 0; i <= together; i += 1)
    halls.push(await pairHallTo(central, { cashierBalance: games * 100 + 1000 }));
  const playStarted = performance.now();
  for (const hall of halls) await playDay(hall);
  console.log(
    `${halls.length} halls played ${games} games each in ${((performance.now() - playStarted) / 1000).toFixed(1)} s`,
  );

  const alone = await catchUp(halls.slice(0, 1));
  const side = await catchUp(halls.slice(1));
  const [copied] = await queryRows<{ n: number }>(
    central.db,
    sql`select count(*)::int as n from hall_games`,
  );
  if (copied?.n !== halls.length * games)
    throw new Error(`central holds ${copied?.n} hall games, expected ${halls.length * games}`);

  const aloneRate = alone.entries / alone.seconds;
  const sideRate = side.entries / side.seconds;
  console.log(
    `central (${centralLabel}): one hall ${formatCount(alone.entries)} entries in ${alone.seconds.toFixed(2)} s; ` +
      `${together} halls together ${formatCount(side.entries)} entries in ${side.seconds.toFixed(2)} s`,
  );
  reportFigure({
    figure: `${together} halls catching up together, ${games} games each (central ${centralLabel}): entries/s`,
    value: `${formatCount(sideRate)} /s`,
    baseline: `one hall alone: ${formatCount(aloneRate)} /s`,
    ratio: formatRatio(sideRate / aloneRate),
    target: '-',
    met: null,
  });
} finally {
  for (const hall of halls) await hall.close();
  await central.close();
}
