// Two imports never run at once. PostgreSQL: a session advisory lock, so an import may run while servers are up and
// a second import (another command, or another server's schedule) is refused. PGlite: only one process may open the
// data folder, so the command refuses while a server holds it (the server imports on its own schedule instead).
import postgres from 'postgres';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';

const IMPORT_LOCK = 7_240_302; // shared by every 새길 process on one database

export class ImportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefusedError';
  }
}

export const IMPORT_BUSY_MESSAGE =
  '다른 가져오기가 이 데이터베이스에서 실행 중이라 시작하지 않습니다. 그 가져오기가 끝난 뒤 다시 실행하세요.\n' +
  'Another import is running on this database; not starting. Run again when it has finished.';

export function dataDirBusyMessage(dataDir: string, pid: number): string {
  return (
    `새길 서버(프로세스 ${pid})가 데이터 폴더 ${dataDir}를 쓰고 있어 가져오지 않습니다. 서버를 끈 뒤 다시 실행하거나, ` +
    `서버에 IMPORT_SARAMIN_KEY·IMPORT_WORK24_KEY를 설정해 서버가 직접 가져오게 하세요.\n` +
    `A 새길 server (pid ${pid}) holds the data folder ${dataDir}; not importing. Stop the server and run again, or set ` +
    `IMPORT_SARAMIN_KEY / IMPORT_WORK24_KEY so that the server imports on its schedule.`
  );
}

/** Runs `work` holding the PostgreSQL import lock, or throws ImportRefusedError when another import holds it. */
export async function withPostgresImportLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<{ locked: boolean }[]>`select pg_try_advisory_lock(${IMPORT_LOCK}) as locked`;
    if (!row?.locked) throw new ImportRefusedError(IMPORT_BUSY_MESSAGE);
    try {
      return await work();
    } finally {
      await client`select pg_advisory_unlock(${IMPORT_LOCK})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** Runs `work` holding the PGlite data folder, or throws ImportRefusedError while a server holds it. */
export async function withDataDirLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new ImportRefusedError(dataDirBusyMessage(dataDir, err.pid));
    throw err;
  }
  try {
    return await work();
  } finally {
    lock.release();
  }
}
