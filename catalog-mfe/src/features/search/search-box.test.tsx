import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@catalogo/shared-auth/testing';
import { expectHighlightKeptOnRender } from '@catalogo/shared-ui/testing';
import { currentLocation, renderCatalog } from '../../test/render';
import { SearchBox } from './search-box';
import { searchResult } from './search-fixtures';

function mockCatalog(result = searchResult(), suggest?: (q: string) => unknown) {
  return mockApi({
    'GET /catalog-public/products': { body: result },
    'GET /catalog-public/vehicles/factories': { body: [] },
    'GET /catalog-public/promotions': { body: [] },
    'GET /catalog-public/offers': { body: [] },
    'GET /catalog-public/suggest': (request) => ({
      body: suggest ? suggest(request.url.searchParams.get('q') ?? '') : { items: [] },
    }),
  });
}

const suggestions = {
  items: [
    { kind: 'description', label: 'PASTILHA DE FREIO', q: 'PASTILHA DE FREIO', productId: null },
    { kind: 'code', label: 'PF-1 · PASTILHA DE FREIO', q: 'PF-1', productId: '1' },
  ],
};

describe('search box', () => {
  it('is a combobox whose suggestions run a search', async () => {
    const { requests } = mockCatalog(searchResult(), () => suggestions);
    const { user } = renderCatalog('/');
    const box = screen.getByRole('combobox', { name: 'Buscar produtos' });
    await user.type(box, 'pastil');
    const listbox = await screen.findByRole('listbox');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    // Debounced: one request for the text once the typing paused.
    expect(
      requests.filter((r) => r.url.pathname === '/catalog-public/suggest').map((r) => r.url.search),
    ).toEqual(['?q=pastil']);

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/?q=PASTILHA+DE+FREIO'));
    expect(box).toHaveValue('PASTILHA DE FREIO');

    // A code suggestion opening its product: the e2e journey (catalog-search.spec.ts).
  });

  it('keeps the suggestion highlighted by the keyboard when the box renders again', async () => {
    // Any render after the suggestions came (on the home, the typing's search landing 300 ms
    // after the last key) used to drop the highlight (MUI's stale re-sync, spent by
    // useAutocompleteResync, whose own test pins it down). Not live, and rendered again on
    // demand: nothing here depends on when the debounce fires. Whether this box would drop the
    // highlight without the hook depends on how its suggestion requests interleave with the
    // typing: it does when the file's earlier tests have run, not always alone.
    mockCatalog(searchResult(), () => suggestions);
    const onSearch = jest.fn();
    let renderAgain = () => undefined as void;
    function Parent() {
      const [, setCount] = useState(0);
      renderAgain = () => setCount((n) => n + 1);
      return <SearchBox value="" live={false} onSearch={onSearch} onOpenProduct={jest.fn()} />;
    }
    renderWithProviders(<Parent />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Buscar produtos' });
    await user.type(box, 'pastil');
    await screen.findByRole('listbox');
    await expectHighlightKeptOnRender(user, box, renderAgain);
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('PASTILHA DE FREIO', false);
  });

  it('aborts a suggestion request that a newer text supersedes', async () => {
    let release: () => void = () => undefined;
    const { fetchMock } = mockCatalog(searchResult(), () => suggestions);
    const slow = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input.url;
      if (url.includes('suggest?q=pa&') || url.endsWith('suggest?q=pa'))
        await new Promise<void>((resolve) => (release = resolve));
      return slow(input, init);
    });
    const { user } = renderCatalog('/');
    const box = screen.getByRole('combobox', { name: 'Buscar produtos' });
    await user.type(box, 'pa');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String((input as Request).url ?? input).includes('q=pa'),
        ),
      ).toBe(true),
    );
    await user.type(box, 'stilha');
    await screen.findByRole('listbox');
    const first = fetchMock.mock.calls.find(([input]) =>
      String((input as Request).url).endsWith('suggest?q=pa'),
    )?.[0] as Request;
    expect(first.signal?.aborted).toBe(true);
    act(() => release());
  });

  it('focuses on / from anywhere on the page, but not while typing in a field', async () => {
    mockCatalog();
    const { user } = renderCatalog('/');
    const box = screen.getByRole('combobox', { name: 'Buscar produtos' });
    expect(box).not.toHaveFocus();
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    box.blur();
    const montadora = await screen.findByLabelText('Montadora');
    montadora.focus();
    fireEvent.keyDown(montadora, { key: '/' });
    expect(montadora).toHaveFocus();
  });

  it('shows the vehicle the query names as a chip; removing it searches without its words', async () => {
    mockCatalog(
      searchResult({
        vehicle: {
          label: 'Gol 2015',
          words: ['gol', '2015'],
          factory: { id: 'f1', name: 'VOLKSWAGEN' },
          model: 'GOL',
          year: 2015,
        },
      }),
    );
    const { user } = renderCatalog('/?q=pastilha+gol+2015');
    const chip = await screen.findByTestId('vehicle-chip');
    expect(chip).toHaveTextContent('Veículo: Gol 2015');
    await user.click(
      within(chip).getByRole('button', { name: 'Remover o veículo Gol 2015 da busca' }),
    );
    expect(currentLocation()).toBe('/?q=pastilha');
    expect(screen.getByRole('combobox', { name: 'Buscar produtos' })).toHaveValue('pastilha');
  });

  it('offers "Você quis dizer …?" when nothing is found, and runs it', async () => {
    mockCatalog(searchResult({ items: [], total: 0, facets: {}, didYouMean: 'pastilha' }));
    const { user } = renderCatalog('/?q=pstlha');
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeInTheDocument();
    expect(screen.getByText(/Você quis dizer/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'pastilha' }));
    expect(currentLocation()).toBe('/?q=pastilha');
  });
});
