import { registerSchema } from './register-schema';

const valid = {
  company: { commercialName: ' Acme Peças ', uriName: 'acme-pecas', cnpj: '11.222.333/0001-81' },
  name: 'Ana Souza',
  email: 'ana@acme.com.br',
  password: 'segredo123',
  passwordConfirmation: 'segredo123',
};

const messages = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registerSchema', () => {
  it('accepts a complete form and sends the CNPJ as digits, names trimmed', () => {
    expect(registerSchema.parse(valid)).toEqual({
      ...valid,
      company: { commercialName: 'Acme Peças', uriName: 'acme-pecas', cnpj: '11222333000181' },
    });
  });

  it('explains every empty field', () => {
    expect(
      messages({
        company: { commercialName: '', uriName: '', cnpj: '' },
        name: '',
        email: '',
        password: '',
        passwordConfirmation: '',
      }),
    ).toEqual({
      'company.commercialName': 'Informe o nome da empresa.',
      'company.uriName': 'Informe o endereço da empresa.',
      'company.cnpj': 'Informe o CNPJ.',
      name: 'Informe o seu nome.',
      email: 'Informe o e-mail.',
      password: 'Informe a senha.',
      passwordConfirmation: 'Confirme a senha.',
    });
  });

  it.each(['ab', 'a'.repeat(41), 'Acme', 'acme_pecas', '-acme', 'acme-', 'açme', 'xn--acme'])(
    'rejects the address %p',
    (uriName) => {
      expect(messages({ ...valid, company: { ...valid.company, uriName } })).toEqual({
        'company.uriName': 'Use de 3 a 40 letras minúsculas, números ou hífen',
      });
    },
  );

  it.each(['abc', 'a'.repeat(40), 'loja-24'])('accepts the address %p', (uriName) => {
    expect(messages({ ...valid, company: { ...valid.company, uriName } })).toEqual({});
  });

  it('rejects a CNPJ with wrong check digits', () => {
    expect(
      messages({ ...valid, company: { ...valid.company, cnpj: '11.222.333/0001-82' } }),
    ).toEqual({
      'company.cnpj': 'CNPJ inválido.',
    });
  });

  it('rejects an invalid e-mail', () => {
    expect(messages({ ...valid, email: 'ana@' })).toEqual({ email: 'E-mail inválido.' });
  });

  it('requires 8 to 128 characters of password', () => {
    const short = { ...valid, password: '1234567', passwordConfirmation: '1234567' };
    expect(messages(short)).toEqual({ password: 'A senha deve ter pelo menos 8 caracteres.' });
    const long = { ...valid, password: 'x'.repeat(129), passwordConfirmation: 'x'.repeat(129) };
    expect(messages(long)).toEqual({ password: 'A senha deve ter no máximo 128 caracteres.' });
    const max = { ...valid, password: 'x'.repeat(128), passwordConfirmation: 'x'.repeat(128) };
    expect(messages(max)).toEqual({});
  });

  it('requires the confirmation to match', () => {
    expect(messages({ ...valid, passwordConfirmation: 'segredo124' })).toEqual({
      passwordConfirmation: 'As senhas não conferem.',
    });
  });
});
