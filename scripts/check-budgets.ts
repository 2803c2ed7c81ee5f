// `npm run budgets`, after `npm run build`: each route's first-load JavaScript against its budget
// (scripts/first-load-budgets.ts). Exit code 1 when one is over, with its largest chunks.
// Run: node --import tsx scripts/check-budgets.ts
import { fileURLToPath } from 'node:url';
import { readFirstLoads, type FirstLoad } from './first-load';
import { FIRST_LOAD_BUDGETS_KB, type BudgetedRoute } from './first-load-budgets';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const loads = readFirstLoads(dist);

const routes: Record<BudgetedRoute, { label: string; load: FirstLoad }> = {
  login: { label: 'login (/)', load: loads.login },
  callerExtra: { label: 'caller screen adds (/play)', load: loads.callerExtra },
  phone: { label: 'phone page (card.html, Amharic)', load: loads.phone },
  tv: { label: 'TV (/tv, Amharic)', load: loads.tv },
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(32) : cell.padStart(10))).join('  ');

console.log('First-load JavaScript, gzip (budgets: scripts/first-load-budgets.ts)\n');
console.log(row(['route', 'size', 'budget', 'margin', 'files', '']));
const over: BudgetedRoute[] = [];
for (const [route, { label, load }] of Object.entries(routes) as [
  BudgetedRoute,
  (typeof routes)[BudgetedRoute],
][]) {
  const budget = FIRST_LOAD_BUDGETS_KB[route] * 1024;
  const margin = budget - load.bytes;
  if (margin < 0) over.push(route);
  const marginText = margin < 0 ? `-${kb(-margin)}` : kb(margin);
  const cells = [label, kb(load.bytes), kb(budget), marginText, String(load.chunks.size)];
  console.log(row([...cells, margin < 0 ? 'OVER' : 'ok']));
}

for (const route of over) {
  const { label, load } = routes[route];
  console.log(`\n${label} is over its budget; its largest chunks (gzip):`);
  const largest = [...load.chunks].sort(([, a], [, b]) => b - a).slice(0, 8);
  for (const [file, bytes] of largest) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
}

if (over.length > 0) {
  console.log(`\nOver budget: ${over.join(', ')}. See docs/performance.md, "Round 4: budgets".`);
  process.exitCode = 1;
} else {
  console.log('\nEvery route is within its budget.');
}
