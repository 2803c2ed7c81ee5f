import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/free-port';
import { openDatabase } from './db/client';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bingo-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function waitForOutput(child: ChildProcess, text: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for "${text}":\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

describe('server/main.ts as a process', () => {
  it('on SIGTERM fails readiness first, keeps serving, finishes an in-flight request, exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        BINGO_DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        BINGO_ADMIN_PASSWORD: '',
        BINGO_DRAIN_DELAY_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      // A cold start compiles the server with tsx: on a busy machine that alone can take a minute.
      const startup = await waitForOutput(child, 'Server listening', 90_000);
      expect(startup).toContain('password:');

      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });

      // A login whose body is still arriving when SIGTERM lands must still get its answer.
      const body = JSON.stringify({ username: 'admin', password: 'wrong-password' });
      const answered = new Promise<number>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/v1/auth/login/' },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.setHeader('content-type', 'application/json');
        req.setHeader('content-length', Buffer.byteLength(body));
        req.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      // Draining: a load balancer reads "not ready", while requests are still answered.
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(503);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(await answered).toBe(401);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);

  it('fails to start without logging the secret it was storing or any bound value', async () => {
    const brokenDir = mkdtempSync(join(tmpdir(), 'bingo-broken-'));
    try {
      // A column too narrow for the generated JWT secret: storing it fails at start-up.
      const database = await openDatabase({ dataDir: brokenDir });
      await database.db.execute(
        sql`alter table server_secrets alter column value type varchar(10)`,
      );
      await database.close();
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          BINGO_DATA_DIR: brokenDir,
          LOG_LEVEL: 'debug',
          DATABASE_URL: '',
          BINGO_JWT_SECRET: '',
          BINGO_ADMIN_PASSWORD: 'a-known-admin-password',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('Bingo Hall failed to start');
      expect(output).toContain('value too long');
      expect(output).not.toContain('params:');
      expect(output).not.toContain('jwt_signing_secret');
      expect(output).not.toContain('a-known-admin-password');
      // The generated secret is 48 random bytes in base64url: 64 such characters in a row.
      expect(output).not.toMatch(/[A-Za-z0-9_-]{64}/);
    } finally {
      rmSync(brokenDir, { recursive: true, force: true });
    }
  }, 120_000);
});
