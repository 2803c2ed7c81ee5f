/**
 * Claims from the players' phones at hall scale (issue 40, decision 052): 2,000 phones follow one
 * game's public feed (in a process of their own, lib/phone-crowd.ts), the till follows the staff
 * feed in this process, the app runs in a third. After a draw, 200 of the phones claim at random
 * moments within one second, each from its phone's address on a connection of its own; 2 rounds,
 * other phones each round, the cashier resuming the caller the first claim paused before the next
 * draw.
 *
 * Claim-to-till: from the moment this process sends a claim to the moment the till's feed has that
 * card's `claim` event. The till's claims queue is built from that event alone (web/lib/
 * game-events.ts), with no further request, so the feed's message is when the till has the claim;
 * React's render after it is not counted. Baseline, in the same round: the same number of rows
 * inserted one by one through the app's own database client (`/__bench/write`: one insert, committed
 * before the answer), sent at the same moments from the same addresses, timed to the answer.
 *
 * Checked and printed: every claim answered 201, recorded once in the game's pending claims and
 * once as a `claim` event of the log, in ball order (each stamped with its round's ball count,
 * never decreasing in the order they were recorded), reaching the till once, and its own phone
 * once (a phone's feed names its card and hears that card's claims only).
 * Run: node --import tsx tests/bench/phone-claims.ts [phones] [claims] [rounds]
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchDatabases } from './lib/databases';
import { openStreamClient, percentile, type StreamClient } from './lib/event-clients';
import { formatCount, formatMs, formatRatio, reportFigure } from './lib/figures';
import { cardPaths, gameOfCard, phoneAddress, postFromPhone, publicCardPath } from './lib/phones';
import {
  api,
  serverCpuMs,
  startBenchGame,
  startBenchServer,
  startProcess,
  type Started,
} from './lib/processes';

const PHONES = Number(process.argv[2] ?? 2000);
const CLAIMS = Number(process.argv[3] ?? 200);
const ROUNDS = Number(process.argv[4] ?? 2);
const SPREAD_MS = 1000;
const STEP = Math.floor(PHONES / CLAIMS);
if (ROUNDS >= STEP)
  throw new Error('each round claims with other phones: rounds < phones / claims');

interface Claim {
  card_number: number;
  called_count: number;
}
interface GameView {
  state: string;
  called_count: number;
  pending_claims: Claim[];
}
interface Logged {
  sequence: number;
  type: string;
  data: { card_number?: number; called_count?: number };
}
interface Sent {
  sentAt: number;
  answeredAt: number;
  status: number;
}

/** Sends `send(i)` at each offset (ms from now); answers each one's send and answer times. */
function sendAt(offsets: number[], send: (index: number) => Promise<number>): Promise<Sent[]> {
  return Promise.all(
    offsets.map(
      (offset, i) =>
        new Promise<Sent>((resolve) =>
          setTimeout(() => {
            const sentAt = performance.now();
            void send(i).then((status) =>
              resolve({ sentAt, answeredAt: performance.now(), status }),
            );
          }, offset),
        ),
    ),
  );
}

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(2);
}

/** The till reads its game every 100 ms while `goOn()`: how long each read took. */
async function tillReads(read: () => Promise<unknown>, goOn: () => boolean): Promise<number[]> {
  const took: number[] = [];
  do {
    const start = performance.now();
    await read();
    took.push(performance.now() - start);
    await sleep(100);
  } while (goOn());
  return took;
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};

/**
 * What went wrong with the claims of `rounds` as `recorded` lists them (in recorded order): each
 * problem is told, and its card added to `wrong`.
 */
function checkClaims(
  where: string,
  recorded: Claim[],
  rounds: { cards: number[]; balls: number }[],
  wrong: Map<number, string>,
): void {
  const ballsOf = new Map(rounds.flatMap((r) => r.cards.map((card) => [card, r.balls] as const)));
  const seen = new Set<number>();
  let last = 0;
  const problem = (card: number, what: string) => wrong.set(card, `${where}: card ${card} ${what}`);
  for (const { card_number: card, called_count: balls } of recorded) {
    if (seen.has(card)) problem(card, 'twice');
    seen.add(card);
    if (balls !== ballsOf.get(card)) problem(card, `stamped at ball ${balls}`);
    if (balls < last) problem(card, 'out of ball order');
    last = balls;
  }
  for (const card of ballsOf.keys()) if (!seen.has(card)) problem(card, 'lost');
}

