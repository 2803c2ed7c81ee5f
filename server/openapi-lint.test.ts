import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/test-app';

// Redocly's recommended rules on the served description, as an external tool reads it: the repo's
// redocly.yaml (the SPEC's trailing slashes allowed) next to the document, and the bare
// recommended rules, which may only find the trailing slashes.

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

/** Lints the document in a folder of its own: with the repo's redocly.yaml, or with none. */
async function lint(document: string, withRepoConfig: boolean): Promise<LintReport> {
  const dir = join(folder, withRepoConfig ? 'repo-config' : 'recommended');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'openapi.json'), document);
  if (withRepoConfig) await copyFile(join(root, 'redocly.yaml'), join(dir, 'redocly.yaml'));
  const args = ['lint', 'openapi.json', '--format', 'json'];
  if (!withRepoConfig) args.push('--extends', 'recommended');
  // Redocly exits 1 when it finds an error; the report on stdout says which.
  const run = await promisify(execFile)(redocly, args, {
    cwd: dir,
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

const described = (report: LintReport) =>
  report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);

describe('the OpenAPI description, linted by Redocly', () => {
  it('has no error and no warning under the repo config', async () => {
    const report = await lint((await t.app.inject('/api/openapi.json')).body, true);
    expect(described(report)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it("finds only the SPEC's trailing slashes under the bare recommended rules", async () => {
    const report = await lint((await t.app.inject('/api/openapi.json')).body, false);
    const others = report.problems.filter((p) => p.ruleId !== 'no-path-trailing-slash');
    expect(described({ ...report, problems: others })).toEqual([]);
    expect(report.totals.warnings).toBe(0);
    expect(report.totals.errors).toBeGreaterThan(0);
  });
});
