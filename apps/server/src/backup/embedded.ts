import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { connect, embeddedDatabaseHolder, type DatabaseConnection } from '@buildright/db';
import { DATABASE_FILE, extractDatabase, writeArchive, type Manifest } from './archive.ts';
import { BackupError, type Report } from './messages.ts';

/** PGlite keeps its data directory here, as `connect` opens it. */
const hasDatabase = (dataDir: string) => existsSync(join(dataDir, 'pglite', 'PG_VERSION'));

/** PGlite is one process's: its files are only whole while no shop has them open. */
function refuseWhileOpen(dataDir: string) {
  const holder = embeddedDatabaseHolder(dataDir);
  if (holder !== null) {
    throw new BackupError(
      `The shop (process ${holder}) has the embedded database in ${dataDir} open: stop it, then run this again.`,
    );
  }
}

const pgliteOf = (connection: DatabaseConnection) =>
  (connection.db as unknown as { $client: PGlite }).$client;

/** PGlite's own dump of its data directory (a gzipped tar), made with the shop stopped. */
export async function backupEmbedded(
  dataDir: string,
  file: string,
  workDir: string,
  uploadsDir: string | null,
  report: Report,
): Promise<Manifest> {
  refuseWhileOpen(dataDir);
  if (!hasDatabase(dataDir)) {
    throw new BackupError(
      `There is no embedded database in ${dataDir}: set DATA_DIR to the shop's (or DATABASE_URL to its PostgreSQL server).`,
    );
  }
  report(`Saving the embedded database in ${dataDir}`);
  const connection = await connect({ dataDir });
  let serverVersion: string;
  try {
    const client = pgliteOf(connection);
    const { rows } = await client.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    );
    serverVersion = rows[0]!.version;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(join(workDir, DATABASE_FILE.pglite), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await connection.close();
  }
  return writeArchive(file, workDir, { database: 'pglite', serverVersion }, uploadsDir);
}

/** Into a DATA_DIR without an embedded database: PGlite starts from the saved directory. */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  manifest: Manifest,
  workDir: string,
  report: Report,
) {
  refuseWhileOpen(dataDir);
  if (hasDatabase(dataDir)) {
    throw new BackupError(
      `${dataDir} already has an embedded database: restore only into a DATA_DIR without one (move ${join(dataDir, 'pglite')} aside first).`,
    );
  }
  report(`Restoring the embedded database into ${dataDir}`);
  const saved = new Blob([await readFile(await extractDatabase(file, workDir, manifest))]);
  const connection = await connect({ dataDir, initialData: saved });
  await connection.close();
}
