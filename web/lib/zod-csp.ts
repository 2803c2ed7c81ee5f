// zod probes `new Function` to speed up parsing; under our CSP (no 'unsafe-eval') that probe is
// reported as a violation, so parse without it. zod keeps its settings on this global (the object
// `config()` writes to) and reads `jitless` when a schema is built: setting it here, before any
// schema exists, keeps zod itself out of the first load (docs/decisions/018-forms.md).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
