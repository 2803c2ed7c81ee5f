import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BeaconChain, QUICKNET } from '@core/fair-draw/drand';

export interface PublishedRound {
  round: number;
  signature: string;
  randomness: string;
}

/** A drand relay on 127.0.0.1 that a test makes fail or lie. */
export interface BeaconServer {
  url: string;
  /** Requests received so far, answered or not. */
  readonly requests: number;
  /** What the relay answers for a round from now on: an object as JSON, a string as it is. */
  publish(round: number, answer: unknown): void;
  /** A silent relay takes requests and never answers (a link cut mid-way). */
  setSilent(silent: boolean): void;
  /** A tampered relay changes one byte of each signature and serves the randomness to match. */
  setTampered(tampered: boolean): void;
  close(): Promise<void>;
}

export async function startBeaconServer(
  rounds: readonly PublishedRound[],
  chain: BeaconChain = QUICKNET,
): Promise<BeaconServer> {
  const answers = new Map<number, unknown>(rounds.map((r) => [r.round, r]));
  const info = {
    public_key: chain.publicKey,
    period: chain.period,
    genesis_time: chain.genesisTime,
    hash: chain.hash,
    schemeID: chain.scheme,
  };
  let requests = 0;
  let silent = false;
  let tampered = false;

  const server = createServer((request, response) => {
    requests += 1;
    if (silent) return;
    const path = request.url ?? '';
    const round = new RegExp(`^/${chain.hash}/public/(\\d+)$`).exec(path)?.[1];
    const answer =
      path === `/${chain.hash}/info` ? info : round ? answers.get(Number(round)) : undefined;
    if (answer === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const served =
      tampered && round && typeof answer === 'object'
        ? tamperedRound(answer as PublishedRound)
        : answer;
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(typeof served === 'string' ? served : JSON.stringify(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    publish: (round, answer) => void answers.set(round, answer),
    setSilent: (value) => void (silent = value),
    setTampered: (value) => void (tampered = value),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function tamperedRound(published: PublishedRound): PublishedRound {
  const bytes = Buffer.from(published.signature, 'hex');
  bytes[20]! ^= 0x01;
  return {
    round: published.round,
    signature: bytes.toString('hex'),
    randomness: createHash('sha256').update(bytes).digest('hex'),
  };
}
