// PGlite takes no lock of its own, and two processes opening one data folder corrupt it. This lock file makes a
// second server refuse to start while the first is alive; a lock left by a process that died (kill -9, a crash) is
// taken over, atomically (see takeOver).
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';

export const LOCK_FILE = 'saegil.lock';

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `데이터 폴더 ${dataDir}를 다른 새길 서버(프로세스 ${pid})가 쓰고 있어 시작하지 않습니다. 그 서버를 먼저 끄거나 다른 DATA_DIR을 쓰세요.\n` +
        `The data folder ${dataDir} is in use by another 새길 server (pid ${pid}); refusing to start. Stop that server first or use another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid may have been reused by an unrelated program since the lock was written (Linux tells us).
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function readLock(path: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) ? info : undefined;
  } catch {
    return undefined; // unreadable or half-written: treat as stale
  }
}

export interface DataDirLock {
  release: () => void;
}

/** Creates `path` holding `text` only if it does not exist, never visible half-written: a full temp file is hard-linked
 *  into place (link fails with EEXIST when the name is taken). */
function createWhole(path: string, text: string): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, text);
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(temp, { force: true });
  }
}

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Replaces the stale lock (whose text was `stale`) with ours, atomically: only the holder of the takeover guard (an
 * O_EXCL-style file) may replace it, and only while it still holds that same stale text, by renaming a full file over
 * it. Two processes finding the same stale lock can therefore never both end up holding it.
 */
function takeOver(path: string, stale: string, text: string): boolean {
  const guard = `${path}.takeover`;
  if (!createWhole(guard, text)) {
    // another process is taking over; if it died doing so, move its guard aside (one rename wins) and try again later
    const owner = readLock(guard);
    if (!owner || !isAlive(owner.pid)) {
      try {
        renameSync(guard, `${guard}.${process.pid}.${randomBytes(4).toString('hex')}.stale`);
      } catch {
        // someone else moved it first
      }
      for (const name of readdirSync(dirname(path))) if (name.endsWith('.stale')) rmSync(join(dirname(path), name), { force: true });
    }
    return false;
  }
  try {
    if (readText(path) !== stale) return false; // released or taken meanwhile: start over
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, path);
    return true;
  } finally {
    rmSync(guard, { force: true });
  }
}

/** Takes the lock on dataDir (creating the folder), or throws DataDirLockedError when a live process holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const text = JSON.stringify(info);
  for (let attempt = 0; attempt < 200; attempt++) {
    let taken = createWhole(path, text);
    if (!taken) {
      const stale = readText(path);
      if (stale === undefined) continue; // released just now: try to create it again
      const holder = readLock(path);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder.pid);
      taken = takeOver(path, stale, text); // stale: its process is gone, or the file is not a lock
    }
    if (taken) {
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          if (readText(path) === text) rmSync(path, { force: true });
        },
      };
    }
    pause(5 + Math.floor(Math.random() * 20));
  }
  throw new Error(`could not take the lock ${path}`);
}
