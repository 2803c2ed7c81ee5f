import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { agents, cashiers, shops } from '../../server/db/schema';

// What an account holds, read straight from the database (cents), for tests that follow money.

export const agentBalance = async (db: Db, agentId: number) =>
  (await db.select().from(agents).where(eq(agents.id, agentId)))[0]!.balanceCents;

export const cashierBalance = async (db: Db, cashierId: number) =>
  (await db.select().from(cashiers).where(eq(cashiers.id, cashierId)))[0]!.balanceCents;

export const shopCash = async (db: Db, shopId: number) =>
  (await db.select().from(shops).where(eq(shops.id, shopId)))[0]!.cashCents;
