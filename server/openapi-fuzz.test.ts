import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../tests/support/api';
import { startGame } from '../tests/support/games';
import { stateSnapshot } from '../tests/support/money-snapshot';
import { createFuzzer } from '../tests/support/openapi-fuzz';
import {
  operationsOf,
  type OpenApiDocument,
  type Operation,
} from '../tests/support/openapi-operations';
import { appForFile } from '../tests/support/app-for-file';
import { type Session } from '../tests/support/test-app';
import { queryRows } from './db/query-rows';

// Property: for every operation the running app describes in /api/openapi.json (routes added
// later included), a generated bad request answers a 4xx JSON error {error, code} and changes
// nothing in the database. FUZZ_RUNS raises the runs per operation for a deeper local search.

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

let doc: OpenApiDocument;
const sessions: (Session | null)[] = [null];
const knownIds: number[] = [];

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

const t = appForFile();
beforeAll(async () => {
  const agent = await t.createUser({ role: 'agent', balance: 100 });
  const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 50 });
  const admin = await t.createUser({ role: 'admin' });
  sessions.push(await t.loginAs(admin), await t.loginAs(agent), await t.loginAs(cashier));
  const shop = await t.createShop(cashier, { cash: 5 });
  const game = await startGame(t.app, sessions[3]!, {
    amount: 20,
    cards: [1, 2],
    card_value: 10,
    shop_id: shop.id,
  });
  const jackpot = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: sessions[2],
    body: { amount: 1, shop_id: shop.id },
  });
  knownIds.push(
    ...new Set([
      agent.id,
      agent.agentId!,
      cashier.id,
      cashier.cashierId!,
      admin.id,
      shop.id,
      game,
      jackpot.json().jackpot.id as number,
    ]),
  );
  doc = (await t.app.inject('/api/openapi.json')).json();
});

describe('generated bad input on every operation of the OpenAPI description', () => {
  it('finds the operations to fuzz', () => {
    const withInput = operationsOf(doc).filter(hasInput);
    expect(withInput.length).toBeGreaterThan(20);
  });

  it('answers each with a 4xx JSON error and leaves the database as it was', async () => {
    const fuzzer = createFuzzer(doc, knownIds);
    const counts = await rowCounts();
    const snapshot = await stateSnapshot(t.db);
    const failures: string[] = [];
    for (const op of operationsOf(doc).filter(hasInput)) {
      // Each bad request goes out as every kind of caller: some routes check the caller first.
      const property = fc.asyncProperty(fuzzer.badRequest(op), async (bad) => {
        for (const [who, session] of sessions.entries()) {
          const response = await call(t.app, bad.method as never, bad.url, {
            as: session,
            body: bad.body,
          });
          const shown = `caller ${who}: ${bad.method} ${bad.url.slice(0, 120)} (${bad.poison}) ${JSON.stringify(bad.body)?.slice(0, 160)} -> ${response.statusCode} ${response.body.slice(0, 160)}`;
          expect(response.statusCode, shown).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, shown).toBeLessThan(500);
          expect(response.headers['content-type'], shown).toMatch(/^application\/json/);
          const body = response.json();
          expect(typeof body.error, shown).toBe('string');
          expect(typeof body.code, shown).toBe('string');
        }
      });
      // endOnFailure: the first counterexample is clear enough; shrinking would cost minutes.
      const result = await fc.check(property, { numRuns: RUNS, endOnFailure: true });
      if (result.failed)
        failures.push(
          `${op.method} ${op.path}: ${String(result.errorInstance).split('\n')[0]} (seed ${result.seed})`,
        );
      const changed = await stateSnapshot(t.db);
      if (changed !== snapshot) failures.push(`${op.method} ${op.path} changed the database`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(counts);
    expect(await t.checkLedger()).toEqual([]);
  }, 180_000);
});

function hasInput(op: Operation): boolean {
  return op.pathParams.length > 0 || op.queryParams.length > 0 || op.body !== null;
}
