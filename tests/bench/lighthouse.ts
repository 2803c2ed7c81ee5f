/**
 * The browser's view, in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium): Lighthouse
 * performance in mobile mode (its default: a mid-range phone, simulated slow 4G) on the login
 * screen, the Game Board, the caller screen and the TV display of a running game, and a printed
 * card's phone page in that game; the layout shift while balls are drawn on the caller screen; and
 * which ball-voice clips the caller downloads, with sound on and off. Targets: score >= 90 on each
 * (>= 95 on the phone page), no layout shift on a draw, clips only of the game's mode and
 * language, none with sound off. Skipped (no figures) when Chromium is missing. Not run in CI.
 * Run: node --import tsx tests/bench/lighthouse.ts
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { voiceClipIds } from '../../web/lib/ball-voice';
import { newPgliteDatabase } from './lib/databases';
import { formatMs, reportFigure } from './lib/figures';
import { api, repoRoot, startBenchServer } from './lib/processes';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.log(`No Chromium at ${chromiumPath}: skipped.`);
  process.exit(0);
}
const built = spawnSync(process.execPath, ['scripts/ensure-web-build.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('the web build failed');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const database = newPgliteDatabase();
const server = await startBenchServer(database.env, { BENCH_WEB_DIST: join(repoRoot, 'dist') });
const base = `http://127.0.0.1:${server.ready.port}`;
const debuggingPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'bingo-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  headless: true,
  viewport: { width: 390, height: 844 },
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--remote-debugging-port=${debuggingPort}`,
  ],
});

// LIGHTHOUSE_ONLY=caller,TV audits only the screens named (the other figures still run).
const only = process.env.LIGHTHOUSE_ONLY?.split(',');

async function audit(path: string, label: string, target = 90): Promise<void> {
  if (only && !only.includes(label)) return;
  const result = await lighthouse(`${base}${path}`, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The signed-in session lives in localStorage: keep it.
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
  // LIGHTHOUSE_SAVE=folder keeps each full report (audits, long tasks, request chains) to read.
  const saveTo = process.env.LIGHTHOUSE_SAVE;
  if (saveTo)
    writeFileSync(join(saveTo, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  reportFigure({
    figure: `Lighthouse mobile performance, ${label}`,
    value: String(score),
    baseline: `FCP ${formatMs(metric('first-contentful-paint'))}, LCP ${formatMs(metric('largest-contentful-paint'))}, TBT ${formatMs(metric('total-blocking-time'))}, CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
    ratio: `${score}/100`,
    target: `>= ${target}`,
    met: score >= target,
  });
}

/** Sum of layout-shift values (without recent input) while `work` runs on the page. */
async function layoutShiftDuring(page: Page, work: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
  await work();
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

try {
  const { port, cashier, shopId } = server.ready;
  await audit('/', 'login');

  const login = await api<{ access: string; user: unknown }>(port, 'POST', '/api/v1/auth/login/', {
    body: { username: cashier.username, password: cashier.password },
  });
  const token = login.access;
  const page = context.pages()[0] ?? (await context.newPage());
  const settings = (soundEnabled: boolean) =>
    JSON.stringify({ language: 'English', soundEnabled, gameMode: 'standard', maxNumbers: 75 });
  await page.goto(base);
  await page.evaluate(
    ([access, user, gameSettings]) => {
      localStorage.setItem('accessToken', access!);
      localStorage.setItem('userData', user!);
      localStorage.setItem('gameSettings', gameSettings!);
    },
    [token, JSON.stringify(login.user), settings(true)],
  );
  // One running game per shop (decision 029): each audited game after the first gets a shop.
  let shopForGame: number | null = shopId;
  let shopsMade = 0;
  const nextShop = async () => {
    const free = shopForGame;
    shopForGame = null;
    if (free !== null) return free;
    const created = await api<{ shop: { id: number } }>(
      port,
      'POST',
      '/api/v1/cashiers/create_shop/',
      {
        token,
        // Shop names are unique per cashier (decision 033).
        body: { name: `Audit shop ${++shopsMade}` },
      },
    );
    return created.shop.id;
  };
  const startGame = async () =>
    api<{ game_id: number }>(port, 'POST', '/api/v1/cashiers/play_game/', {
      token,
      body: {
        amount: 100,
        cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        card_value: 10,
        shop_id: await nextShop(),
      },
    }).then((answer) => answer.game_id);
  const draw = (gameId: number) => api(port, 'POST', `/api/v1/games/${gameId}/draw/`, { token });

  await audit('/selection', 'Game Board');
  const audited = await startGame();
  await draw(audited);
  await audit(`/play?game=${audited}`, 'caller');
  await audit(`/tv/${audited}`, 'TV');
  // A player's phone opened from card 1's printed QR code, sold in that game (decision 037).
  const links = await api<{ results: { path: string }[] }>(
    port,
    'GET',
    `/api/v1/shops/${shopId}/card_links/?from=1&to=1`,
    { token },
  );
  await audit(links.results[0]!.path, 'card phone page', 95);

  // Clips downloaded by the caller screen: sound on, then sound off.
  const voiceRequests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/voices/')) voiceRequests.push(path);
  });
  const gameId = await startGame();
  await page.goto(`${base}/play?game=${gameId}`);
  await page.getByText('B', { exact: true }).first().waitFor();
  // The game's first draw also starts the calling (Start becomes Pause), which in the app follows
  // the cashier's click and so is no layout shift; measured from the second draw on.
  await draw(gameId);
  await page.getByTestId('current-number').waitFor();
  await page.waitForTimeout(800);
  const shift = await layoutShiftDuring(page, async () => {
    for (let i = 0; i < 5; i++) {
      await draw(gameId);
      await page.waitForTimeout(800);
    }
  });
  reportFigure({
    figure: 'layout shift during 5 draws, caller screen (390 px wide)',
    value: shift.toFixed(4),
    baseline: '-',
    ratio: '-',
    target: '0',
    met: shift === 0,
  });
  const expected = new Set(voiceClipIds('standard').map((id) => `/voices/en/${id}.mp3`));
  const soundOn = [...voiceRequests];
  const stray = soundOn.filter((path) => !expected.has(path));
  reportFigure({
    figure: 'voice clips fetched, sound on (standard mode, English)',
    value: `${soundOn.length} (${stray.length} of another mode or language)`,
    baseline: `${expected.size} clips of the mode`,
    ratio: `${soundOn.length}/${expected.size}`,
    target: `<= ${expected.size}, 0 stray`,
    met: soundOn.length <= expected.size && stray.length === 0,
  });

  voiceRequests.length = 0;
  await page.evaluate(
    (gameSettings) => localStorage.setItem('gameSettings', gameSettings),
    settings(false),
  );
  const quiet = await startGame();
  await page.goto(`${base}/play?game=${quiet}`);
  await page.getByText('B', { exact: true }).first().waitFor();
  for (let i = 0; i < 3; i++) await draw(quiet);
  await page.waitForTimeout(1500);
  reportFigure({
    figure: 'voice clips fetched, sound off',
    value: String(voiceRequests.length),
    baseline: '-',
    ratio: '-',
    target: '0',
    met: voiceRequests.length === 0,
  });
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
  await database.drop();
}
