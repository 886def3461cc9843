import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, type RefreshTokenRow } from '../../db/schema';

const touched = () => ({ updatedAt: sql`now()`, version: sql`${refreshTokens.version} + 1` });

export async function insertRefreshToken(
  db: Db,
  values: {
    tenantId: string;
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(
  db: Db,
  tenantId: string,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  const rows = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Locks every row of a family (SELECT … FOR UPDATE, in id order so two lockers never deadlock)
 * and returns them as they are now. Call inside a transaction: refresh and revocation both lock
 * first, so a refresh can never add a live token to a family being revoked.
 */
export async function lockFamily(
  db: Db,
  tenantId: string,
  familyId: string,
): Promise<RefreshTokenRow[]> {
  return db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.familyId, familyId)))
    .orderBy(asc(refreshTokens.id))
    .for('update');
}

/** Marks a token rotated (the caller holds the family lock). */
export async function markRotated(db: Db, tenantId: string, id: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: at, ...touched() })
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.id, id)));
}

/** Counts one grace replay of a rotated token (version + 1, see session-tokens.service.ts). */
export async function markGraceUsed(db: Db, tenantId: string, id: string) {
  await db
    .update(refreshTokens)
    .set(touched())
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.id, id)));
}

/** Revokes a family after locking its rows; inside a caller's transaction it nests (savepoint). */
export async function revokeFamily(db: Db, tenantId: string, familyId: string, at: Date) {
  await db.transaction(async (tx) => {
    await lockFamily(tx, tenantId, familyId);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at, ...touched() })
      .where(
        and(
          eq(refreshTokens.tenantId, tenantId),
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  });
}

/** Ends every session of a user (password reset), locking all the user's rows first. */
export async function revokeUserFamilies(db: Db, tenantId: string, userId: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.userId, userId)))
      .orderBy(asc(refreshTokens.id))
      .for('update');
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at, ...touched() })
      .where(
        and(
          eq(refreshTokens.tenantId, tenantId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  });
}
