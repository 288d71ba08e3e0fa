// `npm run bench:api`: API throughput and latency on 100 000 postings, on PGlite and on PostgreSQL, side by side
// with a bare node:http server answering the very same bytes (the machine's ceiling); the cost of a page at three
// depths with 10 000 and 100 000 postings; the server's peak RSS; the alert digest round for 100 000 members on
// PostgreSQL (scripts/bench-api/alerts.mjs). A script that prints figures, not a test.
// PostgreSQL is used when it answers on 127.0.0.1:5432 (or BENCH_DATABASE_URL); fresh databases are made and dropped.
//
// The machine is shared: every figure is the median of BENCH_ROUNDS interleaved runs (server, ceiling, next call…),
// with the spread (min–max) beside it, and each run is short (BENCH_SECONDS). Requests ask for br/gzip as a browser
// does; the ceiling answers the bytes (and content-encoding) the server sent. Settings: scripts/bench-api/config.mjs.
import { alertRound, printAlertRound } from './bench-api/alerts.mjs';
import { COURSES, ONLY, POSTINGS, SCALE } from './bench-api/config.mjs';
import { depthTimes, pageCounts } from './bench-api/depth.mjs';
import { throughput } from './bench-api/load.mjs';
import { printDepth, printSummary, printThroughput } from './bench-api/report.mjs';
import { pgliteDatabases, postgresDatabases, startServer } from './bench-api/servers.mjs';

const sizes = [
  { postings: Math.round(POSTINGS / SCALE), courses: Math.round(COURSES / SCALE) },
  { postings: POSTINGS, courses: COURSES },
];

async function benchmark(databases) {
  const { label } = databases;
  const servers = [];
  try {
    for (const size of sizes) servers.push(await startServer(`${label} ${size.postings.toLocaleString()}`, databases.envFor(), size));
    const bases = servers.map((s) => s.base);
    const pages = await Promise.all(bases.map(pageCounts));
    const depth = await depthTimes(bases, pages);
    await servers[0].stop();
    printDepth(label, sizes.map((s) => s.postings), depth);
    servers[1].resetPeak();
    const calls = await throughput(label, bases[1], pages[1]);
    printThroughput(label, calls);
    const memory = await servers[1].stop();
    console.log(`${label}: server peak RSS under load ${memory.peak} MB (RSS at the end ${memory.now} MB)`);
    return { label, calls, depth, memory };
  } finally {
    for (const server of servers) await server.stop();
    databases.cleanup();
  }
}

const results = [];
for (const databases of [pgliteDatabases(), postgresDatabases()]) {
  if (ONLY && ONLY !== databases.label.toLowerCase()) continue;
  if (!databases.available()) {
    console.log(`\n${databases.label}: not reachable at ${databases.adminUrl} — skipped (set BENCH_DATABASE_URL)`);
    continue;
  }
  results.push(await benchmark(databases));
}
printSummary(results);

// the alert digest round at 100 000 members (issue 23), on PostgreSQL only: the scale it is meant for
const postgresForAlerts = postgresDatabases();
if (ONLY !== 'pglite' && postgresForAlerts.available()) {
  try {
    printAlertRound('PostgreSQL', alertRound(postgresForAlerts));
  } finally {
    postgresForAlerts.cleanup();
  }
}
