import { dun14Valid, gtinValid, normalizeGtin } from './gtin';

describe('GTIN check digits', () => {
  it('accepts EAN-13, EAN-8, UPC-12 and DUN-14 with the right digit', () => {
    expect(gtinValid('7891000315507')).toBe(true);
    expect(gtinValid('96385074')).toBe(true);
    expect(gtinValid('036000291452')).toBe(true);
    expect(dun14Valid('17891000315504')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(gtinValid('7891000315508')).toBe(false);
    expect(gtinValid('78910003155')).toBe(false);
    expect(gtinValid('789100031550A')).toBe(false);
    expect(dun14Valid('7891000315507')).toBe(false);
    expect(dun14Valid('17891000315505')).toBe(false);
  });

  it('keeps the digits of a typed code and SEM GTIN however written', () => {
    expect(normalizeGtin(' 789 1000-315507 ')).toBe('7891000315507');
    expect(normalizeGtin('sem gtin')).toBe('SEM GTIN');
  });
});
