/**
 * First-load JavaScript, from the build's manifest (dist/.vite/manifest.json): what the login
 * route fetches (entry, its imports, the login screen, the chosen language) and what the caller
 * route adds on top, and what a printed card's phone page loads (card.html and its language), as
 * the server sends it (the build's .gz files; .br is smaller still).
 * Baseline: a bare React 19 + React Router app built by the same Vite in this run (the floor any
 * React app pays). Targets: login <= 130 KB, caller extra <= 90 KB, the phone page <= 60 KB (in
 * Amharic, the largest language), one language in the first load,
 * and the server answering compressed.
 * Run: node --import tsx tests/bench/first-load.ts
 */
import { spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { formatKb, formatRatio, reportFigure } from './lib/figures';
import { repoRoot, startBenchServer } from './lib/processes';
import { newPgliteDatabase } from './lib/databases';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(repoRoot, 'dist');
const ensured = spawnSync(process.execPath, ['scripts/ensure-web-build.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (ensured.status !== 0) throw new Error('the web build failed');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The chunk files a manifest key loads before it runs: itself and its static imports. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no ${key} in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const gzipOf = (file: string) => {
  const path = join(dist, file);
  return existsSync(`${path}.gz`)
    ? statSync(`${path}.gz`).size
    : gzipSync(readFileSync(path)).length;
};
const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipOf(file), 0);

const login = closure('index.html');
closure('features/auth/components/login-page.tsx', login);
// The sign-in screen renders with the sections it shows (vite.config.ts FIRST_SCREEN_SECTIONS);
// the whole language follows without holding up the first paint.
closure('../virtual:first-texts/en', login);
const wholeLanguage = gzipOf(manifest['locales/en.json']!.file);
// A printed card's phone page (decision 037): its own entry, card.html, and one language.
const phone = closure('card.html');
closure('locales/am.json', phone);
const caller = closure('features/play/components/play-page.tsx');
const callerExtra = [...caller].filter((file) => !login.has(file));

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
const loginBytes = sum(login);
const extraBytes = sum(callerExtra);
reportFigure({
  figure: `first-load JS, login route (gzip, ${login.size} files)`,
  value: formatKb(loginBytes),
  baseline: `bare React + Router ${formatKb(floor)}`,
  ratio: formatRatio(loginBytes / floor),
  target: '<= 130 KB',
  met: loginBytes <= 130 * 1024,
});
reportFigure({
  figure: 'whole language after the first paint (gzip, English)',
  value: formatKb(wholeLanguage),
  baseline: `login route ${formatKb(loginBytes)}`,
  ratio: formatRatio(wholeLanguage / loginBytes),
  target: '-',
  met: true,
});
reportFigure({
  figure: `caller route extra JS (gzip, ${callerExtra.length} files)`,
  value: formatKb(extraBytes),
  baseline: `login route ${formatKb(loginBytes)}`,
  ratio: formatRatio(extraBytes / loginBytes),
  target: '<= 90 KB',
  met: extraBytes <= 90 * 1024,
});
const phoneBytes = sum(phone);
reportFigure({
  figure: `first-load JS, card phone page (gzip, ${phone.size} files, Amharic)`,
  value: formatKb(phoneBytes),
  baseline: `bare React + Router ${formatKb(floor)}`,
  ratio: formatRatio(phoneBytes / floor),
  target: '<= 60 KB',
  met: phoneBytes <= 60 * 1024,
});
const languages = [...login].filter((file) => /assets\/(en|am|ti|es|fr)-[\w-]+\.js$/.test(file));
reportFigure({
  figure: 'languages in the first load',
  value: String(languages.length),
  baseline: '5 languages built',
  ratio: `${languages.length}/5`,
  target: '1',
  met: languages.length === 1,
});

// What the server sends: the entry chunk, asked for as a browser asks.
const database = newPgliteDatabase();
const server = await startBenchServer(database.env, { BENCH_WEB_DIST: dist });
try {
  const entry = manifest['index.html']!.file;
  // node:http, not fetch: fetch would undo the compression before we could count the bytes.
  const { sent, encoding } = await new Promise<{ sent: number; encoding: string }>(
    (resolve, reject) =>
      get(
        {
          host: '127.0.0.1',
          port: server.ready.port,
          path: `/${entry}`,
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
  const plain = statSync(join(dist, entry)).size;
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
