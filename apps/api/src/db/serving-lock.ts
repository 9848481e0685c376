import Database from 'better-sqlite3';

/**
 * Whether a server is using a SQLite database, told by a lock rather than a pid file: each
 * server process keeps a read transaction open on a small side file (`<db>.serving`), which
 * holds SQLite's SHARED lock on it until the process ends, however it ends (the operating
 * system drops a dead process's file locks, so nothing stale is ever left to clean up).
 * Several servers share the lock; a restore asks for the EXCLUSIVE lock without waiting,
 * which SQLite refuses while any server holds it, and keeps it while it replaces the
 * database, so a server starting meanwhile waits for the restore to finish.
 */
export function servingLockFile(databaseFile: string): string {
  return `${databaseFile}.serving`;
}

// Referenced here so the connection, and with it the lock, lives as long as the process.
const held: Database.Database[] = [];

/** Held by the server entry for the life of the process. */
export function holdServingLock(databaseFile: string): void {
  // The busy timeout lets a starting server wait out a restore in progress.
  const lock = new Database(servingLockFile(databaseFile), { timeout: 60_000 });
  lock.exec('create table if not exists serving (note text)');
  lock.exec('begin');
  lock.prepare('select count(*) from serving').get();
  held.push(lock);
}

/**
 * The exclusive lock, or undefined when a server holds the shared one. The caller releases
 * it with `close()` once the database has been replaced.
 */
export function takeExclusiveLock(databaseFile: string): Database.Database | undefined {
  const lock = new Database(servingLockFile(databaseFile), { timeout: 0 });
  try {
    lock.exec('begin exclusive');
    return lock;
  } catch (err) {
    lock.close();
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return undefined;
    throw err;
  }
}
