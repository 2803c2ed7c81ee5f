/**
 * Event-stream clients for the live-feed benchmarks: each keeps the receipt time of every message
 * by event name, and a round timer measures from a trigger to each client's next event of a kind.
 */
import { request, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

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
 */
export function openStreamClient(
  port: number,
  path: string,
  localAddress?: string,
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

export interface RoundTimes {
  p50: number;
  p99: number;
  max: number;
  delivered: number;
  expected: number;
}

/** Sends `count` triggers, each after the previous one reached every client (or 2 s passed). */
export async function timeRounds(
  clients: StreamClient[],
  event: string,
  count: number,
  trigger: () => Promise<void>,
): Promise<RoundTimes> {
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
