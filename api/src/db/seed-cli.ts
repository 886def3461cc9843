import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import {
  ACME_PROFILE,
  DEMO_PROFILE,
  replaceCatalogue,
} from '../modules/catalog-seed/catalog-seed.service';
import { seedOf } from '../modules/catalog-seed/prng';
import { findTenantByUriName } from '../modules/tenants/tenants.repository';
import type { Db } from './client';
import { DataDirLockedError } from './lock';
import { openRuntimeDatabase } from './runtime';
import { seed, SEED_TENANTS } from './seed';

const USAGE = `npm run seed -w api                       reset the demo tenants (demo, acme)
npm run seed -w api -- --tenant demo --products 100000 [--seed 42]
                                          replace that tenant's catalogue with a generated one`;

function readArgs() {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      products: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const products = Number(values.products ?? 2000);
  const seedValue = values.seed === undefined ? undefined : Number(values.seed);
  if (
    values.help ||
    (values.tenant === undefined && (values.products ?? values.seed) !== undefined) ||
    !Number.isInteger(products) ||
    products < 0 ||
    products > 5_000_000 ||
    (seedValue !== undefined && !Number.isInteger(seedValue))
  ) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  return { tenant: values.tenant, products, seed: seedValue };
}

async function generate(db: Db, uriName: string, products: number, seedValue?: number) {
  const tenant = await findTenantByUriName(db, uriName);
  if (!tenant) throw new Error(`No tenant ${uriName}`);
  // acme keeps its own brands; any other tenant gets the demo vocabulary with its own seed.
  const base = uriName === 'acme' ? ACME_PROFILE : DEMO_PROFILE;
  const profile = {
    ...base,
    seed: seedValue ?? (uriName === 'demo' || uriName === 'acme' ? base.seed : seedOf(uriName)),
  };
  let last = 0;
  const result = await replaceCatalogue(db, {
    tenantId: tenant.id,
    uriName,
    products,
    profile,
    onProgress: (stored) => {
      if (stored - last >= 10_000) {
        last = stored;
        console.log(`  ${stored} products…`);
      }
    },
  });
  const seconds = (result.ms / 1000).toFixed(1);
  console.log(
    `Generated ${products} products for ${uriName} in ${seconds} s (seed ${profile.seed}).`,
  );
}

// `npm run seed -w api`: resets the demo tenants to their seed values (see seed.ts); with
// --tenant it replaces that tenant's catalogue with a generated one.
async function main(): Promise<void> {
  const args = readArgs();
  const config = loadConfig(process.env);
  const runtime = await openRuntimeDatabase(config);
  try {
    if (args.tenant) {
      await seed(runtime.database.db, 'missing');
      await generate(runtime.database.db, args.tenant, args.products, args.seed);
    } else {
      await seed(runtime.database.db, 'overwrite');
      const names = SEED_TENANTS.map((t) => t.tenant.uriName).join(', ');
      console.log(`Seeded tenants ${names} (${runtime.database.kind}).`);
    }
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
