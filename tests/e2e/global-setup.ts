import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Once per run: the built server (dist-server/, rebuilt when older than its sources) and a database
 * with the demo accounts that every worker's server copies (tests/e2e/app-server.ts), so a worker
 * starts in a second or two instead of compiling the server and seeding its own.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const done = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${args.join(' ')} failed (${done.status})`);
}

export default function globalSetup(): () => void {
  run(['scripts/ensure-web-build.mjs'], process.env);
  run(['scripts/ensure-server-build.mjs'], process.env);
  const templateDir = mkdtempSync(join(tmpdir(), 'bingo-e2e-template-'));
  const env: NodeJS.ProcessEnv = { ...process.env, BINGO_DATA_DIR: templateDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  run(['--import', 'tsx', 'server/commands/demo-cli.ts'], env);
  // Workers read it from their environment (Playwright starts them after this setup).
  process.env.E2E_TEMPLATE_DIR = templateDir;
  // No outside network here: the servers draw offline (decision 054) instead of waiting for drand.
  process.env.BINGO_BEACON_URL ??= 'off';
  return () => rmSync(templateDir, { recursive: true, force: true });
}
