import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import { Route, Routes } from '@catalogo/shared-ui';
import { CategoryListPage } from './category-list-page';
import { GroupListPage } from './group-list-page';
import { SubgroupListPage } from './subgroup-list-page';
import { page, paramsOf, renderScreen, requestsTo, settingsWith } from './test-utils';

const CATEGORIES = '/panel/portifolio/categories';
const GROUPS = '/panel/portifolio/groups';
const SUBGROUPS = '/panel/portifolio/subgroups';
const base = '/panel/portifolio/category-system';

const freios = { id: 'c1', version: 1, code: 'FRE', name: 'Freios', sortOrder: 1, active: true };
const motor = { id: 'c2', version: 1, code: 'MOT', name: 'Motor', sortOrder: 2, active: false };
const pastilhas = {
  id: 'g1',
  version: 2,
  code: 'PAS',
  name: 'Pastilhas',
  categoryId: 'c1',
  category: { id: 'c1', code: 'FRE', name: 'Freios' },
  sortOrder: 1,
  active: true,
};
const dianteiras = {
  id: 's1',
  version: 1,
  code: 'DIA',
  name: 'Dianteiras',
  groupId: 'g1',
  group: { id: 'g1', code: 'PAS', name: 'Pastilhas' },
  sortOrder: 1,
  active: true,
};

function Screens() {
  return (
    <Routes>
      <Route path={`${base}/category`} element={<CategoryListPage />} />
      <Route path={`${base}/group`} element={<GroupListPage />} />
      <Route path={`${base}/subgroup`} element={<SubgroupListPage />} />
      <Route path="*" element={<p>Outra tela</p>} />
    </Routes>
  );
}

const notice = /está desligado nas configurações de categoria/;

// The first rows wait for the Data Grid's chunk, and every answer for a busy machine: a bound on
// waiting, not a speed requirement.
const GRID = { timeout: 15_000 };

beforeEach(() => sessionStorage.clear());

describe('category system lists', () => {
  it('the group list sends the category chosen in its Categoria picker', async () => {
    const { requests } = mockApi({
      [`GET ${GROUPS}`]: page([pastilhas]),
      [`GET ${CATEGORIES}`]: page([freios, motor]),
    });
    const { user, router } = renderScreen(<Screens />, { route: `${base}/group` });

    const row = (await screen.findByText('Pastilhas', {}, GRID)).closest<HTMLElement>(
      '[role="row"]',
    )!;
    expect(within(row).getByText('FRE — Freios')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    expect(
      await screen.findByRole('option', { name: 'MOT — Motor (inativa)' }, GRID),
    ).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'FRE — Freios' }));

    await waitFor(
      () =>
        expect(paramsOf(requestsTo(requests, 'GET', GROUPS).at(-1))).toMatchObject({
          category: 'c1',
          page: '1',
        }),
      GRID,
    );
    expect(router.state.location.search).toBe('?category=c1');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('the subgroup list offers the groups of the chosen category and sends both', async () => {
    const { requests } = mockApi({
      [`GET ${SUBGROUPS}`]: page([dianteiras]),
      [`GET ${GROUPS}`]: page([pastilhas]),
      [`GET ${CATEGORIES}/c1`]: { body: freios },
    });
    const { user } = renderScreen(<Screens />, { route: `${base}/subgroup?category=c1` });
    expect(await screen.findByText('Dianteiras', {}, GRID)).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('FRE — Freios'),
      GRID,
    );

    await user.click(screen.getByRole('combobox', { name: 'Grupo' }));
    await user.click(await screen.findByRole('option', { name: 'PAS — Pastilhas' }, GRID));
    expect(paramsOf(requestsTo(requests, 'GET', GROUPS)[0])).toMatchObject({ category: 'c1' });
    await waitFor(
      () =>
        expect(paramsOf(requestsTo(requests, 'GET', SUBGROUPS).at(-1))).toMatchObject({
          category: 'c1',
          group: 'g1',
        }),
      GRID,
    );
  });

  it('a level switched off in the category settings says so, with the way to the settings', async () => {
    mockApi({ [`GET ${GROUPS}`]: page([pastilhas]) });
    renderScreen(<Screens />, { route: `${base}/group`, settings: settingsWith(['group']) });

    const alert = await screen.findByRole('alert', {}, GRID);
    expect(alert).toHaveTextContent(
      'O nível Grupo está desligado nas configurações de categoria: ele não aparece no catálogo nem nos formulários.',
    );
    expect(
      within(alert).getByRole('link', { name: 'Abrir as configurações de categoria' }),
    ).toHaveAttribute('href', '/panel/setting/category-system');
    const tabs = screen.getByRole('navigation', { name: 'Níveis de categoria' });
    expect(within(tabs).getByRole('link', { name: /^Grupos/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Grupos desligado' })).toBeInTheDocument();
  });

  it('a level that is on shows no notice, even when another level is off', async () => {
    mockApi({ [`GET ${CATEGORIES}`]: page([freios]) });
    renderScreen(<Screens />, { route: `${base}/category`, settings: settingsWith(['group']) });
    expect(await screen.findByText('Freios', {}, GRID)).toBeInTheDocument();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('the whole category system switched off is said on every level', async () => {
    mockApi({ [`GET ${SUBGROUPS}`]: page([dianteiras]) });
    renderScreen(<Screens />, {
      route: `${base}/subgroup`,
      settings: settingsWith([], false),
    });
    expect(await screen.findByRole('alert', {}, GRID)).toHaveTextContent(
      'O sistema de categorias está desligado nas configurações de categoria',
    );
  });

  it('links the three levels to each other', async () => {
    mockApi({ [`GET ${CATEGORIES}`]: page([freios]), [`GET ${SUBGROUPS}`]: page([dianteiras]) });
    const { user, router } = renderScreen(<Screens />, { route: `${base}/category` });
    await screen.findByText('Freios', {}, GRID);
    await user.click(screen.getByRole('link', { name: 'Subgrupos' }));
    expect(await screen.findByText('Dianteiras', {}, GRID)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${base}/subgroup`);
    expect(screen.getByRole('heading', { level: 1, name: 'Subgrupos' })).toBeInTheDocument();
  });
});
