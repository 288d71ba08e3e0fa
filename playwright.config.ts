import { defineConfig, devices } from '@playwright/test';

// Ports and the Chromium path come from scripts/e2e.mjs (free ports, Debian's Chromium); the defaults are for
// running `npx playwright test` by hand.
const MOCK_PORT = Number((process.env.MOCK_PORT ??= '4010'));
const PREVIEW_PORT = Number((process.env.PREVIEW_PORT ??= '4173'));
// the reference server (app + API on one origin) on a fresh embedded database, for the `live` project
const LIVE_PORT = Number((process.env.LIVE_PORT ??= '4180'));
const LIVE_DATA_DIR = (process.env.LIVE_DATA_DIR ??= 'data/e2e-live');
// a local 카카오 for the live project's social sign-in journey (scripts/local-social-providers.ts, issue 27)
const LOCAL_KAKAO_PORT = Number((process.env.LOCAL_KAKAO_PORT ??= String(LIVE_PORT + 10)));
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // per run (scripts/e2e.mjs), so parallel runs never clean each other's artifacts; screenshots the tests take on
  // purpose go to test-results/screenshots
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // one retry in CI, reported as flaky in the run's list (so a flake is seen, not hidden): two browsers, Prism and two
  // servers share two cores there. Known flakes get fixed (plan-search-history read the sort before the router drew it)
  retries: process.env.CI ? 1 : 0,
  // Prism, the preview server, the reference server and two browsers share two cores in CI: a first answer can take
  // more than the default 5 s there. Speed is measured by the bench scripts, not by these waits.
  expect: { timeout: 15_000 },
  // the longest journeys take 15-35 s there; a test that hangs still fails, only later
  timeout: 90_000,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // CI's checkout is gone when a run ends, so a trace there is never opened; recording one cost 7-45% of each test
    // (mock/shell.spec.ts, 24 tests, 2 interleaved rounds: median 5.37/6.54 s -> 4.18/3.53 s). PW_TRACE=on overrides.
    trace: (process.env.PW_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'mock',
      testDir: 'tests/e2e/mock',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${PREVIEW_PORT}` },
    },
    {
      name: 'live',
      testDir: 'tests/e2e/live',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${LIVE_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'npm run -s mock',
      url: `http://127.0.0.1:${MOCK_PORT}/v1/region/all`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: 'npm run -s preview',
      url: `http://127.0.0.1:${PREVIEW_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node scripts/local-social-providers.ts',
      url: `http://127.0.0.1:${LOCAL_KAKAO_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      env: { LOCAL_KAKAO_PORT: String(LOCAL_KAKAO_PORT), APP_ORIGIN: `http://127.0.0.1:${LIVE_PORT}` },
    },
    {
      command: 'npm run -s server',
      url: `http://127.0.0.1:${LIVE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      env: {
        PORT: String(LIVE_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: LIVE_DATA_DIR,
        DATABASE_URL: '',
        DIST_DIR: process.env.BUILD_OUT_DIR ?? 'dist',
        RATE_LIMIT_OFF: '1',
        LOG_LEVEL: 'warn',
        SEED_POSTINGS: '1500',
        SEED_COURSES: '800',
        // the alert rounds every minute (not 5): the alerts journey waits for one (tests/e2e/live/member-alerts.spec.ts)
        ALERTS_EVERY: '1m',
        // 카카오로 시작하기 against the local provider above (it sends people back to http://HOST:PORT)
        KAKAO_CLIENT_ID: 'local-kakao-app',
        KAKAO_CLIENT_SECRET: 'local-kakao-secret-for-tests',
        KAKAO_ISSUER: `http://127.0.0.1:${LOCAL_KAKAO_PORT}`,
      },
    },
  ],
});
