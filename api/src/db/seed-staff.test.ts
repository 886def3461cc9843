import { eq } from 'drizzle-orm';
import { forEachDatabase, useTestApp } from '../../test/helpers/test-app';
import { createPasswordHasher } from '../modules/auth/password';
import { users } from './schema';
import { seed } from './seed';
import { DEMO_STAFF, seedDemoStaff } from './seed-staff';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { seed: false });

  it('adds the demo owner once, confirmed, and never overwrites it', async () => {
    const db = ctx.database.db;
    const hasher = await createPasswordHasher('test');
    await seed(db, 'missing');
    const hash = jest.fn((password: string) => hasher.hash(password));
    await seedDemoStaff(db, hash);
    const [first] = await db.select().from(users).where(eq(users.email, DEMO_STAFF.email));
    expect(first).toMatchObject({ role: 'owner', status: 'active' });
    expect(first?.emailConfirmedAt).not.toBeNull();
    expect(await hasher.verify(DEMO_STAFF.password, first?.passwordHash ?? null)).toBe(true);

    await db.update(users).set({ name: 'Outro nome' }).where(eq(users.email, DEMO_STAFF.email));
    await seedDemoStaff(db, hash);
    // A start with the owner in place hashes nothing.
    expect(hash).toHaveBeenCalledTimes(1);
    const rows = await db.select().from(users).where(eq(users.email, DEMO_STAFF.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Outro nome');
  });
});
