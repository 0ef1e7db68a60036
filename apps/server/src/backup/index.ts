import type { Storage } from '../env.ts';
import { extractUploads, readManifest, scratch, type Manifest } from './archive.ts';
import { backupEmbedded, restoreEmbedded } from './embedded.ts';
import { BackupError, type Report } from './messages.ts';
import { backupPostgres, restorePostgres } from './postgres.ts';

export { BackupError } from './messages.ts';

interface Options {
  /** The environment the PostgreSQL client tools run in (PATH finds them). */
  environment: NodeJS.ProcessEnv;
  report: Report;
}

/** The local uploads folder, or null when uploads are in an S3 bucket (not part of a backup). */
function localUploads(storage: Storage, report: Report): string | null {
  if (!storage.uploadsBucket) return storage.uploadsDir;
  report(
    `Uploads are in the S3 bucket ${storage.uploadsBucket.bucket}, not in this backup: keep them with the bucket's versioning or replication.`,
  );
  return null;
}

/** Backs up the database DATABASE_URL or DATA_DIR names, and the uploads, into one file. */
export async function backUp(
  storage: Storage,
  file: string,
  { environment, report }: Options,
): Promise<Manifest> {
  const uploadsDir = localUploads(storage, report);
  const work = await scratch();
  try {
    const manifest = storage.databaseDirectUrl
      ? await backupPostgres(
          storage.databaseDirectUrl,
          file,
          work.dir,
          uploadsDir,
          environment,
          report,
        )
      : await backupEmbedded(storage.dataDir, file, work.dir, uploadsDir, report);
    report(
      `Backup written to ${file}` +
        (manifest.uploads === null
          ? ''
          : `, with the ${manifest.uploads} uploaded files of ${uploadsDir}`),
    );
    return manifest;
  } finally {
    await work.done();
  }
}

/** Restores a backup into the empty database DATABASE_URL or DATA_DIR names, and its uploads. */
export async function restore(
  storage: Storage,
  file: string,
  { environment, report }: Options,
): Promise<Manifest> {
  const manifest = await readManifest(file);
  const target = storage.databaseDirectUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    const names = {
      postgres: 'PostgreSQL (DATABASE_URL)',
      pglite: 'the embedded database (DATA_DIR)',
    };
    throw new BackupError(
      `${file} holds ${names[manifest.database]}, and this shop is set up for ${names[target]}: set DATABASE_URL accordingly.`,
    );
  }
  const work = await scratch();
  try {
    if (storage.databaseDirectUrl) {
      await restorePostgres(
        storage.databaseDirectUrl,
        file,
        manifest,
        work.dir,
        environment,
        report,
      );
    } else {
      await restoreEmbedded(storage.dataDir, file, manifest, work.dir, report);
    }
  } finally {
    await work.done();
  }
  const uploadsDir = manifest.uploads === null ? null : localUploads(storage, report);
  if (uploadsDir) await extractUploads(file, uploadsDir);
  report(
    `Restored the backup of ${manifest.createdAt}` +
      (uploadsDir ? ` and ${manifest.uploads} uploaded files into ${uploadsDir}` : '') +
      '. Start the shop: it applies any migration newer than the backup.',
  );
  return manifest;
}
