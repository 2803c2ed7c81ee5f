/**
 * First-load JavaScript, measured by scripts/first-load.ts from the build's manifest: what the
 * login route fetches (entry, its imports, the login screen, the chosen language), what the caller
 * route adds on top, what a printed card's phone page and a shop's TV load, as the server sends it
 * (the build's .gz files; .br is smaller still).
 * Baseline: a bare React 19 + React Router app built by the same Vite in this run (the floor any
 * React app pays). Targets: the budgets CI holds (scripts/first-load-budgets.ts), one language in
 * the first load, and the server answering compressed.
 * Run: node --import tsx tests/bench/first-load.ts
 */
import { spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { readFirstLoads } from '../../scripts/first-load';
import { FIRST_LOAD_BUDGETS_KB, type BudgetedRoute } from '../../scripts/first-load-budgets';
import { formatKb, formatRatio, reportFigure } from './lib/figures';
import { repoRoot, startBenchServer } from './lib/processes';
import { newPgliteDatabase } from './lib/databases';

const dist = join(repoRoot, 'dist');
const ensured = spawnSync(process.execPath, ['scripts/ensure-web-build.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (ensured.status !== 0) throw new Error('the web build failed');
// The same figures as the budget check in CI (npm run budgets).
const { login, callerExtra, phone, tv, wholeLanguageBytes, loginLanguages, entryFile } =
  readFirstLoads(dist);
const kb = (route: BudgetedRoute) => FIRST_LOAD_BUDGETS_KB[route];

/** A bare React + React Router app, built now by the same Vite: the floor of any React app. */
async function reactFloor(): Promise<number> {
  const root = join(repoRoot, 'node_modules', '.cache', 'bench-react-floor');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>',
  );
  writeFileSync(
    join(root, 'main.tsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "import { createBrowserRouter } from 'react-router';",
      "import { RouterProvider } from 'react-router/dom';",
      "const router = createBrowserRouter([{ path: '/', element: <h1>Bingo</h1> }]);",
      "createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);",
    ].join('\n'),
  );
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(root, 'dist'), emptyOutDir: true },
  });
  const assets = join(root, 'dist', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce(
      (total, name) => total + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length,
      0,
    );
}

const floor = await reactFloor();
reportFigure({
  figure: `first-load JS, login route (gzip, ${login.chunks.size} files)`,
  value: formatKb(login.bytes),
  baseline: `bare React + Router ${formatKb(floor)}`,
  ratio: formatRatio(login.bytes / floor),
  target: `<= ${kb('login')} KB`,
  met: login.bytes <= kb('login') * 1024,
});
reportFigure({
  figure: 'whole language after the first paint (gzip, English)',
  value: formatKb(wholeLanguageBytes),
  baseline: `login route ${formatKb(login.bytes)}`,
  ratio: formatRatio(wholeLanguageBytes / login.bytes),
  target: '-',
  met: true,
});
reportFigure({
  figure: `caller route extra JS (gzip, ${callerExtra.chunks.size} files)`,
  value: formatKb(callerExtra.bytes),
  baseline: `login route ${formatKb(login.bytes)}`,
  ratio: formatRatio(callerExtra.bytes / login.bytes),
  target: `<= ${kb('callerExtra')} KB`,
  met: callerExtra.bytes <= kb('callerExtra') * 1024,
});
reportFigure({
  figure: `first-load JS, card phone page (gzip, ${phone.chunks.size} files, Amharic)`,
  value: formatKb(phone.bytes),
  baseline: `bare React + Router ${formatKb(floor)}`,
  ratio: formatRatio(phone.bytes / floor),
  target: `<= ${kb('phone')} KB`,
  met: phone.bytes <= kb('phone') * 1024,
});
reportFigure({
  figure: `first-load JS, TV (gzip, ${tv.chunks.size} files, Amharic)`,
  value: formatKb(tv.bytes),
  baseline: `bare React + Router ${formatKb(floor)}`,
  ratio: formatRatio(tv.bytes / floor),
  target: `<= ${kb('tv')} KB`,
  met: tv.bytes <= kb('tv') * 1024,
});
reportFigure({
  figure: 'languages in the first load',
  value: String(loginLanguages.length),
  baseline: '5 languages built',
  ratio: `${loginLanguages.length}/5`,
  target: '1',
  met: loginLanguages.length === 1,
});

// What the server sends: the entry chunk, asked for as a browser asks.
const database = newPgliteDatabase();
const server = await startBenchServer(database.env, { BENCH_WEB_DIST: dist });
try {
  // node:http, not fetch: fetch would undo the compression before we could count the bytes.
  const { sent, encoding } = await new Promise<{ sent: number; encoding: string }>(
    (resolve, reject) =>
      get(
        {
          host: '127.0.0.1',
          port: server.ready.port,
          path: `/${entryFile}`,
          headers: { 'accept-encoding': 'br, gzip' },
        },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () =>
            resolve({
              sent: bytes,
              encoding: String(response.headers['content-encoding'] ?? 'none'),
            }),
          );
        },
      ).on('error', reject),
  );
  const plain = statSync(join(dist, entryFile)).size;
  reportFigure({
    figure: `entry chunk as sent (content-encoding: ${encoding})`,
    value: formatKb(sent),
    baseline: `uncompressed ${formatKb(plain)}`,
    ratio: formatRatio(sent / plain),
    target: 'br or gzip',
    met: encoding === 'br' || encoding === 'gzip',
  });
} finally {
  await server.stop();
  await database.drop();
}
