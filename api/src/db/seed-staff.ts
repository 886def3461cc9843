import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../modules/auth/password';
import type { Db } from './client';
import { tenants, users } from './schema';

/** The demo tenant's owner, so a newcomer can open the panel at once (README). */
export const DEMO_STAFF = {
  tenant: 'demo',
  name: 'Equipe Demo',
  email: 'demo@catalogo.local',
  password: 'demo-catalogo-2026',
} as const;

/** Inserts the demo owner when missing; never touches an existing user (their password may have changed). */
export async function seedDemoStaff(db: Db, hasher: PasswordHasher): Promise<void> {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.uriName, DEMO_STAFF.tenant));
  if (!tenant) return;
  await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      name: DEMO_STAFF.name,
      email: DEMO_STAFF.email,
      role: 'owner',
      status: 'active',
      passwordHash: await hasher.hash(DEMO_STAFF.password),
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing();
}
