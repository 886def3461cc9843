import { Client } from 'pg';
import { describeTestDatabases } from './helpers/databases';
import { createPgliteTemplate } from './helpers/pglite-template';

// Says up front which databases the suite covers, and fails fast if PostgreSQL is unreachable
// instead of letting every test time out one by one.
export default async function globalSetup(): Promise<void> {
  console.log(`\n[api tests] databases: ${describeTestDatabases()}`);
  await createPgliteTemplate();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL cannot be reached: ${String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
