#!/usr/bin/env node
// The test files a vitest JSON report (--reporter=json --outputFile=…) says failed, one per line,
// relative to the repository: CI runs them again alone (.ci/run). Prints nothing when the report
// is missing or unreadable, so the run stays failed.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

let report;
try {
  report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
} catch {
  process.exit(0);
}
for (const file of report.testResults ?? [])
  if (file.status === 'failed') console.log(relative(process.cwd(), file.name));
