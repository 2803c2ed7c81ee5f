import { describe, expect, it } from 'vitest';
import { cardForNumber } from './bingo/card-generator';
import { presetPattern } from './bingo/patterns/presets';
import { replayGame, ReplayError, type LoggedGameEvent } from './game-replay';
import { draw, gameLog, startEvent } from './replay/test-logs';

const card = cardForNumber(7, 'standard');
const row = (card[1] as number[]).slice();
const other = Array.from({ length: 75 }, (_, i) => i + 1).find((n) => !card.flat().includes(n))!;
const startWith = (rules?: Record<string, unknown>) => startEvent(rules ? { rules } : {});
const start = startWith({ late_claims: 'refuse', max_resets: 1 });
const log = gameLog;
const mark = (number: number, called: boolean) => ({ type: 'mark', data: { number, called } });
const check = (verdict: string) => ({
  type: 'check',
  data: { card_number: 7, grid: null, verdict },
});
const win = { type: 'win', data: { card_number: 7, grid: null } };

describe('replayGame', () => {
  it('recomputes calls, money and the win from the log alone', () => {
    expect(replayGame(log(start, ...row.map(draw), win))).toMatchObject({
      status: 'completed',
      winnerCard: 7,
      winType: 'row',
      winReliedOnManualCall: false,
      prizeCents: 19_200n,
      commissionCents: 4_800n,
      feeCents: 960n,
    });
  });

  it('follows manual marks and resets', () => {
    const game = replayGame(
      log(
        start,
        draw(1),
        draw(2),
        { type: 'reset', data: { commitment: 'b'.repeat(64) } },
        mark(9, true),
        mark(9, false),
        mark(10, true),
      ),
    );
    expect(game.called).toEqual([{ number: 10, manual: true }]);
    expect(game.commitment).toBe('b'.repeat(64));
    expect(game.resetCount).toBe(1);
  });

  it('refuses a log whose recorded win the calls do not give, or with a gap', () => {
    expect(() => replayGame(log(start, win))).toThrow(ReplayError);
    expect(() => replayGame([start, { sequence: 3, type: 'draw', data: { number: 1 } }])).toThrow(
      ReplayError,
    );
  });

  it('refuses what the rules forbid: an uncalled drawn ball, a second reset, a late win', () => {
    expect(() => replayGame(log(start, draw(5), mark(5, false)))).toThrow(/drawn ball 5/);
    const reset = { type: 'reset', data: { commitment: 'b'.repeat(64) } };
    expect(() => replayGame(log(start, reset, reset))).toThrow(/reset_limit/);
    expect(() => replayGame(log(start, ...row.map(draw), draw(other), win))).toThrow(/late/);
  });

  it('accepts a late win after an in-time winning check, and checks verdicts', () => {
    const game = replayGame(log(start, ...row.map(draw), check('win'), draw(other), win));
    expect(game).toMatchObject({ status: 'completed', winningCards: [7] });
    expect(() => replayGame(log(start, ...row.map(draw), check('no_win')))).toThrow(/check/);
  });

  it('keeps blocked cards from winning, and a game with a winning check from closing', () => {
    const block = { type: 'block', data: { card_number: 7 } };
    expect(() =>
      replayGame(log(start, draw(other), check('no_win'), block, ...row.map(draw), win)),
    ).toThrow(/blocked/);
    const close = { type: 'close', data: { reason: 'x' } };
    expect(replayGame(log(start, draw(other), close)).status).toBe('completed');
    expect(() => replayGame(log(start, ...row.map(draw), check('win'), close))).toThrow(
      /closed while card 7 held an unclaimed win/,
    );
  });

  it('lets a game end once a winning check no longer holds (a hand call taken back)', () => {
    const close = { type: 'close', data: { reason: 'Power cut' } };
    const cancel = { type: 'cancel', data: { reason: 'Power cut' } };
    const reset = { type: 'reset', data: { reason: 'Misdeal', commitment: 'b'.repeat(64) } };
    const won = [...row.map((n) => mark(n, true)), check('win'), mark(row[0]!, false)];
    expect(replayGame(log(start, ...won, check('no_win'), close)).status).toBe('completed');
    expect(replayGame(log(start, ...won, cancel)).status).toBe('cancelled');
    // Card 7 was checked early, then its row came out: a reset would wipe its win.
    expect(() =>
      replayGame(log(start, draw(other), check('no_win'), ...row.map(draw), reset)),
    ).toThrow(/reset while card 7 held an unclaimed win/);
    // A late claim the shop refuses wipes nothing.
    const late = [...row.map(draw), draw(other), check('late')];
    expect(replayGame(log(start, ...late, reset)).resetCount).toBe(1);
    expect(() => replayGame(log(start, ...won, reset))).toThrow(/reset_after_win/);
  });

  it('replays a game from before rules as it was played then', () => {
    const legacy = startWith();
    const game = replayGame(log(legacy, draw(5), mark(5, false), draw(6)));
    expect(game.called).toEqual([{ number: 6, manual: false }]);
  });

  describe('several winners on one ball', () => {
    const numbers = (r: readonly unknown[]) => r.filter((v): v is number => typeof v === 'number');
    // A second card with a row through a number of card 7's row: both win when it comes last.
    const [mate, mateRow, last] = (() => {
      for (let n = 8; n < 500; n++) {
        const found = cardForNumber(n, 'standard')
          .map(numbers)
          .find((r) => r.length === 5 && r.some((x) => row.includes(x)));
        if (found) return [n, found, found.find((x) => row.includes(x))!] as const;
      }
      throw new Error('no mate');
    })();
    const early = [...new Set([...row, ...mateRow])].filter((n) => n !== last);
    const winOf = (n: number, order: number, share: string) => ({
      type: 'win',
      data: { card_number: n, grid: null, winner_order: order, share_cents: share },
    });
    const shared = (rule: string) =>
      startWith({ late_claims: 'refuse', max_resets: 1, shared_wins: rule });

    it('accepts each winner on the deciding ball with its share, and counts full prizes', () => {
      const calls = [...early, last].map(draw);
      const split = replayGame(
        log(shared('split'), ...calls, winOf(7, 1, '19200'), winOf(mate, 2, '9600')),
      );
      expect(split).toMatchObject({ winnerCard: 7, winners: [7, mate], extraPrizesCents: 0n });
      const full = replayGame(
        log(shared('full'), ...calls, winOf(7, 1, '19200'), winOf(mate, 2, '19200')),
      );
      expect(full).toMatchObject({ winners: [7, mate], extraPrizesCents: 19_200n });
    });

    it('refuses the same card twice, a wrong share, and a winner after a close', () => {
      const calls = [...early, last].map(draw);
      const first = winOf(7, 1, '19200');
      expect(() => replayGame(log(shared('split'), ...calls, first, winOf(7, 2, '9600')))).toThrow(
        /won twice/,
      );
      expect(() =>
        replayGame(log(shared('split'), ...calls, first, winOf(mate, 2, '19200'))),
      ).toThrow(/share/);
      const close = { type: 'close', data: { reason: 'No winner' } };
      expect(() =>
        replayGame(log(shared('split'), ...early.map(draw), close, winOf(7, 1, '19200'))),
      ).toThrow(/after the game ended/);
    });
  });
});

