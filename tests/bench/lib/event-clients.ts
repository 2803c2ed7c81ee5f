/**
 * Event-stream clients for the live-feed benchmarks: each keeps the receipt time of every message
 * by event name, and a round timer measures from a trigger to each client's next event of a kind.
 */
import { request, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatCount, formatMs, formatRatio, reportFigure } from './figures';
import { api } from './processes';
import type { CapturedStatement } from './sql-capture';

export interface StreamClient {
  request: ClientRequest;
  buffer: string;
  /** Receipt time of each message, by event name. */
  received: Map<string, number[]>;
  lastDraw?: string;
}

/**
 * Opens `path` on 127.0.0.1 and resolves at its `snapshot` event. `localAddress` (another loopback
 * address, 127.0.1.x) stands for another phone's address, as a hall's phones each have their own.
 * `onMessage` sees each whole message with its receipt time.
 */
export function openStreamClient(
  port: number,
  path: string,
  localAddress?: string,
  onMessage?: (event: string, message: string, at: number) => void,
): Promise<StreamClient> {
  return new Promise((resolve, reject) => {
    const client = { buffer: '', received: new Map() } as StreamClient;
    client.request = request(
      { host: '127.0.0.1', port, path, agent: false, localAddress },
      (response) => {
        if (response.statusCode !== 200)
          reject(new Error(`${path} answered ${response.statusCode}`));
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
            onMessage?.(event, message, at);
            if (event === 'snapshot') resolve(client);
          }
        });
      },
    );
    client.request.on('error', reject);
    client.request.end();
  });
}

/** Opens `count` clients, 50 at a time; `open(i)` opens the i-th. */
export async function openStreamClients(
  count: number,
  open: (index: number) => Promise<StreamClient>,
): Promise<StreamClient[]> {
  const clients: StreamClient[] = [];
  for (let i = 0; i < count; i += 50)
    clients.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, (_, j) => open(i + j)),
      )),
    );
  return clients;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Ours, the raw write loop, and the raw loop after committing a draw's statements. */
export type FeedSide = 'ours' | 'raw' | 'committed';

export interface RoundTimes {
  p50: number;
  p99: number;
  max: number;
  delivered: number;
  expected: number;
}

/** Latencies of every client in the rounds timed so far, of one side. */
interface Tally {
  latencies: number[];
  delivered: number;
  rounds: number;
}

const newTally = (): Tally => ({ latencies: [], delivered: 0, rounds: 0 });

/** Sends one trigger and waits until it reached every client (or 2 s passed), then 50 ms. */
async function timeRound(
  clients: StreamClient[],
  event: string,
  trigger: () => Promise<void>,
  tally: Tally,
): Promise<void> {
  const before = clients.map((c) => c.received.get(event)?.length ?? 0);
  const sent = performance.now();
  await trigger();
  const deadline = performance.now() + 2000;
  const arrived = () => clients.every((c, i) => (c.received.get(event)?.length ?? 0) > before[i]!);
  while (!arrived() && performance.now() < deadline) await sleep(1);
  clients.forEach((c, i) => {
    const at = c.received.get(event)?.[before[i]!];
    if (at === undefined) return;
    tally.delivered += 1;
    tally.latencies.push(at - sent);
  });
  tally.rounds += 1;
  await sleep(50);
}

function summary(tally: Tally, clients: number): RoundTimes {
  const latencies = [...tally.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    delivered: tally.delivered,
    expected: clients * tally.rounds,
  };
}

/**
 * Times `count` draws of a game against the raw write loop of the last draw's bytes to the same
 * clients, round by round (a draw, then the loop), so a busy moment of a shared machine falls on
 * both alike. `measure` wraps each timed round of a side (a benchmark's CPU count, say). With
 * `committing` (a draw's captured statements), a third side after the draws: the same loop after
 * those statements are committed on the raw driver, as a draw commits before any client hears it.
 */
export async function drawsAgainstRawLoop(
  port: number,
  clients: StreamClient[],
  count: number,
  draw: () => Promise<void>,
  measure: (side: FeedSide, round: () => Promise<void>) => Promise<void> = (_, round) => round(),
  committing?: readonly CapturedStatement[],
) {
  await draw(); // warm-up, and the first draw's bytes for the loop
  const broadcast = (event: string, statements?: readonly CapturedStatement[]) => () => {
    const payload = (clients[0]!.lastDraw ?? '').replace('event: draw', `event: ${event}`);
    return api(port, 'POST', '/__bench/broadcast', { body: { payload, statements } }).then(
      () => undefined,
    );
  };
  const ours = newTally();
  const raw = newTally();
  const committed = newTally();
  for (let round = 0; round < count; round++) {
    await measure('ours', () => timeRound(clients, 'draw', draw, ours));
    await measure('raw', () => timeRound(clients, 'rawx', broadcast('rawx'), raw));
  }
  // After the draws, not between them: the replay rewrites the game's calls and logs events the
  // bus never carries, so a draw after it would find a gap in every feed (each reads the log).
  for (let round = 0; committing && round < count; round++)
    await measure('committed', () =>
      timeRound(clients, 'rawy', broadcast('rawy', committing), committed),
    );
  return {
    ours: summary(ours, clients.length),
    raw: summary(raw, clients.length),
    committed: summary(committed, clients.length),
  };
}

/** The figures of a feed against its raw loop: p50, p99 (with its target), max and delivery. */
export function reportFeedFigures(
  feed: { name: string; receiver: string },
  label: string,
  { ours, raw }: { ours: RoundTimes; raw: RoundTimes },
  p99: { target: string; met: boolean },
): void {
  for (const key of ['p50', 'p99', 'max'] as const)
    reportFigure({
      figure: `${feed.name} draw-to-${feed.receiver} ${key} (${label})`,
      value: formatMs(ours[key]),
      baseline: `raw write loop ${formatMs(raw[key])}`,
      ratio: formatRatio(ours[key] / raw[key]),
      target: key === 'p99' ? p99.target : '-',
      met: key === 'p99' ? p99.met : null,
    });
  reportFigure({
    figure: `${feed.name} draws delivered (${label})`,
    value: `${formatCount(ours.delivered)} of ${formatCount(ours.expected)}`,
    baseline: `raw write loop ${formatCount(raw.delivered)}`,
    ratio: `${((ours.delivered / ours.expected) * 100).toFixed(1)}%`,
    target: 'all',
    met: ours.delivered === ours.expected,
  });
}