for await (const database of benchDatabases()) {
  const server = await startBenchServer(database.env);
  let crowd: Started<{ port: number }> | undefined;
  let till: StreamClient | undefined;
  try {
    const { port, shopId } = server.ready;
    const { token, gameId } = await startBenchGame(server.ready, PHONES);
    const paths = await cardPaths(port, shopId, token, PHONES);
    const { feedPath } = await gameOfCard(port, paths[0]!);
    crowd = await startProcess<{ port: number }>(
      'tests/bench/lib/phone-crowd.ts',
      {},
      { marker: 'PHONES-READY', args: [String(port), feedPath, String(PHONES)] },
    );
    const atTill = new Map<number, number[]>();
    till = await openStreamClient(
      port,
      `/api/v1/games/${gameId}/events/?token=${token}`,
      undefined,
      (event, message, at) => {
        if (event !== 'claim') return;
        const body = JSON.parse(/^data: (.*)$/m.exec(message)![1]!);
        const card = Number(body.data.card_number);
        atTill.set(card, [...(atTill.get(card) ?? []), at]);
      },
    );
    const game = `/api/v1/games/${gameId}/`;
    const view = () => api<GameView>(port, 'GET', game, { token });
    const claimOf = (card: number) => (index: number) =>
      postFromPhone(port, `${publicCardPath(paths[card - 1]!)}claim/`, phoneAddress(index));
    const writeOf = (card: number) => (index: number) =>
      postFromPhone(port, '/__bench/write', phoneAddress(index), { card_number: card });

    // Warm-up: a ball, one claim the cashier answers, one raw write.
    await api(port, 'POST', `${game}draw/`, { token });
    await claimOf(PHONES)(PHONES - 1);
    await api(port, 'POST', `${game}check/`, { token, body: { card_number: PHONES } });
    await writeOf(PHONES)(PHONES - 1);

    const rounds: { cards: number[]; balls: number }[] = [];
    const claims: Sent[] = [];
    const writes: Sent[] = [];
    const readsInFlood: number[] = [];
    const readsQuiet: number[] = [];
    let claimCpu = 0;
    let writeCpu = 0;
    for (let round = 0; round < ROUNDS; round++) {
      if ((await view()).state === 'paused') await api(port, 'POST', `${game}resume/`, { token });
      await api(port, 'POST', `${game}draw/`, { token });
      const phones = Array.from({ length: CLAIMS }, (_, k) => round + k * STEP);
      const cards = phones.map((index) => index + 1);
      rounds.push({ cards, balls: (await view()).called_count });
      const offsets = phones.map(() => randomInt(SPREAD_MS));

      let cpu = await serverCpuMs(port);
      let flooding = true;
      const reads = tillReads(view, () => flooding);
      const sent = await sendAt(offsets, (i) => claimOf(cards[i]!)(phones[i]!));
      // The next draw waits for every claim of this one: a claim after it would be stamped later.
      await until(() => cards.every((card) => atTill.has(card)), 60_000);
      flooding = false;
      readsInFlood.push(...(await reads));
      claimCpu += (await serverCpuMs(port)) - cpu;
      claims.push(...sent);

      cpu = await serverCpuMs(port);
      writes.push(...(await sendAt(offsets, (i) => writeOf(cards[i]!)(phones[i]!))));
      writeCpu += (await serverCpuMs(port)) - cpu;
      let quiet = 0;
      readsQuiet.push(...(await tillReads(view, () => ++quiet < 10)));
    }
    await sleep(500); // a late duplicate would arrive by now

    const total = CLAIMS * ROUNDS;
    const claimed = rounds.flatMap((r) => r.cards);
    const toTill = claims.flatMap((claim, i) => {
      const at = atTill.get(claimed[i]!)?.[0];
      return at === undefined ? [] : [at - claim.sentAt];
    });
    const { pending_claims: pending } = await view();
    const logged: Logged[] = [];
    for (let page = 1; ; page++) {
      const history = await api<{ results: Logged[]; pagination: { next: number | null } }>(
        port,
        'GET',
        `${game}history/?page=${page}&page_size=500`,
        { token },
      );
      logged.push(...history.results);
      if (history.pagination.next === null) break;
    }
    const claimEvents = logged
      .filter((event) => event.type === 'claim' && event.data.card_number !== PHONES)
      .sort((a, b) => a.sequence - b.sequence)
      .map((event) => event.data as Claim);
    const wrong = new Map<number, string>();
    checkClaims('pending claims', pending, rounds, wrong);
    checkClaims('log', claimEvents, rounds, wrong);
    for (const { cards } of rounds)
      for (const card of cards)
        if (atTill.get(card)?.length !== 1)
          wrong.set(card, `till: card ${card} came ${atTill.get(card)?.length ?? 0} times`);
    claims.forEach((claim, i) => {
      const card = claimed[i]!;
      if (claim.status !== 201) wrong.set(card, `card ${card}'s claim answered ${claim.status}`);
    });
    for (const problem of [...wrong.values()].slice(0, 20)) console.log(`problem: ${problem}`);

    const label = `${formatCount(PHONES)} phones, ${CLAIMS} claims in 1 s x ${ROUNDS}, ${database.label}`;
    const ours = summary(toTill);
    const raw = summary(writes.map((w) => w.answeredAt - w.sentAt));
    for (const key of ['p50', 'p99', 'max'] as const)
      reportFigure({
        figure: `phone claims claim-to-till ${key} (${label})`,
        value: formatMs(ours[key]),
        baseline: `raw insert ${formatMs(raw[key])}`,
        ratio: formatRatio(ours[key] / raw[key]),
        target: '-',
        met: null,
      });
    const answered = summary(claims.map((c) => c.answeredAt - c.sentAt));
    reportFigure({
      figure: `phone claims claim-to-phone's answer p99 (${label})`,
      value: formatMs(answered.p99),
      baseline: `raw insert ${formatMs(raw.p99)}`,
      ratio: formatRatio(answered.p99 / raw.p99),
      target: '-',
      met: null,
    });
    const [inFlood, alone] = [summary(readsInFlood), summary(readsQuiet)];
    reportFigure({
      figure: `phone claims the till's game read during the claims, p99 (${label})`,
      value: formatMs(inFlood.p99),
      baseline: `the same read with no claims ${formatMs(alone.p99)}`,
      ratio: formatRatio(inFlood.p99 / alone.p99),
      target: '-',
      met: null,
    });
    const writesDone = writes.filter((w) => w.status === 200).length;
    reportFigure({
      figure: `phone claims recorded once, in ball order, at the till (${label})`,
      value: `${formatCount(total - wrong.size)} of ${formatCount(total)}`,
      baseline: `raw inserts ${formatCount(writesDone)} of ${formatCount(total)}`,
      ratio: `${(((total - wrong.size) / total) * 100).toFixed(1)}%`,
      target: 'all',
      met: wrong.size === 0,
    });
    // Each phone hears its own card's claim once (the warm-up's phone too), no other phone's.
    const heard = await fetch(`http://127.0.0.1:${crowd.ready.port}/`).then(
      (r) => r.json() as Promise<Record<string, number[]>>,
    );
    const claimedSet = new Set([...claimed, PHONES]);
    const claimsHeard = heard.claim ?? [];
    const own = claimed.filter((card) => claimsHeard[card - 1] === 1).length;
    const strays = claimsHeard.reduce(
      (sum, n, i) => sum + (claimedSet.has(i + 1) ? Math.max(0, n - 1) : n),
      0,
    );
    reportFigure({
      figure: `phone claims heard by their own phones (${label})`,
      value: `${formatCount(own)} of ${formatCount(total)}`,
      baseline: `heard by other phones ${formatCount(strays)}`,
      ratio: `${((own / total) * 100).toFixed(1)}%`,
      target: 'all, no other',
      met: own === total && claimsHeard[PHONES - 1] === 1 && strays === 0,
    });
    reportFigure({
      figure: `phone claims server CPU per claim (${label})`,
      value: formatMs(claimCpu / total),
      baseline: `raw insert ${formatMs(writeCpu / total)}`,
      ratio: formatRatio(claimCpu / writeCpu),
      target: '-',
      met: null,
    });
  } finally {
    till?.request.destroy();
    await crowd?.stop();
    await server.stop();
  }
}
