/**
 * The live feed at hall scale: 1,000 event-stream clients (TV displays, caller screens) on one game
 * in this process, the app in another. Each draw is timed from the moment this process sends
 * `POST /games/{id}/draw/` to the moment each client has the `draw` event: p50, p99, max, and
 * whether every client got every draw. Baseline: the server writing the same bytes (the last draw
 * message, renamed) to the same 1,000 responses in a plain loop (`/__bench/broadcast`), timed the
 * same way. Target: p99 <= 50 ms, all delivered.
 * Run: node --import tsx tests/bench/live-feed.ts [clients] [draws]
 */
import { request, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchDatabases } from './lib/databases';
import { formatCount, formatMs, formatRatio, reportFigure } from './lib/figures';
import { api, login, startBenchServer } from './lib/processes';

const CLIENTS = Number(process.argv[2] ?? 1000);
const DRAWS = Number(process.argv[3] ?? 20);
const TARGET_P99_MS = 50;

interface Client {
  request: ClientRequest;
  buffer: string;
  /** Receipt time of each message, by event name. */
  received: Map<string, number[]>;
  lastDraw?: string;
}

function openClient(port: number, gameId: number, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = { buffer: '', received: new Map() } as Client;
    client.request = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1/games/${gameId}/events/?token=${token}`,
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200)
          reject(new Error(`events answered ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now();
          client.buffer += chunk;
          let end: number;
          while ((end = client.buffer.indexOf('\n\n')) >= 0) {
            const message = client.buffer.slice(0, end + 2);
            client.buffer = client.buffer.slice(end + 2);
            const event = /^event: (\S+)$/m.exec(message)?.[1];
            if (!event) continue;
            if (!client.received.has(event)) client.received.set(event, []);
            client.received.get(event)!.push(at);
            if (event === 'draw') client.lastDraw = message;
            if (event === 'snapshot') resolve(client);
          }
        });
      },
    );
    client.request.on('error', reject);
    client.request.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Sends `count` triggers, each after the previous one reached every client (or 2 s passed). */
async function timeRounds(
  clients: Client[],
  event: string,
  count: number,
  trigger: () => Promise<void>,
) {
  const latencies: number[] = [];
  let delivered = 0;
  for (let round = 0; round < count; round++) {
    const before = clients.map((c) => c.received.get(event)?.length ?? 0);
    const sent = performance.now();
    await trigger();
    const deadline = performance.now() + 2000;
    const arrived = () =>
      clients.every((c, i) => (c.received.get(event)?.length ?? 0) > before[i]!);
    while (!arrived() && performance.now() < deadline) await sleep(1);
    clients.forEach((c, i) => {
      const at = c.received.get(event)?.[before[i]!];
      if (at === undefined) return;
      delivered += 1;
      latencies.push(at - sent);
    });
    await sleep(50);
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    delivered,
    expected: clients.length * count,
  };
}

for await (const database of benchDatabases()) {
  const server = await startBenchServer(database.env);
  const clients: Client[] = [];
  try {
    const { port, shopId } = server.ready;
    const token = await login(port, server.ready.cashier);
    const { game_id: gameId } = await api<{ game_id: number }>(
      port,
      'POST',
      '/api/v1/cashiers/play_game/',
      {
        token,
        body: {
          amount: 100,
          cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
          card_value: 10,
          shop_id: shopId,
        },
      },
    );
    for (let i = 0; i < CLIENTS; i += 50)
      clients.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, CLIENTS - i) }, () => openClient(port, gameId, token)),
        )),
      );
    const draw = () =>
      api(port, 'POST', `/api/v1/games/${gameId}/draw/`, { token }).then(() => undefined);
    await draw(); // warm-up
    const ours = await timeRounds(clients, 'draw', DRAWS, draw);

    const payload = (clients[0]!.lastDraw ?? '').replace('event: draw', 'event: rawx');
    const broadcast = () =>
      api(port, 'POST', '/__bench/broadcast', { body: { payload } }).then(() => undefined);
    const raw = await timeRounds(clients, 'rawx', DRAWS, broadcast);

    const label = `${formatCount(CLIENTS)} clients, ${database.label}`;
    for (const key of ['p50', 'p99', 'max'] as const)
      reportFigure({
        figure: `live feed draw-to-client ${key} (${label})`,
        value: formatMs(ours[key]),
        baseline: `raw write loop ${formatMs(raw[key])}`,
        ratio: formatRatio(ours[key] / raw[key]),
        target: key === 'p99' ? `<= ${TARGET_P99_MS} ms` : '-',
        met: key === 'p99' ? ours.p99 <= TARGET_P99_MS : null,
      });
    reportFigure({
      figure: `live feed draws delivered (${label})`,
      value: `${formatCount(ours.delivered)} of ${formatCount(ours.expected)}`,
      baseline: `raw write loop ${formatCount(raw.delivered)}`,
      ratio: `${((ours.delivered / ours.expected) * 100).toFixed(1)}%`,
      target: 'all',
      met: ours.delivered === ours.expected,
    });
  } finally {
    for (const client of clients) client.request.destroy();
    await server.stop();
  }
}
