/**
 * Players' phones at hall scale (issue 24, decision 037): 2,000 phones, each opened from a card's
 * printed code, follow one game's public live feed (`/api/v1/public/games/{token}/events/`) in
 * this process, the app in another. Each draw is timed from the moment this process sends
 * `POST /games/{id}/draw/` to the moment each phone has the `draw` event: p50, p99, max, whether
 * every phone got every draw, and the server's CPU time per draw (process.cpuUsage). Baseline: the
 * server writing the same bytes (the last draw message, renamed) to the same 2,000 responses in a
 * plain loop (`/__bench/broadcast`), timed and costed the same way. Target: p99 within 1.5x of the
 * raw loop, none lost. Beside it, not instead: the raw loop after committing the statements one
 * draw sent (captured from the app) on the raw driver, since a draw must commit before any phone
 * hears it and the raw loop writes nothing to the database. The phones connect from four loopback addresses (500 each), as a hall's
 * phones each have their own and the feed is limited per address.
 * Run: node --import tsx tests/bench/player-phones.ts [phones] [draws]
 */
import { benchDatabases } from './lib/databases';
import {
  drawsAgainstRawLoop,
  openStreamClient,
  openStreamClients,
  reportFeedFigures,
  type StreamClient,
} from './lib/event-clients';
import { formatCount, formatMs, formatRatio, reportFigure } from './lib/figures';
import { cardPaths, gameOfCard, phoneAddress } from './lib/phones';
import { api, serverCpuMs, startBenchGame, startBenchServer } from './lib/processes';
import type { CapturedStatement } from './lib/sql-capture';

const PHONES = Number(process.argv[2] ?? 2000);
const DRAWS = Number(process.argv[3] ?? 20);
const TARGET_RATIO = 1.5;

/** Runs `rounds` and answers their times with the server's CPU milliseconds per round. */
for await (const database of benchDatabases()) {
  const server = await startBenchServer(database.env);
  let phones: StreamClient[] = [];
  try {
    const { port, shopId } = server.ready;
    const { token } = await startBenchGame(server.ready);
    // The way a phone finds the feed: the printed card's path, then the card's public answer.
    const [path] = await cardPaths(port, shopId, token, 1);
    const { gameId, feedPath } = await gameOfCard(port, path!);
    phones = await openStreamClients(PHONES, (i) =>
      openStreamClient(port, feedPath, phoneAddress(i)),
    );
    const draw = () =>
      api(port, 'POST', `/api/v1/games/${gameId}/draw/`, { token }).then(() => undefined);
    // The statements of one draw (not the first, which also grows the jackpots), for the raw loop
    // that commits them first.
    await draw();
    await api(port, 'POST', '/__bench/capture/start');
    await draw();
    const { statements } = await api<{ statements: CapturedStatement[] }>(
      port,
      'POST',
      '/__bench/capture/stop',
    );
    const inTransaction = statements.filter((s) => !/^(begin|commit)$/i.test(s.text.trim()));
    const cpuPerDraw = { ours: 0, raw: 0, committed: 0 };
    const times = await drawsAgainstRawLoop(
      port,
      phones,
      DRAWS,
      draw,
      async (side, round) => {
        const before = await serverCpuMs(port);
        await round();
        cpuPerDraw[side] += ((await serverCpuMs(port)) - before) / DRAWS;
      },
      statements,
    );
    const { ours, raw } = times;
    const label = `${formatCount(PHONES)} phones, ${database.label}`;
    reportFeedFigures({ name: 'player phones', receiver: 'phone' }, label, times, {
      target: `ratio <= ${TARGET_RATIO}x`,
      met: ours.p99 / raw.p99 <= TARGET_RATIO,
    });
    reportFigure({
      figure: `player phones draw-to-phone p99 against a raw loop that commits (${label})`,
      value: formatMs(ours.p99),
      baseline: `raw loop after the draw's ${inTransaction.length} statements ${formatMs(times.committed.p99)}`,
      ratio: formatRatio(ours.p99 / times.committed.p99),
      target: '-',
      met: null,
    });
    const { ours: oursCpu, raw: rawCpu, committed: committedCpu } = cpuPerDraw;
    reportFigure({
      figure: `player phones server CPU per draw (${label})`,
      value: formatMs(oursCpu),
      baseline: `raw write loop ${formatMs(rawCpu)}`,
      ratio: formatRatio(oursCpu / rawCpu),
      target: '-',
      met: null,
    });
    reportFigure({
      figure: `player phones server CPU per draw against a raw loop that commits (${label})`,
      value: formatMs(oursCpu),
      baseline: `raw loop after the draw's statements ${formatMs(committedCpu)}`,
      ratio: formatRatio(oursCpu / committedCpu),
      target: '-',
      met: null,
    });
  } finally {
    for (const phone of phones) phone.request.destroy();
    await server.stop();
  }
}
