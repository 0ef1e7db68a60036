import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { max } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Database, DatabaseConnection } from './client.ts';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export async function migrate(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === 'postgres') {
    await migratePostgres(connection.db as unknown as PostgresJsDatabase, { migrationsFolder });
  } else {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
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
