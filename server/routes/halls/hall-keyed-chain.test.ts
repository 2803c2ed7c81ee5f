import { createHash, createHmac, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { outboxEntryText, type OutboxKind } from '@core/halls/outbox';
import { centralBooks } from '../../../tests/support/hall-books';
import { forgedWinner, rewriteOutbox } from '../../../tests/support/hall-outbox-edit';
import type { PairedHall } from '../../../tests/support/paired-hall';
import { hallWithAllowance, wonGame } from '../../../tests/support/won-game';
import { gameWinners, hallGames, hallOutbox, halls, hallSyncIncidents } from '../../db/schema';
import { syncOnce } from '../../halls/hall-sync';

// Issue 37 item 4: a hall's outbox is chained by HMAC-SHA256 with a key kept outside its database
// and given to central at pairing (decision 038). An owner who edits the stopped hall's database
// without the key file cannot chain the edit; with it, the edit still meets central's replay.

let paired: PairedHall | undefined;
afterEach(async () => {
  await paired?.close();
  paired = undefined;
});

/** What each entry's hash is: the hall key's HMAC, or the unkeyed sha256 of halls from before. */
async function chainHashes(p: PairedHall): Promise<('hmac' | 'sha256' | 'neither')[]> {
  const rows = await p.hall.db.select().from(hallOutbox).orderBy(asc(hallOutbox.seq));
  return rows.map((row) => {
    const text = outboxEntryText({ ...row, prev_hash: row.prevHash, kind: row.kind as OutboxKind });
    if (p.outboxKey && row.hash === hmacHex(p.outboxKey, text)) return 'hmac';
    if (row.hash === createHash('sha256').update(text).digest('hex')) return 'sha256';
    return 'neither';
  });
}

const hmacHex = (keyHex: string, text: string) =>
  createHmac('sha256', Buffer.from(keyHex, 'hex')).update(text).digest('hex');

async function booksBalance(p: PairedHall) {
  const books = await centralBooks(p.central.db);
  expect(books.held).toBe(books.net);
  expect(await p.central.checkLedger()).toEqual([]);
}

describe("a hall's keyed outbox chain", () => {
  it("carries a hall's day to central as before, each entry hashed with the hall's key", async () => {
    paired = await hallWithAllowance();
    const { hall, central, outboxKey } = paired;
    const { winner } = await wonGame(paired);
    const [onCentral] = await central.db.select().from(halls);
    expect(onCentral?.outboxKey).toBe(outboxKey);
    const hashes = await chainHashes(paired);
    expect(hashes.length).toBeGreaterThan(10);
    expect(new Set(hashes)).toEqual(new Set(['hmac']));
    await syncOnce(hall.db);
    const winners = await central.db.select().from(gameWinners);
    expect(winners.map((row) => row.cardNumber)).toEqual([winner]);
    expect(await central.db.select().from(hallGames)).toHaveLength(1);
    const [after] = await central.db.select().from(halls);
    expect(after?.appliedSeq).toBe(hashes.length);
    expect(after?.allowanceCents).toBeGreaterThan(0n);
    expect(await central.db.select().from(hallSyncIncidents)).toEqual([]);
    await booksBalance(paired);
  });

  it.each([
    ['the unkeyed sha256 chain', null],
    ['a key of its own', randomBytes(32).toString('hex')],
  ])(
    'refuses a forged winner re-hashed with %s before any replay, and reports it',
    async (_, key) => {
      paired = await hallWithAllowance();
      const { hall, central } = paired;
      const { id, winner, loser } = await wonGame(paired);
      await rewriteOutbox(hall.db, forgedWinner({ id, winner, forged: loser }), { key });
      await expect(syncOnce(hall.db)).rejects.toMatchObject({
        statusCode: 409,
        code: 'batch_chain_broken',
      });
      const incidents = await central.db.select().from(hallSyncIncidents);
      expect(incidents.map((row) => row.code)).toEqual(['batch_chain_broken']);
      const [onCentral] = await central.db.select().from(halls);
      expect(onCentral?.stuckReason).toBe('batch_chain_broken');
      expect(onCentral?.stuckDetail).toMatch(/^at entry \d+$/);
      expect(onCentral?.appliedSeq).toBe(0);
      expect(await central.db.select().from(hallGames)).toEqual([]);
      await booksBalance(paired);
    },
  );

  it("meets the replay when the edit is chained with the hall's own key: the replay judges", async () => {
    paired = await hallWithAllowance();
    const { hall, central } = paired;
    const { id, winner, loser } = await wonGame(paired);
    await rewriteOutbox(hall.db, forgedWinner({ id, winner, forged: loser }));
    expect(new Set(await chainHashes(paired))).toEqual(new Set(['hmac']));
    await expect(syncOnce(hall.db)).rejects.toMatchObject({
      statusCode: 422,
      code: 'hall_game_untrue',
    });
    const incidents = await central.db.select().from(hallSyncIncidents);
    expect(incidents.map((row) => [row.code, row.detail])).toEqual([
      ['hall_game_untrue', `game ${id}: card ${loser} does not win on these calls`],
    ]);
    expect(await central.db.select().from(gameWinners)).toEqual([]);
    await booksBalance(paired);
  });

  it('still syncs a hall paired before keys: its chain unkeyed, central holding no key', async () => {
    paired = await hallWithAllowance({ keyedChain: false });
    const { hall, central } = paired;
    expect(paired.outboxKey).toBeNull();
    const { winner } = await wonGame(paired);
    const [onCentral] = await central.db.select().from(halls);
    expect(onCentral?.outboxKey).toBeNull();
    expect(new Set(await chainHashes(paired))).toEqual(new Set(['sha256']));
    await syncOnce(hall.db);
    const winners = await central.db.select().from(gameWinners);
    expect(winners.map((row) => row.cardNumber)).toEqual([winner]);
    expect(await central.db.select().from(hallSyncIncidents)).toEqual([]);
    await booksBalance(paired);
  });
});
