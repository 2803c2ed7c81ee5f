import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import type { CardGrid } from '@core/bingo/card';
import { judgeCard } from '@core/bingo/judge-card';
import { ruleForConditions } from '@core/bingo/patterns/win-rule';
import { DEFAULT_WIN_CONDITIONS, type WinConditions } from '@core/bingo/win-patterns';
import { call } from '../../../tests/support/api';
import { cards, ONLY, useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import type { Session } from '../../../tests/support/test-app';
import { games, ledgerEntries } from '../../db/schema';
import { checkGameTotals } from '../reports/totals-check';

const f = useGameFixture();
const rowOnly = { ...DEFAULT_WIN_CONDITIONS, ...ONLY.row };
const grids = new Map(cards.map((n) => [n, cardForNumber(n, 'standard')]));
const numbersOf = (row: CardGrid[number]) => row.filter((v): v is number => typeof v === 'number');
const winsOn = (n: number, balls: number[]) =>
  judgeCard(
    grids.get(n)!,
    balls.map((number) => ({ number, manual: true })),
    ruleForConditions(rowOnly as WinConditions),
  ).win.isWinner;

/**
 * A deciding ball and `count` sold cards that each complete a row with it (none before it), and
 * a card whose other row is already complete before it (a late claim); the balls to call in order.
 */
function scenario(count: number) {
  for (let ball = 1; ball <= 75; ball++) {
    const rows = new Map<number, number[]>();
    for (const [n, grid] of grids) {
      const row = grid.find((r) => numbersOf(r).includes(ball));
      if (row && rows.size < count) rows.set(n, numbersOf(row));
    }
    if (rows.size < count) continue;
    const before = [...new Set([...rows.values()].flat())].filter((n) => n !== ball);
    const lateCard = cards.find(
      (n) =>
        !rows.has(n) &&
        grids.get(n)!.some((r) => !numbersOf(r).includes(ball) && numbersOf(r).length === 5),
    );
    if (lateCard === undefined) continue;
    const lateRow = numbersOf(grids.get(lateCard)!.find((r) => !numbersOf(r).includes(ball))!);
    const early = [...new Set([...before, ...lateRow])].filter((n) => n !== ball);
    const winners = [...rows.keys()];
    const others = cards.filter((n) => !winners.includes(n) && n !== lateCard);
    const loser = others.find((n) => !winsOn(n, [...early, ball]));
    if (winners.some((n) => winsOn(n, early)) || loser === undefined) continue;
    if (others.some((n) => winsOn(n, [...early, ball]) && !winsOn(n, early))) continue;
    return { ball, winners, lateCard, loser, calls: [...early, ball] };
  }
  throw new Error('no scenario');
}

async function playTo(calls: number[], extra: Record<string, unknown> = {}, as = f.session) {
  const id = await startGame(f.t.app, as, f.fullGame({ win_conditions: ONLY.row, ...extra }));
  for (const number of calls)
    expect((await gameCall(f.t.app, as, id, 'mark', { number, called: true })).statusCode).toBe(
      200,
    );
  return id;
}
const record = (id: number, card: number, as: Session = f.session) =>
  call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as,
    body: { game_id: id, card_number: card },
  });
const check = (id: number, card: number, as: Session = f.session) =>
  gameCall(f.t.app, as, id, 'check', { card_number: card });
const setRules = (shopId: number, rules: Record<string, unknown>) =>
  call(f.t.app, 'PUT', `/api/v1/shops/${shopId}/rules/`, {
    as: f.agentSession,
    body: { late_claims: 'allow', max_resets: 1, ...rules },
  });
const entriesOf = (id: number) =>
  f.t.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, `game:${id}`));
const feeOf = async (id: number) =>
  (await f.t.db.select().from(games).where(eq(games.id, id)))[0]!.feeCents;
const replayOf = async (id: number) =>
  (await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, { as: f.agentSession })).json().replay;

