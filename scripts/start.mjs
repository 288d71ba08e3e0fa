// `npm start`: builds the app into dist/ when it is missing or older than its sources, then runs the server
// (PGlite in ./data unless DATABASE_URL is set) serving the app and the API from one origin.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDefaults } from '../server/config.ts';

const root = new URL('..', import.meta.url).pathname;
// the app's sources and the build's own code (vite.config.ts and the vite-*.ts plugins beside it)
const SOURCES = ['src', 'public', 'generated', 'index.html', 'package.json', ...readdirSync(root).filter((f) => /^vite(\.config|-.+)\.ts$/.test(f))];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

// resolve, not join: an absolute DIST_DIR is taken as it is (join would nest it under the project and rebuild every time)
const distDir = resolve(root, process.env.DIST_DIR || 'dist');
const distIndex = join(distDir, 'index.html');
const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((p) => newest(join(root, p))));
if (built < sources) {
  console.log(built ? '앱 소스가 바뀌어 다시 빌드합니다 (npm run build)…' : '앱을 빌드합니다 (npm run build)…');
  const env = { ...process.env, BUILD_OUT_DIR: distDir };
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// quiet for a terminal: warnings and errors only, unless LOG_LEVEL says otherwise (server/config.ts)
startDefaults(process.env);
await import('../server/index.ts');
