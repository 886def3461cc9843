import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { tenants, users } from './schema';

/** The demo tenant's owner, so a newcomer can open the panel at once (README). */
export const DEMO_STAFF = {
  tenant: 'demo',
  name: 'Equipe Demo',
  email: 'demo@catalogo.local',
  password: 'demo-catalogo-2026',
} as const;

/**
 * Inserts the demo owner when missing; never touches an existing user (their password may have
 * changed). `hashPassword` runs only when the user is missing: a start with the user in place
 * pays for no password hash.
 */
export async function seedDemoStaff(
  db: Db,
  hashPassword: (password: string) => Promise<string>,
): Promise<void> {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.uriName, DEMO_STAFF.tenant));
  if (!tenant) return;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, DEMO_STAFF.email)));
  if (existing) return;
  await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      name: DEMO_STAFF.name,
      email: DEMO_STAFF.email,
      role: 'owner',
      status: 'active',
      passwordHash: await hashPassword(DEMO_STAFF.password),
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing();
}
