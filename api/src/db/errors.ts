/** True for a PostgreSQL unique violation (23505), as pg or PGlite report it through Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
