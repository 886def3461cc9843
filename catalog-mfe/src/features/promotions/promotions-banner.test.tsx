import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@catalogo/shared-auth/testing';
import { PromotionsBanner } from './promotions-banner';

const promotion = (id: string, title: string) => ({
  id,
  title,
  banner: null,
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: null,
  discount: 10,
});

const THREE = [
  promotion('p1', 'Semana do Freio'),
  promotion('p2', 'Suspensão em dobro'),
  promotion('p3', 'Filtros com frete grátis'),
];

const offsetLeft = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft')!;
const scrollTo = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollTo');

/** jsdom lays nothing out: slide i starts at i × 500 px, and scrollTo is recorded. */
function layOut() {
  const scrolls: number[] = [];
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? Array.from(this.parentElement!.children).indexOf(this) * 500 : 0;
    },
  });
  HTMLElement.prototype.scrollTo = function scrollTo(options?: ScrollToOptions | number) {
    scrolls.push(typeof options === 'object' ? options.left ?? 0 : 0);
  } as typeof HTMLElement.prototype.scrollTo;
  return scrolls;
}

const dots = () => screen.getAllByRole('button', { name: /^Promoção \d de 3/ });
const currentDot = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');

afterEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', offsetLeft);
  if (scrollTo) Object.defineProperty(HTMLElement.prototype, 'scrollTo', scrollTo);
  else delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

describe('PromotionsBanner', () => {
  it('moves between the slides with the arrows (round the ends) and the dots', async () => {
    const scrolls = layOut();
    mockApi({ 'GET /catalog-public/promotions': { body: THREE } });
    renderWithProviders(<PromotionsBanner />);
    expect(await screen.findByRole('list', { name: 'Promoções em andamento' })).toBeVisible();
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Promoção 1 de 3: Semana do Freio',
      'Promoção 2 de 3: Suspensão em dobro',
      'Promoção 3 de 3: Filtros com frete grátis',
    ]);
    expect(currentDot()).toBe(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Próxima promoção' }));
    expect(scrolls).toEqual([500]);
    expect(currentDot()).toBe(1);
    await user.click(dots()[2]!);
    await user.click(screen.getByRole('button', { name: 'Próxima promoção' }));
    expect(scrolls).toEqual([500, 1000, 0]);
    expect(currentDot()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Promoção anterior' }));
    expect(scrolls).toEqual([500, 1000, 0, 1000]);
    expect(currentDot()).toBe(2);
  });

  it('follows a swipe: the dot of the slide scrolled to is the current one', async () => {
    layOut();
    mockApi({ 'GET /catalog-public/promotions': { body: THREE } });
    renderWithProviders(<PromotionsBanner />);
    const list = await screen.findByRole('list', { name: 'Promoções em andamento' });
    list.scrollLeft = 990;
    list.dispatchEvent(new Event('scroll'));
    await screen.findByRole('button', { name: /^Promoção 3 de 3/, current: true });
  });

  it('has no arrows or dots for a single promotion', async () => {
    mockApi({ 'GET /catalog-public/promotions': { body: [THREE[0]] } });
    renderWithProviders(<PromotionsBanner />);
    expect(await screen.findByRole('heading', { name: 'Semana do Freio' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
