import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (the machines cannot fetch one). Its headless shell
// (package chromium-headless-shell) where installed: the same Blink without the full browser's
// shell, and the suite ran in less time on it (decision 002).
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Each worker starts its own server on a copy of one seeded database (tests/e2e/app-server.ts,
  // on E2E_PORT + its index): spec files run side by side, the tests of one file in order. One
  // worker per core: in the headless shell, on 2 cores with the PostgreSQL pass beside them, two
  // workers ran CI's browser phase in 12:58 against 15:33 for one, which left a quarter of the
  // cores idle (decision 002).
  workers: Number(process.env.E2E_WORKERS || Math.max(1, availableParallelism())),
  retries: 0,
  // A flow that takes 20-25 s on a quiet machine takes twice that on a busy 2-core one (CI).
  timeout: 90_000,
  expect: { timeout: 5_000 },
  // CI also keeps a JSON report: .ci/run prints each failure's error from it at the end of its log,
  // and runs the failed tests again alone.
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.ci/logs/e2e.json' }]] : [['list']],
  use: {
    // Each new browser context would install the app's service worker and precache the whole
    // build (170 files) for the one test it lives for: a tenth of the suite's time. The worker is
    // offline-shell.spec.ts's subject, which allows it; elsewhere pages load as on a first visit.
    serviceWorkers: 'block',
    // Pages move as for a player who asked for less motion: no confetti or fireworks to paint on a
    // busy 2-core machine, transitions at once. play-game.spec.ts plays the full celebration.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
