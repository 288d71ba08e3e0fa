import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_ERROR_TEXT, ROUTE_ERROR_TITLE, RouteErrorPage } from '../../src/app/RouteErrorPage.tsx';
import { isStaleChunkError, pageReload, reloadOnceForNewVersion } from '../../src/shared/routing/stale-chunk.ts';

const staleChunk = () => new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/HomePage-3f2a.js');

let reloads = 0;
beforeEach(() => {
  reloads = 0;
  vi.spyOn(pageReload, 'run').mockImplementation(() => {
    reloads += 1;
  });
  // react-router reports a caught route error on the console in development; that report is expected here
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(console.warn).mockImplementation(() => {});
});
afterEach(() => sessionStorage.clear());

function renderRoute(route: { lazy?: () => Promise<never>; Component?: () => never }) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorPage />, ...route }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('stale chunks after a deploy', () => {
  it('tells a chunk that failed to load from other errors', () => {
    expect(isStaleChunkError(staleChunk())).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleChunkError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });

  it('reloads once, then not again within a minute (no loop), then again later', () => {
    const start = 1_800_000_000_000;
    expect(reloadOnceForNewVersion(sessionStorage, start)).toBe(true);
    expect(reloadOnceForNewVersion(sessionStorage, start + 5_000)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadOnceForNewVersion(sessionStorage, start + 61_000)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('a lazy screen whose chunk is gone reloads the page once; failing again shows the Korean error page', async () => {
    const lazy = () => Promise.reject(staleChunk());
    const first = renderRoute({ lazy });
    await vi.waitFor(() => expect(reloads).toBe(1));
    expect(screen.queryByText(ROUTE_ERROR_TITLE)).toBeNull();
    first.unmount();

    // the reloaded page fails the same way: no second reload
    renderRoute({ lazy });
    expect(await screen.findByRole('heading', { name: ROUTE_ERROR_TITLE })).toBeTruthy();
    expect(reloads).toBe(1);
  });
});

describe('route error element', () => {
  it('shows a crash in plain Korean with 다시 시도 and 홈으로, never react-router’s English page', async () => {
    renderRoute({
      Component: () => {
        throw new Error('boom at /src/features/x.tsx');
      },
    });
    expect(await screen.findByRole('heading', { name: ROUTE_ERROR_TITLE })).toBeTruthy();
    expect(screen.getByText(ROUTE_ERROR_TEXT)).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error|boom/)).toBeNull();
    screen.getByRole('button', { name: '다시 시도' }).click();
    expect(reloads).toBe(1);
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });
});
