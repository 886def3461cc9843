import { describeTestDatabases } from './helpers/databases';
import { removePgliteTemplate } from './helpers/pglite-template';

// Repeated at the end so the summary and the databases it covers are read together.
export default async function globalTeardown(): Promise<void> {
  removePgliteTemplate();
  console.log(`[api tests] ran on: ${describeTestDatabases()}`);
}
