import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../tests/support/app-for-file';
import { agents, cashiers, ledgerEntries } from '../db/schema';
import { moveMoney, transferCredit } from './move-money';

const t = appForFile({}, { checkLedger: true });

const balanceOfAgent = async (id: number) =>
  (await t.db.select().from(agents).where(eq(agents.id, id)))[0]?.balanceCents;
const balanceOfCashier = async (id: number) =>
  (await t.db.select().from(cashiers).where(eq(cashiers.id, id)))[0]?.balanceCents;

describe('moveMoney', () => {
  it('debits, credits and appends one entry with who and why', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const agent = await t.createUser({ role: 'agent' });
    const moved = await transferCredit(t.db, {
      from: { kind: 'platform' },
      to: { kind: 'agent', id: agent.agentId! },
      amountCents: 12_345n,
      kind: 'deposit',
      reference: 'first credit',
      userId: admin.id,
    });
    expect(moved).toEqual({
      entryId: expect.any(Number),
      fromBalanceCents: null,
      toBalanceCents: 12_345n,
    });
    const [entry] = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, 'first credit'));
    expect(entry).toMatchObject({
      fromAccountKind: 'platform',
      fromAccountId: null,
      toAccountKind: 'agent',
      toAccountId: agent.agentId,
      amountCents: 12_345n,
      kind: 'deposit',
      userId: admin.id,
    });
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a move the source cannot cover and changes nothing', async () => {
    const cashier = await t.createUser({ role: 'cashier', balance: 5 });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    await expect(
      transferCredit(t.db, {
        from: { kind: 'cashier', id: cashier.cashierId! },
        to: { kind: 'agent', id: cashier.agentId! },
        amountCents: 501n,
        kind: 'cashier_withdrawal',
        userId: null,
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'Insufficient balance',
      code: 'insufficient_balance',
    });
    expect(await balanceOfCashier(cashier.cashierId!)).toBe(500n);
    expect(await balanceOfAgent(cashier.agentId!)).toBe(0n);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(after).toEqual(before);
  });

  it('can empty a balance to exactly 0', async () => {
    const cashier = await t.createUser({ role: 'cashier', balance: 5 });
    const moved = await transferCredit(t.db, {
      from: { kind: 'cashier', id: cashier.cashierId! },
      to: { kind: 'agent', id: cashier.agentId! },
      amountCents: 500n,
      kind: 'cashier_withdrawal',
      userId: null,
    });
    expect(moved).toEqual({
      entryId: expect.any(Number),
      fromBalanceCents: 0n,
      toBalanceCents: 500n,
    });
  });

  it('refuses zero and negative amounts before touching the database', async () => {
    const agent = await t.createUser({ role: 'agent' });
    for (const amountCents of [0n, -100n]) {
      await expect(
        moveMoney(t.db, {
          from: { kind: 'platform' },
          to: { kind: 'agent', id: agent.agentId! },
          amountCents,
          kind: 'deposit',
          userId: null,
        }),
      ).rejects.toThrow('positive');
    }
  });
});

describe('the ledger', () => {
  it('refuses UPDATE and DELETE of its entries', async () => {
    await t.createUser({ role: 'agent', balance: 1 });
    await expect(t.db.execute(sql`update ledger_entries set amount_cents = 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
  });

  it('refuses a balance below zero even from a direct UPDATE', async () => {
    const agent = await t.createUser({ role: 'agent' });
    await expect(
      t.db.update(agents).set({ balanceCents: -1n }).where(eq(agents.id, agent.agentId!)),
    ).rejects.toThrow();
  });

  it('check finds a balance changed outside the ledger', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 3 });
    await t.db.update(agents).set({ balanceCents: 301n }).where(eq(agents.id, agent.agentId!));
    expect(await t.checkLedger()).toEqual([
      { kind: 'agent', id: agent.agentId, balance_cents: '301', ledger_cents: '300' },
    ]);
    await t.db.update(agents).set({ balanceCents: 300n }).where(eq(agents.id, agent.agentId!));
  });
});
