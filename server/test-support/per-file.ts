// The test app of one test file, built before its tests and closed after them: `const t = useTestApp();` at the top
// level of the file (a beforeAll of the file's own runs after it, so it may use `t`).
import { afterAll, beforeAll } from 'vitest';
import { JOBS } from '../seed/jobs.ts';
import { buildTestApp } from './test-app.ts';
import type { BuildTestAppOptions, TestApp } from './test-app.ts';

export function useTestApp(options: BuildTestAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await buildTestApp(options));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/** The sign-up, login and refresh calls as plain answers, for tests of what they accept and refuse. */
export const authCalls = (t: TestApp) => ({
  signUp: (payload: unknown) => t.call({ method: 'POST', url: '/v1/member/auth/sign-up', payload: payload as object }),
  login: (payload: unknown) => t.call({ method: 'POST', url: '/v1/member/auth/login', payload: payload as object }),
  refresh: (refreshToken: string) => t.call({ method: 'POST', url: '/v1/member/auth/refresh', payload: { refreshToken } }),
});

/** The seeded id of a job, by its Korean name. */
export const jobIdOf = (name: string) => JOBS.findIndex((job) => job.jobName === name) + 1;
