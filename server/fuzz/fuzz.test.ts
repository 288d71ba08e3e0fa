// The bounded fuzz run of `npm test` (on PGlite, and on PostgreSQL when DATABASE_URL is set): every operation with
// bad input by every kind of caller; the figures are printed and must be zero.
import { expect, it } from 'vitest';
import { useTestApp } from '../test-support/index.ts';
import { formatFigures } from './figures.ts';
import { fuzz } from './run.ts';

const t = useTestApp();

it('answers every bad input in the envelope with a documented status, never 5xx, never a private to-do to others', { timeout: 240_000 }, async () => {
  const figures = await fuzz(t.app, { seed: 20261125, budgetMs: 100_000 });
  console.log(`fuzz (${t.database.kind})\n${formatFigures(figures)}`);
  expect(figures.operationsCovered).toBe(figures.operationsTotal);
  // a slow or busy database may be cut short by the budget, but every operation gets its share: its valid calls by
  // all 8 kinds of caller come first, then its bad inputs
  expect(figures.fewestPerOperation).toBeGreaterThanOrEqual(12);
  expect(figures.serverErrors).toBe(0);
  expect(figures.outsideEnvelope).toBe(0);
  expect(figures.undocumented).toBe(0);
  expect(figures.privateLeaks).toBe(0);
  expect(figures.leaksByOperation).toEqual({});
});
