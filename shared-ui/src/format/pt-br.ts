// pt-BR formatting used across the apps. Each formatter is made on first use: the first pt-BR
// date formatter loads the locale's data, a long piece of work to do while the app starts.
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormatter = lazy(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }));
const dateTimeFormatter = lazy(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }),
);
const currencyFormatter = lazy(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
);
const numberFormatter = lazy(() => new Intl.NumberFormat('pt-BR'));

export const formatDate = (value: Date | string | number) =>
  dateFormatter().format(new Date(value));
export const formatDateTime = (value: Date | string | number) =>
  dateTimeFormatter().format(new Date(value));
export const formatCurrency = (value: number) => currencyFormatter().format(value);
export const formatNumber = (value: number) => numberFormatter().format(value);
