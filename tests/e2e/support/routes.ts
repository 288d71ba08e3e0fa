// Routing the app's `/v1` calls in the mock specs: ask Prism for a named example or an error (Prefer header), answer a
// call ourselves, or drop the connection. A target is a `/v1` path ('member/info', matched with any query) or a glob.
import type { Page, Request, Route } from '@playwright/test';

export type Target = string;
/** Which method to touch: one (`'GET'`, `'POST'`…), or every method when left out. */
export type Method = string | undefined;
type JsonBody = { [key: string]: unknown } | unknown[];

const glob = (target: Target) => (target.startsWith('**') ? target : `**/v1/${target}*`);

async function on(page: Page, target: Target, method: Method, handle: (route: Route) => Promise<void>) {
  await page.route(glob(target), (route) =>
    method && route.request().method() !== method ? route.fallback() : handle(route),
  );
}

/** Prism answers the matching call with the status or named example asked for (`code=404, dynamic=false`, `example=empty`). */
export async function prefer(page: Page, target: Target, value: string, method?: Method) {
  await on(page, target, method, (route) => route.continue({ headers: { ...route.request().headers(), prefer: value } }));
}

/** Prism's named examples for several calls at once: `{ glob or path: 'example=…' }`. */
export async function preferEach(page: Page, values: Record<Target, string>) {
  for (const [target, value] of Object.entries(values)) await prefer(page, target, value);
}

/** Answers the call ourselves with a JSON body (or one made from the request), for states Prism cannot produce. */
export async function answer(
  page: Page,
  target: Target,
  body: JsonBody | ((request: Request) => JsonBody),
  { status = 200, method }: { status?: number; method?: Method } = {},
) {
  await on(page, target, method, (route) => {
    const json = typeof body === 'function' ? body(route.request()) : body;
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(json) });
  });
}

/** The connection drops: the request itself fails. */
export async function dropConnection(page: Page, target: Target, method?: Method) {
  await on(page, target, method, (route) => route.abort('connectionfailed'));
}

/** The decoded query of a request. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">' +
  '<rect width="400" height="240" fill="#d9cdf7"/><circle cx="200" cy="105" r="46" fill="#5b2fc9"/>' +
  '<rect x="120" y="165" width="160" height="22" rx="11" fill="#5b2fc9"/></svg>';
const PLAYER_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>YouTube player (test stand-in)</title></head>' +
  '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#181818;color:#fff;font:20px sans-serif">' +
  '<p>&#9654; YouTube player (test stand-in)</p></body></html>';

/**
 * The test machine has no way out to the internet: images from elsewhere (Prism's faker addresses) get a placeholder,
 * the embedded YouTube player a small local page, anything else is refused. The app and its API are never stubbed.
 */
export async function stubOutside(page: Page) {
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      const type = route.request().resourceType();
      if (type === 'image') return route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE });
      if (type === 'document') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: PLAYER_PAGE });
      return route.abort();
    },
  );
}
