import { formatCurrency, formatDate, formatNumber } from './pt-br';
import type * as PtBr from './pt-br';

// The hand-written forms must be Intl's text, character for character (a server-rendered page is
// hydrated with them: one character apart is a hydration mismatch).
const intlNumber = new Intl.NumberFormat('pt-BR');
const intlCurrency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const intlDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.05,
  0.005,
  0.0005,
  0.0004,
  -0.0004,
  -0.004,
  -0.005,
  0.995,
  0.9995,
  9.995,
  99.9995,
  999.9995,
  999999.9995,
  1.005,
  1.0005,
  2.675,
  1.45,
  1.55,
  -1.5,
  1234,
  12345.6789,
  123456789.125,
  0.1 + 0.2,
  1e-7,
  1e-6,
  1e20,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  123456789012345680000,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
  100,
  1000,
  10000,
  100000,
  1000000,
  999.5,
  99.5,
  9.5,
  0.125,
  0.0125,
];

/** Deterministic pseudo-random values of every magnitude and number of decimals. */
function values(count: number): number[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(random() * 16 - 4);
    const decimals = Math.floor(random() * 6);
    const raw = random() * magnitude * (random() < 0.2 ? -1 : 1);
    out.push(Number(raw.toFixed(decimals)), raw);
  }
  return out;
}

describe('pt-BR formatting', () => {
  it('writes numbers as Intl does', () => {
    for (const value of [...EDGES, ...values(20_000)])
      expect([value, formatNumber(value)]).toEqual([value, intlNumber.format(value)]);
  });

  it('writes prices as Intl does', () => {
    expect(formatCurrency(1234.5)).toBe('R$\u00a01.234,50');
    for (const value of [...EDGES, ...values(20_000)])
      expect([value, formatCurrency(value)]).toEqual([value, intlCurrency.format(value)]);
  });

  it('writes dates as Intl does, in the local time zone', () => {
    const dates: (string | number | Date)[] = [
      '2026-01-05T10:00:00',
      '2026-12-31T23:59:59',
      '2026-03-01',
      '2024-02-29T00:00:00',
      '0999-03-04T00:00:00',
      '0002-02-05T00:00:00',
      Date.UTC(2026, 10, 26, 2, 30),
      new Date(2030, 0, 1),
    ];
    for (let day = 0; day < 3000; day += 7) dates.push(Date.UTC(2020, 0, 1) + day * 86_400_000);
    for (const value of dates)
      expect([value, formatDate(value)]).toEqual([value, intlDate.format(new Date(value))]);
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('creates no Intl formatter for numbers, prices and dates', () => {
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    const DateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        // A fresh copy of the module, loaded while the constructors are watched.
        const fresh = jest.requireActual<typeof PtBr>('./pt-br');
        fresh.formatNumber(1234.5);
        fresh.formatCurrency(12.9);
        fresh.formatDate('2026-11-26T12:00:00');
        expect(NumberFormat).not.toHaveBeenCalled();
        expect(DateTimeFormat).not.toHaveBeenCalled();
        // A date with its time still is Intl's.
        expect(fresh.formatDateTime('2026-11-26T12:00:00')).toBe('26/11/2026, 12:00');
      });
    } finally {
      NumberFormat.mockRestore();
      DateTimeFormat.mockRestore();
    }
  });
});
