// pt-BR formatting used across the apps.
//
// Numbers, prices and dates are written here by hand, with exactly the text Intl gives for pt-BR
// (pt-br.test.ts compares them): the first Intl formatter a page creates loads the ICU locale data
// (70-140 ms of main thread on a fast machine, several times that on a phone), and a public page
// hydrating would pay that in one task just to write the same "R$ 12,90" the server already
// wrote. What the hand-written forms do not cover (exponents, NaN, infinities, numbers of
// 1e11 and more, years out of 1..9999, date with time) goes to Intl, created when first needed.

// Intl for what the hand-written forms leave to it: rare (a new formatter each time is fine), but
// for dates with their time (the panel's lists), kept once made.
let dateTimeFormatter: Intl.DateTimeFormat | undefined;

/**
 * `value` in pt-BR digits ("1.234,5"), rounded half away from zero at `maxFraction` digits of its
 * shortest decimal form (as ICU rounds: "1.005" is 1,01, though the double is a hair under), with
 * at least `minFraction` of them; null where Intl must answer (not finite, an exponent, or too
 * large to be scaled to an exact integer).
 */
function decimal(value: number, minFraction: number, maxFraction: number): string | null {
  const abs = Math.abs(value);
  if (!(abs < 1e11) || String(abs).includes('e')) return null;
  // `${abs}e${n}` is read as the decimal it says, so the half is exact where it is one.
  const digits = String(Math.round(Number(`${abs}e${maxFraction}`))).padStart(maxFraction + 1, '0');
  const cut = digits.length - maxFraction;
  const fraction = digits.slice(cut).replace(/0+$/, '').padEnd(minFraction, '0');
  const sign = 1 / value < 0 ? '-' : ''; // negative, or -0 (Intl writes "-0")
  return `${sign}${digits.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${fraction && `,${fraction}`}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** dd/mm/aaaa in the local time zone. */
export function formatDate(value: Date | string | number): string {
  const date = new Date(value);
  const year = date.getFullYear();
  // Invalid dates (NaN) and years Intl writes otherwise go to Intl (which throws on the former).
  if (!(year >= 1 && year <= 9999))
    return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }).format(date);
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${year}`;
}

export const formatDateTime = (value: Date | string | number) =>
  (dateTimeFormatter ??= new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
  })).format(new Date(value));

/** R$ 1.234,56 (a no-break space after the symbol; -R$ 1,00). */
export const formatCurrency = (value: number) =>
  decimal(value, 2, 2)?.replace(/^-?/, '$&R$\u00a0') ??
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

/** 1.234,567 (at most three decimals). */
export const formatNumber = (value: number) =>
  decimal(value, 0, 3) ?? new Intl.NumberFormat('pt-BR').format(value);
