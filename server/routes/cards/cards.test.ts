import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { cardGrid as grid, cardsUrl, savedCards, saveCard } from '../../../tests/support/cards';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session, type TestShop, type TestUser } from '../../../tests/support/test-app';

let cashier: TestUser;
let session: Session;
let agentSession: Session;
let adminSession: Session;
let otherAgentSession: Session;
let otherCashierSession: Session;

const t = appForFile();
beforeAll(async () => {
  const agent = await t.createUser({ role: 'agent' });
  cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
  session = await t.loginAs(cashier);
  agentSession = await t.loginAs(agent);
  adminSession = await t.loginAs(await t.createUser({ role: 'admin' }));
  otherAgentSession = await t.loginAs(await t.createUser({ role: 'agent' }));
  otherCashierSession = await t.loginAs(await t.createUser({ role: 'cashier' }));
});

const newShop = () => t.createShop(cashier);
const listOf = (shop: TestShop, as = session, mode: 'standard' | 'quick' = 'standard') =>
  savedCards(t.app, as, shop.id, mode);

describe('a shop card set', () => {
  it('starts empty, then lists saved cards in number order with who made them', async () => {
    const shop = await newShop();
    expect(await listOf(shop)).toMatchObject({
      shop_id: shop.id,
      shop_name: shop.name,
      mode: 'standard',
      revision: 0,
      count: 0,
      updated_at: null,
      cards: [],
      last_deleted: null,
    });
    await saveCard(t.app, session, shop.id, { card_number: 12, grid: grid(1) });
    const created = await call(t.app, 'POST', cardsUrl(shop.id), {
      as: session,
      body: { card_number: 4, name: '  Abebe 4 ', grid: grid(2) },
    });
    expect(created.json()).toMatchObject({
      revision: 2,
      count: 2,
      card: { card_number: 4, name: 'Abebe 4', created_by: cashier.username },
    });
    const set = await listOf(shop);
    expect(set.cards.map((card: { card_number: number }) => card.card_number)).toEqual([4, 12]);
    expect(set.cards[1]).toMatchObject({ name: 'Card 12', grid: grid(1) });
    expect(set.updated_at).toEqual(expect.any(String));
  });

  it("keeps one set per game mode, validated by that mode's columns", async () => {
    const shop = await newShop();
    await saveCard(t.app, session, shop.id, {
      card_number: 1,
      grid: grid(1, 'quick'),
      mode: 'quick',
    });
    expect((await listOf(shop)).count).toBe(0);
    expect((await listOf(shop, session, 'quick')).count).toBe(1);
    const standardOnQuick = await call(t.app, 'POST', cardsUrl(shop.id, 'quick'), {
      as: session,
      body: { card_number: 2, name: 'Card 2', grid: grid(2) },
    });
    expect(standardOnQuick.statusCode).toBe(422);
    expect(standardOnQuick.json().details[0].message).toMatch(
      /^Row \d, [BIGO] column: Invalid number for [BIGO] column\. Please enter a number between \d+-\d+\.$/,
    );
  });

  it("answers SPEC section 5's messages for an invalid card", async () => {
    const shop = await newShop();
    const bad = grid(3);
    bad[0]![0] = '16';
    bad[1]![1] = bad[0]![1]!;
    bad[3]![4] = 'abc';
    bad[4]![3] = '*';
    const response = await call(t.app, 'POST', cardsUrl(shop.id), {
      as: session,
      body: { card_number: 3, name: 'Card 3', grid: bad },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'Invalid card', code: 'invalid_card' });
    expect(response.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Row 1, B column: Invalid number for B column. Please enter a number between 1-15.',
      `Row 1, I column: Number ${bad[0]![1]} already exists in I column.`,
      `Row 2, I column: Number ${bad[0]![1]} already exists in I column.`,
      'Row 4, O column: Please enter a valid number',
      'Row 5, G column: Please enter a valid number',
    ]);
    // Each with its parts, which the web app words in the user's language.
    expect(response.json().details[0]).toEqual({
      path: 'body.grid',
      message: 'Row 1, B column: Invalid number for B column. Please enter a number between 1-15.',
      code: 'card_cell',
      params: { row: 1, letter: 'B', kind: 'range', min: 1, max: 15 },
    });
    expect(response.json().details[1]).toMatchObject({
      code: 'card_cell',
      params: { row: 1, letter: 'I', kind: 'duplicate', n: Number(bad[0]![1]) },
    });
    const blankName = await call(t.app, 'POST', cardsUrl(shop.id), {
      as: session,
      body: { card_number: 3, name: '  ', grid: grid(3) },
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().details[0].message).toBe('Please enter a card name.');
    const badNumber = await call(t.app, 'POST', cardsUrl(shop.id), {
      as: session,
      body: { card_number: 10_001, name: 'x', grid: grid(3) },
    });
    expect(badNumber.statusCode).toBe(400);
  });

  it('refuses a second card under the same number, and moves a card only to a free number', async () => {
    const shop = await newShop();
    await saveCard(t.app, session, shop.id, { card_number: 5, grid: grid(5) });
    await saveCard(t.app, session, shop.id, { card_number: 6, grid: grid(6) });
    const twice = await call(t.app, 'POST', cardsUrl(shop.id), {
      as: session,
      body: { card_number: 5, name: 'Card 5', grid: grid(7) },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('card_number_taken');
    const onto = await call(t.app, 'PUT', `${cardsUrl(shop.id)}5/`, {
      as: session,
      body: { name: 'Card 6', grid: grid(5), card_number: 6 },
    });
    expect(onto.statusCode).toBe(409);
    const moved = await call(t.app, 'PUT', `${cardsUrl(shop.id)}5/`, {
      as: session,
      body: { name: 'Card 50', grid: grid(5), card_number: 50 },
    });
    expect(moved.json().card).toMatchObject({ card_number: 50, name: 'Card 50' });
    const numbers = (await listOf(shop)).cards.map((c: { card_number: number }) => c.card_number);
    expect(numbers).toEqual([6, 50]);
  });

  it('updates a card with a new revision; the same card again writes nothing', async () => {
    const shop = await newShop();
    await saveCard(t.app, session, shop.id, { card_number: 8, grid: grid(8) });
    const edited = grid(8);
    edited[2]![2] = 'FREE';
    const put = (body: object) =>
      call(t.app, 'PUT', `${cardsUrl(shop.id)}8/`, { as: session, body });
    const first = await put({ name: 'Card 8', grid: edited });
    expect(first.json()).toMatchObject({ revision: 2, card: { grid: edited } });
    expect((await put({ name: 'Card 8', grid: edited })).json().revision).toBe(2);
    const missing = await call(t.app, 'PUT', `${cardsUrl(shop.id)}9/`, {
      as: session,
      body: { name: 'Card 9', grid: grid(9) },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes with undo, restores once, and deletes forever without undo', async () => {
    const shop = await newShop();
    for (const n of [1, 2])
      await saveCard(t.app, session, shop.id, { card_number: n, grid: grid(n) });
    const deleted = await call(t.app, 'DELETE', `${cardsUrl(shop.id)}1/`, { as: session });
    expect(deleted.json()).toMatchObject({
      count: 1,
      last_deleted: { card_number: 1, grid: grid(1), deleted_at: expect.any(String) },
    });
    const restored = await call(t.app, 'POST', `${cardsUrl(shop.id)}restore/`, { as: session });
    expect(restored.json()).toMatchObject({
      count: 2,
      last_deleted: null,
      card: { card_number: 1 },
    });
    const again = await call(t.app, 'POST', `${cardsUrl(shop.id)}restore/`, { as: session });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'No deleted card to restore',
      code: 'nothing_to_restore',
    });
    const forever = await call(t.app, 'DELETE', `${cardsUrl(shop.id)}2/?forever=true`, {
      as: session,
    });
    expect(forever.json()).toMatchObject({ count: 1, last_deleted: null });
    expect(
      (await call(t.app, 'POST', `${cardsUrl(shop.id)}restore/`, { as: session })).statusCode,
    ).toBe(409);
  });

  it('restores the last deleted card only while its number is free', async () => {
    const shop = await newShop();
    await saveCard(t.app, session, shop.id, { card_number: 3, grid: grid(3) });
    await call(t.app, 'DELETE', `${cardsUrl(shop.id)}3/`, { as: session });
    await saveCard(t.app, session, shop.id, { card_number: 3, grid: grid(4) });
    const taken = await call(t.app, 'POST', `${cardsUrl(shop.id)}restore/`, { as: session });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('card_number_taken');
  });

  it('clears all cards', async () => {
    const shop = await newShop();
    for (const n of [1, 2, 3])
      await saveCard(t.app, session, shop.id, { card_number: n, grid: grid(n) });
    const cleared = await call(t.app, 'DELETE', cardsUrl(shop.id), { as: session });
    expect(cleared.json()).toMatchObject({ count: 0 });
    expect((await listOf(shop)).cards).toEqual([]);
  });

  it('creates once for a repeated Idempotency-Key', async () => {
    const shop = await newShop();
    const send = () =>
      call(t.app, 'POST', cardsUrl(shop.id), {
        as: session,
        body: { card_number: 11, name: 'Card 11', grid: grid(11) },
        headers: { 'Idempotency-Key': `card-${shop.id}` },
      });
    const first = await send();
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await listOf(shop)).count).toBe(1);
  });
});

