// Bundles the API when dist-server/ is missing or older than its sources, so `npm start` runs plain
// JavaScript and still just works on a clean clone or after a change (decision 036).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, root, serverBundle } from './build-server.mjs';
import { newestChange } from './newest-change.mjs';

const sources = [
  'server',
  'core',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.mjs',
];
const builtAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((p) => newestChange(join(root, p))));

if (sourcesAt > builtAt) {
  console.log('Building the server (dist-server/ is missing or older than its sources)...');
  await buildServer();
}
