import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { DatabaseConnection } from './client.ts';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export async function migrate(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === 'postgres') {
    await migratePostgres(connection.db as unknown as PostgresJsDatabase, { migrationsFolder });
  } else {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
