import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bootId, lockDataDir, processStart } from './data-dir-lock';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => join(dir, 'bingo-hall.lock');
const holder = (fields: Record<string, unknown>) =>
  writeFileSync(lockFile(), JSON.stringify({ token: 'earlier-life', ...fields }));

describe('lockDataDir', () => {
  it('refuses a second opener with a clear message until released', () => {
    dir = mkdtempSync(join(tmpdir(), 'bingo-lock-'));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Bingo Hall process/);
    release();
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that died (a bare pid, as older versions wrote)', () => {
    dir = mkdtempSync(join(tmpdir(), 'bingo-lock-'));
    writeFileSync(lockFile(), '999999999');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('takes over after a crash when the new process got the crashed one’s pid (pid 1 in a container)', () => {
    dir = mkdtempSync(join(tmpdir(), 'bingo-lock-'));
    holder({ pid: process.pid, start: processStart(process.pid), boot: bootId() });
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).token).not.toBe('earlier-life');
    release();
  });

  it('takes over from a lock written in an earlier boot', () => {
    dir = mkdtempSync(join(tmpdir(), 'bingo-lock-'));
    holder({ pid: 1, start: '1', boot: 'a-boot-long-ago' });
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it.runIf(processStart(process.pid) !== null)(
    'tells a live holder from another process that reuses its pid, by start time',
    async () => {
      dir = mkdtempSync(join(tmpdir(), 'bingo-lock-'));
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        const pid = other.pid!;
        holder({ pid, start: processStart(pid), boot: bootId() });
        expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${pid}`));
        holder({ pid, start: '12345', boot: bootId() });
        expect(() => lockDataDir(dir)()).not.toThrow();
      } finally {
        other.kill('SIGKILL');
      }
    },
  );
});
