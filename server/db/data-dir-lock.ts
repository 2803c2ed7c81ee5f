import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'bingo-hall.lock';

/** The tokens of the locks this process holds. */
const heldHere = new Set<string>();

/** Who holds the folder: a pid alone is not enough, pids are reused (pid 1 in every container). */
export interface LockHolder {
  pid: number;
  /** When that process started (Linux: clock ticks since boot, /proc/<pid>/stat); null elsewhere. */
  start: string | null;
  /** The boot the process ran in (Linux: /proc/sys/kernel/random/boot_id); null elsewhere. */
  boot: string | null;
  /** Unique per lock taken, so a holder can tell its lock from a successor's. */
  token: string;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

export function processStart(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name in parentheses may hold spaces: fields are counted after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

export function bootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the recorded process still runs: same boot, same pid, same start time. */
export function holderAlive(holder: LockHolder, heldHere: ReadonlySet<string>): boolean {
  if (heldHere.has(holder.token)) return true;
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  // Our own pid, in a lock this process never took: a previous life with the same pid (containers).
  if (holder.pid === process.pid) return false;
  if (!pidAlive(holder.pid)) return false;
  const start = processStart(holder.pid);
  return holder.start === null || start === null || start === holder.start;
}

function parseHolder(text: string | null): LockHolder | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.token === 'string')
      return {
        pid: value.pid,
        start: value.start ?? null,
        boot: value.boot ?? null,
        token: value.token,
      };
  } catch {
    // A lock file of an older version held a bare pid.
    const pid = Number.parseInt(text, 10);
    if (Number.isInteger(pid) && pid > 0) return { pid, start: null, boot: null, token: '' };
  }
  return null;
}

/** The live holder of the folder's lock, or null when it is free (no lock, or a dead holder's). */
export function currentHolder(dataDir: string): LockHolder | null {
  const holder = parseHolder(readText(join(dataDir, LOCK_FILE)));
  return holder && holderAlive(holder, heldHere) ? holder : null;
}

/**
 * PGlite is a single-process database: a second process on the same files would corrupt them.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    start: processStart(process.pid),
    boot: bootId(),
    token: randomUUID(),
  };
  const text = JSON.stringify(me);
  try {
    writeFileSync(lockPath, text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = currentHolder(dataDir);
    if (holder)
      throw new Error(
        `The data directory ${resolve(dataDir)} is already in use by another Bingo Hall process (pid ${holder.pid}). ` +
          'Stop that process first, or set DATABASE_URL so several instances share one PostgreSQL server.',
        { cause: error },
      );
    // The previous holder died without cleaning up: replace its lock in one rename.
    const temporary = `${lockPath}.${me.token}`;
    writeFileSync(temporary, text);
    renameSync(temporary, lockPath);
  }
  // Two processes taking over one dead lock at the same moment: the last rename wins.
  if (readText(lockPath) !== text)
    throw new Error(`The data directory ${resolve(dataDir)} was just taken by another process.`);
  heldHere.add(me.token);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(me.token);
    // Only our own lock: never a successor's.
    if (readText(lockPath) !== text) return;
    try {
      unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
