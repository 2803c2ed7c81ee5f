import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { gameCall, startGame } from '../../../tests/support/games';
import { playToWin } from '../../../tests/support/report-data';
import { createTestApp, type Session, type TestApp } from '../../../tests/support/test-app';

// Issue 19, finding 9: one day of games read by the agent's dashboard, the admin's figures, the
// reports and the cashier's games list must tell the same story.

let t: TestApp;
let admin: Session;
let agent: Session;
let cashier: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  const agentUser = await t.createUser({ role: 'agent', balance: 1000 });
  agent = await t.loginAs(agentUser);
  const cashierUser = await t.createUser({
    role: 'cashier',
    agentId: agentUser.agentId!,
    balance: 500,
  });
  cashier = await t.loginAs(cashierUser);
  const shop = await t.createShop(cashierUser, { cash: 100 });
  const start = (amount: number) =>
    startGame(t.app, cashier, { amount, cards: [1], card_value: amount, shop_id: shop.id });
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  };

  ids.won = await start(100);
  await playToWin(t.app, cashier, ids.won);
  ids.closed = await start(50);
  await ok(gameCall(t.app, cashier, ids.closed, 'draw'));
  await ok(gameCall(t.app, cashier, ids.closed, 'close', { reason: 'Nobody claimed' }));
  ids.cancelledUnplayed = await start(40);
  await ok(gameCall(t.app, cashier, ids.cancelledUnplayed, 'cancel', { reason: 'Wrong amount' }));
  ids.cancelledPlayed = await start(30);
  await ok(gameCall(t.app, cashier, ids.cancelledPlayed, 'draw'));
  await ok(gameCall(t.app, cashier, ids.cancelledPlayed, 'cancel', { reason: 'Power cut' }));
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, as: Session) => {
  const response = await call(t.app, 'GET', url, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('one definition per figure', () => {
  it('counts the same fees on the dashboard, the admin figures and the reports', async () => {
    const fees = await get('/api/v1/reports/games/', admin);
    const expected = fees.results
      .filter((g: { id: number }) => g.id !== ids.cancelledUnplayed)
      .reduce((sum: number, g: { fee: number }) => sum + Math.round(g.fee * 100), 0);
    expect(expected).toBeGreaterThan(0);
    const keptOnCancelled = fees.results.find((g: { id: number }) => g.id === ids.cancelledPlayed);
    expect(keptOnCancelled.fee).toBeGreaterThan(0);

    const agentDashboard = await get('/api/v1/agents/dashboard/', agent);
    const agentReport = await get('/api/v1/reports/dashboard/', agent);
    const adminReport = await get('/api/v1/reports/dashboard/', admin);
    const summary = await get('/api/v1/admin/summary/', admin);
    expect(Math.round(agentDashboard.fees_today * 100)).toBe(expected);
    expect(Math.round(agentReport.overview.total_fees * 100)).toBe(expected);
    expect(Math.round(adminReport.overview.total_fees * 100)).toBe(expected);
    expect(Math.round(fees.summary.total_fees * 100)).toBe(expected);
    expect(Math.round(summary.fees_consumed * 100)).toBe(expected);
  });

  it('shows no prize for a cancelled game, in every list', async () => {
    const list = await get('/api/v1/games/my_games/', cashier);
    const report = await get('/api/v1/reports/games/', agent);
    for (const id of [ids.cancelledUnplayed, ids.cancelledPlayed]) {
      expect(list.find((g: { id: number }) => g.id === id).win_amount).toBe(0);
      expect(report.results.find((g: { id: number }) => g.id === id).win_amount).toBe(0);
    }
  });

  it('counts the win rate over completed games, and the average bet over played ones', async () => {
    const report = await get('/api/v1/reports/dashboard/', agent);
    // One win among two completed games (won, closed); cancelled games are not completed.
    expect(report.performance.win_rate).toBe(50);
    // Bets and their average over the same games, those not cancelled (won 100, closed 50).
    expect(report.overview.total_bet_amount).toBe(150);
    expect(report.overview.avg_bet_amount).toBe(75);
  });
});
