/**
 * `npm run bench [words...]`: runs every benchmark in tests/bench/ (each `*.ts` file directly in
 * that folder; helpers live in lib/) one after another, each in its own process and bounded in time,
 * then prints one table of the figures they reported (lib/figures.ts). With words, only the
 * benchmarks whose file name contains one of them. Exit code 1 if a benchmark failed; a missed
 * target is a result, not a failure.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIGURE_PREFIX, type Figure } from './figures';
import { repoRoot } from './processes';

const timeoutSeconds = Number(process.env.BENCH_TIMEOUT_S ?? 900);
const words = process.argv.slice(2);
const benchFolder = join(repoRoot, 'tests', 'bench');
const scripts = readdirSync(benchFolder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
  .filter((name) => words.length === 0 || words.some((word) => name.includes(word)))
  .sort();

interface Outcome {
  script: string;
  figures: Figure[];
  status: string;
  seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = performance.now();
  const figures: Figure[] = [];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('tests', 'bench', script)], {
      cwd: repoRoot,
      env: { ...process.env, BENCH_HARNESS: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutSeconds * 1000);
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(FIGURE_PREFIX))
          figures.push(JSON.parse(line.slice(FIGURE_PREFIX.length)));
        else process.stdout.write(`[${script}] ${line}\n`);
      }
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const status = signal
        ? `stopped (${signal}) after ${timeoutSeconds} s`
        : code === 0
          ? 'ok'
          : `failed (exit ${code})`;
      resolve({ script, figures, status, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const outcomes: Outcome[] = [];
for (const script of scripts) {
  console.log(`\n== ${script}`);
  outcomes.push(await runScript(script));
}

const rows: string[][] = [['figure', 'ours', 'baseline (same run)', 'ratio', 'target', 'met']];
for (const outcome of outcomes) {
  for (const f of outcome.figures)
    rows.push([
      f.figure,
      f.value,
      f.baseline,
      f.ratio,
      f.target,
      f.met === null ? '' : f.met ? 'yes' : 'NO',
    ]);
  if (outcome.status !== 'ok' || outcome.figures.length === 0)
    rows.push([
      `${outcome.script}: ${outcome.status}, ${outcome.figures.length} figures`,
      '',
      '',
      '',
      '',
      '',
    ]);
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\n${line(rows[0]!)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const row of rows.slice(1)) console.log(line(row));
console.log(
  `\n${outcomes.length} benchmarks in ${outcomes.reduce((s, o) => s + o.seconds, 0).toFixed(0)} s; ` +
    'absolute numbers move with the machine, compare the ratios.',
);
process.exitCode = outcomes.every((o) => o.status === 'ok') ? 0 : 1;
