// zod compiles a fast object parser with `new Function` when it may, and probes for that when each object schema is
// built: under the server's CSP (no 'unsafe-eval') the probe is reported as a violation on every page. Imported
// first by main.tsx, before any schema module runs, so zod never tries. zod keeps its settings on
// `globalThis.__zod_globalConfig` (zod/v4/core/core.js, created only when missing), so setting the flag there needs
// none of zod's code in the entry chunk (importing `config` from zod/v4/core put 10 KB of it there).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
