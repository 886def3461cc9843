// pt-BR formatting used across the apps.
//
// Numbers, prices and dates are written here by hand, with exactly the text Intl gives for pt-BR
// (pt-br.test.ts compares them): the first Intl formatter a page creates loads the ICU locale data
// (70-140 ms of main thread on a fast machine, several times that on a phone), and a public page
// hydrating would pay that in one task just to write the same "R$ 12,90" the server already
// wrote. What the hand-written forms do not cover (exponents, NaN, infinities, years out of
// 1..9999, date with time) goes to Intl, created when first needed.

let numberFormatter: Intl.NumberFormat | undefined;
let currencyFormatter: Intl.NumberFormat | undefined;
let dateFormatter: Intl.DateTimeFormat | undefined;
let dateTimeFormatter: Intl.DateTimeFormat | undefined;

const intlNumber = () => (numberFormatter ??= new Intl.NumberFormat('pt-BR'));
const intlCurrency = () =>
  (currencyFormatter ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const intlDate = () => (dateFormatter ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }));
const intlDateTime = () =>
  (dateTimeFormatter ??= new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
  }));

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `value` in pt-BR digits ("1.234,5"), rounded half away from zero at `maxFraction` digits of its
 * shortest decimal form (as ICU rounds), at least `minFraction` of them, or null where Intl must
 * answer (not finite, or written with an exponent).
 */
function decimal(value: number, minFraction: number, maxFraction: number): string | null {
  if (!Number.isFinite(value)) return null;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let int = whole;
  let frac = fraction;
  if (frac.length > maxFraction) {
    const up = frac.charCodeAt(maxFraction) >= 53; // '5'
    frac = frac.slice(0, maxFraction);
    if (up) {
      const rounded = increment(int + frac);
      int = rounded.slice(0, rounded.length - maxFraction) || '0';
      frac = rounded.slice(rounded.length - maxFraction);
    }
  }
  frac = frac.replace(/0+$/, '');
  if (frac.length < minFraction) frac = frac.padEnd(minFraction, '0');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${frac ? `,${frac}` : ''}`;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** dd/mm/aaaa in the local time zone. */
export function formatDate(value: Date | string | number): string {
  const date = new Date(value);
  const year = date.getFullYear();
  // Invalid dates (NaN) and years Intl writes otherwise go to Intl (which throws on the former).
  if (!(year >= 1 && year <= 9999)) return intlDate().format(date);
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${year}`;
}

export const formatDateTime = (value: Date | string | number) =>
  intlDateTime().format(new Date(value));

/** R$ 1.234,56 (a no-break space after the symbol). */
export function formatCurrency(value: number): string {
  const digits = decimal(value, 2, 2);
  if (digits === null) return intlCurrency().format(value);
  return digits.startsWith('-') ? `-R$\u00a0${digits.slice(1)}` : `R$\u00a0${digits}`;
}

/** 1.234,567 (at most three decimals). */
export const formatNumber = (value: number) => decimal(value, 0, 3) ?? intlNumber().format(value);
