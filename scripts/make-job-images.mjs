// Draws the 20 job pictures (public/images/jobs/<imageSlug>.webp, linked by server/domain/job-image.ts) as flat SVG
// illustrations and converts them with sharp. Run by hand after changing a drawing: `npx node scripts/make-job-images.mjs`.
// The pictures hold no text on purpose: the SVG renderer has no Korean font, and the job name is always shown next to them.
// Cards crop to 5:3 (object-fit: cover), so every subject stays inside the middle of the 640×400 canvas.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
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
  const svg = DRAWINGS[job.imageSlug]();
  const target = new URL(`${job.imageSlug}.webp`, OUT_DIR);
  const info = await sharp(Buffer.from(svg)).webp({ quality: 70, effort: 6 }).toFile(target.pathname);
  console.log(`${job.imageSlug}.webp  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(1)} KB  (${job.jobName})`);
}
