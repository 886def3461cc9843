import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, demoTenant, mockApi, renderWithProviders } from '@catalogo/shared-auth/testing';
import type { CategorySettings } from '@catalogo/shared-auth';
import { PortfolioLandingPage } from './portfolio-landing-page';

const SUMMARY = '/panel/portifolio/summary';
const base = '/panel/portifolio';

const summary = (attention: Partial<Record<string, number>> = {}) => ({
  body: {
    counts: {
      brands: 12,
      categories: 5,
      groups: 18,
      subgroups: 40,
      descriptions: 250,
      factories: 9,
      vehicles: 310,
      products: 2000,
    },
    attention: {
      inactiveBrandsInUse: 0,
      descriptionsWithoutSubgroup: 0,
      inactiveVehiclesInUse: 0,
      ...attention,
    },
  },
});

function renderLanding(categorySettings: CategorySettings | null = null) {
  return renderWithProviders(<PortfolioLandingPage />, {
    route: base,
    tenant: { ...demoTenant, categorySettings },
    session: {
      user: { id: 'u1', name: 'Vera', email: 'vera@demo.com.br', role: 'viewer' },
      tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo Autopeças', situation: 'active' },
      permissions: ['panel:read'],
    },
  });
}

const card = (name: RegExp) => screen.getByRole('link', { name });

describe('PortfolioLandingPage', () => {
  it('shows each list with its count, linking to it', async () => {
    mockApi({ [`GET ${SUMMARY}`]: summary() });
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfólio' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Produtos 2.000' })).toHaveAttribute(
      'href',
      `${base}/product`,
    );
    const expected: [RegExp, string][] = [
      [/^Marcas 12/, `${base}/brand`],
      [/^Categorias 5/, `${base}/category-system/category`],
      [/^Grupos 18/, `${base}/category-system/group`],
      [/^Subgrupos 40/, `${base}/category-system/subgroup`],
      [/^Descrições 250/, `${base}/description`],
      [/^Montadoras 9/, `${base}/factory`],
      [/^Veículos 310/, `${base}/vehicle`],
      [/^Perfil da empresa/, `${base}/profile`],
    ];
    for (const [name, href] of expected) expect(card(name)).toHaveAttribute('href', href);
    expect(
      screen.getByText('Tudo em ordem: nada no portfólio precisa da sua atenção.'),
    ).toBeVisible();
  });

  it('lists what needs attention, each linking to the rows at fault', async () => {
    mockApi({
      [`GET ${SUMMARY}`]: summary({
        inactiveBrandsInUse: 3,
        descriptionsWithoutSubgroup: 1,
        inactiveVehiclesInUse: 2,
      }),
    });
    renderLanding();
    const section = await screen.findByRole('region', { name: 'Precisa de atenção' });
    expect(
      await within(section).findByRole('link', {
        name: /3 marcas inativas ainda usadas em produtos/,
      }),
    ).toHaveAttribute('href', `${base}/brand?active=false&inUse=true`);
    expect(
      within(section).getByRole('link', { name: /1 descrição sem subgrupo padrão/ }),
    ).toHaveAttribute('href', `${base}/description?withoutSubgroup=true`);
    expect(
      within(section).getByRole('link', { name: /2 veículos inativos ainda usados em aplicações/ }),
    ).toHaveAttribute('href', `${base}/vehicle?active=false`);
    expect(screen.queryByText(/Tudo em ordem/)).not.toBeInTheDocument();
  });

  it('leaves descriptions without a subgroup out while the subgroup level is off', async () => {
    mockApi({ [`GET ${SUMMARY}`]: summary({ descriptionsWithoutSubgroup: 7 }) });
    renderLanding({
      status: true,
      metadata: [
        { level: 'category', status: true },
        { level: 'group', status: true },
        { level: 'subgroup', status: false },
      ],
    });
    expect(await screen.findByText(/Tudo em ordem/)).toBeInTheDocument();
    expect(card(/^Subgrupos 40/)).toHaveTextContent('Nível desligado');
    expect(card(/^Grupos 18/)).not.toHaveTextContent('Nível desligado');
  });

  it('says when the summary cannot be loaded, and tries again', async () => {
    mockApi({
      [`GET ${SUMMARY}`]: [
        apiError(503, 'UNAVAILABLE', 'Indisponível.'),
        apiError(503, 'UNAVAILABLE', 'Indisponível.'),
        summary({ inactiveBrandsInUse: 1 }),
      ],
    });
    renderLanding();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o resumo do portfólio.');
    // The lists stay reachable without their counts.
    expect(card(/^Marcas —/)).toHaveAttribute('href', `${base}/brand`);

    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('link', { name: /1 marca inativa ainda usada em produtos/ }),
    ).toBeInTheDocument();
    expect(card(/^Marcas 12/)).toBeInTheDocument();
  });
});
