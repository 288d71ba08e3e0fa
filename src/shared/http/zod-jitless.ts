// zod compiles a fast object parser with `new Function` when it may, and probes for that when each object schema is
// built: under the server's CSP (no 'unsafe-eval') the probe is reported as a violation on every page. Imported
// first by main.tsx, before any schema module runs, so zod never tries.
import { config } from 'zod/v4/core';

config({ jitless: true });
