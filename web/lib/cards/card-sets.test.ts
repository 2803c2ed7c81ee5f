import { beforeEach, describe, expect, it } from 'vitest';
import type { CardSet, SavedCard } from '@core/schemas/cards';
import { applyCardWrite, readCachedCards, writeCardCache } from './card-sets';
import { installMemoryStorage } from '../test-support';

const card = (n: number, name = `Card ${n}`): SavedCard => ({
  card_number: n,
  name,
  grid: Array.from({ length: 5 }, () => ['1', '16', '31', '46', '61']),
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  created_by: 'c',
  updated_by: 'c',
});
const state = { shop_id: 3, mode: 'standard' as const, updated_at: 'x', last_deleted: null };
const set: CardSet = {
  ...state,
  shop_name: 'Hall',
  revision: 2,
  count: 2,
  cards: [card(1), card(5)],
};

describe("a write's answer applied to the shown set", () => {
  it('adds a created card in number order', () => {
    const next = applyCardWrite(set, { ...state, revision: 3, count: 3, card: card(2) });
    expect(next.cards.map((c) => c.card_number)).toEqual([1, 2, 5]);
    expect(next.revision).toBe(3);
  });

  it('replaces an updated card, also when it moved to another number', () => {
    const moved = applyCardWrite(set, { ...state, revision: 3, count: 2, card: card(9, 'X') }, 5);
    expect(moved.cards.map((c) => [c.card_number, c.name])).toEqual([
      [1, 'Card 1'],
      [9, 'X'],
    ]);
  });

  it('drops a deleted card, and every card when the set was cleared', () => {
    const deleted = applyCardWrite(set, { ...state, revision: 3, count: 1, card: null }, 5);
    expect(deleted.cards.map((c) => c.card_number)).toEqual([1]);
    expect(applyCardWrite(set, { ...state, revision: 3, count: 0, card: null }).cards).toEqual([]);
  });
});

describe('the browser cache of the sets (SPEC bingoCards, lastDeletedCard)', () => {
  beforeEach(() => void installMemoryStorage());

  it("keeps each shop's set apart and the server's copy wins", () => {
    writeCardCache(set);
    writeCardCache({ ...set, shop_id: 4, cards: [card(7)] });
    writeCardCache({
      ...set,
      cards: [card(5, 'New')],
      last_deleted: { ...card(1), deleted_at: 'y' },
    });
    expect(readCachedCards(3, 'standard').map((c) => [c.cardNumber, c.name])).toEqual([[5, 'New']]);
    expect(readCachedCards(4, 'standard').map((c) => c.cardNumber)).toEqual([7]);
    expect(readCachedCards(3, 'quick')).toEqual([]);
    expect(JSON.parse(localStorage.getItem('lastDeletedCard')!)).toMatchObject({
      id: '3:standard:1',
      deletedAt: 'y',
    });
  });

  it('ignores broken stored data', () => {
    localStorage.setItem('bingoCards', '{broken');
    expect(readCachedCards(3, 'standard')).toEqual([]);
    localStorage.setItem('bingoCards', JSON.stringify([{ name: 'old client card', grid: [] }]));
    expect(readCachedCards(3, 'standard')).toEqual([]);
  });
});
