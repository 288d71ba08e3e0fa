// The route table (src/shared/routing/routes.ts) is the one place a route is written: the router is built from it and
// names no path of its own, each screen's page names a module the router can load, and the modules the build preloads
// with each screen's page (vite-pages.ts) are the table's.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes, SCREEN_MODULES } from '../../src/app/router.tsx';
import { MY_TODO_FRAME, pageModule, patternSource, ROUTES, SCREENS, screenModules } from '../../src/shared/routing/routes.ts';

const pages: (typeof SCREENS)[number]['page'][] = [...SCREENS.map((s) => s.page), MY_TODO_FRAME];
const lazyModules = pages.map((page) => pageModule(page)[0]);
const listed = new Set(SCREENS.flatMap(screenModules));

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);
}

describe('route preloads', () => {
  it('list every screen the router loads lazily, and only modules that exist', async () => {
    expect(lazyModules.length).toBeGreaterThan(10);
    for (const module of lazyModules) expect(listed, module).toContain(module);
    for (const module of listed) expect(existsSync(join(process.cwd(), 'src', module)), module).toBe(true);
    // each page is a module the router loads, with the export the table names
    for (const page of pages) {
      const [module, name] = pageModule(page);
      const load = SCREEN_MODULES[`../${module}`];
      expect(load, module).toBeDefined();
      expect(typeof (await load?.())?.[name], page).toBe('function');
    }
  });

  it('the router declares only the table’s paths (and the catch-all)', () => {
    const declared = pathsOf(createRoutes(null));
    const table = new Set<string>(Object.values(ROUTES).map((r) => r.path));
    expect(declared.filter((path) => !table.has(path) && path !== '*')).toEqual([]);
    // every route of the table is in the router (home is its layout's index, /mytodo the frame's path)
    for (const { path } of Object.values(ROUTES)) if (path !== ROUTES.home.path) expect(declared, path).toContain(path);
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
