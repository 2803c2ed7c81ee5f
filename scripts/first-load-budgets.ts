/**
 * The most first-load JavaScript each route may send, in KB gzip (1 KB = 1,024 bytes), measured by
 * scripts/first-load.ts. `npm run budgets` fails CI when a route passes its budget (issue 42); the
 * benchmark (tests/bench/first-load.ts) reports against the same figures. A budget is raised only
 * with a reason in docs/performance.md.
 */
export const FIRST_LOAD_BUDGETS_KB = {
  login: 130,
  callerExtra: 90,
  phone: 60,
  // Set from the TV's first load on the day CI began holding it (262.2 KB) plus a little headroom.
  tv: 270,
} as const;

export type BudgetedRoute = keyof typeof FIRST_LOAD_BUDGETS_KB;
