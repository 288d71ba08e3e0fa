// `npm run test:e2e [-- playwright args]`: builds the app once, picks free ports, finds Chromium, runs Playwright.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, freePort, run } from './lib.mjs';

const env = { ...process.env };
env.CHROMIUM_PATH = ensureChromium();
env.MOCK_PORT ??= String(await freePort());
env.PREVIEW_PORT ??= String(await freePort());
// each run builds and previews its own copy, so parallel runs never serve each other's build
env.BUILD_OUT_DIR ??= mkdtempSync(join(tmpdir(), 'saegil-e2e-'));
env.PW_OUTPUT_DIR ??= `test-results/run-${process.pid}`;
env.LIVE_PORT ??= String(await freePort());
env.LOCAL_KAKAO_PORT ??= String(await freePort());
// the live project's reference server starts on a fresh embedded database every run
env.LIVE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'saegil-live-'));

if (!process.env.E2E_SKIP_BUILD) {
  const built = await run('npm', ['run', '-s', 'build'], { env });
  if (built !== 0) process.exit(built);
}
process.exit(await run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env }));
