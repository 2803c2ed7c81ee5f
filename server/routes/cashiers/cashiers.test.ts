import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { stateSnapshot } from '../../../tests/support/money-snapshot';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session, type TestUser } from '../../../tests/support/test-app';
import { games, ledgerEntries, shops } from '../../db/schema';
import { gameRow } from '../../../tests/support/game-rows';

let cashier: TestUser;
let session: Session;
const t = appForFile({}, { checkLedger: true });
beforeAll(async () => {
  cashier = await t.createUser({ role: 'cashier', balance: 50 });
  session = await t.loginAs(cashier);
});

const createShop = (name: unknown, as: Session = session) =>
  call(t.app, 'POST', '/api/v1/cashiers/create_shop/', { as, body: { name } });
const editShop = (id: number, body: Record<string, unknown>, as: Session = session) =>
  call(t.app, 'PUT', `/api/v1/cashiers/shops/${id}/`, { as, body });
const myShops = async (as: Session = session) =>
  (await call(t.app, 'GET', '/api/v1/cashiers/my_shops/', { as })).json();

describe('cashier shops', () => {
  it('creates a shop with an empty drawer', async () => {
    const response = await createShop('  Piassa Hall  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'Shop created successfully',
      status_code: 'shop_created',
      shop: {
        id: expect.any(Number),
        name: 'Piassa Hall',
        amount_avalaible: 0,
        is_active: true,
        created_at: expect.any(String),
        cashier_id: cashier.cashierId,
        cashier_username: cashier.username,
        language: 'en',
      },
    });
    expect(await myShops()).toContainEqual(response.json().shop);
  });

  it("refuses an empty name with SPEC's message", async () => {
    const response = await createShop('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        path: 'body.name',
        message: 'Please enter a shop name',
        code: 'too_small',
        params: { minimum: 1, origin: 'string' },
      },
    ]);
  });

  it('gives each validation problem its code and limits, for clients that translate them', async () => {
    const response = await createShop('x'.repeat(300));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      details: [
        {
          path: 'body.name',
          code: 'too_big',
          params: { maximum: expect.any(Number), origin: 'string' },
        },
      ],
    });
  });

  it('edits name and activity and records a cash change as an adjustment with who and when', async () => {
    const shop = (await createShop('Merkato')).json().shop;
    const started = Date.now();
    const raised = await editShop(shop.id, {
      name: 'Merkato 2',
      amount_avalaible: 120.5,
      is_active: false,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({
      id: shop.id,
      name: 'Merkato 2',
      amount_avalaible: 120.5,
      is_active: false,
    });
    const lowered = await editShop(shop.id, { amount_avalaible: 20 });
    expect(lowered.json()).toMatchObject({ name: 'Merkato 2', amount_avalaible: 20 });
    const unchanged = await editShop(shop.id, { amount_avalaible: 20, is_active: true });
    expect(unchanged.json()).toMatchObject({ amount_avalaible: 20, is_active: true });
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'shop_adjustment'));
    const forShop = entries.filter((e) => e.toAccountId === shop.id || e.fromAccountId === shop.id);
    expect(
      forShop.map((e) => [e.fromAccountKind, e.toAccountKind, e.amountCents, e.userId]),
    ).toEqual([
      ['outside', 'shop', 12_050n, cashier.id],
      ['shop', 'outside', 10_050n, cashier.id],
    ]);
    for (const entry of forShop)
      expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('deletes a shop: gone from the lists, history kept, no second delete', async () => {
    const shop = (await createShop('Short lived')).json().shop;
    await editShop(shop.id, { amount_avalaible: 5 });
    const url = `/api/v1/cashiers/shops/${shop.id}/delete/`;
    const response = await call(t.app, 'DELETE', url, { as: session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'Shop deleted successfully',
      status_code: 'shop_deleted',
    });
    expect((await myShops()).map((s: { id: number }) => s.id)).not.toContain(shop.id);
    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.db
        .select()
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.toAccountKind, 'shop'), eq(ledgerEntries.toAccountId, shop.id)),
        ),
    ).toHaveLength(1);
    expect((await call(t.app, 'DELETE', url, { as: session })).statusCode).toBe(404);
    expect((await editShop(shop.id, { name: 'back?' })).statusCode).toBe(404);
  });

  it("answers 404 for another cashier's shop and changes nothing", async () => {
    const other = await t.createUser({ role: 'cashier', agentId: cashier.agentId! });
    const theirs = await t.createShop(other, { cash: 10 });
    const before = await stateSnapshot(t.db);
    for (const response of [
      await editShop(theirs.id, { name: 'mine now', amount_avalaible: 0 }),
      await call(t.app, 'DELETE', `/api/v1/cashiers/shops/${theirs.id}/delete/`, { as: session }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
    expect(await stateSnapshot(t.db)).toBe(before);
    expect((await myShops()).map((s: { id: number }) => s.id)).not.toContain(theirs.id);
  });
});

describe('GET /api/v1/shops/my_shops/ (scoped)', () => {
  it("gives a cashier its own, an agent its cashiers', an admin every shop", async () => {
    const agentA = await t.createUser({ role: 'agent' });
    const agentB = await t.createUser({ role: 'agent' });
    const a1 = await t.createUser({ role: 'cashier', agentId: agentA.agentId! });
    const a2 = await t.createUser({ role: 'cashier', agentId: agentA.agentId! });
    const b1 = await t.createUser({ role: 'cashier', agentId: agentB.agentId! });
    const shopA1 = await t.createShop(a1, { cash: 3 });
    const shopA2 = await t.createShop(a2);
    const shopB1 = await t.createShop(b1);
    const ids = async (user: TestUser) =>
      (await call(t.app, 'GET', '/api/v1/shops/my_shops/', { as: await t.loginAs(user) }))
        .json()
        .map((s: { id: number }) => s.id);
    expect(await ids(a1)).toEqual([shopA1.id]);
    expect(await ids(agentA)).toEqual([shopA1.id, shopA2.id]);
    expect(await ids(agentB)).toEqual([shopB1.id]);
    const all = await ids(await t.createUser({ role: 'admin' }));
    expect(all).toEqual(expect.arrayContaining([shopA1.id, shopA2.id, shopB1.id]));
  });
});

describe('cashier dashboard', () => {
  it("counts games, their amount, active ones and today's", async () => {
    const fresh = await t.createUser({ role: 'cashier', agentId: cashier.agentId! });
    const freshSession = await t.loginAs(fresh);
    const empty = await call(t.app, 'GET', '/api/v1/cashiers/dashboard/', { as: freshSession });
    expect(empty.json()).toEqual({
      total_games: 0,
      total_amount: 0,
      active_games: 0,
      todays_games: 0,
    });
    const shop = await t.createShop(fresh);
    await t.db.insert(games).values(
      [
        { cashierId: fresh.cashierId!, shopId: shop.id, amountCents: 10_050n },
        { cashierId: fresh.cashierId!, amountCents: 2_000n, status: 'completed' },
        { cashierId: fresh.cashierId!, amountCents: 9_999n, status: 'cancelled' },
        {
          cashierId: fresh.cashierId!,
          amountCents: 1_000n,
          status: 'completed',
          createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000),
        },
        { cashierId: cashier.cashierId!, amountCents: 7_000n },
      ].map(gameRow),
    );
    const response = await call(t.app, 'GET', '/api/v1/cashiers/dashboard/', {
      as: freshSession,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total_games: 4,
      total_amount: 130.5,
      active_games: 1,
      todays_games: 3,
    });
  });
});
