import type { RouteOptions } from 'fastify';
import { cardForNumber } from '@core/bingo/card-generator';
import { cardToText } from '@core/bingo/card-validation';
import { call } from '../../tests/support/api';
import { CORNERS_ONLY, cornersOf, PAYS_ON_CORNERS } from '../../tests/support/jackpot-games';
import { createTestApp, type Session, type TestApp } from '../../tests/support/test-app';

// The callers and the objects the authorization matrix asks about, made once for its test file.

export const ACTORS = [
  'anonymous',
  'admin',
  'agent',
  'otherAgent',
  'cashier',
  'otherCashier',
] as const;
export type Actor = (typeof ACTORS)[number];
export type ObjectKind =
  | 'agent'
  | 'cashier'
  | 'cashierToDelete'
  | 'shop'
  | 'shopToDelete'
  | 'shopToStart'
  | 'game'
  | 'gameToCancel'
  | 'gameToClose'
  | 'jackpot'
  | 'payoutToApprove'
  | 'payoutToReject'
  | 'tv'
  | 'shift'
  | 'shiftCounted';

export const world = {
  t: undefined as unknown as TestApp,
  /** Every route the app registered, as "METHOD url". */
  registered: new Set<string>(),
  sessions: {} as Record<Exclude<Actor, 'anonymous'>, Session>,
  /** Each object kind: [tenant 1's, tenant 2's]. Tenant 1 is agent/cashier, tenant 2 the others. */
  objects: {} as Record<ObjectKind, [number, number]>,
  /** Each shop's own pattern (decision 034), by shop id; a delete is undone before the next. */
  patternOf: new Map<number, number>(),
};

const { sessions, objects } = world;

export const CARDS = '/api/v1/shops/:id/cards/standard/';

let patternCounter = 0;
export const freshPattern = () => ({
  name: `Pattern ${++patternCounter}`,
  class: 'crazy',
  masks: [0x63],
  k: 1,
});

function routeKeys(route: RouteOptions): string[] {
  const methods = [route.method].flat();
  return methods.map((method) => `${method} ${route.url}`);
}

/** Opens the app and makes every caller and object, two tenants of each. */
export async function openWorld(): Promise<void> {
  const seen: string[] = [];
  const t = await createTestApp({ onRoute: (route) => void seen.push(...routeKeys(route)) });
  // HEAD mirrors of GET routes are Fastify's; a HEAD-only route is listed on its own.
  for (const key of seen) {
    const [method, url] = key.split(' ') as [string, string];
    if (method !== 'HEAD' || !seen.includes(`GET ${url}`)) world.registered.add(key);
  }
  world.t = t;
  const agentA = await t.createUser({ role: 'agent', balance: 100 });
  const agentB = await t.createUser({ role: 'agent', balance: 100 });
  const cashierA = await t.createUser({
    role: 'cashier',
    agentId: agentA.agentId!,
    balance: 20,
  });
  const cashierB = await t.createUser({
    role: 'cashier',
    agentId: agentB.agentId!,
    balance: 20,
  });
  const victimA = await t.createUser({ role: 'cashier', agentId: agentA.agentId! });
  const victimB = await t.createUser({ role: 'cashier', agentId: agentB.agentId! });
  sessions.admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  sessions.agent = await t.loginAs(agentA);
  sessions.otherAgent = await t.loginAs(agentB);
  sessions.cashier = await t.loginAs(cashierA);
  sessions.otherCashier = await t.loginAs(cashierB);
  objects.agent = [agentA.agentId!, agentB.agentId!];
  objects.cashier = [cashierA.cashierId!, cashierB.cashierId!];
  objects.cashierToDelete = [victimA.cashierId!, victimB.cashierId!];
  objects.shop = [(await t.createShop(cashierA)).id, (await t.createShop(cashierB)).id];
  objects.shopToDelete = [(await t.createShop(cashierA)).id, (await t.createShop(cashierB)).id];
  objects.shopToStart = [(await t.createShop(cashierA)).id, (await t.createShop(cashierB)).id];
  // One running game per shop (decision 029): each game that stays open has a shop of its own.
  const shopsOf = async () => [
    (await t.createShop(cashierA)).id,
    (await t.createShop(cashierB)).id,
  ];
  objects.game = [
    await startGame(sessions.cashier, objects.shop[0]),
    await startGame(sessions.otherCashier, objects.shop[1]),
  ];
  const cancelShops = await shopsOf();
  objects.gameToCancel = [
    await startGame(sessions.cashier, cancelShops[0]!),
    await startGame(sessions.otherCashier, cancelShops[1]!),
  ];
  for (const shopId of objects.shop)
    await call(t.app, 'POST', CARDS.replace(':id', String(shopId)), {
      as: sessions.admin,
      body: { card_number: 7, name: 'Card 7', grid: cardToText(cardForNumber(7)) },
    });
  const closeShops = await shopsOf();
  objects.gameToClose = [
    await startGame(sessions.cashier, closeShops[0]!),
    await startGame(sessions.otherCashier, closeShops[1]!),
  ];
  for (const [i, id] of objects.gameToClose.entries())
    await call(t.app, 'POST', `/api/v1/games/${id}/draw/`, {
      as: i === 0 ? sessions.cashier : sessions.otherCashier,
    });
  // Before objects.jackpot: each payout's jackpot (1 in 1) is the first to trigger in its shop.
  for (const kind of ['payoutToApprove', 'payoutToReject'] as const) {
    const payoutShops = await shopsOf();
    objects[kind] = [
      await pendingPayout(sessions.agent, sessions.cashier, payoutShops[0]!),
      await pendingPayout(sessions.otherAgent, sessions.otherCashier, payoutShops[1]!),
    ];
  }
  objects.jackpot = [
    await createJackpot(sessions.agent, objects.shop[0]),
    await createJackpot(sessions.otherAgent, objects.shop[1]),
  ];
  objects.tv = [await pairTv(objects.shop[0]), await pairTv(objects.shop[1])];
  // The shift each shop's game opened at its start; and a shift counted and closed in a new shop.
  const currentShift = async (shopId: number) =>
    (
      await call(t.app, 'GET', `/api/v1/shifts/current/?shop_id=${shopId}`, {
        as: sessions.admin,
      })
    ).json<{ id: number }>().id;
  objects.shift = [await currentShift(objects.shop[0]), await currentShift(objects.shop[1])];
  const countShops = await shopsOf();
  const countedShift = async (as: Session, shopId: number) => {
    const opened = await call(t.app, 'POST', '/api/v1/shifts/', {
      as,
      body: { shop_id: shopId, float: 0 },
    });
    const id = opened.json<{ id: number }>().id;
    await call(t.app, 'POST', `/api/v1/shifts/${id}/count/`, { as, body: { count: [] } });
    return id;
  };
  objects.shiftCounted = [
    await countedShift(sessions.cashier, countShops[0]!),
    await countedShift(sessions.otherCashier, countShops[1]!),
  ];
  for (const shopId of objects.shop) {
    const made = await call(t.app, 'POST', `/api/v1/shops/${shopId}/patterns/`, {
      as: sessions.admin,
      body: freshPattern(),
    });
    world.patternOf.set(shopId, made.json<{ id: number }>().id);
  }
}

