import { config } from 'zod/v4/core';

// zod probes `new Function` to speed up parsing; under our CSP (no 'unsafe-eval') that probe is
// reported as a violation, so parse without it.
config({ jitless: true });
