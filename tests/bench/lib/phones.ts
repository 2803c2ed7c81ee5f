/**
 * Players' phones in the benchmarks: each opens its card from the cartela's printed path, and
 * phones share loopback addresses 500 to one, as a hall's phones each have their own address and
 * the public routes count per address (the feed allows 600 streams a minute per address).
 */
import { request } from 'node:http';
import { api } from './processes';

const PHONES_PER_ADDRESS = 500;
/** The card links route answers at most this many cards at a time. */
const LINKS_PER_CALL = 1000;

/** The loopback address the phone of the i-th card (from 0) connects from. */
export const phoneAddress = (index: number): string =>
  `127.0.1.${1 + Math.floor(index / PHONES_PER_ADDRESS)}`;

/** The printed path (`/card/<shop>/<card>/<code>`) of cards 1 to count, in card order. */
export async function cardPaths(
  port: number,
  shopId: number,
  token: string,
  count: number,
): Promise<string[]> {
  const paths: string[] = [];
  for (let from = 1; from <= count; from += LINKS_PER_CALL) {
    const to = Math.min(count, from + LINKS_PER_CALL - 1);
    const { results } = await api<{ results: { path: string }[] }>(
      port,
      'GET',
      `/api/v1/shops/${shopId}/card_links/?from=${from}&to=${to}`,
      { token },
    );
    paths.push(...results.map((link) => link.path));
  }
  return paths;
}

/** The public API path of a printed card path: `/api/v1/public/cards/<shop>/<card>/<code>/`. */
export const publicCardPath = (printed: string): string =>
  `/api/v1/public${printed.replace(/^\/card\//, '/cards/')}/`;

/** What a phone learns from its card's answer: the running game and its public feed's token. */
export async function gameOfCard(port: number, printed: string) {
  const card = await api<{ game: { game_id: number; verify_token: string } | null }>(
    port,
    'GET',
    publicCardPath(printed),
  );
  const { game_id: gameId, verify_token: verifyToken } = card.game!;
  return { gameId, verifyToken, feedPath: `/api/v1/public/games/${verifyToken}/events/` };
}

/** A POST from a phone's address on a connection of its own; answers the status (0: no answer). */
export function postFromPhone(
  port: number,
  path: string,
  localAddress: string,
  body?: unknown,
): Promise<number> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        localAddress,
        headers: {
          'content-length': Buffer.byteLength(payload),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', () => resolve(0));
    sent.end(payload);
  });
}
