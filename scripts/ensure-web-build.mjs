// Builds the web app when dist/ is missing or older than its sources, so `npm start` just works.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestChange } from './newest-change.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');
const sources = [
  'web',
  'core',
  'vite.config.ts',
  // The service worker's build step (decision 039).
  'scripts/vite-service-worker.ts',
  'package-lock.json',
].map((p) => join(root, p));

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestChange));

if (process.env.BINGO_SKIP_WEB_BUILD !== '1' && sourcesAt > builtAt) {
  console.log('Building the web app (dist/ is missing or older than its sources)...');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
