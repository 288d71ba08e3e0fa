// npm run fuzz [-- --seed N --seconds S]: a fresh database (PGlite in memory, or a new PostgreSQL database when
// DATABASE_URL is set), the whole app with every reply checked against the contract, and the fuzz over every
// operation. Prints the figures; exits 1 on any 5xx, answer outside the envelope, undocumented status or private leak.
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { createTestDatabase } from '../test-support/database.ts';
import { fuzz } from './run.ts';
import { formatFigures } from './figures.ts';

const { values } = parseArgs({ options: { seed: { type: 'string', default: '20261125' }, seconds: { type: 'string', default: '90' } } });

const database = await createTestDatabase();
const app = await buildApp({ db: database.db, kind: database.kind, validateResponses: true, rateLimit: false });
try {
  const figures = await fuzz(app, { seed: Number(values.seed), budgetMs: Number(values.seconds) * 1000, log: console.log });
  console.log(`fuzz (${database.kind})\n${formatFigures(figures)}`);
  process.exitCode = figures.serverErrors + figures.outsideEnvelope + figures.undocumented + figures.privateLeaks > 0 ? 1 : 0;
} finally {
  await app.close().catch(() => {});
  await database.close();
}
