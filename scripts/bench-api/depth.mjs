// The depth test: one request at a time, each for a page not asked before (so no answer comes from a cache), at
// three depths of each list, on the small and the large database side by side, sample by sample, so the machine's
// load weighs on both alike.
import { ACCEPT, DEPTH_LISTS, DEPTH_SAMPLES } from './config.mjs';

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: ACCEPT });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** The number of pages of each depth list on one server (ten rows a page). */
export async function pageCounts(base) {
  const counts = {};
  for (const list of DEPTH_LISTS) {
    const first = await (await fetch(`${base}${list.page(0)}`)).json();
    counts[list.name] = Math.ceil(list.total(first.data) / 10);
  }
  return counts;
}

/**
 * For each list and depth (page 0, the middle, a fixed page both sizes have): the times at [small, large], and the
 * pages asked for. `pages`: pageCounts of [small, large].
 */
export async function depthTimes(bases, pages) {
  const rows = [];
  for (const list of DEPTH_LISTS) {
    const depths = (side) => ({ 'page 0': 0, middle: Math.floor(pages[side][list.name] / 2) - DEPTH_SAMPLES, [`page ${list.fixed}`]: list.fixed });
    for (const [name] of Object.entries(depths(0))) {
      const starts = bases.map((_, side) => Math.max(0, depths(side)[name]));
      rows.push({ list: list.name, depth: name, starts, times: bases.map(() => []) });
      // warm each query path once, on a page the samples do not ask for (they ask for the next DEPTH_SAMPLES)
      for (const [side, base] of bases.entries()) await timed(`${base}${list.page(starts[side])}`);
    }
  }
  const asked = rows.flatMap((row) => row.starts.map((start, side) => Array.from({ length: DEPTH_SAMPLES }, (_, i) => `${row.list}:${side}:${start + i + 1}`)).flat());
  if (new Set(asked).size !== asked.length) console.log('  ! depth: some pages are asked twice (the second answer comes from the cache)');
  for (let i = 0; i < DEPTH_SAMPLES; i++) {
    for (const row of rows) {
      const list = DEPTH_LISTS.find((l) => l.name === row.list);
      for (const [side, base] of bases.entries()) row.times[side].push(await timed(`${base}${list.page(row.starts[side] + i + 1)}`));
    }
  }
  return rows;
}
