/**
 * The server's memory settings, printed above the results since they move them most: how much
 * of the catalogue stays in PostgreSQL's buffers, and whether those buffers are mapped in huge
 * pages. Without them, each connection's first touch of each 4 kB page of shared memory is a page
 * fault: the pool's ten fresh connections (postgres.js hands queries to them in turn) read a
 * search's 4,911 heap pages in 21 ms where a connection that had read them before took 6, and a
 * server's connections stay that cold for their first minutes. See
 * docs/adr/0004-postgresql-memory-on-the-scale-server.md.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/testing/sql-rows.ts';
import type { BenchConnection } from './connection.ts';

interface MemorySettings {
  version: string;
  sharedBuffers: string;
  hugePages: string;
}

export async function serverMemorySettings(connection: BenchConnection): Promise<string> {
  const [settings] = rowsOf<MemorySettings>(
    await connection.db.execute(
      sql`select current_setting('server_version') as version,
        current_setting('shared_buffers') as "sharedBuffers",
        current_setting('huge_pages') as "hugePages"`,
    ),
  );
  return `PostgreSQL ${settings!.version}: shared_buffers ${settings!.sharedBuffers}, huge_pages ${settings!.hugePages}`;
}
