import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GamePlan } from '@core/bingo/patterns/game-patterns';
import type { GameWinner } from '@core/schemas/games';
import { games, gameWinners } from '../../../db/schema';
import { call } from '../../../../tests/support/api';
import { ONLY, useGameFixture } from '../../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../../tests/support/games';
import { card1, numbersAt, patternGames } from './pattern-games';

// Issue 35, findings 1 (a win before any ball), 8 (staged games after the last ball), 9 (figures
// after a close) and 10 (a game its agent cannot end): decision 046.

const f = useGameFixture();
const { settings, callByHand, drawUntilOut } = patternGames(f);
const reason = 'Closing time';
const record = (id: number, cardNumber: number, as = f.session) =>
  call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as,
    body: { game_id: id, card_number: cardNumber },
  });
const replayOf = async (id: number, as = f.agentSession) =>
  (await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, { as })).json().replay;
const topRow = numbersAt([
  [0, 0],
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
]);
const ROWS = [0, 1, 2, 3, 4].map((row) =>
  numbersAt([0, 1, 2, 3, 4].map((column): [number, number] => [row, column])),
);
/** Card 1's row whose last number comes first in the game's draw order. */
async function firstRowOut(id: number): Promise<number[]> {
  const [game] = await f.t.db
    .select({ drawOrder: games.drawOrder })
    .from(games)
    .where(eq(games.id, id));
  const outAt = (row: number[]) => Math.max(...row.map((n) => game!.drawOrder.indexOf(n)));
  return ROWS.reduce((first, row) => (outAt(row) < outAt(first) ? row : first));
}
/** A one-cell pattern: the free centre only (what the pattern floor now refuses to save). */
const centreOnly = { key: 'custom-centre', name: 'Centre', class: 'fixed', masks: [1 << 12], k: 1 };

describe('finding 1: no win before a drawn ball', () => {
  it('refuses a win at 0 calls (422 no_calls_yet); a hand call is a call, and asks approval', async () => {
    await settings(f.session, { stages: null });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    // A game from before the floor, whose plan wins on the free centre alone.
    const plan: GamePlan = {
      patterns: [centreOnly as GamePlan['patterns'][0]],
      skip_unused: false,
    };
    await f.t.db.update(games).set({ plan }).where(eq(games.id, id));
    const refused = await record(id, 1);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'no_calls_yet' });
    const check = await gameCall(f.t.app, f.session, id, 'check', { card_number: 1 });
    expect(check.statusCode).toBe(422);
    expect(check.json()).toMatchObject({ code: 'no_calls_yet' });
    // Nothing recorded: the game is still open and cancels with its fee back.
    expect(await getGame(f.t.app, f.session, id)).toMatchObject({ status: 'active', winners: [] });

    // Played by hand: the hand calls are the calls, and the win relied on them.
    await callByHand(id, [topRow[0]!]);
    const won = await record(id, 1);
    expect(won.statusCode, won.body).toBe(200);
    expect(await getGame(f.t.app, f.session, id)).toMatchObject({
      status: 'completed',
      win_relied_on_manual_call: true,
    });
  });
});

