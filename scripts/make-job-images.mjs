// Draws the 20 job pictures (public/images/jobs/<imageSlug>.svg, linked by server/domain/job-image.ts) as flat SVG
// illustrations. Run by hand after changing a drawing: `npx node scripts/make-job-images.mjs`. SVG, not a raster: the 20
// pictures of /jobfound are 13 KB brotli in all instead of 92 KB as webp, and sharp at any screen density and text size.
// The pictures hold no text on purpose (no font to depend on), and the job name is always shown next to them.
// Cards crop to 5:3 (object-fit: cover), so every subject stays inside the middle of the 640×400 canvas.
import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { JOBS } from '../server/seed/jobs.ts';
import { CARE_DRAWINGS } from './job-images/care.mjs';
import { SERVICE_DRAWINGS } from './job-images/service.mjs';
import { BEAUTY_DRAWINGS } from './job-images/beauty.mjs';
import { MORE_DRAWINGS } from './job-images/more.mjs';

const OUT_DIR = new URL('../public/images/jobs/', import.meta.url);

// the 20 pictures, by imageSlug (shapes and palette in job-images/shapes.mjs)
const DRAWINGS = { ...CARE_DRAWINGS, ...SERVICE_DRAWINGS, ...BEAUTY_DRAWINGS, ...MORE_DRAWINGS };

// ---------- render ----------

const slugs = JOBS.map((job) => job.imageSlug);
const missing = slugs.filter((slug) => !(slug in DRAWINGS));
const unused = Object.keys(DRAWINGS).filter((slug) => !slugs.includes(slug));
if (missing.length > 0 || unused.length > 0) {
  console.error(`✖ drawings and seed disagree. missing: ${missing.join(', ') || '-'}; unused: ${unused.join(', ') || '-'}`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const job of JOBS) {
  // one line per element, no indentation: the file is what the browser gets
  const svg = DRAWINGS[job.imageSlug]().replace(/>\s+</g, '><').replace(/\s+/g, ' ');
  writeFileSync(new URL(`${job.imageSlug}.svg`, OUT_DIR), svg);
  const br = brotliCompressSync(svg).length;
  console.log(`${job.imageSlug}.svg  ${(svg.length / 1024).toFixed(1)} KB, ${(br / 1024).toFixed(1)} KB brotli  (${job.jobName})`);
}
