/**
 * What judging the odds adds to a game start (issue 35, decision 043): 500 sold cards, 5 patterns
 * in three stages, over HTTP from this process. Two shops of the same cashier play the same
 * settings; one also has two running jackpots (five patterns within 20 calls; full house within
 * 50) and a stage bonus (full house within 45), so its starts judge three payouts. Starts alternate
 * between the shops, each followed by a cancel; the figure is the median start with payouts
 * against the median start without, in the same run. Target: at most 10% more.
 * Run: node --import tsx tests/bench/odds-per-start.ts [starts]
 */
import { benchDatabases, type BenchDatabase } from './lib/databases';
import { formatMs, formatPercent, reportFigure } from './lib/figures';
import { api, login, startBenchServer } from './lib/processes';

const starts = Number(process.argv[2] ?? process.env.BENCH_STARTS ?? 15);
const CARDS = Array.from({ length: 500 }, (_, i) => i + 1);
const TARGET = 0.1;
const NONE = { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false };
const stages = (bonus: boolean) => [
  { patterns: ['one_line'], share_percent: 30 },
  { patterns: ['two_lines', 'letter_x', 'postage_stamp'], share_percent: 30 },
  {
    patterns: ['full_house'],
    share_percent: 40,
    ...(bonus ? { bonus: { within_calls: 45, amount: 250, max_chance_percent: 5 } } : {}),
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function measure(database: BenchDatabase) {
  const server = await startBenchServer(database.env);
  try {
    const { port, shopId } = server.ready;
    const cashier = await login(port, server.ready.cashier);
    const agent = await login(port, server.ready.agent);
    const other = await api<{ shop: { id: number } }>(
      port,
      'POST',
      '/api/v1/cashiers/create_shop/',
      {
        body: { name: 'Bench shop with payouts' },
        token: cashier,
      },
    ).then((answer) => answer.shop.id);
    for (const [id, bonus] of [
      [shopId, false],
      [other, true],
    ] as const)
      await api(port, 'PUT', `/api/v1/shops/${id}/game_settings/`, {
        body: { win_conditions: NONE, stages: stages(bonus) },
        token: agent,
      });
    for (const jackpot of [
      {
        patterns: ['one_line', 'two_lines', 'letter_x', 'postage_stamp', 'full_house'],
        call_limit: 20,
      },
      { patterns: ['full_house'], call_limit: 50 },
    ])
      await api(port, 'POST', '/api/v1/agents/create_jackpot/', {
        body: {
          shop_id: other,
          amount: 100,
          jackpot_type: 'cumulative',
          max_chance_percent: 5,
          ...jackpot,
        },
        token: agent,
      });
    const timedStart = async (shop: number) => {
      const body = { amount: CARDS.length * 10, cards: CARDS, card_value: 10, shop_id: shop };
      const began = performance.now();
      const { game_id: id } = await api<{ game_id: number }>(
        port,
        'POST',
        '/api/v1/cashiers/play_game/',
        { body, token: cashier },
      );
      const ms = performance.now() - began;
      await api(port, 'POST', `/api/v1/games/${id}/cancel/`, { body: {}, token: cashier });
      return ms;
    };
    const plain: number[] = [];
    const judged: number[] = [];
    for (let i = 0; i < 3; i++) await Promise.all([timedStart(shopId), timedStart(other)]);
    for (let i = 0; i < starts; i++) {
      plain.push(await timedStart(shopId));
      judged.push(await timedStart(other));
    }
    return { plain: median(plain), judged: median(judged) };
  } finally {
    await server.stop();
  }
}

for await (const database of benchDatabases()) {
  try {
    const { plain, judged } = await measure(database);
    const extra = (judged - plain) / plain;
    reportFigure({
      figure: `game start, 500 cards, 3 payouts judged (${database.label})`,
      value: formatMs(judged),
      baseline: `the same start without payouts: ${formatMs(plain)}`,
      ratio: `${extra >= 0 ? '+' : ''}${formatPercent(extra)}`,
      target: `<= +${formatPercent(TARGET)}`,
      met: extra <= TARGET,
    });
  } finally {
    await database.drop();
  }
}
