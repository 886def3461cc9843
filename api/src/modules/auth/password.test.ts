import crypto from 'node:crypto';
import {
  createPasswordHasher,
  parsePasswordHash,
  SCRYPT_PARAMS,
  type ScryptParams,
} from './password';
import { passwordProblem } from './password-policy';
import { COMMON_PASSWORDS } from './common-passwords';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key, verified in constant time', async () => {
    const hasher = await createPasswordHasher('test');
    const stored = await hasher.hash('Cavalo-Bateria-42');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const parsed = parsePasswordHash(stored);
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.key).toHaveLength(64);
    expect(await hasher.hash('Cavalo-Bateria-42')).not.toBe(stored);
    expect(await hasher.verify('Cavalo-Bateria-42', stored)).toBe(true);
    expect(await hasher.verify('cavalo-bateria-42', stored)).toBe(false);
    expect(await hasher.verify('Cavalo-Bateria-42', null)).toBe(false);
    expect(await hasher.verify('Cavalo-Bateria-42', 'scrypt$garbage')).toBe(false);
  });

  it('uses OWASP parameters outside tests, and verifies hashes made with other parameters', async () => {
    expect(SCRYPT_PARAMS['owasp-n17']).toEqual({ N: 131072, r: 8, p: 1 });
    expect(SCRYPT_PARAMS['owasp-n16']).toEqual({ N: 65536, r: 8, p: 2 });
    expect(SCRYPT_PARAMS['owasp-n15']).toEqual({ N: 32768, r: 8, p: 3 });
    const test = await createPasswordHasher('test');
    const old = await test.hash('Cavalo-Bateria-42');
    const strong = await createPasswordHasher('owasp-n15');
    expect(await strong.verify('Cavalo-Bateria-42', old)).toBe(true);
    expect(strong.needsRehash(old)).toBe(true);
    expect(test.needsRehash(old)).toBe(false);
  });

  describe('the work of a verification', () => {
    const current = SCRYPT_PARAMS.test;
    const other: ScryptParams = { N: 2048, r: 8, p: 1 };
    /** The settings of every scrypt run `verify` makes (node:crypto's own function, spied on). */
    async function runsOf(verification: () => Promise<boolean>) {
      const scrypt = jest.spyOn(crypto, 'scrypt');
      try {
        const result = await verification();
        const params = scrypt.mock.calls.map((call) => {
          const { N, r, p } = call[3] as ScryptParams;
          return { N, r, p };
        });
        return { result, params };
      } finally {
        scrypt.mockRestore();
      }
    }
    const withOther = (password: string) => {
      const salt = crypto.randomBytes(16);
      const key = crypto.scryptSync(password, salt, 64, other);
      return [
        'scrypt',
        other.N,
        other.r,
        other.p,
        salt.toString('base64'),
        key.toString('base64'),
      ].join('$');
    };

    it('is one run with the current settings for an unknown user, a corrupt hash and a current hash', async () => {
      const hasher = await createPasswordHasher('test');
      const stored = await hasher.hash('Cavalo-Bateria-42');
      for (const [password, hash, expected] of [
        ['Cavalo-Bateria-42', null, false],
        ['Cavalo-Bateria-42', 'scrypt$garbage', false],
        ['Outra-Senha-99', stored, false],
        ['Cavalo-Bateria-42', stored, true],
      ] as const) {
        expect(await runsOf(() => hasher.verify(password, hash))).toEqual({
          result: expected,
          params: [current],
        });
      }
    });

    it('still includes the current settings when the stored hash has others (then rehashed at sign-in)', async () => {
      const hasher = await createPasswordHasher('test');
      const stored = withOther('Cavalo-Bateria-42');
      expect(hasher.needsRehash(stored)).toBe(true);
      for (const [password, expected] of [
        ['Outra-Senha-99', false],
        ['Cavalo-Bateria-42', true],
      ] as const) {
        const { result, params } = await runsOf(() => hasher.verify(password, stored));
        expect(result).toBe(expected);
        // Never less than an unknown e-mail costs: the current settings' run is always there.
        expect(
          params.filter((q) => q.N === current.N && q.r === current.r && q.p === current.p),
        ).toHaveLength(1);
        expect(params).toHaveLength(2);
        expect(params).toContainEqual(other);
      }
    });
  });

  it.each([
    ['an unknown algorithm', 'bcrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA'],
    ['N not a power of two', `scrypt$1000$8$1$${'A'.repeat(24)}$${'A'.repeat(88)}`],
    ['N too large', `scrypt$${2 ** 24}$8$1$${'A'.repeat(24)}$${'A'.repeat(88)}`],
    ['a short key', `scrypt$1024$8$1$${'A'.repeat(24)}$AAAA`],
  ])('rejects a stored hash with %s', (_label, stored) => {
    expect(parsePasswordHash(stored)).toBeNull();
  });
});

describe('password policy', () => {
  it.each([
    ['Cavalo-Bateria-42', null],
    ['ãçõéêüñ!', null],
    ['1234567', 'A senha deve ter pelo menos 8 caracteres.'],
    ['x'.repeat(128).replace(/^x/, 'y'), null],
    ['y' + 'x'.repeat(128), 'A senha deve ter no máximo 128 caracteres.'],
    ['PASSWORD', 'Senha muito comum. Escolha outra.'],
    ['Senha@123', 'Senha muito comum. Escolha outra.'],
    ['qwerty123', 'Senha muito comum. Escolha outra.'],
    ['aaaaaaaaaaaa', 'Senha muito comum. Escolha outra.'],
  ])('%s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('ships a few hundred common passwords, none shorter than the minimum', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const p of ['password', '12345678', 'senha123', 'qwerty123', 'flamengo']) {
      expect(COMMON_PASSWORDS.has(p)).toBe(true);
    }
    expect([...COMMON_PASSWORDS].filter((p) => [...p].length < 8)).toEqual([]);
  });
});
