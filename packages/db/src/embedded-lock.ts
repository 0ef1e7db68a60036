import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite takes no lock of its own: a second process opens the same data directory and both
 * write to it, which ruins it. Whoever opens the embedded database writes its process id here
 * and removes the file when it closes; a file left by a process that died holds nothing.
 */
const lockFile = (dataDir: string) => join(dataDir, 'pglite.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running process that has the embedded database in `dataDir` open; null when none has. */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFile(dataDir), 'utf8'), 10);
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}: stop it first. ` +
        `If no such process runs, delete ${lockFile(dataDir)}.`,
    );
  }
}

/** Marks the embedded database as open by this process; answers how to let go of it. */
export function holdEmbeddedDatabase(dataDir: string): () => void {
  const holder = embeddedDatabaseHolder(dataDir);
  if (holder !== null && holder !== process.pid) {
    throw new EmbeddedDatabaseInUseError(dataDir, holder);
  }
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
