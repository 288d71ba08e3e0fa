// The fuzz figures as the CLI and the test print them.
import type { FuzzFigures } from './run.ts';

export function formatFigures(f: FuzzFigures): string {
  const leaks = Object.entries(f.leaksByOperation).map(([op, n]) => `${op} ${n}`).join(', ');
  return [
    `requests ${f.requests} · operations ${f.operationsCovered}/${f.operationsTotal} (at least ${f.fewestPerOperation} each) · seed ${f.seed} · ${(f.elapsedMs / 1000).toFixed(1)} s`,
    `5xx ${f.serverErrors} · outside envelope ${f.outsideEnvelope} · undocumented ${f.undocumented} · private leaks ${f.privateLeaks}${leaks ? ` (${leaks})` : ''}`,
    ...f.samples.map((s) => `  ${s}`),
  ].join('\n');
}