describe('several winners on one ball', () => {
  it('one winner: the whole prize, exactly as before, and the game stays open to more', async () => {
    await setRules(f.shop.id, { shared_wins: 'split' });
    const s = scenario(2);
    const id = await playTo(s.calls);
    const won = await record(id, s.winners[0]!);
    expect(won.json()).toMatchObject({ win_amount: 192, winners: [{ order: 1, share: 192 }] });
    expect(await getGame(f.t.app, f.session, id)).toMatchObject({
      status: 'completed',
      winner_card: s.winners[0],
      winners: [{ card_number: s.winners[0], share: 192, late: false }],
      extra_claims_open: true,
    });
  });

  it('split: two winners share the prize, and the ledger does not move for the second', async () => {
    await setRules(f.shop.id, { shared_wins: 'split' });
    const s = scenario(2);
    const id = await playTo(s.calls);
    const [a, b] = s.winners as [number, number];
    expect((await record(id, a)).statusCode).toBe(200);
    const money = { entries: await entriesOf(id), cash: await f.cashOf(f.shop.id) };
    const balance = await f.balanceOf(f.cashier.cashierId!);
    const fee = await feeOf(id);
    expect((await check(id, b)).json()).toMatchObject({ verdict: 'win', is_winner: true });
    const second = await record(id, b);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      win_amount: 96,
      winners: [
        { order: 1, card_number: a, share: 96 },
        { order: 2, card_number: b, share: 96 },
      ],
    });
    expect(await entriesOf(id)).toEqual(money.entries);
    expect(await f.cashOf(f.shop.id)).toBe(money.cash);
    expect(await f.balanceOf(f.cashier.cashierId!)).toBe(balance);
    expect(await feeOf(id)).toBe(fee);
    expect(await getGame(f.t.app, f.session, id)).toMatchObject({
      winner_card: a,
      win_amount: 192,
      winners: [{ card_number: a }, { card_number: b }],
    });
    expect(await replayOf(id)).toMatchObject({ agrees: true, problems: [] });
    const { verify_token } = await getGame(f.t.app, f.session, id);
    const verify = await call(f.t.app, 'GET', `/api/v1/public/verify/${verify_token}/`);
    expect(verify.json().winners).toEqual([
      // Other sold cards could still share the ball: the shares are pending (decision 046).
      { card: a, win_type: 'row', share: 96, share_final: false, bonus: 0 },
      { card: b, win_type: 'row', share: 96, share_final: false, bonus: 0 },
    ]);
    const last = await call(f.t.app, 'GET', `/api/v1/shops/${f.shop.id}/last_games/`, {
      as: f.agentSession,
    });
    expect(last.json().games.find((g: { id: number }) => g.id === id)).toMatchObject({
      winner_card: a,
      winner_cards: [a, b],
    });
  });

  it('split: three winners, the odd cent to the earliest', async () => {
    await setRules(f.shop.id, { shared_wins: 'split' });
    const s = scenario(3);
    const id = await playTo(s.calls, { amount: 240.24, card_value: 10.01 });
    for (const card of s.winners) expect((await record(id, card)).statusCode).toBe(200);
    const game = await getGame(f.t.app, f.session, id);
    expect(game.win_amount).toBe(192.19);
    expect(game.winners.map((w) => w.share)).toEqual([64.07, 64.06, 64.06]);
    expect(await replayOf(id)).toMatchObject({ agrees: true });
  });

  it('refuses a card that did not win, a card not sold, and the same card twice', async () => {
    await setRules(f.shop.id, { shared_wins: 'split' });
    const s = scenario(2);
    const id = await playTo(s.calls);
    const [a] = s.winners as [number, number];
    await record(id, a);
    const entries = await entriesOf(id);
    expect((await record(id, s.loser)).json()).toMatchObject({ code: 'no_bingo' });
    expect((await check(id, s.loser)).json()).toMatchObject({ verdict: 'no_win' });
    expect((await record(id, 300)).json()).toMatchObject({ code: 'unselected_number' });
    const twice = await record(id, a);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('winner_already_recorded');
    expect((await check(id, a)).statusCode).toBe(409);
    expect(await entriesOf(id)).toEqual(entries);
    expect((await getGame(f.t.app, f.session, id)).winners).toHaveLength(1);
  });

  it('refuses a winner once the next game of the shop has started', async () => {
    await setRules(f.shop.id, { shared_wins: 'full' });
    const s = scenario(2);
    const id = await playTo(s.calls);
    const [a, b] = s.winners as [number, number];
    await record(id, a);
    const next = await startGame(f.t.app, f.session, f.fullGame());
    const late = await record(id, b);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'Game is already completed', code: 'game_completed' });
    expect((await check(id, b)).json().code).toBe('game_completed');
    expect(await getGame(f.t.app, f.session, id)).toMatchObject({
      extra_claims_open: false,
      winners: [{ card_number: a }],
    });
    await gameCall(f.t.app, f.session, next, 'cancel', {});
  });

  it('full: the drawer pays each extra winner a full prize, never touching the fee', async () => {
    const rich = await f.t.createShop(f.cashier, { cash: 1000 });
    await setRules(rich.id, { shared_wins: 'full' });
    const s = scenario(3);
    const id = await playTo(s.calls, { shop_id: rich.id });
    await record(id, s.winners[0]!);
    const cash = await f.cashOf(rich.id);
    const balance = await f.balanceOf(f.cashier.cashierId!);
    const fee = await feeOf(id);
    const second = await record(id, s.winners[1]!);
    expect(second.json()).toMatchObject({ win_amount: 192 });
    await record(id, s.winners[2]!);
    expect(await f.cashOf(rich.id)).toBe(cash - 2n * 19_200n);
    expect(await f.balanceOf(f.cashier.cashierId!)).toBe(balance);
    expect(await feeOf(id)).toBe(fee);
    const extra = await f.t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.reference, `game:${id}`), eq(ledgerEntries.kind, 'game_extra_prize')),
      );
    expect(extra.map((e) => [e.fromAccountKind, e.toAccountKind, e.amountCents])).toEqual([
      ['shop', 'outside', 19_200n],
      ['shop', 'outside', 19_200n],
    ]);
    const game = await getGame(f.t.app, f.session, id);
    expect(game.winners.map((w) => w.share)).toEqual([192, 192, 192]);
    expect(game.rules.shared_wins).toBe('full');
    expect(await replayOf(id)).toMatchObject({ agrees: true });

    // The lists show every winner, and the reports count every prize paid.
    const mine = await call(f.t.app, 'GET', '/api/v1/games/my_games/?page_size=10', {
      as: f.session,
    });
    expect(mine.json().results.find((g: { id: number }) => g.id === id)).toMatchObject({
      winner_card: s.winners[0],
      winner_cards: s.winners,
      win_amount: 576,
    });
    const report = await call(f.t.app, 'GET', `/api/v1/reports/games/?search=${id}`, {
      as: f.agentSession,
    });
    expect(report.json().results.find((g: { id: number }) => g.id === id)).toMatchObject({
      winner_cards: s.winners,
      win_amount: 576,
    });
    expect(await checkGameTotals(f.t.db)).toEqual([]);
  });

  it('full: a drawer that cannot pay another prize refuses the winner with a clear 409', async () => {
    const poor = await f.t.createShop(f.cashier, { cash: 0 });
    await setRules(poor.id, { shared_wins: 'full' });
    const s = scenario(2);
    const id = await playTo(s.calls, { shop_id: poor.id });
    await record(id, s.winners[0]!);
    const refused = await record(id, s.winners[1]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'drawer_cannot_pay_prize',
      details: [{ params: { prize: 192 } }],
    });
    // Not the drawer's figure: in an open shift it is the blind count's expected cash.
    expect(refused.body).not.toContain('48');
    expect((await getGame(f.t.app, f.session, id)).winners).toHaveLength(1);
    expect(await f.cashOf(poor.id)).toBe(4_800n);
  });

  it('a card complete before the deciding ball follows the late-claim rule', async () => {
    const s = scenario(2);
    await setRules(f.shop.id, { shared_wins: 'split', late_claims: 'refuse' });
    const refusing = await playTo(s.calls);
    await record(refusing, s.winners[0]!);
    expect((await check(refusing, s.lateCard)).json()).toMatchObject({ verdict: 'late' });
    expect((await record(refusing, s.lateCard)).json()).toMatchObject({ code: 'late_claim' });

    await setRules(f.shop.id, { shared_wins: 'split', late_claims: 'allow' });
    const allowing = await playTo(s.calls);
    await record(allowing, s.winners[0]!);
    expect((await record(allowing, s.lateCard)).statusCode).toBe(200);
    expect((await getGame(f.t.app, f.session, allowing)).winners).toMatchObject([
      { late: false },
      { card_number: s.lateCard, late: true, share: 96 },
    ]);
  });

  it("is scoped: another tenant's cashier can neither check nor record on the game", async () => {
    const s = scenario(2);
    const id = await playTo(s.calls);
    await record(id, s.winners[0]!);
    expect((await check(id, s.winners[1]!, f.otherSession)).statusCode).toBe(404);
    expect((await record(id, s.winners[1]!, f.otherSession)).statusCode).toBe(404);
    expect((await getGame(f.t.app, f.session, id)).winners).toHaveLength(1);
  });
});
