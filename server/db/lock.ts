// PGlite takes no lock of its own, and two processes opening one data folder corrupt it. This lock file makes a
// second server refuse to start while the first is alive; a lock left by a process that died (kill -9, a crash) is
// taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

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

/** Takes the lock on dataDir (creating the folder), or throws DataDirLockedError when a live process holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx'); // fails if the file exists: only one process can create it
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          if (readLock(path)?.pid === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(path);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder.pid);
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`could not take the lock ${path}`);
}