describe('simultaneous writes', () => {
  it('numbers every write of a set once, and lets only one of two claim a number', async () => {
    const shop = await newShop();
    const create = (n: number) =>
      call(t.app, 'POST', cardsUrl(shop.id), {
        as: session,
        body: { card_number: n, name: `Card ${n}`, grid: grid(n) },
      });
    const many = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(create));
    expect(many.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(many.map((r) => r.json().revision)).size).toBe(8);
    const same = await Promise.all([create(20), create(20)]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await listOf(shop)).toMatchObject({ revision: 9, count: 9 });
  });
});

describe('who may reach a set', () => {
  it("lets the owning agent and an admin read and write a cashier's set; others get 404", async () => {
    const shop = await newShop();
    await saveCard(t.app, session, shop.id, { card_number: 1, grid: grid(1) });
    expect((await listOf(shop, agentSession)).count).toBe(1);
    await saveCard(t.app, agentSession, shop.id, { card_number: 2, grid: grid(2) });
    await saveCard(t.app, adminSession, shop.id, { card_number: 3, grid: grid(3) });
    const set = await listOf(shop);
    expect(set.cards.map((c: { created_by: string }) => c.created_by)).toEqual([
      cashier.username,
      expect.stringMatching(/^agent-/),
      expect.stringMatching(/^admin-/),
    ]);
    for (const stranger of [otherAgentSession, otherCashierSession]) {
      const response = await call(t.app, 'GET', cardsUrl(shop.id), { as: stranger });
      expect(response.statusCode).toBe(404);
    }
    expect((await call(t.app, 'GET', cardsUrl(shop.id))).statusCode).toBe(401);
  });

  it('answers 404 for a deleted shop', async () => {
    const shop = await newShop();
    await call(t.app, 'DELETE', `/api/v1/cashiers/shops/${shop.id}/delete/`, { as: session });
    expect((await call(t.app, 'GET', cardsUrl(shop.id), { as: session })).statusCode).toBe(404);
  });
});
