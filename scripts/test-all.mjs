#!/usr/bin/env node
// `npm test`: typecheck, ESLint and Prettier run next to the test suite instead of before it (each
// is one single-threaded process, so together they use the cores a sequential run leaves idle),
// at a lower priority so they never slow a test down.
// Their output is printed when each finishes; vitest's streams. Exit code 1 if any step fails.
// Caches live in node_modules/.cache, so a second run checks only what changed.
import { spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { join } from 'node:path';

const cache = 'node_modules/.cache';
const checks = [
  [
    'typecheck',
    'tsc',
    [
      '--noEmit',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      `${cache}/tsc/tsbuildinfo`,
    ],
  ],
  ['eslint', 'eslint', ['.', '--cache', '--cache-location', `${cache}/eslint/`]],
  ['prettier', 'prettier', ['--check', '.', '--cache', '--log-level', 'warn']],
];
const extraVitestArgs = process.argv.slice(2);

function run(name, command, args, { stream }) {
  const started = performance.now();
  return new Promise((resolve) => {
    // The package's own binary, not npx: no npm start-up, no npm warnings in the output.
    const child = spawn(join('node_modules', '.bin', command), args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    // The checks take the CPU the tests leave: tests that start servers keep their pace. Ten below
    // this process, never above it: CI runs npm test itself at low priority beside the browser tests.
    if (!stream && child.pid) {
      try {
        setPriority(child.pid, Math.min(19, getPriority() + 10));
      } catch {
        // Already gone, or not allowed here: it runs at normal priority.
      }
    }
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (!stream && (code !== 0 || output.trim())) process.stdout.write(`\n[${name}]\n${output}`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

const results = await Promise.all([
  ...checks.map(([name, command, args]) => run(name, command, args, { stream: false })),
  run('vitest', 'vitest', ['run', ...extraVitestArgs], { stream: true }),
]);
console.log('');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${seconds} s`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
