import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { call } from '../../../tests/support/api';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { games } from '../../db/schema';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestShop } from '../../../tests/support/test-app';

const t = appForFile({}, { checkLedger: true });
let session: Session;
let agentSession: Session;
let otherAgentSession: Session;
let shop: TestShop;
const rowOnly = { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false };
const card7 = cardForNumber(7, 'standard');
const rowOf7 = (card7[1] as number[]).slice();
/** A ball on no row of card 7's second row: calling it makes any row-2 bingo late. */
const offRow = Array.from({ length: 75 }, (_, i) => i + 1).find((n) => !card7.flat().includes(n))!;

const newGame = () =>
  startGame(t.app, session, {
    amount: 240,
    cards: Array.from({ length: 24 }, (_, i) => i + 1),
    card_value: 10,
    shop_id: shop.id,
    win_conditions: rowOnly,
  });
async function mark(id: number, numbers: number[]) {
  for (const number of numbers)
    expect((await gameCall(t.app, session, id, 'mark', { number, called: true })).statusCode).toBe(
      200,
    );
}
const check = async (id: number, card: number) =>
  (await gameCall(t.app, session, id, 'check', { card_number: card })).json();
const recordWin = (id: number, card: number) =>
  call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: session,
    body: { game_id: id, card_number: card },
  });
