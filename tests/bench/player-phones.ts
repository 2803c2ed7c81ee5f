/**
 * Players' phones at hall scale (issue 24, decision 037): 2,000 phones, each opened from a card's
 * printed code, follow one game's public live feed (`/api/v1/public/games/{token}/events/`) in
 * this process, the app in another. Each draw is timed from the moment this process sends
 * `POST /games/{id}/draw/` to the moment each phone has the `draw` event: p50, p99, max, whether
 * every phone got every draw, and the server's CPU time per draw (process.cpuUsage). Baseline: the
 * server writing the same bytes (the last draw message, renamed) to the same 2,000 responses in a
 * plain loop (`/__bench/broadcast`), timed and costed the same way. Target: p99 within 1.5x of the
 * raw loop, none lost. The phones connect from four loopback addresses (500 each), as a hall's
 * phones each have their own and the feed is limited per address.
 * Run: node --import tsx tests/bench/player-phones.ts [phones] [draws]
 */
import { benchDatabases } from './lib/databases';
import {
  drawsAgainstRawLoop,
  openStreamClient,
  openStreamClients,
  reportFeedFigures,
  type RoundTimes,
  type StreamClient,
} from './lib/event-clients';
import { formatCount, formatMs, formatRatio, reportFigure } from './lib/figures';
import { api, startBenchGame, startBenchServer } from './lib/processes';

const PHONES = Number(process.argv[2] ?? 2000);
const DRAWS = Number(process.argv[3] ?? 20);
const TARGET_RATIO = 1.5;
/** Phones per loopback address: under the feed's 600 streams a minute per address. */
const PHONES_PER_ADDRESS = 500;

interface CpuUsage {
  user: number;
  system: number;
}

/** Runs `rounds` and answers their times with the server's CPU milliseconds per round. */
async function costed(port: number, rounds: () => Promise<RoundTimes>) {
  const cpu = () => api<CpuUsage>(port, 'GET', '/__bench/cpu');
  const before = await cpu();
  const result = await rounds();
  const after = await cpu();
  const micros = after.user + after.system - before.user - before.system;
  return { result, cpuMs: micros / 1000 / DRAWS };
}

for await (const database of benchDatabases()) {
  const server = await startBenchServer(database.env);
  let phones: StreamClient[] = [];
  try {
    const { port, shopId } = server.ready;
    const { token } = await startBenchGame(server.ready);
    // The way a phone finds the feed: the printed card's path, then the card's public answer.
    const { results } = await api<{ results: { path: string }[] }>(
      port,
      'GET',
      `/api/v1/shops/${shopId}/card_links/?from=1&to=1`,
      { token },
    );
    const card = await api<{ game: { game_id: number; verify_token: string } | null }>(
      port,
      'GET',
      `/api/v1/public${results[0]!.path.replace(/^\/card\//, '/cards/')}/`,
    );
    const { game_id: gameId, verify_token: verifyToken } = card.game!;
    phones = await openStreamClients(PHONES, (i) =>
      openStreamClient(
        port,
        `/api/v1/public/games/${verifyToken}/events/`,
        `127.0.1.${1 + Math.floor(i / PHONES_PER_ADDRESS)}`,
      ),
    );
    const draw = () =>
      api(port, 'POST', `/api/v1/games/${gameId}/draw/`, { token }).then(() => undefined);
    const cpuPerDraw: number[] = []; // ours, then the raw loop's
    const times = await drawsAgainstRawLoop(port, phones, DRAWS, draw, async (rounds) => {
      const { result, cpuMs } = await costed(port, rounds);
      cpuPerDraw.push(cpuMs);
      return result;
    });
    const { ours, raw } = times;
    const label = `${formatCount(PHONES)} phones, ${database.label}`;
    reportFeedFigures({ name: 'player phones', receiver: 'phone' }, label, times, {
      target: `ratio <= ${TARGET_RATIO}x`,
      met: ours.p99 / raw.p99 <= TARGET_RATIO,
    });
    const [oursCpu = NaN, rawCpu = NaN] = cpuPerDraw;
    reportFigure({
      figure: `player phones server CPU per draw (${label})`,
      value: formatMs(oursCpu),
      baseline: `raw write loop ${formatMs(rawCpu)}`,
      ratio: formatRatio(oursCpu / rawCpu),
      target: '-',
      met: null,
    });
  } finally {
    for (const phone of phones) phone.request.destroy();
    await server.stop();
  }
}
