import { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12345678000195', '98.765.432/0001-98'])(
    'accepts %s',
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );

  it.each([
    ['a wrong first check digit', '11222333000191'],
    ['a wrong second check digit', '11222333000182'],
    ['13 digits', '1122233300018'],
    ['15 digits', '112223330001810'],
    ['all digits equal', '00000000000000'],
    ['all digits equal (formatted)', '11.111.111/1111-11'],
    ['letters', '11.222.333/0001-8A'],
    ['empty', ''],
  ])('rejects %s', (_label, cnpj) => expect(isValidCnpj(cnpj)).toBe(false));

  it('normalizes and formats', () => {
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
