// `npm test`: every check the project has, in order, then one closing line "N passed, N failed".
// Static checks count as one test each; vitest and Playwright contribute their real test counts.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { run } from './lib.mjs';

const reportDir = '.test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function check(name, cmd, args) {
  console.log(`\n▶ ${name}`);
  const code = await run(cmd, args);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

async function suite(name, cmd, args, env, count) {
  console.log(`\n▶ ${name}`);
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key]; // null = unset
  const code = await run(cmd, args, { env: merged });
  const counts = count();
  if (!counts) {
    failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed > 0 || code !== 0) failures.push(name);
  if (code !== 0 && counts.failed === 0) failed += 1; // a runner that failed without a failing test still fails
}

await check('lint', 'npm', ['run', '-s', 'lint']);
await check('typecheck', 'npm', ['run', '-s', 'typecheck']);
await check('contract lint', 'npm', ['run', '-s', 'contract:lint']);
await check('generated drift', 'npm', ['run', '-s', 'generate:check']);
await check('production install', 'npm', ['run', '-s', 'check:production']);
const vitestCounts = (file) => () => {
  const r = readJson(file);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests };
};
const vitest = (name, file, projects, env, extra = []) =>
  suite(
    name,
    'npx',
    ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
    vitestCounts(file),
  );
// Database tests run on the embedded PGlite always, and once more on PostgreSQL when DATABASE_URL is set (CI sets it).
// The server project includes the bounded fuzz run (server/fuzz/fuzz.test.ts, the same run as `npm run fuzz`), so it
// counts on both databases.
await vitest('vitest (unit, contract, server on PGlite)', `${reportDir}/vitest.json`, ['unit', 'contract', 'server'], { DATABASE_URL: null });
if (process.env.DATABASE_URL) {
  // The embedded database's own tests (a data folder's lock, kill -9 and restart) start PGlite servers whatever
  // DATABASE_URL says: a second run would test the same thing (they were 141 of the PostgreSQL run's 332 s of tests).
  const embeddedOnly = ['server/db/durability.test.ts', 'server/db/lock.test.ts'];
  await vitest('vitest (server on PostgreSQL)', `${reportDir}/vitest-pg.json`, ['server'], { DATABASE_URL: process.env.DATABASE_URL }, embeddedOnly.flatMap((f) => ['--exclude', f]));
}
await suite('playwright', 'npm', ['run', '-s', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json` }, () => {
  const r = readJson(`${reportDir}/playwright.json`);
  return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
});

if (failures.length) console.log(`\n✖ 실패: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
