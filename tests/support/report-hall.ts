import { games } from '../../server/db/schema';
import { call } from './api';
import { gameRow } from './game-rows';
import { gameCall, startGame } from './games';
import { playToWin, startOneCardGame, winCornersByHand } from './report-data';
import {
  createTestApp,
  type Session,
  type TestApp,
  type TestShop,
  type TestUser,
} from './test-app';
import { PAYS_ON_CORNERS } from './jackpot-games';

/** The hall the dashboard, shops and jackpots reports are read in, and who reads them. */
export interface ReportHall {
  t: TestApp;
  admin: Session;
  agent: TestUser;
  agentSession: Session;
  otherAgent: Session;
  cashier: TestUser;
  cashierSession: Session;
  idleCashier: TestUser;
  shop: TestShop;
  quiet: TestShop;
  /** paidJackpot, cumulative (jackpots); manualWin, drawnWin, cancelled (games). */
  ids: Record<string, number>;
}

// 00:30 on 2026-03-11 in Addis Ababa (UTC+3): "today" began at 2026-03-10T21:00Z.
const NOW = new Date('2026-03-10T21:30:00Z');

/**
 * An agent with two cashiers (one idle), two shops (one inactive), a jackpot paid (on the agent's
 * approval) for a win made by hand, a running cumulative one, a drawn win, a cancelled game, and games either side of the
 * hall's midnight, at NOW.
 */
export async function openReportHall(): Promise<ReportHall> {
  const randomAnswers: number[] = [];
  const ids: Record<string, number> = {};
  const t = await createTestApp({
    timezone: 'Africa/Addis_Ababa',
    clock: () => NOW,
    jackpotRandomInt: () => randomAnswers.shift() ?? 1,
  });
  const admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  const agent = await t.createUser({ role: 'agent', balance: 1000 });
  const agentSession = await t.loginAs(agent);
  const otherAgent = await t.loginAs(await t.createUser({ role: 'agent' }));
  const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 500 });
  const idleCashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
  const cashierSession = await t.loginAs(cashier);
  const shop = await t.createShop(cashier, { name: 'Piassa', cash: 200 });
  const quiet = await t.createShop(cashier, { name: 'Quiet corner', isActive: false });

  const paid = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: agentSession,
    body: { shop_id: shop.id, amount: 30, frequency: 5, ...PAYS_ON_CORNERS },
  });
  ids.paidJackpot = paid.json().jackpot.id;
  const cumulative = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: agentSession,
    body: {
      shop_id: shop.id,
      amount: 5,
      jackpot_type: 'cumulative',
      call_limit: 1,
      ...PAYS_ON_CORNERS,
    },
  });
  ids.cumulative = cumulative.json().jackpot.id;

  ids.manualWin = await startGame(t.app, cashierSession, {
    amount: 20,
    cards: [7, 8],
    card_value: 10,
    shop_id: shop.id,
    win_conditions: { anyLine: false, fourCorners: true, fullHouse: false, diagonal: false },
  });
  randomAnswers.push(0);
  await winCornersByHand(t.app, cashierSession, ids.manualWin);
  // Every ball of that game was called by hand: its jackpot waits for the agent, who pays it.
  const [pending] = (
    await call(t.app, 'GET', '/api/v1/agents/jackpot_payouts/?status=pending', {
      as: agentSession,
    })
  ).json();
  await call(t.app, 'POST', `/api/v1/agents/jackpot_payouts/${pending.id}/approve/`, {
    as: agentSession,
  });
  ids.drawnWin = await startOneCardGame(t.app, cashierSession, shop.id, 100);
  await playToWin(t.app, cashierSession, ids.drawnWin);
  ids.cancelled = await startOneCardGame(t.app, cashierSession, shop.id, 50);
  await gameCall(t.app, cashierSession, ids.cancelled, 'cancel', { reason: 'Hall closed' });
  // Either side of the hall's midnight: the 10th and the 11th (today).
  await t.db.insert(games).values([
    gameRow({
      cashierId: cashier.cashierId!,
      shopId: shop.id,
      amountCents: 700n,
      createdAt: new Date('2026-03-10T20:59:59.999Z'),
    }),
    gameRow({
      cashierId: cashier.cashierId!,
      shopId: shop.id,
      amountCents: 900n,
      createdAt: new Date('2026-03-10T21:00:00Z'),
    }),
    gameRow({
      cashierId: cashier.cashierId!,
      shopId: shop.id,
      amountCents: 300n,
      createdAt: new Date('2026-03-04T20:59:59Z'),
    }),
  ]);
  return {
    t,
    admin,
    agent,
    agentSession,
    otherAgent,
    cashier,
    cashierSession,
    idleCashier,
    shop,
    quiet,
    ids,
  };
}
