import { afterEach, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { chainHash, entriesToApply } from '@core/halls/outbox';
import { openTestDatabase } from '../../tests/support/test-database';
import { createStaffUser } from '../commands/create-staff-user';
import type { Database, Db } from '../db/client';
import { hallLink, hallOutbox } from '../db/schema';
import { transferCredit } from '../ledger/move-money';
import { sha256Hex } from './hall-keys';
import { outboxEntryOf } from './hall-sync';
import { newOutboxKey, outboxHmac, outboxKeySha256 } from './outbox-key';

// The outbox trigger's chain (migration 0036) as central checks it, on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where each connection of the pool must be given the key.

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** A database paired as a hall (its link written by hand), outbox triggers installed. */
async function hallDatabase(options: { key: string | null; linkKey: string | null }) {
  database = await openTestDatabase(options.key ? { hallOutboxKey: options.key } : {});
  const { db } = database;
  await db.insert(hallLink).values({
    hallId: 1,
    shopId: 1,
    centralUrl: 'http://central.invalid',
    privateKey: '',
    publicKey: '',
    centralPublicKey: '',
    outboxKeySha256: options.linkKey && outboxKeySha256(options.linkKey),
  });
  await db.execute(sql`select hall_outbox_install()`);
  const agent = await createStaffUser(db, {
    username: 'outbox-agent',
    password: 'outbox-agent-pass',
    role: 'agent',
  });
  return { db, agentId: agent.agentId! };
}

const deposit = (db: Db, agentId: number) =>
  transferCredit(db, {
    from: { kind: 'platform' },
    to: { kind: 'agent', id: agentId },
    amountCents: 100n,
    kind: 'deposit',
    reference: 'outbox chain test',
    userId: null,
  });

async function chainAsCentralSees(db: Db, hashOf: (text: string) => string) {
  const rows = await db.select().from(hallOutbox).orderBy(asc(hallOutbox.seq));
  return {
    rows,
    plan: entriesToApply(
      { appliedSeq: 0, lastHash: '' },
      rows.map(outboxEntryOf),
      chainHash(hashOf),
    ),
  };
}

describe("a hall's outbox chain", () => {
  it("is chained by the key's HMAC-SHA256 on every connection, as central checks it", async () => {
    const key = newOutboxKey();
    const { db, agentId } = await hallDatabase({ key, linkKey: key });
    // At once: on PostgreSQL, several connections of the pool.
    await Promise.all(Array.from({ length: 6 }, () => deposit(db, agentId)));
    const { rows, plan } = await chainAsCentralSees(db, outboxHmac(key));
    expect(rows).toHaveLength(6);
    expect(plan).toEqual({ fresh: rows.map(outboxEntryOf) });
    expect(
      entriesToApply(
        { appliedSeq: 0, lastHash: '' },
        rows.map(outboxEntryOf),
        chainHash(sha256Hex),
      ),
    ).toEqual({
      refusal: 'batch_chain_broken',
      seq: 1,
    });
  });

  it('writes nothing when a session lacks the key, or holds another one', async () => {
    const key = newOutboxKey();
    const { db, agentId } = await hallDatabase({ key, linkKey: key });
    for (const given of ['', newOutboxKey()])
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('hall.outbox_key', ${given}, true)`);
          await deposit(tx as unknown as Db, agentId);
        }),
      ).rejects.toSatisfy((error: Error) =>
        /hall_outbox_key_missing/.test(`${error.message} ${String(error.cause)}`),
      );
    await deposit(db, agentId);
    const { rows } = await chainAsCentralSees(db, outboxHmac(key));
    expect(rows.map((row) => row.seq)).toEqual([1]);
  });

  it('stays unkeyed sha256 for a hall paired before keys, whatever its sessions hold', async () => {
    const { db, agentId } = await hallDatabase({ key: newOutboxKey(), linkKey: null });
    await deposit(db, agentId);
    await deposit(db, agentId);
    const { rows, plan } = await chainAsCentralSees(db, sha256Hex);
    expect(plan).toEqual({ fresh: rows.map(outboxEntryOf) });
  });
});
