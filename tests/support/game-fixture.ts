import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import type { WinType } from '@core/bingo/win-patterns';
import { cashiers, gameEvents, shops } from '../../server/db/schema';
import { gameCall } from './games';
import {
  createTestApp,
  type Session,
  type TestApp,
  type TestShop,
  type TestUser,
} from './test-app';

/** The board numbers a game of the fixture sells. */
export const cards = Array.from({ length: 24 }, (_, i) => i + 1);

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The numbers of card n that a win type needs (standard mode). */
export function numbersFor(cardNumber: number, type: WinType): number[] {
  const card = cardForNumber(cardNumber, 'standard');
  const cells: Array<[number, number]> = {
    row: [0, 1, 2, 3, 4].map((c) => [1, c] as [number, number]),
    column: [0, 1, 2, 3, 4].map((r) => [r, 0] as [number, number]),
    diagonal: [0, 1, 2, 3, 4].map((i) => [i, i] as [number, number]),
    fourCorners: [
      [0, 0],
      [0, 4],
      [4, 0],
      [4, 4],
    ] as Array<[number, number]>,
    bingo: [0, 1, 2, 3, 4].flatMap((r) => [0, 1, 2, 3, 4].map((c) => [r, c] as [number, number])),
  }[type];
  return cells
    .map(([r, c]) => card[r]![c])
    .filter((cell): cell is number => typeof cell === 'number');
}

/** Win conditions under which only the named type wins. */
export const ONLY: Record<WinType, Record<string, boolean>> = {
  row: { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false },
  column: { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false },
  diagonal: { anyLine: false, fourCorners: false, fullHouse: false, diagonal: true },
  fourCorners: { anyLine: false, fourCorners: true, fullHouse: false, diagonal: false },
  bingo: { anyLine: false, fourCorners: false, fullHouse: true, diagonal: false },
};

/**
 * A fresh app with a cashier (balance 1000) and its shop (cash 50), the cashier's agent, and
 * another tenant's cashier, each signed in; and what the game tests ask of them.
 */
export interface GameFixture {
  t: TestApp;
  agent: TestUser;
  cashier: TestUser;
  session: Session;
  agentSession: Session;
  otherSession: Session;
  shop: TestShop;
  /** A start body: 24 cards at 10, 80% to the winner, in the fixture's shop. */
  fullGame(extra?: Record<string, unknown>): Record<string, unknown>;
  balanceOf(cashierId: number): Promise<bigint>;
  cashOf(shopId: number): Promise<bigint>;
  logOf(gameId: number): Promise<Array<typeof gameEvents.$inferSelect>>;
  /** Draws until "Game Over"; the balls in the order drawn. */
  drawAll(id: number, as?: Session): Promise<number[]>;
}

async function openGameFixture(): Promise<GameFixture> {
  const t = await createTestApp();
  const agent = await t.createUser({ role: 'agent', balance: 100 });
  const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 1000 });
  const session = await t.loginAs(cashier);
  const agentSession = await t.loginAs(agent);
  const otherSession = await t.loginAs(await t.createUser({ role: 'cashier', balance: 100 }));
  const shop = await t.createShop(cashier, { cash: 50 });
  return {
    t,
    agent,
    cashier,
    session,
    agentSession,
    otherSession,
    shop,
    fullGame: (extra = {}) => ({
      amount: 240,
      cards,
      card_value: 10,
      win_percentage: 80,
      shop_id: shop.id,
      ...extra,
    }),
    balanceOf: async (cashierId) =>
      (await t.db.select().from(cashiers).where(eq(cashiers.id, cashierId)))[0]!.balanceCents,
    cashOf: async (shopId) =>
      (await t.db.select().from(shops).where(eq(shops.id, shopId)))[0]!.cashCents,
    logOf: (gameId) =>
      t.db
        .select()
        .from(gameEvents)
        .where(eq(gameEvents.gameId, gameId))
        .orderBy(asc(gameEvents.sequence)),
    async drawAll(id, as = session) {
      const balls: number[] = [];
      for (;;) {
        const response = await gameCall(t.app, as, id, 'draw');
        if (response.statusCode === 409) {
          expect(response.json()).toEqual({ error: 'Game Over', code: 'game_over' });
          return balls;
        }
        expect(response.statusCode).toBe(200);
        balls.push(response.json().number);
      }
    },
  };
}

/**
 * The fixture of a test file: opened before its tests, its ledger checked after each, closed after
 * all. Read its fields inside the tests (they are filled in before the first one runs).
 */
export function useGameFixture(): GameFixture {
  const fixture = {} as GameFixture;
  beforeAll(async () => {
    Object.assign(fixture, await openGameFixture());
  });
  afterEach(async () => {
    expect(await fixture.t.checkLedger()).toEqual([]);
  });
  afterAll(async () => {
    await fixture.t?.close();
  });
  return fixture;
}
