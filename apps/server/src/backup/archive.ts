import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './messages.ts';

/**
 * A backup is one tar file: this manifest, the database (DATABASE_FILE) and the uploads folder's
 * files under `uploads/`. The system's tar writes and reads it (GNU and BSD tar alike), so an
 * operator can also open it by hand: `tar -xf FILE database.pgdump`.
 */
export interface Manifest {
  format: 'buildright-backup';
  version: 1;
  database: 'postgres' | 'pglite';
  createdAt: string;
  /** The server's version (`15.10`): the embedded database's own PostgreSQL for PGlite. */
  serverVersion: string;
  /** The pg_dump that wrote the dump, on PostgreSQL: pg_restore must be at least its major. */
  pgDump?: { version: string; major: number };
  /** Files in the uploads folder and its folders; null when uploads are in an S3 bucket, outside the backup. */
  uploads: number | null;
}

const MANIFEST = 'manifest.json';
export const DATABASE_FILE = { postgres: 'database.pgdump', pglite: 'pglite.tar.gz' } as const;
const UPLOADS = 'uploads';

const run = promisify(execFile);

async function tar(args: string[], { changedIsFine = false } = {}) {
  try {
    return await run('tar', args, { maxBuffer: 16 * 1024 * 1024, encoding: 'buffer' });
  } catch (error) {
    const failure = error as { code?: string | number; stderr?: Buffer };
    // GNU tar's 1: a file changed or vanished while read (an upload the cleanup removed).
    if (changedIsFine && failure.code === 1) {
      process.stderr.write(failure.stderr ?? '');
      return;
    }
    if (failure.code === 'ENOENT') throw new BackupError('tar was not found on PATH');
    throw new BackupError(`tar ${args[0]} failed: ${failure.stderr?.toString().trim() ?? ''}`);
  }
}

/** A private scratch folder for one backup or restore; `done` removes it. */
export async function scratch() {
  const dir = await mkdtemp(join(tmpdir(), 'buildright-backup-'));
  return { dir, done: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Writes the archive from `workDir`, which holds the database's file; the uploads are read in
 * place (through a link, which tar follows), after the database was dumped: every file the dump
 * names is there, as uploads are never changed, only added and, unused, removed.
 */
export async function writeArchive(
  file: string,
  workDir: string,
  database: Omit<Manifest, 'format' | 'version' | 'createdAt' | 'uploads'>,
  uploadsDir: string | null,
): Promise<Manifest> {
  const hasUploads = uploadsDir !== null && (await isDirectory(uploadsDir));
  if (hasUploads) await symlink(uploadsDir, join(workDir, UPLOADS), 'dir');
  else await mkdir(join(workDir, UPLOADS));
  const manifest: Manifest = {
    format: 'buildright-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    ...database,
    uploads: uploadsDir === null ? null : hasUploads ? await countFiles(uploadsDir) : 0,
  };
  await writeFile(join(workDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await tar(
    ['-c', '-h', '-f', partial, '-C', workDir, MANIFEST, DATABASE_FILE[manifest.database], UPLOADS],
    { changedIsFine: true },
  );
  // Renamed only once complete: a backup file that exists is a whole one.
  await rename(partial, file);
  return manifest;
}

export async function readManifest(file: string): Promise<Manifest> {
  if (!(await isFile(file))) throw new BackupError(`No backup file at ${file}`);
  const output = await tar(['-x', '-O', '-f', file, MANIFEST]);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(output!.stdout.toString('utf8')) as Partial<Manifest>;
  } catch {
    manifest = {};
  }
  if (manifest.format !== 'buildright-backup' || manifest.version !== 1) {
    throw new BackupError(`${file} is not a backup written by pnpm db:backup`);
  }
  return manifest as Manifest;
}

/** Extracts the database's file into `workDir`; answers its path. */
export async function extractDatabase(file: string, workDir: string, manifest: Manifest) {
  const name = DATABASE_FILE[manifest.database];
  await tar(['-x', '-f', file, '-C', workDir, name]);
  return join(workDir, name);
}

/** The files under `dir`, in its folders too (a return's photos live in `private/`). */
async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Puts the backup's uploads into `uploadsDir`, beside any file already there. */
export async function extractUploads(file: string, uploadsDir: string) {
  await mkdir(uploadsDir, { recursive: true });
  await tar(['-x', '-f', file, '-C', uploadsDir, '--strip-components=1', UPLOADS]);
}

async function isDirectory(path: string) {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

async function isFile(path: string) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}
