// The job page's Link preload (server/plugins/not-found.ts) is only worth its bytes when the browser hands it to the
// app's own fetch: same URL (the generated one) and credentials mode (api-fetch.ts), or the phone fetches twice.
import { describe, expect, it } from 'vitest';
import { getGetJobDetailUrl } from '../../generated/api/job/job.ts';
import { dataPreloadFor } from '../../server/plugins/not-found.ts';

describe('data preload of a screen’s page', () => {
  it('names exactly the request JobInfoPage makes for the id in the path', () => {
    for (const [path, id] of [['/jobinfo/7', 7], ['/jobinfo/007/', 7], ['/jobinfo/123456789012345', 123456789012345]] as const) {
      expect(dataPreloadFor(path), path).toBe(`<${getGetJobDetailUrl(id)}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    }
  });

  it('preloads nothing for a path whose screen makes no such request (parseRouteId refuses it) or another screen', () => {
    for (const path of ['/jobinfo/0', '/jobinfo/abc', '/jobinfo/1/x', '/jobinfo/1234567890123456', '/jobfound', '/others/3']) {
      expect(dataPreloadFor(path), path).toBeNull();
    }
  });
});
