/**
 * Where a screen's main-thread time goes, in Debian's Chromium with the CPU slowed 4x (as
 * Lighthouse's mobile run): a CPU profile (CDP Profiler) of the caller screen's load and of
 * 5 draws, summed by function (self and inclusive time), and the long tasks (> 50 ms) of each.
 * A tool to read, not a benchmark with targets: build unminified first for readable names
 * (`npx vite build --minify false --outDir /tmp/dist-plain`, then PROFILE_DIST=/tmp/dist-plain).
 * Run: node --import tsx tests/bench/screen-profile.ts [path ...] (default: the caller)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { newPgliteDatabase } from './lib/databases';
import { api, repoRoot, startBenchServer } from './lib/processes';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.log(`No Chromium at ${chromiumPath}: skipped.`);
  process.exit(0);
}
const dist = process.env.PROFILE_DIST ?? join(repoRoot, 'dist');

/** Self and inclusive milliseconds per function of one CPU profile, the top `count` of each. */
function summarize(profile: Profile, count = 25): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node: ProfileNode) => {
    const file = node.callFrame.url.split('/').pop() || '(native)';
    return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .filter(([name]) => !/^\((root|program|idle)\)/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  console.log(`self time:\n${top(self)}\ninclusive time:\n${top(total)}`);

  // Busy stretches of 50 ms or more (a long task, or tasks back to back), and what ran in each.
  interface Stretch {
    at: number;
    ms: number;
    names: Map<string, number>;
  }
  let stretch = null as Stretch | null;
  let clock = 0;
  const stretches: Stretch[] = [];
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    clock += ms;
    const node = byId.get(id)!;
    if (/^\((idle|program)\)/.test(label(node))) {
      if (stretch && stretch.ms >= 50) stretches.push(stretch);
      stretch = null;
      return;
    }
    stretch ??= { at: clock, ms: 0, names: new Map() };
    stretch.ms += ms;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!;
      // App code and packages by function; the framework's own plumbing left out.
      if (!frame.callFrame.url || seen.has(label(frame))) continue;
      seen.add(label(frame));
      stretch.names.set(label(frame), (stretch.names.get(label(frame)) ?? 0) + ms);
    }
  });
  for (const each of stretches) {
    const names = [...each.names]
      .filter(
        ([name]) =>
          !/^(\(anonymous\)|performWork|performUnitOfWork|workLoop|beginWork|renderWithHooks|updateFunctionComponent|flush|processRoot|commit|recursively|completeRoot|renderRoot)/.test(
            name,
          ),
      )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(' | ');
    console.log(`  busy ${each.ms.toFixed(0)} ms at ${each.at.toFixed(0)}: ${names}`);
  }
}

async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __long: { start: number; duration: number }[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__long.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
}
async function takeLongTasks(page: Page): Promise<string> {
  const tasks = await page.evaluate(() => {
    const w = window as unknown as { __long: { start: number; duration: number }[] };
    const taken = w.__long;
    w.__long = [];
    return taken;
  });
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return `long tasks: ${tasks.map((t) => `${t.duration}@${t.start}`).join(' ')} (blocking ${blocking} ms)`;
}

async function profiled(cdp: CDPSession, work: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  return profile;
}

const database = newPgliteDatabase();
const server = await startBenchServer(database.env, { BENCH_WEB_DIST: dist });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  const { port, cashier, shopId } = server.ready;
  const base = `http://127.0.0.1:${port}`;
  const login = await api<{ access: string; user: unknown }>(port, 'POST', '/api/v1/auth/login/', {
    body: { username: cashier.username, password: cashier.password },
  });
  const token = login.access;
  const gameId = await api<{ game_id: number }>(port, 'POST', '/api/v1/cashiers/play_game/', {
    token,
    body: { amount: 100, cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], card_value: 10, shop_id: shopId },
  }).then((answer) => answer.game_id);
  const draw = () => api(port, 'POST', `/api/v1/games/${gameId}/draw/`, { token });
  await draw();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(base);
  await page.evaluate(
    ([access, user]) => {
      localStorage.setItem('accessToken', access!);
      localStorage.setItem('userData', user!);
      localStorage.setItem(
        'gameSettings',
        JSON.stringify({
          language: 'English',
          soundEnabled: true,
          gameMode: 'standard',
          maxNumbers: 75,
        }),
      );
    },
    [token, JSON.stringify(login.user)],
  );
  await watchLongTasks(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const paths = process.argv.slice(2);
  for (const path of paths.length > 0 ? paths : [`/play?game=${gameId}`]) {
    const load = await profiled(cdp, async () => {
      await page.goto(`${base}${path.replace('{game}', String(gameId))}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
    });
    console.log(`== load ${path}: ${await takeLongTasks(page)}`);
    summarize(load);
    if (!path.startsWith('/play')) continue;
    const draws = await profiled(cdp, async () => {
      for (let i = 0; i < 5; i++) {
        await draw();
        await page.waitForTimeout(800);
      }
    });
    console.log(`== 5 draws: ${await takeLongTasks(page)}`);
    summarize(draws);
  }
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
}
