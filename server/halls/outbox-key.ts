import { createHash, createHmac, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A hall's outbox chain key (decision 038): 32 random bytes, hex, in a file of its data folder,
 * outside its database. Central gets it at pairing; each outbox entry's hash is its HMAC-SHA256.
 */
export const OUTBOX_KEY_FILE = 'hall-outbox.key';
const KEY_PATTERN = /^[0-9a-f]{64}$/;

const keyPath = (dataDir: string) => resolve(join(dataDir, OUTBOX_KEY_FILE));

export const newOutboxKey = (): string => randomBytes(32).toString('hex');

/** The data folder's key; null when it holds none. */
export function readOutboxKey(dataDir: string): string | null {
  let text: string;
  try {
    text = readFileSync(keyPath(dataDir), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!KEY_PATTERN.test(text)) throw new Error(`${keyPath(dataDir)} is not a hall outbox key`);
  return text;
}

/**
 * The key a pairing gives central: the data folder's, made now if it has none (a pairing that
 * failed leaves its key for the next). Written to disk before central sees it: a hall whose key
 * was lost could chain nothing central accepts.
 */
export function outboxKeyForPairing(dataDir: string): string {
  const held = readOutboxKey(dataDir);
  if (held) return held;
  const key = newOutboxKey();
  mkdirSync(dataDir, { recursive: true });
  const file = openSync(keyPath(dataDir), 'wx', 0o600);
  try {
    writeSync(file, `${key}\n`);
    fsyncSync(file);
  } finally {
    closeSync(file);
  }
  return key;
}

/** What hall_link keeps of the key: the trigger refuses to chain with any other. */
export const outboxKeySha256 = (key: string): string =>
  createHash('sha256').update(Buffer.from(key, 'hex')).digest('hex');

/** The hash of an entry's text in a keyed chain (the trigger's hall_outbox_hmac). */
export function outboxHmac(key: string): (text: string) => string {
  const bytes = Buffer.from(key, 'hex');
  return (text) => createHmac('sha256', bytes).update(text, 'utf8').digest('hex');
}

/**
 * Stops a hall from starting with a keyed chain and no key, or another hall's: every game and
 * ledger write would fail.
 */
export function assertOutboxKeyFits(
  link: { outboxKeySha256: string | null },
  key: string | null,
  dataDir: string,
): void {
  if (link.outboxKeySha256 === null) return;
  if (key === null)
    throw new Error(
      `This hall's outbox key is missing: put back ${keyPath(dataDir)}, written when the hall ` +
        'was paired (a backup of an embedded data folder holds it)',
    );
  if (outboxKeySha256(key) !== link.outboxKeySha256)
    throw new Error(`${keyPath(dataDir)} is not the key this hall was paired with`);
}
