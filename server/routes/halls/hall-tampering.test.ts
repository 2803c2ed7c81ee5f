import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call } from '../../../tests/support/api';
import { endGame, startGame } from '../../../tests/support/games';
import { centralBooks } from '../../../tests/support/hall-books';
import { rewriteOutbox } from '../../../tests/support/hall-outbox-edit';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import type { TestApp } from '../../../tests/support/test-app';
import { queryRows } from '../../db/query-rows';
import { cashiers, hallLoadedGrants, hallSyncIncidents, halls } from '../../db/schema';
import { transferCredit } from '../../ledger/move-money';
import { syncOnce } from '../../halls/hall-sync';

// The owner of a hall's PC holds its key and its database: whatever it signs is checked by central,
// not trusted (decision 038). Each test tampers with the hall's own database, the way such an
// owner could, and then lets the hall sync.

let paired: PairedHall | undefined;
afterEach(async () => {
  await paired?.close();
  paired = undefined;
});

const CARDS = Array.from({ length: 24 }, (_, i) => i + 1);

async function takeAllowance(p: PairedHall, amount: number) {
  const taken = await call(p.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: p.hallSession,
    body: { amount, max_games: 10, hours: 24 },
  });
  expect(taken.statusCode).toBe(201);
}

async function booksBalance(central: TestApp) {
  const books = await centralBooks(central.db);
  expect(books.held).toBe(books.net);
  expect(await central.checkLedger()).toEqual([]);
}

/** A game started on the hall, one ball drawn: its id. */
async function gameWithADraw(p: PairedHall): Promise<number> {
  await takeAllowance(p, 100);
  const id = await startGame(p.hall.app, p.hallSession, { amount: 240, cards: CARDS });
  await call(p.hall.app, 'POST', `/api/v1/games/${id}/draw/`, { as: p.hallSession });
  return id;
}

/** Central answers 422, not a server error the hall would retry for ever, and nothing lands. */
async function refusedAsInvalid({ central, hall }: PairedHall) {
  await expect(syncOnce(hall.db)).rejects.toMatchObject({
    statusCode: 422,
    code: 'hall_batch_invalid',
  });
  expect(await central.db.select().from(hallSyncIncidents)).toHaveLength(1);
  const [onCentral] = await central.db.select().from(halls);
  expect(onCentral?.appliedSeq).toBe(0);
  await booksBalance(central);
}

/**
 * A hall with an allowance of 200 whose copies of the cashier's fee rate and of the grant's signed
 * rate are set to 0 there only.
 */
async function zeroFeeHall(): Promise<PairedHall> {
  const hall = await pairedHall();
  await takeAllowance(hall, 200);
  await hall.hall.db
    .update(cashiers)
    .set({ feePercent: 0 })
    .where(eq(cashiers.id, hall.cashier.cashierId!));
  await hall.hall.db.update(hallLoadedGrants).set({ feePercent: 0 });
  return hall;
}