describe('replayGame with a plan of patterns (decision 034)', () => {
  const withPlan = (keys: string[]): LoggedGameEvent => {
    const base = startWith({ late_claims: 'refuse', max_resets: 1 });
    return {
      ...base,
      data: {
        ...base.data,
        plan: { patterns: keys.map((key) => presetPattern(key)!), skip_unused: false },
      },
    };
  };
  const corners = [card[0]![0], card[0]![4], card[4]![0], card[4]![4]] as number[];

  it("judges by the plan's patterns, not the win conditions it also names", () => {
    // The win conditions (any line) would give this row; the plan plays four corners only.
    expect(() => replayGame(log(withPlan(['four_corners']), ...row.map(draw), win))).toThrow(
      /does not win/,
    );
    const game = replayGame(log(withPlan(['four_corners']), ...corners.map(draw), win));
    expect(game).toMatchObject({ status: 'completed', winnerCard: 7, winType: 'fourCorners' });
  });

  it('refuses a ball the plan left out of the draw, drawn or called by hand', () => {
    const frame: LoggedGameEvent = {
      ...withPlan([]),
      data: {
        ...withPlan([]).data,
        plan: { patterns: [presetPattern('small_frame')!], skip_unused: true },
      },
    };
    // The small frame plays I, N and G: 1 (B) is not in the draw, 16 (I) is.
    expect(replayGame(log(frame, draw(16))).called).toHaveLength(1);
    expect(() => replayGame(log(frame, draw(1)))).toThrow(/1 is not in the draw/);
    expect(() => replayGame(log(frame, mark(75, true)))).toThrow(/75 is not in the draw/);
  });

  it('refuses a plan that is not a valid set of patterns', () => {
    const forged = {
      ...withPlan(['letter_x']),
      data: { ...withPlan([]).data, plan: { patterns: [{ key: 'x', class: 'fixed' }] } },
    };
    expect(() => replayGame(log(forged, draw(1)))).toThrow(/bad plan/);
  });
});
