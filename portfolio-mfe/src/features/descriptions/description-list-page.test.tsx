import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import { Route, Routes } from '@catalogo/shared-ui';
import { DescriptionListPage } from './description-list-page';
import { page, renderScreen, requestsTo } from './test-utils';

const RESOURCE = '/panel/portifolio/descriptions';
const LIST = '/panel/portifolio/description';

const rows = [
  {
    id: 'd1',
    version: 1,
    code: 'PF-01',
    name: 'PASTILHA DE FREIO',
    synonyms: ['PASTILHA', 'LONA DE FREIO'],
    defaultSubgroupId: 's1',
    defaultSubgroup: { id: 's1', code: 'DIA', name: 'Dianteiras' },
    defaultNcm: '87083090',
    active: true,
  },
  {
    id: 'd2',
    version: 1,
    code: 'FO-01',
    name: 'FILTRO DE ÓLEO',
    synonyms: [],
    defaultSubgroupId: null,
    defaultSubgroup: null,
    defaultNcm: null,
    active: false,
  },
];

// The first rows wait for the Data Grid's chunk: slow on a busy machine.
const GRID = { timeout: 15_000 };

beforeEach(() => sessionStorage.clear());

describe('DescriptionListPage', () => {
  it('shows synonyms, the default subgroup and the NCM as 8708.30.90', async () => {
    mockApi({ [`GET ${RESOURCE}`]: page(rows) });
    renderScreen(
      <Routes>
        <Route path={LIST} element={<DescriptionListPage />} />
      </Routes>,
      { route: LIST },
    );
    const first = (await screen.findByText('PASTILHA DE FREIO', {}, GRID)).closest<HTMLElement>(
      '[role="row"]',
    )!;
    expect(within(first).getByText('PASTILHA, LONA DE FREIO')).toBeInTheDocument();
    expect(within(first).getByText('DIA — Dianteiras')).toBeInTheDocument();
    expect(within(first).getByText('8708.30.90')).toBeInTheDocument();
    expect(within(first).getByText('Sim')).toBeInTheDocument();
    const second = screen.getByText('FILTRO DE ÓLEO').closest<HTMLElement>('[role="row"]')!;
    expect(within(second).getByText('Não')).toBeInTheDocument();
  });

  it('opened as the landing links it, lists the descriptions without a subgroup', async () => {
    const { requests } = mockApi({ [`GET ${RESOURCE}`]: page([rows[1]!]) });
    renderScreen(
      <Routes>
        <Route path={LIST} element={<DescriptionListPage />} />
      </Routes>,
      { route: `${LIST}?withoutSubgroup=true` },
    );
    expect(await screen.findByText('FILTRO DE ÓLEO', {}, GRID)).toBeInTheDocument();
    expect(screen.getByLabelText('Sem subgrupo')).toHaveValue('true');
    await waitFor(() =>
      expect(
        requestsTo(requests, 'GET', RESOURCE)[0]?.url.searchParams.get('withoutSubgroup'),
      ).toBe('true'),
    );
  });
});