const setRules = (as: Session, rules: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/v1/shops/${shop.id}/rules/`, { as, body: rules });
const replayOf = async (id: number) =>
  (await call(t.app, 'GET', `/api/v1/games/${id}/record/`, { as: agentSession })).json().replay;

beforeAll(async () => {
  const staff = await hallStaff(t, { cashierBalance: 5000 });
  ({ asCashier: session, asAgent: agentSession } = staff);
  otherAgentSession = await t.signIn({ role: 'agent' });
  shop = await t.createShop(staff.cashier);
});

describe("a shop's rules", () => {
  it('are set by its agent, read by its cashier, and hidden from other tenants', async () => {
    expect((await setRules(session, { late_claims: 'refuse', max_resets: 5 })).statusCode).toBe(
      403,
    );
    expect(
      (await setRules(otherAgentSession, { late_claims: 'refuse', max_resets: 0 })).statusCode,
    ).toBe(404);
    expect(
      (await setRules(agentSession, { late_claims: 'sometimes', max_resets: 1 })).statusCode,
    ).toBe(400);
    const set = await setRules(agentSession, { late_claims: 'refuse', max_resets: 2 });
    const rules = { late_claims: 'refuse', max_resets: 2, unnamed_cards: 'allow' };
    const answer = {
      ...rules,
      max_win_percentage: 100,
      shared_wins: 'split',
      claims_pause: true,
      language: 'en',
    };
    expect(set.json()).toEqual(answer);
    const read = await call(t.app, 'GET', `/api/v1/shops/${shop.id}/rules/`, { as: session });
    expect(read.json()).toEqual(answer);
  });

  it('are fixed into a game at its start', async () => {
    await setRules(agentSession, { late_claims: 'refuse', max_resets: 2 });
    const id = await newGame();
    await setRules(agentSession, { late_claims: 'allow', max_resets: 0 });
    expect(await getGame(t.app, session, id)).toMatchObject({
      rules: { late_claims: 'refuse', max_resets: 2 },
      resets_left: 2,
    });
  });
});

describe('late claims', () => {
  it('answer "not now" where the hall refuses them, and cannot be recorded', async () => {
    await setRules(agentSession, { late_claims: 'refuse', max_resets: 1 });
    const id = await newGame();
    await mark(id, [...rowOf7, offRow]);
    expect(await check(id, 7)).toMatchObject({
      verdict: 'late',
      late: true,
      is_winner: false,
      win_type: 'row',
    });
    const refused = await recordWin(id, 7);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'Not now: the card was complete before the last called ball',
      code: 'late_claim',
    });
    expect(await replayOf(id)).toMatchObject({ agrees: true });
  });

  it('are a win where the hall allows them, flagged late', async () => {
    await setRules(agentSession, { late_claims: 'allow', max_resets: 1 });
    const id = await newGame();
    await mark(id, [...rowOf7, offRow]);
    expect(await check(id, 7)).toMatchObject({ verdict: 'win', late: true, is_winner: true });
    expect((await recordWin(id, 7)).statusCode).toBe(200);
    expect(await replayOf(id)).toMatchObject({ agrees: true, winner_card: 7 });
  });

  it('do not apply to a card that claimed in time and is recorded later', async () => {
    await setRules(agentSession, { late_claims: 'refuse', max_resets: 1 });
    const id = await newGame();
    await mark(id, rowOf7);
    expect(await check(id, 7)).toMatchObject({ verdict: 'win', late: false });
    await mark(id, [offRow]);
    expect((await recordWin(id, 7)).statusCode).toBe(200);
    expect(await replayOf(id)).toMatchObject({ agrees: true });
  });
});

describe('blocked cards', () => {
  it('after a failed check, answer "Blocked card" for the rest of the game', async () => {
    const id = await newGame();
    await gameCall(t.app, session, id, 'draw');
    const blockFirst = await gameCall(t.app, session, id, 'block', { card_number: 7 });
    expect(blockFirst.statusCode).toBe(409);
    expect(blockFirst.json().code).toBe('check_first');
    expect(await check(id, 7)).toMatchObject({ verdict: 'no_win' });
    const blocked = await gameCall(t.app, session, id, 'block', { card_number: 7 });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().blocked_cards).toEqual([7]);

    await mark(
      id,
      rowOf7.filter((n) => !blocked.json().called.some((c: { number: number }) => c.number === n)),
    );
    expect(await check(id, 7)).toMatchObject({ verdict: 'blocked', is_winner: false });
    const refused = await recordWin(id, 7);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'Blocked card', code: 'card_blocked' });

    const history = (
      await call(t.app, 'GET', `/api/v1/games/${id}/history/?page_size=500`, { as: session })
    ).json();
    expect(history.results.filter((e: { type: string }) => e.type === 'block')).toHaveLength(1);
    expect(await replayOf(id)).toMatchObject({ agrees: true });
  });

  it('never include a card whose last check won, or one checked before the last call', async () => {
    const id = await newGame();
    await mark(id, rowOf7);
    expect(await check(id, 7)).toMatchObject({ verdict: 'win' });
    expect((await gameCall(t.app, session, id, 'block', { card_number: 7 })).json().code).toBe(
      'card_won_check',
    );
    expect(await check(id, 3)).toMatchObject({ verdict: 'no_win' });
    await gameCall(t.app, session, id, 'draw');
    expect((await gameCall(t.app, session, id, 'block', { card_number: 3 })).json().code).toBe(
      'check_first',
    );
  });
});

describe('ending a game', () => {
  it('while a card holds a win its claim could record, only by recording the win', async () => {
    const id = await newGame();
    await mark(id, rowOf7);
    await check(id, 7);
    for (const action of ['close', 'cancel']) {
      const refused = await gameCall(t.app, session, id, action, { reason: 'Hall closing' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'A sold card holds a win on the calls: check it and record the win',
        code: 'unclaimed_winner',
        details: { card_numbers: [7] },
      });
    }
    expect((await recordWin(id, 7)).statusCode).toBe(200);
  });

  it('closes a played game with no winner: the drawer keeps the pool, the order is revealed', async () => {
    const id = await newGame();
    const unplayed = await gameCall(t.app, session, id, 'close', { reason: 'Nobody came' });
    expect(unplayed.json().code).toBe('close_unplayed');
    await gameCall(t.app, session, id, 'draw');
    expect((await gameCall(t.app, session, id, 'close', {})).statusCode).toBe(400);
    const closed = await gameCall(t.app, session, id, 'close', { reason: 'Power cut' });
    expect(closed.json()).toEqual({
      status: 'Game closed with no winner',
      status_code: 'game_closed',
      game_id: id,
      takings: 240,
    });
    expect(await getGame(t.app, session, id)).toMatchObject({
      status: 'completed',
      end: 'no_winner',
      winner_card: null,
    });
    const verify = (
      await call(t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: session })
    ).json();
    expect(verify.revealed).toBe(true);
    const record = (
      await call(t.app, 'GET', `/api/v1/games/${id}/record/`, { as: agentSession })
    ).json();
    expect(record.replay).toMatchObject({ agrees: true, status: 'completed' });
    // The start's fee, the fee settled on the whole pool (decision 022), the drawer's takings.
    expect(record.money.map((m: { kind: string }) => m.kind)).toEqual([
      'game_fee',
      'game_fee',
      'game_takings',
    ]);
    // No prize was paid: the reports count the whole pool as the hall's takings.
    const report = (
      await call(t.app, 'GET', `/api/v1/reports/games/?search=%23${id}`, { as: agentSession })
    ).json();
    expect(report.results).toEqual([
      expect.objectContaining({ id, status: 'completed', win_amount: 0, commission: 240 }),
    ]);
  });
});

describe('a record its replay disagrees with', () => {
  it('names each difference by field, with both values, beside the English problem', async () => {
    const id = await newGame();
    await gameCall(t.app, session, id, 'draw');
    await t.db.update(games).set({ resetCount: 3 }).where(eq(games.id, id));
    expect(await replayOf(id)).toMatchObject({
      agrees: false,
      problems: ['resets: stored 3, replayed 0'],
      differences: [{ field: 'resets', stored: '3', replayed: '0' }],
    });
  });
});
