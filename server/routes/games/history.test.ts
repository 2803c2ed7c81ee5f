import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { orderFromProof } from '../../../tests/support/fair-draw';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestShop, TestUser } from '../../../tests/support/test-app';
import { games } from '../../db/schema';
import type { GameEvent } from '../../realtime/game-event-bus';

const t = appForFile();
let cashier: TestUser;
let session: Session;
let agentSession: Session;
let adminSession: Session;
let otherCashierSession: Session;
let otherAgentSession: Session;
let shop: TestShop;

const newGame = () =>
  startGame(t.app, session, { amount: 30, cards: [1, 2, 3], card_value: 10, shop_id: shop.id });

beforeAll(async () => {
  ({
    cashier,
    asCashier: session,
    asAgent: agentSession,
  } = await hallStaff(t, { cashierBalance: 500 }));
  adminSession = await t.signIn({ role: 'admin' });
  otherCashierSession = await t.signIn({ role: 'cashier', balance: 10 });
  otherAgentSession = await t.signIn({ role: 'agent' });
  shop = await t.createShop(cashier);
});

describe('the game history', () => {
  it('pages the whole log with who and when, scoped like the game', async () => {
    const id = await newGame();
    for (let i = 0; i < 4; i += 1) await gameCall(t.app, session, id, 'draw');
    await gameCall(t.app, session, id, 'pause');
    const url = (page: number) => `/api/v1/games/${id}/history/?page=${page}&page_size=2`;
    const first = await call(t.app, 'GET', url(1), { as: agentSession });
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({
      count: 6,
      current_page: 1,
      total_pages: 3,
      next: 2,
      previous: null,
    });
    expect(first.json().results.map((e: { sequence: number }) => e.sequence)).toEqual([1, 2]);
    expect(first.json().results[0]).toMatchObject({
      type: 'start',
      user: { username: cashier.username, role: 'cashier' },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const last = (await call(t.app, 'GET', url(3), { as: adminSession })).json();
    expect(last.results.map((e: { type: string }) => e.type)).toEqual(['draw', 'pause']);
    expect(last.pagination).toMatchObject({ next: null, previous: 2 });

    for (const outsider of [otherCashierSession, otherAgentSession])
      expect((await call(t.app, 'GET', url(1), { as: outsider })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url(1))).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', `/api/v1/games/${id}/history/?page_size=501`, { as: session }))
        .statusCode,
    ).toBe(400);
  });

  it('never shows the running order: only a reset reveals the order it abandons', async () => {
    const id = await newGame();
    await gameCall(t.app, session, id, 'draw');
    const before = await getGame(t.app, session, id);
    await gameCall(t.app, session, id, 'reset', { reason: 'Wrong cards' });
    const log = (
      await call(t.app, 'GET', `/api/v1/games/${id}/history/?page_size=500`, { as: session })
    ).json().results as Array<{ type: string; data: Record<string, unknown> }>;
    const now = (await call(t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: session })).json();
    expect(now.revealed).toBe(false);
    const reset = log.find((e) => e.type === 'reset')!;
    expect((reset.data.old_order as number[])[0]).toBe(before.called[0]!.number);
    expect(reset.data.reason).toBe('Wrong cards');
    const [row] = await t.db.select().from(games).where(eq(games.id, id));
    expect(JSON.stringify(log)).not.toContain(row!.salt);
    expect(JSON.stringify(log)).not.toContain(JSON.stringify(row!.drawOrder));
  });

  it('carries the user in the live events too', async () => {
    const id = await newGame();
    const seen: GameEvent[] = [];
    const stop = t.app.gameEvents.subscribe(id, (event) => seen.push(event));
    await gameCall(t.app, session, id, 'draw');
    stop();
    expect(seen[0]).toMatchObject({ type: 'draw', user: { username: cashier.username } });
  });
});

describe('the public verification', () => {
  it('shows the commitment during the game and the order once it ends, and no cashier', async () => {
    const id = await newGame();
    const { verify_token: token, commitment } = await getGame(t.app, session, id);
    expect(token).toMatch(/^[0-9a-f]{16}$/);
    await gameCall(t.app, session, id, 'draw');
    const during = await call(t.app, 'GET', `/api/v1/public/verify/${token}/`);
    expect(during.statusCode).toBe(200);
    expect(during.json()).toMatchObject({
      status: 'running',
      commitment,
      revealed: false,
      order: null,
      salt: null,
    });
    expect(Object.keys(during.json()).sort()).toEqual(
      [
        'abandoned',
        'called',
        'commitment',
        'commitment_input_format',
        'fair_draw',
        'max_number',
        'mode',
        'order',
        'plan',
        'revealed',
        'salt',
        'sealed',
        'status',
        'game_id',
        'shop_name',
        'started_at',
        'ended_at',
        'pool',
        'prize',
        // A practice game says so to the players (decision 055).
        'training',
        'winners',
      ].sort(),
    );
    expect(during.json()).toMatchObject({ game_id: id, shop_name: shop.name, pool: 30 });
    expect(JSON.stringify(during.json())).not.toContain(cashier.username);

    await gameCall(t.app, session, id, 'close', { reason: 'Closing time' });
    const after = (await call(t.app, 'GET', `/api/v1/public/verify/${token}/`)).json();
    expect(after).toMatchObject({ status: 'ended', revealed: true });
    expect(orderFromProof(after)).toEqual(after.order);
    // The sold cards are public once sealed: the TV showed them before ball 1.
    expect(after.sealed.cards).toEqual(
      (await getGame(t.app, session, id)).cards.sort((a, b) => a - b),
    );
  });

  it('answers an unknown token 404 and a malformed one 400', async () => {
    expect((await call(t.app, 'GET', '/api/v1/public/verify/0000000000000000/')).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/api/v1/public/verify/1/`)).statusCode).toBe(400);
  });
});
