import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertOutboxKeyFits,
  newOutboxKey,
  OUTBOX_KEY_FILE,
  outboxKeyForPairing,
  outboxKeySha256,
  readOutboxKey,
} from './outbox-key';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});
const freshDir = () => (dataDir = mkdtempSync(join(tmpdir(), 'bingo-outbox-key-')));

describe("a hall's outbox key file", () => {
  it('is made at pairing, readable by its owner only, and kept for the next pairing', () => {
    const dir = freshDir();
    expect(readOutboxKey(dir)).toBeNull();
    const key = outboxKeyForPairing(dir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, OUTBOX_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readOutboxKey(dir)).toBe(key);
    // A pairing that failed left its key: the next one gives central the same.
    expect(outboxKeyForPairing(dir)).toBe(key);
  });

  it('is refused when it holds anything but a key', () => {
    const dir = freshDir();
    writeFileSync(join(dir, OUTBOX_KEY_FILE), 'not a key\n');
    expect(() => readOutboxKey(dir)).toThrow(/is not a hall outbox key/);
    expect(() => outboxKeyForPairing(dir)).toThrow(/is not a hall outbox key/);
  });

  it("stops a keyed hall from starting without its key or with another hall's", () => {
    const key = newOutboxKey();
    const keyed = { outboxKeySha256: outboxKeySha256(key) };
    expect(() => assertOutboxKeyFits(keyed, key, '/data')).not.toThrow();
    expect(() => assertOutboxKeyFits(keyed, null, '/data')).toThrow(
      /outbox key is missing: put back \/data\/hall-outbox\.key/,
    );
    expect(() => assertOutboxKeyFits(keyed, newOutboxKey(), '/data')).toThrow(
      /is not the key this hall was paired with/,
    );
    // A hall paired before keys needs none.
    expect(() => assertOutboxKeyFits({ outboxKeySha256: null }, null, '/data')).not.toThrow();
  });
});
