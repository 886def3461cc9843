import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import { Route, Routes } from '@catalogo/shared-ui';
import { CategoryFormPage } from './category-form-page';
import { GroupFormPage } from './group-form-page';
import { SubgroupFormPage } from './subgroup-form-page';
import { page, renderScreen, requestsTo, settingsWith } from './test-utils';

const CATEGORIES = '/panel/portifolio/categories';
const GROUPS = '/panel/portifolio/groups';
const base = '/panel/portifolio/category-system';

const freios = { id: 'c1', version: 3, code: 'FRE', name: 'Freios', sortOrder: 1, active: true };
const pastilhas = {
  id: 'g1',
  version: 1,
  code: 'PAS-01',
  name: 'Pastilhas',
  categoryId: 'c1',
  category: { id: 'c1', code: 'FRE', name: 'Freios' },
  sortOrder: 10,
  active: true,
};

function Screens() {
  return (
    <Routes>
      <Route path={`${base}/category/form/:id?`} element={<CategoryFormPage />} />
      <Route path={`${base}/group/form/:id?`} element={<GroupFormPage />} />
      <Route path={`${base}/subgroup/form/:id?`} element={<SubgroupFormPage />} />
      <Route path="*" element={<p>Lista</p>} />
    </Routes>
  );
}

const save = () => screen.getByRole('button', { name: 'Salvar' });

beforeEach(() => localStorage.clear());

describe('category system forms', () => {
  it('creates a group in the category picked, with its code in upper case and its order', async () => {
    const { requests } = mockApi({
      [`GET ${CATEGORIES}`]: page([freios]),
      [`POST ${GROUPS}`]: { status: 201, body: pastilhas },
    });
    const { user, router } = renderScreen(<Screens />, { route: `${base}/group/form` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Novo grupo' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    // the options' answer, on a busy machine: a bound on waiting only
    await user.click(
      await screen.findByRole('option', { name: 'FRE — Freios' }, { timeout: 15_000 }),
    );
    await user.type(screen.getByLabelText(/^Código/), 'pas-01');
    await user.type(screen.getByLabelText(/^Nome/), 'Pastilhas');
    await user.clear(screen.getByLabelText(/^Ordem/));
    await user.type(screen.getByLabelText(/^Ordem/), '10');

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(requestsTo(requests, 'POST', GROUPS)).toHaveLength(1));
    expect(requestsTo(requests, 'POST', GROUPS)[0]?.body).toEqual({
      categoryId: 'c1',
      code: 'PAS-01',
      name: 'Pastilhas',
      sortOrder: 10,
      active: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/group/form/g1`));
  });

  it('refuses a group without a category and an order out of range, in pt-BR', async () => {
    mockApi({});
    const { user } = renderScreen(<Screens />, { route: `${base}/group/form` });
    await user.type(await screen.findByLabelText(/^Código/), 'PAS');
    await user.type(screen.getByLabelText(/^Nome/), 'Pastilhas');
    await user.clear(screen.getByLabelText(/^Ordem/));
    await user.type(screen.getByLabelText(/^Ordem/), '10000');
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.tab();
    expect(await screen.findByText('Use de 0 a 9999.')).toBeInTheDocument();
    expect(await screen.findByText('Escolha a categoria.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('explains that a category still in use cannot be deleted', async () => {
    mockApi({
      [`GET ${CATEGORIES}/c1`]: { body: freios },
      [`DELETE ${CATEGORIES}/c1`]: {
        status: 409,
        body: { code: 'IN_USE', message: 'Em uso.', usedBy: { groups: 4, products: 120 } },
      },
    });
    const { user } = renderScreen(<Screens />, { route: `${base}/category/form/c1` });
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Freios');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(dialog).findByText(
        'Não é possível excluir. Em uso por 4 grupos e 120 produtos.',
      ),
    ).toBeInTheDocument();
  });

  it('a subgroup form says its level is off and names groups without their category when that level is off', async () => {
    mockApi({ [`GET ${GROUPS}`]: page([pastilhas]) });
    const { user } = renderScreen(<Screens />, {
      route: `${base}/subgroup/form`,
      settings: settingsWith(['category', 'subgroup']),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O nível Subgrupo está desligado nas configurações de categoria',
    );
    await user.click(screen.getByRole('combobox', { name: 'Grupo' }));
    expect(await screen.findByRole('option', { name: 'PAS-01 — Pastilhas' })).toBeVisible();
  });
});
