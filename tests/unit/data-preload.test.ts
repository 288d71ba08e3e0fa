// A data preload is only worth its bytes when the app's own request takes it: the job page's Link preload
// (server/plugins/not-found.ts, from the route table's dataPreload) must be the generated URL with api-fetch.ts's
// credentials mode, or the phone fetches twice; the screens' loaders (the route table's page modules) put the very
// queries the screens' hooks make in the cache, so the screen asks nothing again.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetJobDetailQueryKey, getGetJobDetailUrl } from '../../generated/api/job/job.ts';
import { getGetMyTodoGroupQueryKey, getGetMyTodoGroupUrl, getGetMyTodoJobsQueryKey, getGetMyTodoJobsUrl } from '../../generated/api/my-dream/my-dream.ts';
import { getGetRecruitListQueryKey } from '../../generated/api/recruit/recruit.ts';
import { getGetTrainingListQueryKey } from '../../generated/api/training/training.ts';
import { createRoutes, FIRST_LOAD_WAIT_MS } from '../../src/app/router.tsx';
import { ROUTES, SCREENS, screenPageMap } from '../../src/shared/routing/routes.ts';
import { dataPreloadFor } from '../../server/plugins/not-found.ts';
import { recruitListParams, readRecruitAddress } from '../../src/features/recruit/recruit-filter.ts';
import { readTrainingAddress, trainingListParams } from '../../src/features/training/training-filter.ts';

// the server's page map as the build writes it from the route table (scripts/write-pages.ts)
const pages = screenPageMap(SCREENS);

describe('data preload of a screen’s page', () => {
  it('names exactly the request JobInfoPage makes for the id in the path', () => {
    for (const [path, id] of [['/jobinfo/7', 7], ['/jobinfo/007/', 7], ['/jobinfo/123456789012345', 123456789012345]] as const) {
      expect(dataPreloadFor(pages, path), path).toBe(`<${getGetJobDetailUrl(id)}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    }
  });

  it('preloads nothing for a path whose screen makes no such request (parseRouteId refuses it) or another screen', () => {
    for (const path of ['/jobinfo/0', '/jobinfo/abc', '/jobinfo/1/x', '/jobinfo/1234567890123456', '/jobfound', '/others/3']) {
      expect(dataPreloadFor(pages, path), path).toBeNull();
    }
  });
});

/** the loader's query is the hook's: the same key (its answer may fail the schema here: only the key matters) */
const cached = (queryClient: QueryClient, queryKey: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey, exact: true }) !== undefined;

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, timestamp: '2026-11-28T00:00:00.000Z', data }), { status: 200 });

/** Opens `path` in a router of the app's routes (no rendering) and returns what it asked for and the cache. */
async function open(path: string, answer: (url: string) => Promise<Response> = async () => ok([])) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    asked.push(url);
    return answer(url);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  router.dispose();
  return { asked, queryClient };
}

describe('the data a screen asks for first, started by its route’s loader', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('a member’s /mytodo/list: exactly the GETs TodoListPage makes first (useGetMyTodoJobs, useGetMyTodoGroup), in its cache', async () => {
    localStorage.setItem('accessToken', 'tok');
    const { asked, queryClient } = await open(ROUTES.myTodoList.path);
    expect(asked.sort()).toEqual([getGetMyTodoJobsUrl(), getGetMyTodoGroupUrl()].sort());
    expect(cached(queryClient, getGetMyTodoJobsQueryKey()), 'in the cache under the hook’s key').toBe(true);
    expect(cached(queryClient, getGetMyTodoGroupQueryKey()), 'in the cache under the hook’s key').toBe(true);
  });

  it('a visitor on /mytodo/list asks nothing (RequireLogin sends them home)', async () => {
    const { asked } = await open(ROUTES.myTodoList.path);
    expect(asked).toEqual([]);
  });

  it('a job’s page: the job of the path, as JobInfoPage reads it; none for an id it refuses', async () => {
    const { asked, queryClient } = await open('/jobinfo/007');
    expect(asked).toEqual([getGetJobDetailUrl(7)]);
    expect(cached(queryClient, getGetJobDetailQueryKey(7)), 'in the cache under the hook’s key').toBe(true);
    expect((await open('/jobinfo/0')).asked).toEqual([]);
  });

  it('the searches: the first page the address asks for, under the key the screens’ hooks use', async () => {
    const recruit = '/jobsearch?job=%EB%B0%94%EB%A6%AC%EC%8A%A4%ED%83%80&page=2';
    const r = await open(recruit);
    const recruitParams = recruitListParams(readRecruitAddress(new URL(recruit, 'http://x').searchParams));
    expect(recruitParams).toMatchObject({ keyWord: '바리스타', pageNum: 1 });
    expect(r.asked).toHaveLength(1);
    expect(cached(r.queryClient, getGetRecruitListQueryKey(recruitParams)), 'in the cache under the hook’s key').toBe(true);
    const t = await open('/learning');
    expect(t.asked).toHaveLength(1);
    expect(cached(t.queryClient, getGetTrainingListQueryKey(trainingListParams(readTrainingAddress(new URLSearchParams())))), 'in the cache under the hook’s key').toBe(true);
  });

  it('a failed request neither holds the screen back nor reaches the reader raw: the screen’s query reports it', async () => {
    localStorage.setItem('accessToken', 'tok');
    const failing = async () => new Response(JSON.stringify({ success: false, code: 'INTERNAL_ERROR', message: '서버에 문제가 생겼어요.' }), { status: 500 });
    const { queryClient } = await open(ROUTES.myTodoList.path, failing);
    expect(queryClient.getQueryState(getGetMyTodoGroupQueryKey())?.status).toBe('error');
  });

  it('the loader does not wait for the data: the route is ready while the answer is still on its way', async () => {
    localStorage.setItem('accessToken', 'tok');
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const router = createMemoryRouter(createRoutes(new QueryClient()), { initialEntries: [ROUTES.myTodoList.path] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    expect(router.state.errors).toBeNull();
    router.dispose();
  });

  it('on the page’s first load a job’s page waits for the job its page already shows, at most FIRST_LOAD_WAIT_MS', async () => {
    let answer = (_: Response) => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(createRoutes(queryClient, { done: false }), { initialEntries: ['/jobinfo/7'] });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.initialized, 'still waiting for the job').toBe(false);
    answer(ok({ jobId: 7 }));
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(queryClient.getQueryState(getGetJobDetailQueryKey(7))?.status, 'the app’s first render has the job').not.toBe('pending');
    router.dispose();

    // an answer that does not come holds the first load back no longer than FIRST_LOAD_WAIT_MS
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const started = performance.now();
    const slow = createMemoryRouter(createRoutes(new QueryClient(), { done: false }), { initialEntries: ['/jobinfo/8'] });
    await vi.waitFor(() => expect(slow.state.initialized).toBe(true), { timeout: 10_000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(FIRST_LOAD_WAIT_MS - 50);
    slow.dispose();
  });

  it('on the first load too, a screen whose page does not show its data does not wait for it (the to-do lists)', async () => {
    localStorage.setItem('accessToken', 'tok');
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const router = createMemoryRouter(createRoutes(new QueryClient(), { done: false }), { initialEntries: [ROUTES.myTodoList.path] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: FIRST_LOAD_WAIT_MS / 2 });
    router.dispose();
  });
});
