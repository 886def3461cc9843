import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'api.lock';

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
  ) {
    super(
      `Data directory ${dataDir} is in use by another API process (pid ${pid}). ` +
        'Stop it or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite does not lock its directory and two writers silently lose rows (TOOLCHAIN pitfall 14),
 * so the API holds its own lock file. A lock left by a dead process (crash, kill -9) is taken
 * over; the same pid as ours means a restarted container reusing pid 1, also stale.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const absDir = path.resolve(dataDir);
  fs.mkdirSync(absDir, { recursive: true });
  const file = path.join(absDir, LOCK_FILE);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return {
        file,
        release: () => {
          // Only remove our own lock: a taken-over file belongs to someone else now.
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(absDir, holder);
    }
    // Stale: remove it only if it still names the same dead holder, then retry the atomic create.
    if (readPid(file) === holder) fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}; another process keeps replacing it.`);
}
