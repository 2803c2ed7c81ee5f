import { describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import type { WinType } from '@core/bingo/win-patterns';
import { saveCard } from '../../../tests/support/cards';
import { numbersFor, ONLY, useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, startGame } from '../../../tests/support/games';

const f = useGameFixture();

async function markAll(id: number, numbers: number[]) {
  for (const number of numbers)
    expect(
      (await gameCall(f.t.app, f.session, id, 'mark', { number, called: true })).statusCode,
    ).toBe(200);
}

describe('checking cards', () => {
  it('answers a losing card with is_winner false and its analysis', async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const response = await gameCall(f.t.app, f.session, id, 'check', { card_number: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      card_number: 3,
      source: 'generated',
      is_winner: false,
      win_type: null,
      label: null,
      grid: cardForNumber(3, 'standard'),
    });
    expect(response.json().analysis.min_needed).toBe(4);
  });

  it('answers a card not sold in the game with "Unselected number"', async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const response = await gameCall(f.t.app, f.session, id, 'check', { card_number: 99 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'Unselected number', code: 'unselected_number' });
  });

  it.each(['row', 'column', 'diagonal', 'fourCorners', 'bingo'] as const)(
    'finds a %s win on the generated card, relying on manual calls',
    async (type) => {
      const id = await startGame(f.t.app, f.session, f.fullGame({ win_conditions: ONLY[type] }));
      await markAll(id, numbersFor(7, type));
      const response = await gameCall(f.t.app, f.session, id, 'check', { card_number: 7 });
      expect(response.json()).toMatchObject({
        is_winner: true,
        win_type: type,
        relied_on_manual_call: true,
      });
    },
  );

  const savedGrid = [
    ['1', '16', '31', '46', '61'],
    ['2', '17', '32', '47', '62'],
    ['3', '18', '★', '48', '63'],
    ['4', '19', '34', '49', '64'],
    ['5', '20', '35', '50', '65'],
  ];
  const savedNumbers: Record<WinType, number[]> = {
    row: [2, 17, 32, 47, 62],
    column: [1, 2, 3, 4, 5],
    diagonal: [1, 17, 49, 65],
    fourCorners: [1, 61, 5, 65],
    bingo: savedGrid
      .flat()
      .filter((c) => c !== '★')
      .map(Number),
  };

  it.each(['row', 'column', 'diagonal', 'fourCorners', 'bingo'] as const)(
    "finds a %s win on the f.shop's saved card",
    async (type) => {
      const owner = await f.t.createUser({ role: 'cashier', balance: 100 });
      const ownerSession = await f.t.loginAs(owner);
      const ownShop = await f.t.createShop(owner);
      await saveCard(f.t.app, ownerSession, ownShop.id, { card_number: 7, grid: savedGrid });
      const id = await startGame(f.t.app, ownerSession, {
        ...f.fullGame({ win_conditions: ONLY[type] }),
        shop_id: ownShop.id,
      });
      for (const number of savedNumbers[type])
        await gameCall(f.t.app, ownerSession, id, 'mark', { number, called: true });
      const response = await gameCall(f.t.app, ownerSession, id, 'check', { card_number: 7 });
      expect(response.json()).toMatchObject({ source: 'saved', is_winner: true, win_type: type });
    },
  );
});
