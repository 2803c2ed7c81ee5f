// The web build's `zod` (vite.config.ts aliases it here): zod probes `new Function` to speed up
// parsing, and under our CSP (no 'unsafe-eval') that probe is reported as a violation, so zod
// parses without it. Configured where zod is loaded, not in the entry: the login screen and
// other routes without forms do not download zod at all.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
