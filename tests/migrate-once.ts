// Global setup of the unit+api tests: migrates the template databases once for the whole run, and
// drops the workers' copies of them at its end.
import type { TestProject } from 'vitest/node';
import { dropCopies, prepareDatabaseTemplates } from './helpers/database-templates.ts';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates = await prepareDatabaseTemplates(serverUrl);
  project.provide('databaseTemplates', templates);
  return async () => {
    if (serverUrl) await dropCopies(serverUrl, templates.postgresCopyPrefix);
  };
}
