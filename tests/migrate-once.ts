// Global setup of the unit+api tests: migrates the template databases once for the whole run.
import type { TestProject } from 'vitest/node';
import { prepareDatabaseTemplates } from './helpers/database-templates.ts';

export default async function setup(project: TestProject) {
  project.provide('databaseTemplates', await prepareDatabaseTemplates(process.env.TEST_DATABASE_URL));
}
