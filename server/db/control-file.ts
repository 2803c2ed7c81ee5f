import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// How a command on the same machine reaches the server that holds the embedded database (a backup
// while it runs): the address it listens on and a random token, in a file only the owner of the
// data folder can read. Whoever can read that folder has the data anyway.
export const CONTROL_FILE = 'bingo-hall.control';
export const CONTROL_HEADER = 'x-bingo-control';

export interface ControlInfo {
  pid: number;
  url: string;
  token: string;
}

export function newControlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The address a local command uses for a server listening on `host:port`. */
export function localUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

export function writeControlFile(dataDir: string, info: ControlInfo): () => void {
  const path = join(dataDir, CONTROL_FILE);
  writeFileSync(path, JSON.stringify(info), { mode: 0o600 });
  return () => {
    try {
      unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
}

export function readControlFile(dataDir: string): ControlInfo | null {
  try {
    const value = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as ControlInfo;
    return typeof value.url === 'string' && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}
