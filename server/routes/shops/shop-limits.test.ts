import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { call } from '../../../tests/support/api';
import { endGame, startGame } from '../../../tests/support/games';
import { setGameLimits } from '../../../tests/support/game-limits';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestShop, TestUser } from '../../../tests/support/test-app';

// Issue 35 item 3: the agent's limits per shop, within the admin's ceilings, enforced at start
// and shown with the shop's game settings (decision 045).

const t = appForFile({}, { checkLedger: true });
let cashier: TestUser;
let till: Session;
let agentSession: Session;
let otherAgentSession: Session;
let adminSession: Session;
let shop: TestShop;

const setCeilings = (change: Record<string, number | null>) =>
  setGameLimits(t.app, adminSession, change);
const limitsUrl = () => `/api/v1/shops/${shop.id}/limits/`;
const setLimits = (body: Record<string, unknown>, as: Session = agentSession) =>
  call(t.app, 'PUT', limitsUrl(), { as, body });
const cardsUpTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const startWith = (cards: number, cardValue = 10, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: till,
    body: {
      shop_id: shop.id,
      amount: cards * cardValue,
      cards: cardsUpTo(cards),
      card_value: cardValue,
      win_percentage: 80,
      ...extra,
    },
  });

beforeAll(async () => {
  ({
    cashier,
    asCashier: till,
    asAgent: agentSession,
  } = await hallStaff(t, { cashierBalance: 50_000 }));
  otherAgentSession = await t.signIn({ role: 'agent' });
  adminSession = await t.signIn({ role: 'admin' });
});
beforeEach(async () => {
  shop = await t.createShop(cashier);
});
afterEach(async () => {
  expect((await setCeilings({})).statusCode).toBe(200);
});

describe("a shop's limits (issue 35 item 3)", () => {
  it('are set by its agent or an admin, read by its cashier, and start unset', async () => {
    const read = await call(t.app, 'GET', limitsUrl(), { as: till });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      shop_id: shop.id,
      allowed_patterns: null,
      max_prize: null,
      max_card_value: null,
      max_cards_per_game: null,
      min_seconds_between_games: 0,
      ceilings: { prize: null, card_value: null, cards_per_game: null, seconds_between_games: 0 },
      min_pattern_numbers: 4,
    });
    expect((await setLimits({ max_prize: 100 }, till)).statusCode).toBe(403);
    expect((await setLimits({ max_prize: 100 }, otherAgentSession)).statusCode).toBe(404);
    expect((await setLimits({ max_prize: 100 }, adminSession)).statusCode).toBe(200);
    const saved = await setLimits({ max_card_value: 20, max_cards_per_game: 50 });
    expect(saved.json()).toMatchObject({
      max_prize: 100,
      max_card_value: 20,
      max_cards_per_game: 50,
    });
    for (const bad of [{ max_prize: -1 }, { max_card_value: 0 }, { max_cards_per_game: 0 }]) {
      expect((await setLimits(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("cannot be set beyond the admin's ceilings; a lower ceiling holds over a higher limit", async () => {
    expect((await setLimits({ max_prize: 500, max_cards_per_game: 100 })).statusCode).toBe(200);
    expect(
      (
        await setCeilings({
          ceiling_prize: 200,
          ceiling_cards_per_game: 20,
          floor_seconds_between_games: 30,
        })
      ).statusCode,
    ).toBe(200);
    const beyond = await setLimits({ max_prize: 300, max_card_value: 5 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json()).toMatchObject({
      code: 'limit_beyond_ceiling',
      details: [
        { path: 'max_prize', params: { ceiling: 200 } },
        { path: 'max_cards_per_game', params: { ceiling: 20 } },
        { path: 'min_seconds_between_games', params: { ceiling: 30 } },
      ],
    });
    // What a start is held to: the lower of each, shown with the game settings.
    const settings = await call(t.app, 'GET', `/api/v1/shops/${shop.id}/game_settings/`, {
      as: till,
    });
    expect(settings.json().limits).toMatchObject({
      max_prize: 200,
      max_card_value: null,
      max_cards_per_game: 20,
      min_seconds_between_games: 30,
    });
    const tooMany = await startWith(21);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      code: 'cards_above_limit',
      details: [{ path: 'cards', params: { max: 20 } }],
    });
  });

  it('refuse a start beyond each, with a code per limit, and let one within them start', async () => {
    expect(
      (await setLimits({ max_prize: 100, max_card_value: 20, max_cards_per_game: 30 })).statusCode,
    ).toBe(200);
    const prize = await startWith(20, 10); // pool 200, prize 160
    expect(prize.statusCode).toBe(422);
    expect(prize.json()).toMatchObject({
      code: 'prize_above_limit',
      details: [{ path: 'amount', code: 'prize_above_limit', params: { max: 100 } }],
    });
    expect(prize.json().details[0].message).toBe(
      "The game's prize must be at most 100 in this shop",
    );
    const value = await startWith(3, 25);
    expect(value.json()).toMatchObject({
      code: 'card_value_above_limit',
      details: [{ path: 'card_value', params: { max: 20 } }],
    });
    expect((await startWith(31, 1)).json().code).toBe('cards_above_limit');
    // SPEC's bare start (no card sold by number) is held to the prize limit too.
    const bare = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: till,
      body: { shop_id: shop.id, amount: 1000 },
    });
    expect(bare.json().code).toBe('prize_above_limit');
    const ok = await startWith(10, 10); // prize 80
    expect(ok.statusCode, ok.body).toBe(201);
    await endGame(t.app, till, ok.json().game_id);
  });

  it('hold the fewest seconds between two games of the shop', async () => {
    expect((await setLimits({ min_seconds_between_games: 60 })).statusCode).toBe(200);
    // The shop's first game has none before it.
    const first = await startGame(t.app, till, {
      shop_id: shop.id,
      amount: 30,
      cards: [1, 2, 3],
      card_value: 10,
      win_percentage: 80,
    });
    await endGame(t.app, till, first);
    const soon = await startWith(3);
    expect(soon.statusCode).toBe(422);
    expect(soon.json()).toMatchObject({
      code: 'too_soon_after_last_game',
      details: [{ params: { seconds: 60 } }],
    });
    expect(soon.json().details[0].params.wait).toBeGreaterThan(50);
    // A minute later (the last game moved back in time) it starts.
    const past = new Date(Date.now() - 61_000);
    await t.db.update(games).set({ createdAt: past, completedAt: past }).where(eq(games.id, first));
    const later = await startWith(3);
    expect(later.statusCode, later.body).toBe(201);
    await endGame(t.app, till, later.json().game_id);
  });
});
