// `npm run dev:mock`: Prism (Korean faker data from the contract) + the vite dev server proxying /v1 to it.
// Prism is restarted whenever a file under openapi/ or mock/ changes, so nobody tests against a stale contract
// (Prism's own reload watches only the one file it was given, and never the preloaded mock data).
import { watch } from 'node:fs';
import { startBackground } from './lib.mjs';

const env = { ...process.env, MOCK_PORT: process.env.MOCK_PORT ?? '4010' };
const WATCHED = ['openapi', 'mock'];
const SETTLE_MS = 300;

let mock = startMock();
const app = startBackground('npm', ['run', '-s', 'dev'], { env });
console.log(`\n새길 (목 서버): http://127.0.0.1:${process.env.DEV_PORT ?? 5173}  ·  Prism: http://127.0.0.1:${env.MOCK_PORT}\n`);

let stopping = false;
function startMock() {
  const started = startBackground('npm', ['run', '-s', 'mock'], { env });
  started.child.on('exit', () => {
    if (!stopping && started === mock && !restarting) stopAll();
  });
  return started;
}

let restarting = false;
let timer;
function restartMock(file) {
  clearTimeout(timer);
  // editors write a file in several steps: restart once they are done
  timer = setTimeout(() => {
    console.log(`\n↻ ${file} 바뀜: 목 서버(Prism)를 다시 시작합니다.\n`);
    restarting = true;
    const old = mock;
    old.child.once('exit', () => {
      mock = startMock();
      restarting = false;
    });
    old.stop();
  }, SETTLE_MS);
}

const watchers = WATCHED.map((dir) => watch(dir, { recursive: true }, (_event, file) => restartMock(`${dir}/${file ?? ''}`)));

function stopAll() {
  stopping = true;
  for (const w of watchers) w.close();
  mock.stop();
  app.stop();
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
app.child.on('exit', stopAll);