async function pairTv(shopId: number): Promise<number> {
  const code = await call(world.t.app, 'POST', '/api/v1/displays/pairing_codes/', {
    as: sessions.admin,
    body: { shop_id: shopId },
  });
  const paired = await call(world.t.app, 'POST', '/api/v1/displays/pair/', {
    body: { code: code.json<{ code: string }>().code },
  });
  if (paired.statusCode !== 201) throw new Error(`pair: ${paired.body}`);
  return paired.json<{ display_id: number }>().display_id;
}

async function startGame(session: Session, shopId: number): Promise<number> {
  const response = await call(world.t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: session,
    body: { amount: 10, shop_id: shopId },
  });
  if (response.statusCode !== 201) throw new Error(`play_game: ${response.body}`);
  return response.json<{ game_id: number }>().game_id;
}

async function createJackpot(session: Session, shopId: number): Promise<number> {
  const response = await call(world.t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: session,
    body: { amount: 1, shop_id: shopId },
  });
  if (response.statusCode !== 201) throw new Error(`create_jackpot: ${response.body}`);
  return response.json<{ jackpot: { id: number } }>().jackpot.id;
}

/** A jackpot payout waiting for the agent: every ball of its winning game called by hand. */
async function pendingPayout(agent: Session, cashier: Session, shopId: number): Promise<number> {
  const jackpot = await call(world.t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: agent,
    body: { amount: 1, shop_id: shopId, frequency: 1, ...PAYS_ON_CORNERS },
  });
  if (jackpot.statusCode !== 201) throw new Error(`create_jackpot: ${jackpot.body}`);
  const started = await call(world.t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: cashier,
    body: { amount: 20, cards: [7, 8], shop_id: shopId, win_conditions: CORNERS_ONLY },
  });
  if (started.statusCode !== 201) throw new Error(`play_game: ${started.body}`);
  const gameId = started.json<{ game_id: number }>().game_id;
  for (const number of cornersOf(7))
    await call(world.t.app, 'POST', `/api/v1/games/${gameId}/mark/`, {
      as: cashier,
      body: { number, called: true },
    });
  await call(world.t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: cashier,
    body: { game_id: gameId, card_number: 7 },
  });
  const pending = await call(world.t.app, 'GET', '/api/v1/agents/jackpot_payouts/', { as: agent });
  const payout = pending
    .json<{ id: number; game_id: number }[]>()
    .find((p) => p.game_id === gameId);
  if (!payout) throw new Error(`no pending payout for game ${gameId}`);
  return payout.id;
}
