import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a second opener with a clear message until released', () => {
    dir = mkdtempSync(join(tmpdir(), 'bingo-lock-'));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Bingo Hall process/);
    release();
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that died', () => {
    dir = mkdtempSync(join(tmpdir(), 'bingo-lock-'));
    writeFileSync(join(dir, 'bingo-hall.lock'), '999999999');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
