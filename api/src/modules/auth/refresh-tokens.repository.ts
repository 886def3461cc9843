import { and, eq, isNull, sql } from 'drizzle-orm';
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

/** Marks a token rotated unless someone else just did; true when this call did it. */
export async function markRotated(db: Db, tenantId: string, id: string, at: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at, ...touched() })
    .where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, tenantId: string, familyId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at, ...touched() })
    .where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Ends every session of a user (password reset). */
export async function revokeUserFamilies(db: Db, tenantId: string, userId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at, ...touched() })
    .where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