describe('a tampered hall', { timeout: 120_000 }, () => {
  it('cannot mint credit: a deposit written into its own books is refused and reported', async () => {
    paired = await pairedHall();
    const { central, hall, cashier } = paired;
    await takeAllowance(paired, 100);
    const before = await central.db
      .select()
      .from(cashiers)
      .where(eq(cashiers.id, cashier.cashierId!));
    // Platform credit straight to the cashier on the hall, then every grant left to "return" it.
    await transferCredit(hall.db, {
      from: { kind: 'platform' },
      to: { kind: 'cashier', id: cashier.cashierId! },
      amountCents: 500_000n,
      kind: 'deposit',
      reference: 'tampered',
      userId: null,
    });
    await expect(syncOnce(hall.db)).rejects.toMatchObject({ code: 'hall_batch_invalid' });
    const after = await central.db
      .select()
      .from(cashiers)
      .where(eq(cashiers.id, cashier.cashierId!));
    expect(after[0]?.balanceCents).toBe(before[0]?.balanceCents);
    const [onCentral] = await central.db.select().from(halls);
    expect(onCentral?.allowanceCents).toBe(10_000n);
    const incidents = await central.db.select().from(hallSyncIncidents);
    expect(incidents.map((row) => row.code)).toContain('hall_batch_invalid');
    await booksBalance(central);
  });

  it('cannot break central with a row its database refuses: the batch is refused and reported', async () => {
    paired = await pairedHall();
    const { hall } = paired;
    const id = await gameWithADraw(paired);
    // The same event twice: the hall's owner drops the index that would have stopped it there.
    await hall.db.execute(sql`drop index game_events_game_sequence_unique`);
    await hall.db.execute(
      sql`insert into game_events (game_id, sequence, type, data)
          select game_id, sequence, type, data from game_events where game_id = ${id}
          order by sequence desc limit 1`,
    );
    await refusedAsInvalid(paired);
  });

  it('cannot break central with a payload that is not JSON: refused and reported, not a 500', async () => {
    paired = await pairedHall();
    const { hall } = paired;
    await gameWithADraw(paired);
    let cut = false;
    await rewriteOutbox(hall.db, (kind) => {
      if (kind !== 'game_event' || cut) return false;
      cut = true;
      return '{"game_id": 1, "sequence"';
    });
    await refusedAsInvalid(paired);
  });

  it('cannot slip a second row into one entry: a payload of two events is refused', async () => {
    paired = await pairedHall();
    const { central, hall } = paired;
    await gameWithADraw(paired);
    // Central writes events as the hall's text, one statement for the batch: `{…},{…}` in one
    // entry would read as two rows there.
    let doubled = false;
    await rewriteOutbox(hall.db, (kind, row) => {
      if (kind !== 'game_event' || row.type !== 'draw' || doubled) return false;
      doubled = true;
      return `${JSON.stringify(row)},${JSON.stringify({ ...row, sequence: 999 })}`;
    });
    expect(doubled).toBe(true);
    await refusedAsInvalid(paired);
    const [events] = await queryRows<{ n: number }>(
      central.db,
      sql`select count(*)::int as n from game_events`,
    );
    expect(events?.n).toBe(0);
  });

  it('cannot zero the platform fee: central charges its own terms and reports the game', async () => {
    paired = await zeroFeeHall();
    const { central, hall, hallSession } = paired;
    const id = await startGame(hall.app, hallSession, { amount: 240, cards: CARDS });
    await call(hall.app, 'POST', `/api/v1/games/${id}/draw/`, { as: hallSession });
    await endGame(hall.app, hallSession, id);
    await syncOnce(hall.db);
    const [fees] = await queryRows<{ hall_fee: string; central_fee: string }>(
      central.db,
      sql`select g.fee_cents::text as hall_fee,
                 (select sum(amount_cents) from ledger_entries
                   where reference = 'game:' || g.id and kind = 'game_fee')::text as central_fee
            from hall_games h join games g on g.id = h.game_id`,
    );
    // The hall charged only the minimum fee; central took its own rate's fee in all, and its game
    // row says so as its ledger does (issue 37), through the game's later rows too.
    const [onHall] = await queryRows<{ fee: string }>(
      hall.db,
      sql`select fee_cents::text as fee from games where id = ${id}`,
    );
    expect(BigInt(fees!.central_fee)).toBeGreaterThan(BigInt(onHall!.fee));
    expect(fees!.hall_fee).toBe(fees!.central_fee);
    const incidents = await central.db.select().from(hallSyncIncidents);
    expect(incidents.map((row) => row.code)).toContain('fee_below_terms');
    await booksBalance(central);
  });

  it("a game cancelled before its first ball costs nothing, central's own charge included", async () => {
    paired = await zeroFeeHall();
    const { central, hall, hallSession } = paired;
    const id = await startGame(hall.app, hallSession, { amount: 240, cards: CARDS });
    await syncOnce(hall.db);
    const [charged] = await central.db.select().from(halls);
    // Central charged its own terms on top of the hall's fee.
    expect(charged!.allowanceCents).toBeLessThan(20_000n - 100n);
    await endGame(hall.app, hallSession, id);
    await syncOnce(hall.db);
    const [fees] = await queryRows<{ net: string }>(
      central.db,
      sql`select coalesce(sum(case when kind = 'game_fee' then amount_cents else -amount_cents end), 0)::text as net
            from ledger_entries where kind in ('game_fee', 'game_fee_refund')
             and reference = (select 'game:' || game_id from hall_games)`,
    );
    expect(fees?.net).toBe('0');
    // Nothing went back to the cashier yet (the grant is live): the hall's account is whole again.
    const [after] = await central.db.select().from(halls);
    expect(after!.allowanceCents).toBe(20_000n);
    await booksBalance(central);
  });
});
