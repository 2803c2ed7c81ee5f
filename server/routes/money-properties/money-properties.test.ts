/**
 * Issue 19's money property: random sequences of real API calls by a cashier, its agent and the
 * admin (starts with random pools, win percentages and card sets, bare {amount} starts included;
 * hand calls and uncalls, draws, checks, blocks, resets, closes, cancels with and without reasons,
 * pauses, win records, random and cumulative jackpots with a minimum pool, transfers and pull-backs
 * while games run, cash edits, cashier fee rates and deactivations, deposits, withdrawals, deposit
 * reversals, fee rules). Every money-moving request is retried with its Idempotency-Key. After each
 * step (docs/money.md, decisions 022-025 and 044):
 * - every stored balance equals its ledger (checkLedger);
 * - every played game (a call was made) kept at least the minimum fee of its start;
 * - no jackpot grew or paid on a game without named cards, below the jackpot's min_pool, with no
 *   server-drawn ball, or below its minimum fee;
 * - deposits - withdrawals - reversals = agents + cashiers + jackpots + fees the platform took
 *   (net of refunds), and no entry crosses between credit and the shops' cash / outside;
 * - fees taken + fees owed = the fees of the games not cancelled unplayed;
 * - fee decided = fee collected for every ended game, nothing owed; a running game holds, charged
 *   plus reserved, the fee on its whole pool; a cashier's reserve is its running games' and never
 *   above its balance; the agent's pull-backs (half, most or all of the balance, exactly what is
 *   not reserved, a cent more) move what is not reserved and never a cent of it (decision 044).
 * At the end of a run every running game is ended through the API (the cashier's close, else the
 * recorded win of a reported unclaimed card by the cashier or the admin, else the agent's close
 * or cancel), and must end.
 *
 * MONEY_RUNS sets the number of runs (default 15), MONEY_STEPS the most steps (default 25);
 * MONEY_STATS=1 prints what the steps answered. fast-check prints the seed and path of a failing
 * run: replay it with MONEY_SEED and MONEY_PATH. TEST_DATABASE_URL runs it on PostgreSQL. */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import { queryRows } from '../../db/query-rows';
import { assertMoneyRules, endEveryGame } from './money-rules';
import { newHall, run, tally } from './money-run';
import { jackpotArb, stepArb } from './money-steps';
import { play } from './play-step';

const RUNS = Number(process.env.MONEY_RUNS ?? 15);
const MAX_STEPS = Number(process.env.MONEY_STEPS ?? 25);
const SEED = process.env.MONEY_SEED === undefined ? undefined : Number(process.env.MONEY_SEED);
const PATH = process.env.MONEY_PATH;

beforeAll(async () => {
  run.t = await createTestApp();
  run.admin = await run.t.loginAs(await run.t.createUser({ role: 'admin' }));
});
afterEach(async () => {
  expect(await run.t.checkLedger()).toEqual([]);
});
afterAll(async () => {
  const { t } = run;
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
