// The server the browser tests drive: a fresh embedded database with the demo accounts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bingo-e2e-'));
const env = {
  ...process.env,
  BINGO_DATA_DIR: dataDir,
  BINGO_ADMIN_USERNAME: 'admin',
  BINGO_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-pass',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The specs drive whole games through the API at full speed, as no till does.
  BINGO_RATE_LIMITS: 'off',
};
delete env.DATABASE_URL;

const tsx = ['--import', 'tsx'];
const demo = spawnSync(process.execPath, [...tsx, 'server/commands/demo-cli.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (demo.status !== 0) process.exit(demo.status ?? 1);

const server = spawn(process.execPath, [...tsx, 'server/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
