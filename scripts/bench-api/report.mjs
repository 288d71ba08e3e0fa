// The bench's tables: per database as it finishes, then every database side by side with the goals beside them.
import { CONNECTIONS, GOALS, ROUNDS, SCALE, SECONDS } from './config.mjs';
import { mark, median, summary } from './stats.mjs';

const pad = (s, n) => String(s).padEnd(n);

export function printDepth(label, sizes, rows) {
  console.log(`\n${label}: one page, ${rows[0]?.times[0].length} distinct pages per depth (never cached), ms median (min–max)`);
  console.log(`${pad('list', 10)} ${pad('depth', 10)} ${pad(`${sizes[0].toLocaleString()} postings`, 30)} ${pad(`${sizes[1].toLocaleString()} postings`, 30)} ratio of medians`);
  for (const row of rows) {
    const cell = (side) => `${row.depth === 'middle' ? `p${row.starts[side] + 1}+ ` : ''}${summary(row.times[side])}`;
    console.log(`${pad(row.list, 10)} ${pad(row.depth, 10)} ${pad(cell(0), 30)} ${pad(cell(1), 30)} ${(median(row.times[1]) / median(row.times[0])).toFixed(2)}×`);
  }
}

export function printThroughput(label, calls) {
  console.log(`\n${label}: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s — median (min–max)`);
  console.log(`${pad('call', 30)} ${pad('share of ceiling', 22)} ${pad('server req/s', 13)} ${pad('ceiling req/s', 14)} ${pad('p50 ms', 14)} ${pad('p99 ms', 18)} ${pad('ceiling p99', 12)} answer`);
  for (const { ep, runs, answer } of calls) {
    const of = (key) => runs.map((r) => r[key]);
    console.log(
      `${pad(ep.name, 30)} ${pad(`${summary(of('share'))} %`, 22)} ${pad(Math.round(median(of('rps'))), 13)} ${pad(Math.round(median(of('top'))), 14)} ${pad(summary(of('p50'), 0), 14)} ${pad(summary(of('p99'), 0), 18)} ${pad(median(of('topP99')).toFixed(0), 12)} ${answer}`,
    );
  }
}

/** One line per call with every database's share and p50/p99, a ✓ or ✗ against the goals, then depth and memory. */
export function printSummary(results) {
  if (results.length === 0) return;
  console.log(`\nSummary, median (min–max) of ${ROUNDS} rounds; goals: share ≥ ${GOALS.share} %, p99 ≤ ${GOALS.p99} ms (login excepted), depth ≤ ${GOALS.depth}× at ${SCALE}× the data, peak RSS ≤ ${GOALS.rssMb} MB (PGlite)`);
  console.log(`${pad('call', 30)} ${results.map((r) => pad(`${r.label}: share % | p50 / p99 ms (bare server's p99)`, 52)).join(' ')}`);
  for (const [i, { ep }] of results[0].calls.entries()) {
    const cells = results.map(({ calls }) => {
      const runs = calls[i].runs;
      const share = runs.map((r) => r.share);
      const p99 = runs.map((r) => r.p99);
      const ok = (median(share) >= GOALS.share && median(p99) <= GOALS.p99) || ep.excepted;
      const cell = `${summary(share)} | ${median(runs.map((r) => r.p50)).toFixed(0)} / ${summary(p99, 0)} (bare ${median(runs.map((r) => r.topP99)).toFixed(0)})`;
      return pad(`${ep.excepted ? ' ' : mark(ok)} ${cell}`, 52);
    });
    console.log(`${pad(ep.name + (ep.excepted ? ' (excepted)' : ''), 30)} ${cells.join(' ')}`);
  }
  for (const [i, row] of results[0].depth.entries()) {
    const cells = results.map(({ depth }) => {
      const ratio = median(depth[i].times[1]) / median(depth[i].times[0]);
      return pad(`${mark(ratio <= GOALS.depth)} ${ratio.toFixed(2)}× (${median(depth[i].times[0]).toFixed(1)} → ${median(depth[i].times[1]).toFixed(1)} ms)`, 52);
    });
    console.log(`${pad(`depth: ${row.list} ${row.depth}`, 30)} ${cells.join(' ')}`);
  }
  const rss = results.map(({ label, memory }) => pad(`${label === 'PGlite' ? mark(memory.peak <= GOALS.rssMb) : ' '} ${memory.peak} MB`, 52));
  console.log(`${pad('server peak RSS under load', 30)} ${rss.join(' ')}`);
}
