import { createPasswordHasher, parsePasswordHash, SCRYPT_PARAMS } from './password';
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
