import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium, never a downloaded browser (the machines cannot fetch one).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    // The players' address differs from the tills' (localhost vs 127.0.0.1): QR tests can tell them apart.
    env: { PORT: String(port), HOST: '127.0.0.1', BINGO_PUBLIC_URL: `http://localhost:${port}` },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
