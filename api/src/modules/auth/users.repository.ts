import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, tenants, users, type TenantRow, type UserRow } from '../../db/schema';

type NewUser = typeof users.$inferInsert;

const touched = () => ({ updatedAt: sql`now()`, version: sql`${users.version} + 1` });
const byId = (tenantId: string, id: string) => and(eq(users.tenantId, tenantId), eq(users.id, id));

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Looks a user up by e-mail inside one tenant; e-mails are stored lower-cased. */
export async function findUserByEmail(
  db: Db,
  tenantId: string,
  email: string,
): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, tenantId: string, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(byId(tenantId, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * What an access token claims, checked in one query: the user `userId` of tenant `tenantId`,
 * provided that tenant is the one at `uriName` (the Host's label) today and the token's session
 * (refresh token family `familyId` of that user) is not revoked.
 */
export async function findTokenUser(
  db: Db,
  uriName: string,
  tenantId: string,
  userId: string,
  familyId: string,
): Promise<{ tenant: TenantRow; user: UserRow } | null> {
  // Revocation marks every row of a family; one revoked row means the session ended.
  const live = sql`exists (select 1 from ${refreshTokens} rt
      where rt.tenant_id = ${users.tenantId} and rt.family_id = ${familyId}
        and rt.user_id = ${users.id} and rt.revoked_at is null)
    and not exists (select 1 from ${refreshTokens} rt
      where rt.tenant_id = ${users.tenantId} and rt.family_id = ${familyId}
        and rt.revoked_at is not null)`;
  const rows = await db
    .select({ tenant: tenants, user: users })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(byId(tenantId, userId), eq(tenants.uriName, uriName), live))
    .limit(1);
  return rows[0] ?? null;
}

export async function recordSignIn(
  db: Db,
  tenantId: string,
  id: string,
  at: Date,
  passwordHash?: string,
): Promise<void> {
  // A new hash (parameters upgraded) is written with the sign-in, in the same statement.
  await db
    .update(users)
    .set({ lastSignInAt: at, ...(passwordHash ? { passwordHash } : {}), ...touched() })
    .where(byId(tenantId, id));
}

export async function confirmUserEmail(db: Db, tenantId: string, id: string, at: Date) {
  await db
    .update(users)
    .set({
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${at.toISOString()}::timestamptz)`,
      ...touched(),
    })
    .where(byId(tenantId, id));
}

/**
 * Sets a new password from a reset link; the link proved control of the mailbox, so the e-mail
 * counts as confirmed and an invitation as accepted.
 */
export async function resetUserPassword(
  db: Db,
  tenantId: string,
  id: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${at.toISOString()}::timestamptz)`,
      status: sql`case when ${users.status} = 'invited' then 'active' else ${users.status} end`,
      ...touched(),
    })
    .where(byId(tenantId, id));
}
