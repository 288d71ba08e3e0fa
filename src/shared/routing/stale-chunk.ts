// After a deploy, a page opened before it asks for lazy chunks that no longer exist. The failed import reaches the
// route's error element (Vite's vite:preloadError is left alone, so it does), which reloads: the new index.html and
// its chunks come with it. sessionStorage remembers the reload, so a chunk that is really broken (or a network
// that is down) shows the error page instead of reloading forever.
const RELOADED_AT = 'saegil:stale-chunk-reload';
/** a second failure within this time after the reload is not a stale page: show the error instead */
const GUARD_MS = 60_000;

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk .* failed/i;

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  return CHUNK_FAILURE.test(message);
}

/** The page reload, replaceable in tests (jsdom cannot navigate). */
export const pageReload = { run: () => window.location.reload() };

/** Reloads the page unless it was reloaded for this a moment ago; true when it reloads. */
export function reloadOnceForNewVersion(storage: Storage = window.sessionStorage, now: number = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (now - last < GUARD_MS) return false;
    storage.setItem(RELOADED_AT, String(now));
  } catch {
    return false; // storage refused (private mode, quota): never risk a loop
  }
  pageReload.run();
  return true;
}
