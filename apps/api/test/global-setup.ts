import type { TestProject } from 'vitest/node';
import { createMigratedTemplate } from './postgres-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database of this run on TEST_DATABASE_URL's server, if the tests run on PostgreSQL. */
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    project.provide('postgresTemplate', undefined);
    return;
  }
  const template = await createMigratedTemplate(serverUrl);
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
