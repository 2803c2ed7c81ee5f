import { expect } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { call } from '../../../../tests/support/api';
import type { GameFixture } from '../../../../tests/support/game-fixture';
import { gameCall, startGame } from '../../../../tests/support/games';
import { setGameLimits } from '../../../../tests/support/game-limits';
import { drawUntilOut as drawUntil } from '../../../../tests/support/jackpot-games';
import type { Session } from '../../../../tests/support/test-app';

// What the win-pattern tests share: card 1, a shop's settings and patterns, a game played by hand.

const NONE = { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false };
/** Card 1 (standard): 13 30 38 48 65 / 9 21 31 53 67 / 5 29 F 47 62 / 15 28 32 50 70 / 6 26 41 55 72 */
export const card1 = cardForNumber(1, 'standard');
export const numbersAt = (cells: [number, number][]) =>
  cells
    .map(([row, column]) => card1[row]![column])
    .filter((n): n is number => typeof n === 'number');

/** The shop's settings and patterns, and games played on them, through the fixture's cashier. */
export function patternGames(f: GameFixture) {
  const settings = (as: Session, body: Record<string, unknown>) =>
    call(f.t.app, 'PUT', `/api/v1/shops/${f.shop.id}/game_settings/`, { as, body });
  const patterns = (as: Session, method: 'GET' | 'POST', body?: unknown) =>
    call(f.t.app, method, `/api/v1/shops/${f.shop.id}/patterns/`, { as, body });

  /** Plays only `keys` (the SPEC switches off) and starts a game of the shop. */
  async function gamePlaying(keys: string[], extra: Record<string, unknown> = {}) {
    const saved = await settings(f.session, { win_conditions: NONE, patterns: keys, ...extra });
    expect(saved.statusCode, saved.body).toBe(200);
    return startGame(f.t.app, f.session, f.fullGame());
  }

  const callByHand = async (id: number, numbers: number[]) => {
    for (const number of numbers) {
      const marked = await gameCall(f.t.app, f.session, id, 'mark', { number, called: true });
      expect(marked.statusCode, marked.body).toBe(200);
    }
  };
  /** A win on drawn balls, which a bonus needs (a win on hand calls is paid none, decision 046). */
  const drawUntilOut = (id: number, numbers: number[]) =>
    drawUntil(f.t.app, f.t.db, f.session, id, numbers);
  const check = async (id: number, cardNumber = 1) =>
    (await gameCall(f.t.app, f.session, id, 'check', { card_number: cardNumber })).json();
  /**
   * Lowers the platform's pattern floor to 1 (decision 045), so the tests may play one-cell and
   * three-cell shapes that show a class's judging plainly.
   */
  async function allowSmallPatterns() {
    const admin = await f.t.loginAs(await f.t.createUser({ role: 'admin' }));
    const lowered = await setGameLimits(f.t.app, admin, { min_pattern_numbers: 1 });
    expect(lowered.statusCode, lowered.body).toBe(200);
  }
  return { settings, patterns, gamePlaying, callByHand, drawUntilOut, check, allowSmallPatterns };
}
