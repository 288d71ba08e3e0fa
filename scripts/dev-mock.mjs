// `npm run dev:mock`: Prism (Korean faker data from the contract) + the vite dev server proxying /v1 to it.
import { startBackground } from './lib.mjs';

const env = { ...process.env, MOCK_PORT: process.env.MOCK_PORT ?? '4010' };
const mock = startBackground('npm', ['run', '-s', 'mock'], { env });
const app = startBackground('npm', ['run', '-s', 'dev'], { env });
console.log(`\n새길 (목 서버): http://127.0.0.1:${process.env.DEV_PORT ?? 5173}  ·  Prism: http://127.0.0.1:${env.MOCK_PORT}\n`);
const stopAll = () => {
  mock.stop();
  app.stop();
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const { child } of [mock, app]) child.on('exit', stopAll);
