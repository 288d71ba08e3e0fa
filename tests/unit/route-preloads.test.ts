import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patternSource, ROUTE_PRELOADS } from '../../src/app/route-preloads.ts';

const router = readFileSync(join(process.cwd(), 'src/app/router.tsx'), 'utf8');
const lazyModules = [...router.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => m[1]);
const listed = new Set(ROUTE_PRELOADS.flatMap(([, modules]) => modules));

describe('route preloads', () => {
  it('list every screen the router loads lazily, and only modules that exist', () => {
    expect(lazyModules.length).toBeGreaterThan(10);
    for (const module of lazyModules) expect(listed, module).toContain(module);
    for (const module of listed) expect(() => readFileSync(join(process.cwd(), 'src', module)), module).not.toThrow();
  });

  it('match whole paths, ids as one segment', () => {
    const match = (pattern: string, path: string) => new RegExp(patternSource(pattern)).test(path);
    expect(match('/', '/')).toBe(true);
    expect(match('/', '/login')).toBe(false);
    expect(match('/login', '/login/')).toBe(true);
    expect(match('/login', '/loginx')).toBe(false);
    expect(match('/jobinfo/:id', '/jobinfo/12')).toBe(true);
    expect(match('/jobinfo/:id', '/jobinfo/12/x')).toBe(false);
    expect(match('/mytodo/scrap/:kind', '/mytodo/scrap/job')).toBe(true);
  });
});
