import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { cardToText } from '@core/bingo/card-validation';
import { replayGame } from '@core/game-replay';
import { call } from '../../../tests/support/api';
import { cardsUrl, saveCard } from '../../../tests/support/cards';
import { gameCall, startGame } from '../../../tests/support/games';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session, type TestShop } from '../../../tests/support/test-app';
import { gameEvents, games } from '../../db/schema';

/** Every condition on: any full row, column, diagonal, the corners or the full house wins. */
const ALL_WINS = { anyLine: true, fourCorners: true, fullHouse: true, diagonal: true };
const CARDS = [3, 7, 9];

let session: Session;
let shop: TestShop;
let strangerSession: Session;

const t = appForFile({}, { checkLedger: true });
beforeAll(async () => {
  const cashier = await t.createUser({ role: 'cashier', balance: 1000 });
  session = await t.loginAs(cashier);
  shop = await t.createShop(cashier, { cash: 10 });
  strangerSession = await t.loginAs(await t.createUser({ role: 'cashier', balance: 100 }));
});

const start = (extra: Record<string, unknown> = {}) =>
  startGame(t.app, session, {
    amount: 30,
    cards: CARDS,
    card_value: 10,
    shop_id: shop.id,
    win_conditions: ALL_WINS,
    ...extra,
  });
const recordWin = (body: Record<string, unknown>, as = session) =>
  call(t.app, 'POST', '/api/v1/cashiers/play_game/', { as, body });
const drawn = async (id: number, count: number): Promise<number[]> => {
  const balls: number[] = [];
  for (let i = 0; i < count; i++)
    balls.push((await gameCall(t.app, session, id, 'draw')).json().number);
  return balls;
};
const logOf = (id: number) =>
  t.db.select().from(gameEvents).where(eq(gameEvents.gameId, id)).orderBy(asc(gameEvents.sequence));
const allStars = () => Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => '*'));

/** A valid grid whose first row is the given five numbers (one per column), the rest blank. */
function gridWithRow(row: readonly number[]): string[][] {
  return [
    row.map(String),
    ['', '', '', '', ''],
    ['', '', '★', '', ''],
    ['', '', '', '', ''],
    ['', '', '', '', ''],
  ];
}

/** One drawn ball of each column, when the draw has given one of each. */
function rowFromBalls(balls: readonly number[]): number[] | null {
  const row = [0, 1, 2, 3, 4].map((column) =>
    balls.find((n) => Math.floor((n - 1) / 15) === column),
  );
  return row.every((n) => n !== undefined) ? (row as number[]) : null;
}

