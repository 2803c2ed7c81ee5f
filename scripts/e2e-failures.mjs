#!/usr/bin/env node
// What a Playwright JSON report (.ci/logs/e2e.json) says of each failed test: its place, its title
// and the first lines of its error. CI's record keeps only the end of the log, where the list
// reporter's own account of a failure has long scrolled away (.ci/run prints this last).
import { readFileSync } from 'node:fs';

const LINES_PER_ERROR = 12;
// The list reporter colours its errors; the record is plain text.
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

let report;
try {
  report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
} catch (error) {
  console.log(`No browser test report to read (${error.message}).`);
  process.exit(1);
}

function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const inner of suite.suites ?? []) yield* specsOf(inner);
}

let failed = 0;
for (const error of report.errors ?? [])
  console.log(`\n✘ outside any test: ${plain(error.message ?? '')}`);
for (const suite of report.suites ?? [])
  for (const spec of specsOf(suite))
    for (const test of spec.tests ?? [])
      for (const result of test.results ?? []) {
        if (result.status === 'passed' || result.status === 'skipped') continue;
        failed += 1;
        console.log(
          `\n✘ ${spec.file}:${spec.line} › ${spec.title} (${result.status}, ${result.duration} ms)`,
        );
        for (const error of result.errors ?? []) {
          const text = plain(error.message ?? error.value ?? JSON.stringify(error));
          for (const line of text.split('\n').slice(0, LINES_PER_ERROR)) console.log(`    ${line}`);
          if (error.location) console.log(`    at ${error.location.file}:${error.location.line}`);
        }
      }
if (failed === 0 || (report.errors ?? []).length > 0) process.exit(1);
