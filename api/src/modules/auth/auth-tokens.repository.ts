import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, type AuthTokenPurpose, type AuthTokenRow } from '../../db/schema';

const touched = () => ({ updatedAt: sql`now()`, version: sql`${authTokens.version} + 1` });

export async function insertAuthToken(
  db: Db,
  values: {
    tenantId: string;
    userId: string;
    purpose: AuthTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

export async function findAuthToken(
  db: Db,
  tenantId: string,
  purpose: AuthTokenPurpose,
  tokenHash: string,
): Promise<AuthTokenRow | null> {
  const rows = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tenantId, tenantId),
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Uses the token (false if it was used already) and then every other unused token of the user
 * for the same purpose, so older links die with it. Run it inside a transaction.
 */
export async function useAuthToken(
  db: Db,
  token: Pick<AuthTokenRow, 'tenantId' | 'id' | 'userId' | 'purpose'>,
  at: Date,
): Promise<boolean> {
  // Guarded by used_at IS NULL: two concurrent clicks cannot both use the link.
  const used = await db
    .update(authTokens)
    .set({ usedAt: at, ...touched() })
    .where(
      and(
        eq(authTokens.tenantId, token.tenantId),
        eq(authTokens.id, token.id),
        isNull(authTokens.usedAt),
      ),
    )
    .returning({ id: authTokens.id });
  if (used.length === 0) return false;
  await db
    .update(authTokens)
    .set({ usedAt: at, ...touched() })
    .where(
      and(
        eq(authTokens.tenantId, token.tenantId),
        eq(authTokens.userId, token.userId),
        eq(authTokens.purpose, token.purpose),
        isNull(authTokens.usedAt),
      ),
    );
  return true;
}
