// A data preload is only worth its bytes when the app's own request takes it: the job page's Link preload
// (server/plugins/not-found.ts) must be the generated URL with api-fetch.ts's credentials mode, or the phone fetches
// twice; the member screens' early requests (first-paint.ts) are handed over by path, so their paths must be the hooks'.
import { describe, expect, it } from 'vitest';
import { getGetJobDetailUrl } from '../../generated/api/job/job.ts';
import { getGetMyTodoGroupUrl, getGetMyTodoJobsUrl } from '../../generated/api/my-dream/my-dream.ts';
import { MEMBER_DATA_PRELOADS } from '../../src/app/route-preloads.ts';
import { paths } from '../../src/shared/routing/paths.ts';
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

describe('early requests of a member’s screen', () => {
  it('are exactly the GETs TodoListPage makes first (useGetMyTodoJobs, useGetMyTodoGroup)', () => {
    expect(Object.fromEntries(MEMBER_DATA_PRELOADS)).toEqual({ [paths.myTodoList]: [getGetMyTodoJobsUrl(), getGetMyTodoGroupUrl()] });
  });
});
