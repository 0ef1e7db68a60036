import { createMigratedTemplate, type MigratedTemplate } from '@buildright/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every test file of the run copies (`createTestApp`). */
    databaseTemplate: MigratedTemplate;
  }
}

type Template = Awaited<ReturnType<typeof createMigratedTemplate>>;
// Vitest runs a global setup once per project: the projects of a run share one template.
const shared = globalThis as { buildrightTemplate?: Promise<Template>; templateUsers?: number };

/** Migrates once per run, so that each test file copies a database instead of migrating. */
export default async function setup(project: TestProject) {
  shared.buildrightTemplate ??= createMigratedTemplate(process.env.TEST_DATABASE_URL);
  shared.templateUsers = (shared.templateUsers ?? 0) + 1;
  const { template, drop } = await shared.buildrightTemplate;
  project.provide('databaseTemplate', template);
  return async () => {
    shared.templateUsers! -= 1;
    if (shared.templateUsers === 0) await drop();
  };
}