describe('a check or win judges only cards the server holds', () => {
  it('refuses the all-star grid sent with a check or a win record, and records nothing', async () => {
    const id = await start();
    const check = await gameCall(t.app, session, id, 'check', { card_number: 7, grid: allStars() });
    expect(check.statusCode).toBe(422);
    expect(check.json()).toMatchObject({ code: 'grid_not_accepted' });
    const win = await recordWin({ game_id: id, card_number: 7, grid: allStars() });
    expect(win.statusCode).toBe(422);
    expect(win.json()).toMatchObject({ code: 'grid_not_accepted' });
    const [game] = await t.db.select().from(games).where(eq(games.id, id));
    expect(game).toMatchObject({ status: 'active', winnerCard: null });
    expect((await logOf(id)).map((event) => event.type)).toEqual(['start']);
  });

  it('refuses to save the all-star grid: only the centre may be free', async () => {
    const response = await call(t.app, 'POST', cardsUrl(shop.id), {
      as: session,
      body: { card_number: 7, name: 'Card 7', grid: allStars() },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('invalid_card');
    expect(response.json().details).toHaveLength(24);
    expect(response.json().details[0].message).toBe('Row 1, B column: Please enter a valid number');
  });

  it('refuses a grid built from the drawn balls, sent with the win record', async () => {
    const id = await start();
    const balls = await drawn(id, 30);
    const row = rowFromBalls(balls);
    expect(row).not.toBeNull();
    const forged = await recordWin({ game_id: id, card_number: 7, grid: gridWithRow(row!) });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().code).toBe('grid_not_accepted');
  });

  it('does not let a card saved mid-game from the drawn balls win that game', async () => {
    const id = await start();
    const balls = await drawn(id, 30);
    const row = rowFromBalls(balls)!;
    const generated = cardForNumber(9, 'standard');
    const generatedWins = (await gameCall(t.app, session, id, 'check', { card_number: 9 })).json()
      .is_winner;
    await saveCard(t.app, session, shop.id, { card_number: 9, grid: gridWithRow(row) });
    const check = await gameCall(t.app, session, id, 'check', { card_number: 9 });
    expect(check.json()).toMatchObject({ source: 'generated', grid: generated });
    expect(check.json().is_winner).toBe(generatedWins);
    if (!generatedWins)
      expect((await recordWin({ game_id: id, card_number: 9 })).json().code).toBe('no_bingo');
    // The next game starts with the saved card.
    const next = await start();
    const nextCheck = await gameCall(t.app, session, next, 'check', { card_number: 9 });
    expect(nextCheck.json()).toMatchObject({ source: 'saved' });
    expect(nextCheck.json().grid[0]).toEqual(row);
  });

  it('keeps a saved card edited or deleted mid-game as it was at the start', async () => {
    const original = cardToText(cardForNumber(500, 'standard'));
    await saveCard(t.app, session, shop.id, { card_number: 3, grid: original });
    const id = await start();
    const before = (await gameCall(t.app, session, id, 'check', { card_number: 3 })).json();
    expect(before.source).toBe('saved');

    const edited = original.map((row) => [...row]);
    edited[0]![0] = edited[0]![0] === '1' ? '2' : '1';
    if (edited.slice(1).some((row) => row[0] === edited[0]![0])) edited[0]![0] = '';
    const put = await call(t.app, 'PUT', `${cardsUrl(shop.id)}3/`, {
      as: session,
      body: { name: 'Card 3', grid: edited },
    });
    expect(put.statusCode).toBe(200);
    expect((await gameCall(t.app, session, id, 'check', { card_number: 3 })).json().grid).toEqual(
      before.grid,
    );
    await call(t.app, 'DELETE', `${cardsUrl(shop.id)}3/`, { as: session });
    const after = (await gameCall(t.app, session, id, 'check', { card_number: 3 })).json();
    expect(after).toMatchObject({ source: 'saved', grid: before.grid });
    const cards = (await call(t.app, 'GET', `/api/v1/games/${id}/cards/`, { as: session })).json();
    expect(cards.saved_numbers).toContain(3);
    expect(cards.saved_card_count).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 for another tenant's shop cards and game cards", async () => {
    const id = await start();
    for (const [method, url, body] of [
      ['GET', cardsUrl(shop.id), undefined],
      [
        'POST',
        cardsUrl(shop.id),
        { card_number: 1, name: 'x', grid: gridWithRow([1, 16, 31, 46, 61]) },
      ],
      ['PUT', `${cardsUrl(shop.id)}3/`, { name: 'x', grid: gridWithRow([1, 16, 31, 46, 61]) }],
      ['DELETE', `${cardsUrl(shop.id)}3/`, undefined],
      ['DELETE', cardsUrl(shop.id), undefined],
      ['POST', `${cardsUrl(shop.id)}restore/`, undefined],
      [
        'POST',
        `${cardsUrl(shop.id)}import/`,
        { cards: [{ card_number: 1, grid: gridWithRow([1, 16, 31, 46, 61]) }] },
      ],
      ['GET', `/api/v1/games/${id}/cards/`, undefined],
    ] as const) {
      const response = await call(t.app, method, url, { as: strangerSession, body });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

/** A full-house game in which saved card `cardNumber` (generated card 77's grid) is complete. */
async function fullHouseOnSavedCard(shopId: number, cardNumber: number) {
  const grid = cardToText(cardForNumber(77, 'standard'));
  await saveCard(t.app, session, shopId, { card_number: cardNumber, grid });
  const id = await start({
    shop_id: shopId,
    win_conditions: { anyLine: false, fourCorners: false, fullHouse: true, diagonal: false },
  });
  for (const cell of grid.flat())
    if (/^\d+$/.test(cell))
      await gameCall(t.app, session, id, 'mark', { number: Number(cell), called: true });
  return { id, grid };
}

describe('the log tells which card each check and win used', () => {
  it('records the saved grid and replays the win exactly', async () => {
    const { id, grid } = await fullHouseOnSavedCard(shop.id, 7);
    await gameCall(t.app, session, id, 'check', { card_number: 3 });
    const win = await recordWin({ game_id: id, card_number: 7 });
    expect(win.json()).toMatchObject({ status: 'Bingo win recorded', win_type: 'bingo' });

    const log = await logOf(id);
    expect(log[0]!.data.card_set).toMatchObject({ revision: expect.any(Number) });
    const checks = log.filter((event) => event.type === 'check');
    expect(checks[0]!.data).toMatchObject({ card_number: 3, source: expect.any(String) });
    const winEvent = log.find((event) => event.type === 'win')!;
    expect(winEvent.data).toMatchObject({ card_number: 7, source: 'saved', grid });
    const [stored] = await t.db.select().from(games).where(eq(games.id, id));
    expect(replayGame(log)).toMatchObject({
      status: 'completed',
      winnerCard: 7,
      winType: stored!.winType,
      prizeCents: stored!.prizeCents,
    });
  });

  it('catches a log whose winning grid was swapped for the generated card', async () => {
    const own = await t.createShop({ id: 0, cashierId: shop.cashierId });
    const { id } = await fullHouseOnSavedCard(own.id, 9);
    expect((await recordWin({ game_id: id, card_number: 9 })).statusCode).toBe(200);
    const log = await logOf(id);
    expect(replayGame(log).winnerCard).toBe(9);
    const swapped = log.map((event) =>
      event.type === 'win'
        ? { ...event, data: { ...event.data, source: 'generated', grid: null } }
        : event,
    );
    expect(() => replayGame(swapped)).toThrow(/does not win/);
    const unclear = log.map((event) =>
      event.type === 'win' ? { ...event, data: { ...event.data, source: 'generated' } } : event,
    );
    expect(() => replayGame(unclear)).toThrow(/source/);
  });
});