describe('finding 8: a game in stages after its last ball', () => {
  const twoStages = [
    { patterns: ['one_line'], share_percent: 50 },
    { patterns: ['full_house'], share_percent: 50 },
  ];

  it('shows shares pending while other cards can share them; a close pays what is due', async () => {
    await settings(f.session, { stages: twoStages, skip_unused: false });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    expect(await f.drawAll(id)).toHaveLength(75);
    // Every sold card holds both stages on 75 balls: the first claim's share may still change.
    const first = await record(id, 1);
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = await getGame(f.t.app, f.session, id);
    expect(afterFirst.winners).toEqual([
      expect.objectContaining({ card_number: 1, stage: 0, share: 96, share_final: false }),
    ]);
    // Card 2 shares the first stage (the earliest it can claim): both shares still pending.
    const second = await record(id, 2);
    expect(second.statusCode, second.body).toBe(200);
    const shares = (await getGame(f.t.app, f.session, id)).winners.map((w: GameWinner) => [
      w.card_number,
      w.stage,
      w.share,
      w.share_final,
    ]);
    expect(shares).toEqual([
      [1, 0, 48, false],
      [2, 0, 48, false],
    ]);
    // Card 2 checked again: the claim is for the stage in play, which it also holds.
    expect(
      (await gameCall(f.t.app, f.session, id, 'check', { card_number: 2 })).json(),
    ).toMatchObject({ verdict: 'win', stage: 1 });

    // The close pays what is due: every card holding a stage shares it, and the game ends.
    const before = await f.cashOf(f.shop.id);
    const closed = await gameCall(f.t.app, f.session, id, 'close', { reason });
    expect(closed.statusCode, closed.body).toBe(200);
    const ended = await getGame(f.t.app, f.session, id);
    expect(ended).toMatchObject({ status: 'completed', win_amount: 192, commission: 48 });
    expect(ended.winners).toHaveLength(48);
    expect(ended.winners.every((w: GameWinner) => w.share_final)).toBe(true);
    expect(ended.winners.filter((w: GameWinner) => w.awarded_at_close)).toHaveLength(46);
    const stageTotal = (stage: number) =>
      ended.winners
        .filter((w: GameWinner) => w.stage === stage)
        .reduce((sum: number, w: GameWinner) => sum + Math.round(w.share * 100), 0);
    expect([stageTotal(0), stageTotal(1)]).toEqual([9_600, 9_600]);
    // The drawer keeps the house's part of the pool (240 - 192).
    expect(await f.cashOf(f.shop.id)).toBe(before + 4_800n);
    expect(await replayOf(id)).toMatchObject({ agrees: true });
  });

  it('judges a late claim per stage: an earlier stage won is no claim in time for a later', async () => {
    await call(f.t.app, 'PUT', `/api/v1/shops/${f.shop.id}/rules/`, {
      as: f.agentSession,
      body: { late_claims: 'refuse', max_resets: 1, max_win_percentage: 100 },
    });
    await settings(f.session, { stages: twoStages, skip_unused: false });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await callByHand(id, topRow);
    expect(
      (await gameCall(f.t.app, f.session, id, 'check', { card_number: 1 })).json(),
    ).toMatchObject({ verdict: 'win' });
    expect((await record(id, 1)).statusCode).toBe(200);
    const rest = card1
      .flat()
      .filter((n): n is number => typeof n === 'number' && !topRow.includes(n));
    const others = Array.from({ length: 75 }, (_, i) => i + 1).filter(
      (n) => !card1.flat().includes(n),
    );
    // The full house completes, then a ball passes: the claim of the second stage is late.
    await callByHand(id, [...rest, others[0]!]);
    const late = await record(id, 1);
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json()).toMatchObject({ code: 'late_claim' });
    await gameCall(f.t.app, f.session, id, 'close', { reason });
    await call(f.t.app, 'PUT', `/api/v1/shops/${f.shop.id}/rules/`, {
      as: f.agentSession,
      body: { late_claims: 'allow', max_resets: 1, max_win_percentage: 100 },
    });
  });

  it("a won game's pending shares turn final when the shop's next game starts", async () => {
    await settings(f.session, { stages: null });
    const id = await startGame(f.t.app, f.session, f.fullGame({ win_conditions: ONLY.row }));
    expect(await f.drawAll(id)).toHaveLength(75);
    const won = await record(id, 1);
    expect(won.statusCode, won.body).toBe(200);
    // Every sold card holds a line: the won game stays open to them, the share pending.
    const pending = await getGame(f.t.app, f.session, id);
    expect(pending).toMatchObject({ status: 'completed', extra_claims_open: true });
    expect(pending.winners).toEqual([
      expect.objectContaining({ card_number: 1, share: 192, share_final: false }),
    ]);
    // A won game cannot be closed again: it stays pending until cards claim or the next game.
    const again = await gameCall(f.t.app, f.session, id, 'close', { reason });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'game_completed' });

    // The shop's next game starts: the won game takes no more claims, its share is final.
    const next = await startGame(f.t.app, f.session, f.fullGame());
    const ended = await getGame(f.t.app, f.session, id);
    expect(ended).toMatchObject({ extra_claims_open: false });
    expect(ended.winners).toEqual([
      expect.objectContaining({ card_number: 1, share: 192, share_final: true }),
    ]);
    const verify = await call(f.t.app, 'GET', `/api/v1/public/verify/${ended.verify_token}/`);
    expect(verify.json().winners).toEqual([
      expect.objectContaining({ card: 1, share: 192, share_final: true }),
    ]);
    const late = await record(id, 2);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ code: 'game_completed' });
    expect((await gameCall(f.t.app, f.session, next, 'cancel', { reason })).statusCode).toBe(200);
  });
});

