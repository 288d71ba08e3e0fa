// bench:web, one Lighthouse run: a route's first load with an empty cache, reduced to the figures the table prints.
// Modes: 'mobile' (the mobile preset, slow phone simulated from an unthrottled load: Lantern), 'applied' (the same
// phone applied to the load itself: DevTools throttling, what the phone really waits for) and 'desktop'.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** localStorage as the app keeps it after a login (src/shared/session/session.ts). */
function sessionStorageEntries(session) {
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    nickname: session.nickname ?? '',
    memberId: String(session.memberId ?? ''),
    userStore: JSON.stringify({ state: { regionName: session.regionName ?? '', nickname: session.nickname ?? '', userImage: '' }, version: 0 }),
  };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART...): such a run is tried again,
 *  twice; after that the sample is left out (the table says how many runs each median has). */
export async function measure(browser, site, route, mode) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(browser, site, route, mode);
    } catch (err) {
      if (attempt >= 3) {
        console.warn(`  (${err.message}; this sample is left out)`);
        return null;
      }
      console.warn(`  (${err.message}; again)`);
    }
  }
}

async function measureOnce(browser, site, route, mode) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    if (route.loggedIn && !site.session) return null;
    // a page of the origin to set its storage: empty for a visitor (Lighthouse's own reset left the logged-in run's
    // session in place, so the next round measured /login as a member's redirect to /), the session for a member;
    // Lighthouse must then keep storage as it is (the cache is cleared above)
    await page.goto(`${site.base}/favicon.svg`);
    await page.evaluate((entries) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, route.loggedIn ? sessionStorageEntries(site.session) : {});
    await cdp.send('Network.clearBrowserCache');
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
    if (mode === 'applied') flags.throttlingMethod = 'devtools';
    const url = `${site.base}${route.path(site)}`;
    const result = await lighthouse(url, flags, mode === 'desktop' ? desktopConfig : undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const sum = (pred) => requests.filter(pred).reduce((a, r) => a + (r.transferSize ?? 0), 0);
    const count = (pred) => requests.filter(pred).length;
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    return {
      perf: lhr.categories.performance.score * 100,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      transfer: sum(() => true),
      font: sum((r) => r.resourceType === 'Font'),
      js: sum((r) => r.resourceType === 'Script'),
      css: sum((r) => r.resourceType === 'Stylesheet'),
      jsReq: count((r) => r.resourceType === 'Script'),
      cssReq: count((r) => r.resourceType === 'Stylesheet'),
      fontReq: count((r) => r.resourceType === 'Font'),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).filter((t) => t.duration > 50).length,
      redirected: finalPath !== route.path(site),
    };
  } finally {
    await page.close();
  }
}
