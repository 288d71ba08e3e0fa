// The job pictures the API links to are the build's own SVG files: one per seeded job, and nothing in them that could
// run, load or show text (they are only ever shown through <img>, but a file opened on its own must be as harmless).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOBS } from '../seed/jobs.ts';

const pictureOf = (slug: string) => readFileSync(new URL(`../../public/images/jobs/${slug}.svg`, import.meta.url), 'utf8');

describe('job pictures', () => {
  it.each(JOBS.map((job) => [job.jobName, job.imageSlug]))('%s has its picture (%s.svg): a 640×400 drawing and nothing else', (_name, slug) => {
    const svg = pictureOf(slug);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="400" viewBox="0 0 640 400">/);
    expect(svg).toMatch(/<\/svg>$/);
    // no scripts, event handlers, links, embedded documents, styles or text
    expect(svg).not.toMatch(/<(script|foreignObject|a|use|image|style|text|iframe)\b|\son[a-z]+=|href|url\(|javascript:/i);
  });
});
