// Writes generated/regions-fallback.json, the region picker's built-in list for when GET /v1/region/all fails.
// It comes from the reference server's seed (the same codes and names the server answers with), never copied by hand;
// `npm run generate` runs this last, so `generate:check` fails when the seed and the file drift apart.
import { writeFileSync } from 'node:fs';
import { REGIONS } from '../server/seed/regions.ts';

const target = new URL('../generated/regions-fallback.json', import.meta.url);
const regions = REGIONS.map(({ regionCode, regionName }) => ({ regionCode, regionName }));
writeFileSync(target, `${JSON.stringify(regions, null, 2)}\n`);
