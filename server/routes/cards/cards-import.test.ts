import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { cardGrid as grid, cardsUrl, savedCards, saveCard } from '../../../tests/support/cards';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session, type TestShop, type TestUser } from '../../../tests/support/test-app';

let cashier: TestUser;
let session: Session;

const t = appForFile();
beforeAll(async () => {
  cashier = await t.createUser({ role: 'cashier' });
  session = await t.loginAs(cashier);
});

const newShop = () => t.createShop(cashier);
const listOf = (shop: TestShop) => savedCards(t.app, session, shop.id);

describe('import', () => {
  it('refuses the whole file with one detail per bad row, and writes nothing', async () => {
    const shop = await newShop();
    const bad = grid(2);
    bad[0]![0] = '99';
    const response = await call(t.app, 'POST', `${cardsUrl(shop.id)}import/`, {
      as: session,
      body: {
        cards: [
          { card_number: 1, grid: grid(1) },
          { card_number: 2, grid: bad },
          { card_number: 1, grid: grid(3) },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        path: 'body.cards.1',
        message:
          'Card 2: Row 1, B column: Invalid number for B column. Please enter a number between 1-15.',
        code: 'card_cell',
        params: { row: 1, letter: 'B', kind: 'range', min: 1, max: 15, card_number: 2 },
      },
      {
        path: 'body.cards.2',
        message: 'Card 1: the number is in the file twice',
        code: 'card_number_twice',
        params: { card_number: 1 },
      },
    ]);
    expect((await listOf(shop)).count).toBe(0);
  });

  it('creates, updates and keeps cards in one revision; replace deletes the rest', async () => {
    const shop = await newShop();
    for (const n of [1, 2, 3])
      await saveCard(t.app, session, shop.id, { card_number: n, grid: grid(n) });
    const imported = await call(t.app, 'POST', `${cardsUrl(shop.id)}import/`, {
      as: session,
      body: {
        cards: [
          { card_number: 1, name: 'Card 1', grid: grid(1) },
          { card_number: 2, name: 'Two', grid: grid(2) },
          { card_number: 40, grid: grid(40) },
        ],
        replace: true,
      },
    });
    expect(imported.json()).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: 1,
      count: 3,
      revision: 4,
    });
    const set = await listOf(shop);
    expect(
      set.cards.map((c: { card_number: number; name: string }) => [c.card_number, c.name]),
    ).toEqual([
      [1, 'Card 1'],
      [2, 'Two'],
      [40, 'Card 40'],
    ]);
  });
});
