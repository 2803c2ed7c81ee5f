import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../tests/support/api';
import type { Session, TestApp } from '../../../tests/support/test-app';
import { queryRows } from '../../db/query-rows';

/** The app and admin every run of the property shares (opened once for its test file). */
export const run = {
  t: undefined as unknown as TestApp,
  admin: undefined as unknown as Session,
};

/** One hall per run: an agent, its cashier and the cashier's shop. */
export interface Hall {
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

export async function newHall(): Promise<Hall> {
  const { t } = run;
  const agentUser = await t.createUser({ role: 'agent', balance: 20_000 });
  const cashierUser = await t.createUser({
    role: 'cashier',
    agentId: agentUser.agentId!,
    // Enough for a start to reserve the fee on a mid-sized pool (decision 044).
    balance: 10_000,
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

export const pick = <T>(list: T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

/** A card of the game: one it sold, or for a bare start any card number. */
export const cardOf = (game: { cards: number[] }, n: number) =>
  game.cards.length > 0 ? game.cards[n % game.cards.length]! : (n % 500) + 1;

/** What the steps answered (MONEY_STATS=1 prints it): shows what the runs exercise. */
export const tally = new Map<string, number>();

export function expectNoServerError(response: LightMyRequestResponse, what: string) {
  const key = `${what} ${response.statusCode}${response.statusCode >= 400 ? ` ${String(response.json<{ code?: string }>().code)}` : ''}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
}

let keyCounter = 0;

/**
 * A money-moving request sent with an Idempotency-Key, then retried with the same key: the retry
 * answers the same and moves nothing more.
 */
export async function sendTwice(
  method: 'POST' | 'PUT',
  url: string,
  options: { as: Session; body: unknown },
): Promise<LightMyRequestResponse> {
  const { t } = run;
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
  const { t } = run;
  const [row] = await queryRows<{ n: string }>(
    t.db,
    sql`select count(*)::text as n from ledger_entries`,
  );
  return row!.n;
}
