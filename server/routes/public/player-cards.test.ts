import { describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { call } from '../../../tests/support/api';
import { openEventStream } from '../../../tests/support/event-stream-client';
import { useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, startGame } from '../../../tests/support/games';
import type { Session } from '../../../tests/support/test-app';

const f = useGameFixture();
const links = (as: Session, shopId = f.shop.id, query = 'from=1&to=40') =>
  call(f.t.app, 'GET', `/api/v1/shops/${shopId}/card_links/?${query}`, { as });
const pathOf = async (card: number) => {
  const response = await links(f.session);
  return (response.json().results as { card_number: number; path: string }[]).find(
    (link) => link.card_number === card,
  )!.path;
};
/** The public answer behind a printed path /card/<shop>/<card>/<code>. */
const open = (path: string) =>
  call(f.t.app, 'GET', `/api/v1/public/cards/${path.replace(/^\/card\//, '')}/`);

describe("a player's card from its cartela's QR code", () => {
  it('prints a path per card with 64 bits of HMAC, for the shop only', async () => {
    const response = await links(f.session, f.shop.id, 'from=1&to=3');
    expect(response.statusCode).toBe(200);
    const paths = response.json().results as { card_number: number; path: string }[];
    expect(paths.map((p) => p.card_number)).toEqual([1, 2, 3]);
    for (const { card_number, path } of paths)
      expect(path).toMatch(new RegExp(`^/card/${f.shop.id}/${card_number}/[0-9a-f]{16}$`));
    expect((await links(f.otherSession)).statusCode).toBe(404);
    expect((await links(f.session, f.shop.id, 'from=1&to=1001')).statusCode).toBe(400);
  });

  it('answers 404 to a wrong, changed or borrowed code', async () => {
    const path = await pathOf(1);
    expect((await open(path)).statusCode).toBe(200);
    const code = path.split('/').at(-1)!;
    const flipped = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    expect((await open(path.replace(code, flipped))).statusCode).toBe(404);
    // Card 1's code does not open card 2, nor card 1 of another shop.
    expect((await open(path.replace('/1/', '/2/'))).statusCode).toBe(404);
    const other = await f.t.createShop(f.cashier);
    expect((await open(path.replace(`/${f.shop.id}/`, `/${other.id}/`))).statusCode).toBe(404);
    expect((await open(path.replace(code, 'NOT-A-CODE'))).statusCode).toBe(400);
  });

  it('follows the running game: calls, to go, bingo; and shows nothing of the money or staff', async () => {
    const before = (await open(await pathOf(1))).json();
    expect(before).toMatchObject({ card_number: 1, state: 'no_game', game: null });
    expect(before.grid).toEqual(cardForNumber(1, 'standard'));

    const id = await startGame(f.t.app, f.session, f.fullGame());
    const row = (cardForNumber(1, 'standard')[0] as number[]).slice();
    for (const number of row.slice(0, 4))
      await gameCall(f.t.app, f.session, id, 'mark', { number, called: true });
    const during = await open(await pathOf(1));
    expect(during.statusCode).toBe(200);
    const body = during.json();
    expect(body).toMatchObject({
      state: 'in_game',
      game: { game_id: id, status: 'running', called: row.slice(0, 4), bingo: false },
    });
    expect(Math.min(...body.game.to_go.map((p: { needed: number[] }) => p.needed.length))).toBe(1);
    // Nothing of the hall's money, its staff or any other card.
    expectNothingSecret([body], f.cashier.username);
    expect(Object.keys(body.game).sort()).toEqual(
      [
        'ball_count',
        'bingo',
        'called',
        'claim',
        'game_id',
        'plan',
        'stage',
        'status',
        'to_go',
        // A practice game says so on the phone (decision 055).
        'training',
        'verify_token',
        'wins',
      ].sort(),
    );

    await gameCall(f.t.app, f.session, id, 'mark', { number: row[4], called: true });
    expect((await open(await pathOf(1))).json().game.bingo).toBe(true);
    // A card not sold in the running game says so.
    expect((await open(await pathOf(30))).json()).toMatchObject({
      state: 'not_in_game',
      game: null,
    });
  });

  it('stops opening once the shop rotates its secret', async () => {
    const old = await pathOf(5);
    expect((await open(old)).statusCode).toBe(200);
    expect(
      (
        await call(f.t.app, 'POST', `/api/v1/shops/${f.shop.id}/card_secret/rotate/`, {
          as: f.otherSession,
        })
      ).statusCode,
    ).toBe(404);
    const rotated = await call(f.t.app, 'POST', `/api/v1/shops/${f.shop.id}/card_secret/rotate/`, {
      as: f.session,
    });
    expect(rotated.statusCode).toBe(204);
    expect((await open(old)).statusCode).toBe(404);
    const fresh = await pathOf(5);
    expect(fresh).not.toBe(old);
    expect((await open(fresh)).statusCode).toBe(200);
  });
});

describe("a game's public live feed for the phones", () => {
  it('streams the snapshot and the balls, never the money, the staff or the checks', async () => {
    await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = f.t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const token = (await open(await pathOf(1))).json().game.verify_token as string;
    expect(
      (await openEventStream(`${base}/api/v1/public/games/0000000000000000/events/`)).status,
    ).toBe(404);
    const stream = await openEventStream(`${base}/api/v1/public/games/${token}/events/`);
    try {
      expect(stream.status).toBe(200);
      const snapshot = JSON.parse((await stream.next((m) => m.event === 'snapshot')).data!);
      expect(snapshot.data).toMatchObject({ id, status: 'running', called: [], ball_count: 75 });
      const row = (cardForNumber(1, 'standard')[0] as number[]).slice();
      for (const number of row)
        await gameCall(f.t.app, f.session, id, 'mark', { number, called: true });
      await gameCall(f.t.app, f.session, id, 'check', { card_number: 1 });
      const win = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
        as: f.session,
        body: { game_id: id, card_number: 1 },
      });
      expect(win.statusCode).toBe(200);
      const won = JSON.parse((await stream.next((m) => m.event === 'win')).data!);
      expect(won.data).toEqual({
        card_number: 1,
        stage: 0,
        pattern: expect.any(Object),
        win_type: 'row',
      });
      const events = stream.messages.filter((m) => m.event !== undefined).map((m) => m.event);
      expect(events).toEqual(['snapshot', 'mark', 'mark', 'mark', 'mark', 'mark', 'win']);
      expectNothingSecret(
        stream.messages.map((m) => JSON.parse(m.data ?? 'null')),
        f.cashier.username,
      );
    } finally {
      stream.close();
    }
  });
});

/** No field named after money or staff, and no staff name in any value. Field names, not the raw
 * text: a random verify token may well spell "fee" in hex. */
function expectNothingSecret(payloads: unknown[], username: string): void {
  const keys: string[] = [];
  const values: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        keys.push(key.toLowerCase());
        walk(inner);
      }
    else if (typeof value === 'string') values.push(value);
  };
  payloads.forEach(walk);
  for (const secret of ['amount', 'prize', 'fee', 'commission', 'salt', 'user', 'cards'])
    expect(keys.filter((key) => key.includes(secret))).toEqual([]);
  expect(values).not.toContain(username);
}
