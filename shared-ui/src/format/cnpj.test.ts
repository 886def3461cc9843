import { cnpjDigits, isValidCnpj, maskCnpj } from './cnpj';

describe('maskCnpj', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['11222333', '11.222.333'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
  ])('formats %p as %p', (typed, masked) => {
    expect(maskCnpj(typed)).toBe(masked);
  });

  it('drops what is not a digit and anything past 14 digits', () => {
    expect(maskCnpj('11a.222-333/0001 81999')).toBe('11.222.333/0001-81');
  });

  it('is stable on an already masked value', () => {
    expect(maskCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });
});

describe('cnpjDigits', () => {
  it('keeps the digits only', () => {
    expect(cnpjDigits('11.222.333/0001-81')).toBe('11222333000181');
  });
});

describe('isValidCnpj', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '45.723.174/0001-10', '04.252.011/0001-10'])(
    'accepts %p',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it.each([
    ['wrong first check digit', '11.222.333/0001-91'],
    ['wrong second check digit', '11.222.333/0001-82'],
    ['all the same digit', '11.111.111/1111-11'],
    ['all zeros', '00000000000000'],
    ['too short', '11.222.333/0001-8'],
    ['too long', '112223330001810'],
    ['empty', ''],
    ['letters', '11.222.333/0001-8a'],
  ])('rejects %s (%p)', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});
