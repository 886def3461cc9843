import { formatNcm, ncmDigits } from './ncm';

describe('NCM', () => {
  it('keeps only the digits, at most 8', () => {
    expect(ncmDigits('8708.30.90')).toBe('87083090');
    expect(ncmDigits(' 8708 30 90 1')).toBe('87083090');
    expect(ncmDigits('abc')).toBe('');
  });

  it('writes the mask 0000.00.00 as far as the digits go', () => {
    expect(formatNcm('87083090')).toBe('8708.30.90');
    expect(formatNcm('870830')).toBe('8708.30');
    expect(formatNcm('87083')).toBe('8708.3');
    expect(formatNcm('870')).toBe('870');
    expect(formatNcm(null)).toBe('');
  });
});
