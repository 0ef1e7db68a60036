import type { TestProject } from 'vitest/node';
import { createMigratedTemplate } from './testing.ts';

type Template = Awaited<ReturnType<typeof createMigratedTemplate>>;
// Vitest runs a global setup once per project: the projects of a run share one template.
const shared = globalThis as { buildrightTemplate?: Promise<Template>; templateUsers?: number };

/**
 * Migrates once per run, so that each test file copies a database instead of migrating: the
 * vitest global setup of every package whose tests use a database. A project whose `env` names
 * a DATABASE_URL runs on that PostgreSQL server (TEST_DATABASE_URL); the others run embedded.
 */
export default async function setup(project: TestProject) {
  // Typed as always set, `env` is undefined in a project that sets none.
  const envOf = (each: TestProject) => each.config.env as Partial<NodeJS.ProcessEnv> | undefined;
  const embedded = project.vitest.projects.some((each) => !envOf(each)?.DATABASE_URL);
  shared.buildrightTemplate ??= createMigratedTemplate(process.env.TEST_DATABASE_URL, {
    embedded,
  });
  shared.templateUsers = (shared.templateUsers ?? 0) + 1;
  const { template, drop } = await shared.buildrightTemplate;
  project.provide('databaseTemplate', template);
  return async () => {
    shared.templateUsers! -= 1;
    if (shared.templateUsers === 0) await drop();
  };
}
