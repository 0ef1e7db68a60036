export * from './client.ts';
export { migrate, migrationsApplied } from './migrate.ts';
export * as schema from './schema.ts';
export * from './schema.ts';
export * from './domain.ts';
