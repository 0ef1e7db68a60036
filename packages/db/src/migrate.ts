import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { max } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import type { Database, DatabaseConnection } from './client.ts';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Our advisory lock's number (advisory locks are per database): one process migrates at a time. */
const MIGRATION_LOCK = 726_347_110;

export async function migrate(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  if (!connection.directUrl)
    throw new Error("Migrating PostgreSQL needs the connection's directUrl");
  // Several machines start at once: the first migrates, the others wait, then find nothing to do.
  // Drizzle's migrator takes no lock itself, and a session's lock needs one server connection
  // throughout, so not one lent by PgBouncer but a single one to the server itself.
  const sql = postgres(connection.directUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(sql), { migrationsFolder });
  } finally {
    // Ending the session releases the lock, also when a migration failed.
    await sql.end({ timeout: 5 });
  }
}

/** Where Drizzle's migrator records what it applied (its defaults, which `migrate` uses). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

let newestMigration: number | undefined;

/**
 * Whether the database has every migration this build ships, as the migrator decides it (by the
 * newest one applied). A database never migrated is not; an unreachable one throws.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  newestMigration ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
  );
  try {
    const [row] = await db
      .select({ newest: max(appliedMigrations.createdAt) })
      .from(appliedMigrations);
    return (row?.newest ?? 0) >= newestMigration;
  } catch (error) {
    // No migrations table (or schema) yet: 42P01 undefined table, 3F000 invalid schema.
    const code =
      (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return false;
    throw error;
  }
}
