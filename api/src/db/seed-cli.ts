import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from './lock';
import { openRuntimeDatabase } from './runtime';
import { seed, SEED_TENANTS } from './seed';

// `npm run seed -w api`: resets the demo tenants to their seed values (see seed.ts).
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const runtime = await openRuntimeDatabase(config);
  try {
    await seed(runtime.database.db, 'overwrite');
    const names = SEED_TENANTS.map((t) => t.tenant.uriName).join(', ');
    console.log(`Seeded tenants ${names} (${runtime.database.kind}).`);
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
