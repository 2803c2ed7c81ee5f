/**
 * The live feed at hall scale: 1,000 event-stream clients (TV displays, caller screens) on one game
 * in this process, the app in another. Each draw is timed from the moment this process sends
 * `POST /games/{id}/draw/` to the moment each client has the `draw` event: p50, p99, max, and
 * whether every client got every draw. Baseline: the server writing the same bytes (the last draw
 * message, renamed) to the same 1,000 responses in a plain loop (`/__bench/broadcast`), timed the
 * same way. Target: p99 <= 50 ms, all delivered.
 * Run: node --import tsx tests/bench/live-feed.ts [clients] [draws]
 */
import { benchDatabases } from './lib/databases';
import {
  drawsAgainstRawLoop,
  openStreamClient,
  openStreamClients,
  reportFeedFigures,
  type StreamClient,
} from './lib/event-clients';
import { formatCount } from './lib/figures';
import { api, startBenchGame, startBenchServer } from './lib/processes';

const CLIENTS = Number(process.argv[2] ?? 1000);
const DRAWS = Number(process.argv[3] ?? 20);
const TARGET_P99_MS = 50;

for await (const database of benchDatabases()) {
  const server = await startBenchServer(database.env);
  let clients: StreamClient[] = [];
  try {
    const { port } = server.ready;
    const { token, gameId } = await startBenchGame(server.ready);
    clients = await openStreamClients(CLIENTS, () =>
      openStreamClient(port, `/api/v1/games/${gameId}/events/?token=${token}`),
    );
    const draw = () =>
      api(port, 'POST', `/api/v1/games/${gameId}/draw/`, { token }).then(() => undefined);
    const times = await drawsAgainstRawLoop(port, clients, DRAWS, draw);
    reportFeedFigures(
      { name: 'live feed', receiver: 'client' },
      `${formatCount(CLIENTS)} clients, ${database.label}`,
      times,
      { target: `<= ${TARGET_P99_MS} ms`, met: times.ours.p99 <= TARGET_P99_MS },
    );
  } finally {
    for (const client of clients) client.request.destroy();
    await server.stop();
  }
}
