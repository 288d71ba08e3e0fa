// Starts 새길: opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates and seeds it, and
// listens on PORT. SIGTERM/SIGINT close gracefully: no new connections, in-flight requests finish, the database
// closes cleanly, the data-folder lock is released.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webPushTransport } from './alerts/push.ts';
import { scheduleAlerts } from './alerts/schedule.ts';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { keepPgliteBaselineCompiled, openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import type { DataDirLock } from './db/lock.ts';
import { prepareDatabase } from './db/prepare.ts';
import { scheduleImports } from './import/schedule.ts';

const config = loadConfigOrExit();

let lock: DataDirLock | undefined;
if (!config.databaseUrl) {
  try {
    lock = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const target = config.databaseUrl ?? join(config.dataDir, 'pgdata');
// A new PGlite folder is created and seeded at full speed in a process of its own (db/prepare-cli.ts); this one
// serves from baseline-compiled wasm (db/client.ts: keepPgliteBaselineCompiled).
if (!config.databaseUrl) {
  if (!existsSync(join(target, 'PG_VERSION'))) {
    const seeding = spawn(process.execPath, [fileURLToPath(new URL('./db/prepare-cli.ts', import.meta.url))], { stdio: 'inherit' });
    const code = await new Promise<number | null>((resolve) => seeding.once('exit', resolve));
    if (code !== 0) {
      console.error(`데이터베이스를 준비하지 못했습니다 (could not prepare the database, exit ${code}).`);
      lock?.release();
      process.exit(1);
    }
  }
  keepPgliteBaselineCompiled();
}
let database = await openDatabase(target);
await prepareDatabase(database, config.databaseUrl, { postings: config.seedPostings, courses: config.seedCourses });
if (database.kind === 'postgres' && config.requestTimeoutMs > 0) {
  // migrations and the seed may take long; serving statements get the request's bound and a watched pool
  await database.close();
  database = await openDatabase(target, { queryTimeoutMs: config.requestTimeoutMs });
}

const app = await buildApp({
  db: database.db,
  kind: database.kind,
  jwtSecret: config.jwtSecret,
  logger: { level: config.logLevel },
  rateLimit: config.rateLimitOff ? false : undefined,
  web: { distDir: config.distDir, docs: true },
  trustProxy: config.trustProxy,
  requestTimeoutMs: config.requestTimeoutMs,
  onRequestTimeout: database.suspect,
  publicUrl: config.publicUrl,
  vapid: config.vapid,
  // the providers send the person back to PUBLIC_URL, or to the address this server listens on when it is not set
  social: { ...config.social, redirectBase: config.publicUrl ?? `http://${['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host}:${config.port}` },
});

const imports = scheduleImports({
  db: database.db,
  databaseUrl: config.databaseUrl,
  saraminKey: config.importSaraminKey,
  work24Key: config.importWork24Key,
  everyMs: config.importEveryMs,
  bases: config.importBases,
  log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
});

// saved-search alerts (issue 23): a round every ALERTS_EVERY; on PostgreSQL one server's round at a time
const alertRounds = scheduleAlerts({
  db: database.db,
  databaseUrl: config.databaseUrl,
  transport: webPushTransport(app.vapid, config.vapidSubject),
  everyMs: config.alertsEveryMs,
  log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal }, 'closing: finishing in-flight requests');
  try {
    await app.close();
    await imports?.stop();
    await alertRounds?.stop();
    await database.close();
    lock?.release();
    app.log.info('closed cleanly');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while closing');
    lock?.release();
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('exit', () => lock?.release());

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await database.close();
  lock?.release();
  process.exit(1);
}
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`새길이 http://${shownHost}:${config.port} 에서 실행 중입니다 (database: ${where}). API 문서: http://${shownHost}:${config.port}/docs`);
