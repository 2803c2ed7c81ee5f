import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server one Playwright worker drives: the built server (`npm start`'s) on a copy of the demo
 * database tests/e2e/global-setup.ts seeded. Each worker has its own, on E2E_PORT + its index, so
 * workers run side by side without sharing a shop's running game or a cashier's balance.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface AppServer {
  url: string;
  /** The worker's own copy of the built web app (dist/), which a spec may change. */
  webDist: string;
  stop: () => Promise<void>;
}

export async function startAppServer(workerIndex: number): Promise<AppServer> {
  const template = process.env.E2E_TEMPLATE_DIR;
  if (!template)
    throw new Error('E2E_TEMPLATE_DIR is unset: run the specs through playwright.config.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'bingo-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  // A spec that publishes a new build (offline-shell.spec.ts) changes this worker's copy only.
  const webDist = mkdtempSync(join(tmpdir(), 'bingo-e2e-web-'));
  cpSync(join(root, 'dist'), webDist, { recursive: true });
  const port = Number(process.env.E2E_PORT ?? 3917) + workerIndex;
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BINGO_DATA_DIR: dataDir,
    BINGO_WEB_DIST: webDist,
    BINGO_ADMIN_USERNAME: 'admin',
    BINGO_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-pass',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The specs drive whole games through the API at full speed, as no till does.
    BINGO_RATE_LIMITS: 'off',
    // The players' address differs from the tills' (localhost vs 127.0.0.1): QR tests tell them apart.
    BINGO_PUBLIC_URL: `http://localhost:${port}`,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    cwd: root,
    env,
    // Its warnings and errors show in the run's output, beside the test that caused them.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the test server on ${url} exited (its output is above)`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the test server on ${url} did not answer /readyz in 90 s`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, webDist, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
