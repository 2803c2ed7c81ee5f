import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/test-app';

// Redocly's recommended rules on the served description, as an external tool reads it: the repo's
// redocly.yaml (the SPEC's trailing slashes allowed) and its ignore file, next to the document.

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
}

const root = join(import.meta.dirname, '..');
const redocly = join(root, 'node_modules', '.bin', 'redocly');

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(join(tmpdir(), 'bingo-openapi-'));
});
afterAll(async () => {
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function lint(document: string): Promise<LintReport> {
  await writeFile(join(folder, 'openapi.json'), document);
  for (const config of ['redocly.yaml', '.redocly.lint-ignore.yaml'])
    await copyFile(join(root, config), join(folder, config));
  // Redocly exits 1 when it finds an error; the report on stdout says which.
  const run = await promisify(execFile)(redocly, ['lint', 'openapi.json', '--format', 'json'], {
    cwd: folder,
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    (done) => done,
    (failed: { stdout?: string; stderr?: string; message: string }) => ({
      stdout: failed.stdout ?? '',
      stderr: failed.stderr || failed.message,
    }),
  );
  // No report at all: Redocly did not run (not installed, or it crashed); say why.
  if (!run.stdout.trim()) throw new Error(`redocly lint gave no report: ${run.stderr}`);
  return JSON.parse(run.stdout) as LintReport;
}

describe('the OpenAPI description, linted by Redocly', () => {
  it('has no error and no warning', async () => {
    const report = await lint((await t.app.inject('/api/openapi.json')).body);

    const problems = report.problems.map(
      (p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 2 });
  });
});
