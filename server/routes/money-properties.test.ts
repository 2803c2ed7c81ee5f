/**
 * Issue 19's money property: random sequences of real API calls by a cashier, its agent and the
 * admin (starts with random pools, win percentages and card sets, bare {amount} starts included;
 * hand calls and uncalls, draws, checks, blocks, resets, closes, cancels with and without reasons,
 * pauses, win records, random and cumulative jackpots with a minimum pool, transfers, cash edits,
 * cashier fee rates and deactivations, deposits, withdrawals, deposit reversals, fee rules). Every
 * money-moving request is retried with its Idempotency-Key. After each step (docs/money.md,
 * decisions 022-025):
 * - every stored balance equals its ledger (checkLedger);
 * - every played game (a call was made) kept at least the minimum fee of its start;
 * - no jackpot grew or paid on a game without named cards, below the jackpot's min_pool, with no
 *   server-drawn ball, or below its minimum fee;
 * - deposits - withdrawals - reversals = agents + cashiers + jackpots + fees the platform took
 *   (net of refunds), and no entry crosses between credit and the shops' cash / outside;
 * - fees taken + fees owed = the fees of the games not cancelled unplayed.
 * At the end of a run every running game is ended through the API (the cashier's close, else the
 * recorded win of a reported unclaimed card by the cashier or the admin, else the agent's close
 * or cancel), and must end.
 *
 * MONEY_RUNS sets the number of runs (default 15), MONEY_STEPS the most steps (default 25);
 * MONEY_STATS=1 prints what the steps answered. fast-check prints the seed and path of a failing
 * run: replay it with MONEY_SEED and MONEY_PATH. TEST_DATABASE_URL runs it on PostgreSQL. */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { cornersOf, drawUntilCornersOut } from '../../tests/support/jackpot-games';
import { gameCall } from '../../tests/support/games';
import { createTestApp, type Session, type TestApp } from '../../tests/support/test-app';
import { queryRows } from '../db/query-rows';

const RUNS = Number(process.env.MONEY_RUNS ?? 15);
const MAX_STEPS = Number(process.env.MONEY_STEPS ?? 25);
const SEED = process.env.MONEY_SEED === undefined ? undefined : Number(process.env.MONEY_SEED);
const PATH = process.env.MONEY_PATH;

const REASON = 'Property step';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
});
afterEach(async () => {
  expect(await t.checkLedger()).toEqual([]);
});
afterAll(async () => {
  if (process.env.MONEY_STATS) {
    const [ledger] = await queryRows<{ kinds: string }>(
      t.db,
      sql`select json_object_agg(kind, n)::text as kinds
          from (select kind, count(*) as n from ledger_entries group by kind) k`,
    );
    console.log(
      [...tally]
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join('\n'),
      ledger?.kinds,
    );
  }
  await t?.close();
});

// ---- the steps ----

const gameIndex = fc.nat({ max: 5 });
const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => c / 100);
const reason = fc.constantFrom<string | undefined>(REASON, undefined, ' \u200b ');

const jackpotArb = fc.record({
  kind: fc.constant('jackpot' as const),
  type: fc.constantFrom('random' as const, 'cumulative' as const),
  amount: cents(0, 50_000),
  bonus: cents(0, 5_000),
  minPool: fc.constantFrom(0, 10, 100, 1000, 100_000),
  callLimit: fc.integer({ min: 1, max: 75 }),
});

const stepArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('start' as const),
      named: fc.boolean(),
      firstCard: fc.integer({ min: 1, max: 400 }),
      cardCount: fc.integer({ min: 1, max: 40 }),
      cardValue: fc.constantFrom(1, 2.5, 5, 10, 100, 1000),
      winPercentage: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
      amount: cents(1, 5_000_000),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('draw' as const),
      game: gameIndex,
      balls: fc.integer({ min: 1, max: 12 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('drawToCorners' as const),
      game: gameIndex,
      card: fc.nat(),
      record: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mark' as const),
      game: gameIndex,
      card: fc.nat(),
      corner: fc.integer({ min: 0, max: 3 }),
      all: fc.boolean(),
      called: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('check' as const, 'block' as const, 'win' as const),
      game: gameIndex,
      card: fc.nat(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('reset' as const, 'close' as const, 'cancel' as const),
      game: gameIndex,
      reason,
      byAgent: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('pause' as const, 'resume' as const),
      game: gameIndex,
      reason,
      byAgent: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: jackpotArb },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      amount: cents(-100_000, 100_000).filter((a) => a !== 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('shopCash' as const),
      amount: cents(0, 500_000),
      reason: fc.constantFrom<string | undefined>(REASON, undefined),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('deposit' as const, 'withdraw' as const),
      amount: cents(1, 200_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reverse' as const),
      deposit: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cashierEdit' as const),
      feePercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      active: fc.option(fc.boolean(), { nil: undefined }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('feeRules' as const),
      minFee: cents(0, 5_000),
    }),
  },
);
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

// ---- one hall per run ----

interface Hall {
  cashier: Session;
  agent: Session;
  cashierId: number;
  agentId: number;
  shopId: number;
  /** The run's games, oldest first, with the cards each sold (empty for a bare {amount} start). */
  games: { id: number; cards: number[] }[];
  /** Deposit entries the admin made in this run (a reversal names one). */
  deposits: number[];
}

async function newHall(): Promise<Hall> {
  const agentUser = await t.createUser({ role: 'agent', balance: 20_000 });
  const cashierUser = await t.createUser({
    role: 'cashier',
    agentId: agentUser.agentId!,
    balance: 2_000,
  });
  const shop = await t.createShop(cashierUser, { cash: 500 });
  return {
    cashier: await t.loginAs(cashierUser),
    agent: await t.loginAs(agentUser),
    cashierId: cashierUser.cashierId!,
    agentId: agentUser.agentId!,
    shopId: shop.id,
    games: [],
    deposits: [],
  };
}

const pick = <T>(list: T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

/** A card of the game: one it sold, or for a bare start any card number. */
const cardOf = (game: { cards: number[] }, n: number) =>
  game.cards.length > 0 ? game.cards[n % game.cards.length]! : (n % 500) + 1;

/** What the steps answered (MONEY_STATS=1 prints it): shows what the runs exercise. */
const tally = new Map<string, number>();

function expectNoServerError(response: LightMyRequestResponse, what: string) {
  const key = `${what} ${response.statusCode}${response.statusCode >= 400 ? ` ${String(response.json<{ code?: string }>().code)}` : ''}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
}

let keyCounter = 0;

/**
 * A money-moving request sent with an Idempotency-Key, then retried with the same key: the retry
 * answers the same and moves nothing more.
 */
async function sendTwice(
  method: 'POST' | 'PUT',
  url: string,
  options: { as: Session; body: unknown },
): Promise<LightMyRequestResponse> {
  keyCounter += 1;
  const headers = { 'idempotency-key': `money-prop-${keyCounter}` };
  const first = await call(t.app, method, url, { ...options, headers });
  const entries = await ledgerCount();
  const again = await call(t.app, method, url, { ...options, headers });
  if (first.statusCode < 300) {
    expect(again.statusCode, `retry of ${url}: ${again.body}`).toBe(first.statusCode);
    expect(again.json(), `retry of ${url}`).toEqual(first.json());
  }
  expect(await ledgerCount(), `retry of ${url} moved money`).toBe(entries);
  return first;
}

async function ledgerCount(): Promise<string> {
  const [row] = await queryRows<{ n: string }>(
    t.db,
    sql`select count(*)::text as n from ledger_entries`,
  );
  return row!.n;
}

async function play(hall: Hall, step: Step): Promise<void> {
  const { app } = t;
  if (step.kind === 'start') {
    const body: Record<string, unknown> = { shop_id: hall.shopId };
    let cards: number[] = [];
    if (step.named) {
      cards = Array.from({ length: step.cardCount }, (_, i) => step.firstCard + i);
      body.cards = cards;
      body.card_value = step.cardValue;
      body.amount = Math.round(step.cardCount * step.cardValue * 100) / 100;
    } else body.amount = step.amount;
    if (step.winPercentage !== undefined) body.win_percentage = step.winPercentage;
    const response = await sendTwice('POST', '/api/v1/cashiers/play_game/', {
      as: hall.cashier,
      body,
    });
    expectNoServerError(response, 'start');
    if (response.statusCode === 201)
      hall.games.push({ id: response.json<{ game_id: number }>().game_id, cards });
    return;
  }
  if (step.kind === 'jackpot') {
    const response = await sendTwice('POST', '/api/v1/agents/create_jackpot/', {
      as: hall.agent,
      body: {
        amount: step.amount,
        shop_id: hall.shopId,
        jackpot_type: step.type,
        bonus_amount: step.bonus,
        frequency: 1,
        call_limit: step.callLimit,
        min_pool: step.minPool,
      },
    });
    expectNoServerError(response, 'jackpot');
    return;
  }
  if (step.kind === 'transfer') {
    const response = await sendTwice(
      'POST',
      `/api/v1/agents/cashiers/${hall.cashierId}/transfer/`,
      { as: hall.agent, body: { amount: step.amount } },
    );
    expectNoServerError(response, 'transfer');
    return;
  }
  if (step.kind === 'shopCash') {
    const response = await sendTwice('PUT', `/api/v1/cashiers/shops/${hall.shopId}/`, {
      as: hall.cashier,
      body: { amount_avalaible: step.amount, ...(step.reason ? { reason: step.reason } : {}) },
    });
    expectNoServerError(response, 'shop cash');
    return;
  }
  if (step.kind === 'deposit' || step.kind === 'withdraw') {
    const response = await sendTwice('POST', `/api/v1/admin/agents/${hall.agentId}/${step.kind}/`, {
      as: admin,
      body:
        step.kind === 'deposit' ? { amount: step.amount } : { amount: step.amount, reason: REASON },
    });
    expectNoServerError(response, step.kind);
    if (step.kind === 'deposit' && response.statusCode === 200)
      hall.deposits.push(response.json<{ entry_id: number }>().entry_id);
    return;
  }
  if (step.kind === 'reverse') {
    const entry = pick(hall.deposits, step.deposit);
    if (entry === undefined) return;
    const response = await sendTwice('POST', `/api/v1/admin/deposits/${entry}/reverse/`, {
      as: admin,
      body: { reason: REASON },
    });
    expectNoServerError(response, 'reverse');
    return;
  }
  if (step.kind === 'cashierEdit') {
    const body: Record<string, unknown> = {};
    if (step.feePercent !== undefined) body.fee_percent = step.feePercent;
    if (step.active !== undefined) body.is_active = step.active;
    const response = await call(app, 'PUT', `/api/v1/agents/cashiers/${hall.cashierId}/`, {
      as: hall.agent,
      body,
    });
    expectNoServerError(response, 'cashier edit');
    return;
  }
  if (step.kind === 'feeRules') {
    const response = await call(app, 'PUT', '/api/v1/admin/fee_rules/', {
      as: admin,
      body: { min_fee: step.minFee, min_fee_percent: 5 },
    });
    expectNoServerError(response, 'fee rules');
    return;
  }

  if (!('game' in step)) return;
  const game = pick(hall.games, step.game);
  if (!game) return;
  const as = 'byAgent' in step && step.byAgent ? hall.agent : hall.cashier;
  let response: LightMyRequestResponse;
  switch (step.kind) {
    case 'draw':
      for (let i = 0; i < step.balls; i += 1) {
        response = await gameCall(app, hall.cashier, game.id, 'draw');
        expectNoServerError(response, 'draw');
        if (response.statusCode !== 200) break;
      }
      return;
    case 'drawToCorners': {
      const card = cardOf(game, step.card);
      const [row] = await queryRows<{ status: string; caller_state: string }>(
        t.db,
        sql`select status, caller_state from games where id = ${game.id}`,
      );
      if (row?.status !== 'active' || row.caller_state === 'paused') return;
      try {
        await drawUntilCornersOut(app, t.db, hall.cashier, game.id, card);
      } catch (error) {
        // A draw refused (4xx) ends the step; a 5xx is a failure.
        expect(String(error)).not.toMatch(/draw 5\d\d/);
        return;
      }
      if (!step.record) return;
      response = await sendTwice('POST', '/api/v1/cashiers/play_game/', {
        as: hall.cashier,
        body: { game_id: game.id, card_number: card },
      });
      expectNoServerError(response, 'corners win');
      return;
    }
    case 'mark': {
      const corners = cornersOf(cardOf(game, step.card));
      const numbers = step.all ? corners : [corners[step.corner]!];
      for (const number of numbers) {
        response = await gameCall(app, hall.cashier, game.id, 'mark', {
          number,
          called: step.called,
        });
        expectNoServerError(response, 'mark');
      }
      return;
    }
    case 'check':
    case 'block':
      response = await gameCall(app, hall.cashier, game.id, step.kind, {
        card_number: cardOf(game, step.card),
      });
      expectNoServerError(response, step.kind);
      return;
    case 'win':
      response = await sendTwice('POST', '/api/v1/cashiers/play_game/', {
        as: hall.cashier,
        body: { game_id: game.id, card_number: cardOf(game, step.card) },
      });
      expectNoServerError(response, 'win');
      return;
    case 'reset':
    case 'close':
    case 'cancel':
    case 'pause':
    case 'resume':
      response = await gameCall(
        app,
        step.kind === 'resume' ? hall.cashier : as,
        game.id,
        step.kind,
        step.reason === undefined || step.kind === 'resume' ? {} : { reason: step.reason },
      );
      expectNoServerError(response, step.kind);
      return;
  }
}

// ---- the rules after each step ----

async function assertMoneyRules(): Promise<void> {
  expect(await t.checkLedger()).toEqual([]);

  // Every played game (any call; running or ended) paid at least the minimum fee of its start.
  const underpaid = await queryRows<{ id: number }>(
    t.db,
    sql`select id, fee_cents::text as fee, min_fee_cents::text as min_fee, status from games
        where first_call_at is not null and min_fee_cents is not null
          and fee_cents < min_fee_cents`,
  );
  expect(underpaid, 'played games below the minimum fee').toEqual([]);

  // No jackpot grew or paid on an ineligible game.
  const ineligible = await queryRows<{ entry: number }>(
    t.db,
    sql`select e.id as entry, e.kind, g.id as game, g.cards_named, g.amount_cents::text as pool,
               j.min_pool_cents::text as min_pool, g.first_draw_at, g.fee_cents::text as fee,
               g.min_fee_cents::text as min_fee
        from ledger_entries e
        join jackpots j on j.id = case when e.kind = 'jackpot_growth' then e.to_account_id
                                       else e.from_account_id end
        left join games g on e.reference = 'game:' || g.id
        where e.kind in ('jackpot_growth', 'jackpot_payout')
          and (g.id is null or not g.cards_named or g.amount_cents < j.min_pool_cents
               or g.first_draw_at is null
               or (g.min_fee_cents is not null and g.fee_cents < g.min_fee_cents))`,
  );
  expect(ineligible, 'jackpot money on an ineligible game').toEqual([]);

  // Credit is closed: what the platform put in (deposits) less what it took back (withdrawals,
  // reversals) is held by agents, cashiers and jackpots, or was taken as fees (net of refunds).
  // Only shops and "outside" (the cash side) lie beyond, and no entry crosses to them.
  const [identity] = await queryRows<{
    deposits: string;
    taken_back: string;
    held: string;
    fees: string;
    crossing: string;
  }>(
    t.db,
    sql`select
      (select coalesce(sum(amount_cents), 0) from ledger_entries where kind = 'deposit')::text
        as deposits,
      (select coalesce(sum(amount_cents), 0) from ledger_entries
        where kind in ('agent_withdrawal', 'deposit_reversal'))::text as taken_back,
      ((select coalesce(sum(balance_cents), 0) from agents)
        + (select coalesce(sum(balance_cents), 0) from cashiers)
        + (select coalesce(sum(balance_cents), 0) from jackpots))::text as held,
      ((select coalesce(sum(amount_cents), 0) from ledger_entries where kind = 'game_fee')
        - (select coalesce(sum(amount_cents), 0) from ledger_entries
            where kind = 'game_fee_refund'))::text as fees,
      (select count(*) from ledger_entries
        where (from_account_kind in ('agent', 'cashier', 'jackpot', 'platform'))
           <> (to_account_kind in ('agent', 'cashier', 'jackpot', 'platform')))::text as crossing`,
  );
  expect(identity!.crossing, 'entries between credit and cash').toBe('0');
  expect(BigInt(identity!.deposits) - BigInt(identity!.taken_back)).toBe(
    BigInt(identity!.held) + BigInt(identity!.fees),
  );

  // Fees taken plus fees owed are the games' fees (a game cancelled before any call: refunded).
  const [fees] = await queryRows<{ taken: string; owed: string; games: string }>(
    t.db,
    sql`select
      ((select coalesce(sum(amount_cents), 0) from ledger_entries where kind = 'game_fee')
        - (select coalesce(sum(amount_cents), 0) from ledger_entries
            where kind = 'game_fee_refund'))::text as taken,
      (select coalesce(sum(fee_owed_cents), 0) from cashiers)::text as owed,
      (select coalesce(sum(fee_cents), 0) from games
        where not (status = 'cancelled' and first_call_at is null))::text as games`,
  );
  expect(BigInt(fees!.taken) + BigInt(fees!.owed), 'fees taken + owed = games’ fees').toBe(
    BigInt(fees!.games),
  );
}

/** Every running game of the hall can be ended through the API. */
async function endEveryGame(hall: Hall): Promise<void> {
  for (const game of hall.games) {
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from games where id = ${game.id}`,
    );
    if (row?.status !== 'active') continue;
    // The cashier closes; a reported unclaimed winner is recorded (by the cashier, or by the admin
    // when the cashier was deactivated); otherwise the agent closes or cancels, with a reason.
    const attempts: string[] = [];
    const tryEnd = async (what: string, response: LightMyRequestResponse) => {
      expectNoServerError(response, `end: ${what}`);
      attempts.push(`${what} ${response.statusCode} ${response.body}`);
      if (response.statusCode === 200) return true;
      const winner = JSON.stringify(response.json()).match(/"card_numbers":\[(\d+)/);
      if (response.statusCode !== 409 || !winner) return false;
      for (const [who, as] of [
        ['cashier', hall.cashier],
        ['admin', admin],
      ] as const) {
        const win = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
          as,
          body: { game_id: game.id, card_number: Number(winner[1]) },
        });
        expectNoServerError(win, `end: win by ${who}`);
        attempts.push(`win by ${who} ${win.statusCode} ${win.body}`);
        if (win.statusCode === 200) return true;
      }
      return false;
    };
    const ended =
      (await tryEnd(
        'cashier close',
        await gameCall(t.app, hall.cashier, game.id, 'close', { reason: REASON }),
      )) ||
      (await tryEnd(
        'agent close',
        await gameCall(t.app, hall.agent, game.id, 'close', { reason: REASON }),
      )) ||
      (await tryEnd(
        'agent cancel',
        await gameCall(t.app, hall.agent, game.id, 'cancel', { reason: REASON }),
      ));
    expect(ended, `game ${game.id}:\n${attempts.join('\n')}`).toBe(true);
    const [after] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from games where id = ${game.id}`,
    );
    expect(after?.status, `game ${game.id} ended`).not.toBe('active');
    await assertMoneyRules();
  }
}

describe('money properties', () => {
  it('random API sequences keep the fee floor, jackpot eligibility, the ledger identity and a way to end every game', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(jackpotArb, { maxLength: 2 }),
        fc.array(stepArb, {
          minLength: Math.min(10, MAX_STEPS),
          maxLength: MAX_STEPS,
          size: 'max',
        }),
        async (jackpots, steps) => {
          const hall = await newHall();
          for (const step of [...jackpots, ...steps]) {
            await play(hall, step);
            await assertMoneyRules();
          }
          await endEveryGame(hall);
        },
      ),
      { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: true },
    );
  }, 600_000);
});
