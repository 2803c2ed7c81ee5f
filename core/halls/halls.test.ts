import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../crypto/sha256';
import { allowanceToReturn, allowanceView, grantForStart } from './allowance';
import { grantRefusal, type HallGrant } from './grant';
import { chainHash, entriesToApply, outboxEntryText, type OutboxEntry } from './outbox';

const HOUR = 3_600_000;
const grant: HallGrant = {
  grant_no: 7,
  hall_id: 2,
  shop_id: 3,
  cashier_id: 4,
  hall_key: 'k'.repeat(64),
  amount_cents: '10000',
  max_games: 5,
  jackpots: [],
  growth_cents: '0',
  issued_at: new Date(0).toISOString(),
  expires_at: new Date(24 * HOUR).toISOString(),
};
const context = {
  signatureValid: true,
  hallId: 2,
  hallKey: 'k'.repeat(64),
  centralNowMs: HOUR,
  alreadyLoaded: false,
};

describe('a hall takes a grant in', () => {
  it('once, signed by central, for this hall and key, before it expires', () => {
    expect(grantRefusal(grant, context)).toBeNull();
    expect(grantRefusal(grant, { ...context, signatureValid: false })).toBe('grant_forged');
    expect(grantRefusal(grant, { ...context, hallKey: 'x'.repeat(64) })).toBe('grant_other_hall');
    expect(grantRefusal(grant, { ...context, hallId: 9 })).toBe('grant_other_hall');
    expect(grantRefusal(grant, { ...context, alreadyLoaded: true })).toBe('grant_replayed');
    expect(grantRefusal(grant, { ...context, centralNowMs: 24 * HOUR })).toBe('grant_expired');
  });

  it('never for longer than 72 hours, even signed', () => {
    const long = { ...grant, expires_at: new Date(72 * HOUR + 1).toISOString() };
    expect(grantRefusal(long, context)).toBe('grant_too_long');
    const backwards = { ...grant, expires_at: new Date(-1).toISOString() };
    expect(grantRefusal(backwards, context)).toBe('grant_too_long');
  });
});

describe('a game start on a hall', () => {
  const live = { grantNo: 1, maxGames: 2, gamesUsed: 0, expiresAtMs: 10 * HOUR };
  it('counts against the grant expiring first that has games left', () => {
    const later = { ...live, grantNo: 2, expiresAtMs: 20 * HOUR };
    expect(grantForStart([later, live], HOUR)).toEqual({ grantNo: 1 });
    expect(grantForStart([later, { ...live, gamesUsed: 2 }], HOUR)).toEqual({ grantNo: 2 });
  });

  it('is refused with what the hall needs', () => {
    expect(grantForStart([], HOUR)).toEqual({ refusal: 'allowance_required' });
    expect(grantForStart([live], 10 * HOUR)).toEqual({ refusal: 'allowance_expired' });
    expect(grantForStart([{ ...live, gamesUsed: 2 }], HOUR)).toEqual({
      refusal: 'allowance_spent',
    });
  });

  it('says expiry when the only games left are on grants past their end (issue 37)', () => {
    // A used-up day-long grant, and a one-hour grant with 9 games left, an hour and more later.
    const day = { grantNo: 1, maxGames: 5, gamesUsed: 5, expiresAtMs: 24 * HOUR };
    const hour = { grantNo: 2, maxGames: 10, gamesUsed: 1, expiresAtMs: HOUR };
    expect(grantForStart([day, hour], 2 * HOUR)).toEqual({ refusal: 'allowance_expired' });
    expect(allowanceView([day, hour], 2 * HOUR)).toEqual({ gamesLeft: 0, endsAtMs: HOUR });
    // Every grant used up, one still within its time: no games left.
    const spent = { ...hour, gamesUsed: 10 };
    expect(grantForStart([day, spent], 2 * HOUR)).toEqual({ refusal: 'allowance_spent' });
    // Before the hour, the hour grant allows a game and its end is the one shown.
    expect(allowanceView([day, hour], HOUR / 2)).toEqual({ gamesLeft: 9, endsAtMs: HOUR });
    expect(allowanceView([], HOUR)).toEqual({ gamesLeft: 0, endsAtMs: null });
  });

  it('leaves the balance on the hall while a grant is live, and returns it after', () => {
    expect(allowanceToReturn([live], HOUR, 500n)).toBe(0n);
    expect(allowanceToReturn([live], 10 * HOUR, 500n)).toBe(500n);
    expect(allowanceToReturn([{ ...live, gamesUsed: 2 }], HOUR, 500n)).toBe(500n);
    expect(allowanceToReturn([], HOUR, 0n)).toBe(0n);
  });
});

function chain(count: number, from = { seq: 0, hash: '' }): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  let { seq, hash } = from;
  for (let i = 0; i < count; i += 1) {
    seq += 1;
    const entry = { seq, kind: 'ledger' as const, payload: `{"n":${seq}}`, prev_hash: hash };
    hash = sha256Hex(outboxEntryText(entry));
    entries.push({ ...entry, hash });
  }
  return entries;
}

describe('central applies a hall batch', () => {
  const entries = chain(5);
  it('applies what follows its head, once', () => {
    expect(entriesToApply({ appliedSeq: 0, lastHash: '' }, entries, chainHash(sha256Hex))).toEqual({
      fresh: entries,
    });
    const head = { appliedSeq: 3, lastHash: entries[2]!.hash };
    expect(entriesToApply(head, entries, chainHash(sha256Hex))).toEqual({
      fresh: entries.slice(3),
    });
    const done = { appliedSeq: 5, lastHash: entries[4]!.hash };
    expect(entriesToApply(done, entries, chainHash(sha256Hex))).toEqual({ fresh: [] });
  });

  it('refuses a gap, a changed entry and a history that is not the one it holds', () => {
    const gap = [entries[0]!, entries[2]!];
    expect(entriesToApply({ appliedSeq: 0, lastHash: '' }, gap, chainHash(sha256Hex))).toEqual({
      refusal: 'batch_out_of_order',
      seq: 3,
    });
    const changed = entries.map((entry) =>
      entry.seq === 2 ? { ...entry, payload: '{"n":200}' } : entry,
    );
    expect(
      entriesToApply({ appliedSeq: 0, lastHash: '' }, changed, chainHash(sha256Hex)),
    ).toMatchObject({
      refusal: 'batch_chain_broken',
      seq: 2,
    });
    const other = chain(5, { seq: 0, hash: 'elsewhere' });
    const head = { appliedSeq: 2, lastHash: entries[1]!.hash };
    expect(entriesToApply(head, other, chainHash(sha256Hex))).toMatchObject({
      refusal: 'batch_chain_broken',
      seq: 2,
    });
  });
});
