export * from './client.ts';
export { notificationBarrier } from './notifications.ts';
export { migrate, migrationsApplied } from './migrate.ts';
export * as schema from './schema.ts';
export * from './schema.ts';
export * from './domain.ts';
export { preparingStatements } from './prepared-statements.ts';
export { runSqlOnPglite, runSqlOnPostgres, type RunSql } from './run-sql.ts';
export type { ConnectionWatch } from './watch.ts';