describe('finding 9: figures after a close', () => {
  it("shows a closed game's staged winners their paid share and bonus, also on verify", async () => {
    // A bonus is the agent's to set; it accepts any chance, so this game pays it (decision 043).
    const staged = await settings(f.agentSession, {
      stages: [
        {
          patterns: ['one_line'],
          share_percent: 10,
          bonus: { within_calls: 75, amount: 5, max_chance_percent: 100 },
        },
        { patterns: ['full_house'], share_percent: 90 },
      ],
      skip_unused: false,
    });
    expect(staged.statusCode, staged.body).toBe(200);
    // Card 1 alone, drawn until its first row is out: no card holds a line or a full house
    // unclaimed when the game is closed (its top row was drawn before, and about one game in five
    // its last number was the card's last: a full house left unclaimed).
    const id = await startGame(f.t.app, f.session, f.fullGame({ cards: [1], amount: 10 }));
    await drawUntilOut(id, await firstRowOut(id));
    const won = await record(id, 1);
    expect(won.statusCode, won.body).toBe(200);
    const bonus = won.json().stage_bonus;
    expect(bonus).toBe(5);
    expect(won.json().win_amount).toBe(0.8);
    const closed = await gameCall(f.t.app, f.session, id, 'close', { reason });
    expect(closed.statusCode, closed.body).toBe(200);
    const ended = await getGame(f.t.app, f.session, id);
    expect(ended.winners).toEqual([
      expect.objectContaining({ card_number: 1, share: 0.8, bonus, share_final: true }),
    ]);
    const verify = await call(f.t.app, 'GET', `/api/v1/public/verify/${ended.verify_token}/`);
    expect(verify.json().winners).toEqual([
      expect.objectContaining({ card: 1, share: 0.8, bonus }),
    ]);
    await settings(f.agentSession, { stages: null });
  });
});

describe('finding 10: the agent ends any game of its cashiers', () => {
  it('closes a game whose stage was won before any call, its cashier deactivated', async () => {
    const agent = await f.t.createUser({ role: 'agent' });
    const cashier = await f.t.createUser({
      role: 'cashier',
      agentId: agent.agentId!,
      balance: 500,
    });
    const own = await f.t.loginAs(cashier);
    const overseer = await f.t.loginAs(agent);
    const hall = await f.t.createShop(cashier, { cash: 50 });
    const staged = await call(f.t.app, 'PUT', `/api/v1/shops/${hall.id}/game_settings/`, {
      as: own,
      body: {
        stages: [
          { patterns: ['one_line'], share_percent: 50 },
          { patterns: ['full_house'], share_percent: 50 },
        ],
      },
    });
    expect(staged.statusCode, staged.body).toBe(200);
    const id = await startGame(f.t.app, own, {
      amount: 240,
      cards: Array.from({ length: 24 }, (_, i) => i + 1),
      card_value: 10,
      win_percentage: 80,
      shop_id: hall.id,
    });
    // A game from before the rule: its first stage was won with no ball called.
    await f.t.db.insert(gameWinners).values({
      gameId: id,
      cardNumber: 3,
      winType: 'row',
      stage: 0,
      calledCount: 0,
      winnerOrder: 1,
    });
    await f.t.db.update(games).set({ stage: 1, rulesVersion: 1 }).where(eq(games.id, id));
    const off = await call(f.t.app, 'PUT', `/api/v1/agents/cashiers/${cashier.cashierId}/`, {
      as: overseer,
      body: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    const closed = await gameCall(f.t.app, overseer, id, 'close', { reason });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await getGame(f.t.app, overseer, id)).toMatchObject({
      status: 'completed',
      win_amount: 96,
    });
  });

  it('closes a running game holding an unclaimed win: the win is paid at the close', async () => {
    const agent = await f.t.createUser({ role: 'agent' });
    const cashier = await f.t.createUser({
      role: 'cashier',
      agentId: agent.agentId!,
      balance: 500,
    });
    const own = await f.t.loginAs(cashier);
    const overseer = await f.t.loginAs(agent);
    const hall = await f.t.createShop(cashier, { cash: 50 });
    const id = await startGame(f.t.app, own, {
      amount: 240,
      cards: Array.from({ length: 24 }, (_, i) => i + 1),
      card_value: 10,
      win_percentage: 80,
      shop_id: hall.id,
      win_conditions: { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false },
    });
    for (const number of topRow)
      expect((await gameCall(f.t.app, own, id, 'mark', { number, called: true })).statusCode).toBe(
        200,
      );
    await call(f.t.app, 'PUT', `/api/v1/agents/cashiers/${cashier.cashierId}/`, {
      as: overseer,
      body: { is_active: false },
    });
    const closed = await gameCall(f.t.app, overseer, id, 'close', { reason });
    expect(closed.statusCode, closed.body).toBe(200);
    const ended = await getGame(f.t.app, overseer, id);
    expect(ended).toMatchObject({ status: 'completed', winner_card: 1, win_amount: 192 });
    expect(ended.winners).toEqual([
      expect.objectContaining({ card_number: 1, awarded_at_close: true, share_final: true }),
    ]);
    expect(await replayOf(id, overseer)).toMatchObject({ agrees: true });
  });
});
