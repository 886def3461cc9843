import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { apiError, demoTenant, mockApi, renderWithProviders } from '@catalogo/shared-auth/testing';
import { callsTo, currentLocation, renderPanel, VIEWER } from '../common/test-utils';
import { ProductFormPage } from './product-form-page';
import { ProductPackPage } from './product-section-pages';
import {
  PRODUCTS,
  PRODUCT_PATH,
  descriptionRow,
  lookups,
  product,
  savedBody,
} from './test-fixtures';

function Screens() {
  return (
    <Routes>
      <Route path={PRODUCT_PATH} element={<p>Lista de produtos</p>} />
      <Route path={`${PRODUCT_PATH}/form/template/ProductPack`} element={<ProductPackPage />} />
      <Route path={`${PRODUCT_PATH}/form/:id?`} element={<ProductFormPage />} />
    </Routes>
  );
}

const save = () => screen.getByRole('button', { name: 'Salvar' });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
// The options' answer on a busy machine: a bound on waiting only.
const SLOW = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('ProductFormPage', () => {
  it('loads a product and saves the whole product with the version it read, then the next', async () => {
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product() },
      [`PUT ${PRODUCTS}/p1`]: [
        { body: product({ version: 5, complement: 'DIANTEIRA CERÂMICA' }) },
        { body: product({ version: 6, complement: 'DIANTEIRA CERÂMICA', notes: 'Kit com 4.' }) },
      ],
    });
    const { user } = renderPanel(<Screens />, { route: `${PRODUCT_PATH}/form/p1` });
    const complement = await screen.findByLabelText('Complemento');
    expect(screen.getByRole('heading', { level: 1, name: 'Produto' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código/)).toHaveValue('PF-1020');
    expect(complement).toHaveValue('DIANTEIRA');
    // every tab with its completeness
    expect(tab(/^Detalhes/)).toHaveAccessibleName('Detalhes (80% completo)');
    expect(tab(/^Principal/)).toHaveAttribute('aria-selected', 'true');
    expect(save()).toBeDisabled();

    await user.clear(complement);
    await user.type(complement, 'DIANTEIRA CERÂMICA');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    expect(callsTo(requests, 'PUT', `${PRODUCTS}/p1`)[0]?.body).toEqual(
      savedBody({ complement: 'DIANTEIRA CERÂMICA', version: 4 }),
    );

    // another tab's field, saved with the version the last save returned
    await user.click(tab(/^Detalhes/));
    await user.type(screen.getByLabelText('Observações'), 'Kit com 4.');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(callsTo(requests, 'PUT', `${PRODUCTS}/p1`)).toHaveLength(2));
    expect(callsTo(requests, 'PUT', `${PRODUCTS}/p1`)[1]?.body).toEqual(
      savedBody({ complement: 'DIANTEIRA CERÂMICA', notes: 'Kit com 4.', version: 5 }),
    );
  });

  it("puts the API's error on a criterion row's field and its tab's badge", async () => {
    mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product() },
      [`PUT ${PRODUCTS}/p1`]: apiError(400, 'VALIDATION_ERROR', 'Dados inválidos.', [
        { field: 'criteria.1.value', reason: 'Informe a espessura em milímetros.' },
      ]),
    });
    const { user } = renderPanel(<Screens />, { route: `${PRODUCT_PATH}/form/p1` });
    const complement = await screen.findByLabelText('Complemento');
    await user.type(complement, ' X');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());

    // the form goes to the tab with the error, the field says why
    const value = await screen.findByLabelText(/^Critério 2: valor/);
    await waitFor(() =>
      expect(value).toHaveAccessibleDescription('Informe a espessura em milímetros.'),
    );
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(tab(/^Detalhes/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Detalhes/)).toHaveAccessibleName('Detalhes (1 campo com erro, 80% completo)');
    expect(screen.getByTestId('badge-detail')).toHaveTextContent('1');
    expect(screen.queryByTestId('badge-main')).not.toBeInTheDocument();
    // the other row is fine
    expect(screen.getByLabelText(/^Critério 1: valor/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses an EAN with a wrong check digit in pt-BR, on the pack section route', async () => {
    const { requests } = mockApi({ ...lookups, [`GET ${PRODUCTS}/p1`]: { body: product() } });
    const { user } = renderPanel(<Screens />, {
      route: `${PRODUCT_PATH}/form/template/ProductPack?id=p1`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produto: Embalagem' }),
    ).toBeInTheDocument();
    const ean = await screen.findByLabelText('EAN/GTIN');
    expect(tab(/^Embalagem/)).toHaveAttribute('aria-selected', 'true');
    await user.clear(ean);
    await user.type(ean, '789 1000 31550 8');
    await user.tab();
    expect(ean).toHaveValue('7891000315508');
    expect(ean).toHaveAccessibleDescription(
      'Código de barras inválido: confira o dígito verificador (ou use SEM GTIN).',
    );
    expect(screen.getByTestId('badge-pack')).toHaveTextContent('1');
    expect(save()).toBeDisabled();

    // the right digit, and a weight with a decimal comma
    await user.clear(ean);
    await user.type(ean, '7891000315507');
    const net = screen.getByLabelText('Peso líquido (kg)');
    await user.clear(net);
    await user.type(net, '1,2');
    await user.tab();
    expect(net).toHaveAccessibleDescription('O peso líquido não pode ser maior que o bruto.');
    await user.clear(net);
    await user.type(net, '0,75');
    await user.tab();
    await waitFor(() => expect(save()).toBeEnabled());
    expect(callsTo(requests, 'PUT', `${PRODUCTS}/p1`)).toHaveLength(0);
  });

  it("proposes the description's default subgroup (with its group and category) and NCM", async () => {
    const withDefaults = { ...descriptionRow, defaultSubgroupId: 's1', defaultNcm: '87083090' };
    const list = (items: object[]) => ({
      body: { items, total: items.length, page: 1, pageSize: 20 },
    });
    mockApi({
      ...lookups,
      'GET /panel/portifolio/descriptions': list([withDefaults]),
      'GET /panel/portifolio/descriptions/d1': { body: withDefaults },
      'GET /panel/portifolio/subgroups/s1': {
        body: { id: 's1', version: 1, code: 'DIA', name: 'Dianteiras', groupId: 'g1' },
      },
      'GET /panel/portifolio/groups/g1': {
        body: { id: 'g1', version: 1, code: 'PAS', name: 'Pastilhas', categoryId: 'c1' },
      },
      'GET /panel/portifolio/categories/c1': {
        body: { id: 'c1', version: 1, code: 'FRE', name: 'Freios' },
      },
    });
    const { user } = renderPanel(<Screens />, { route: `${PRODUCT_PATH}/form` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Novo produto' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Descrição/ }));
    await user.click(await screen.findByRole('option', { name: 'PAS — PASTILHA DE FREIO' }, SLOW));

    expect(
      await screen.findByText(
        'A descrição sugeriu subgrupo e NCM 8708.30.90. Confira e ajuste se preciso.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Subgrupo' })).toHaveValue('DIA — Dianteiras'),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Grupo' })).toHaveValue('PAS — Pastilhas'),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('FRE — Freios'),
    );
    await user.click(tab(/^Fiscal/));
    expect(screen.getByLabelText('NCM')).toHaveValue('8708.30.90');
  });

  it("hides the category levels the tenant's category settings switch off", async () => {
    mockApi({ ...lookups, [`GET ${PRODUCTS}/p1`]: { body: product() } });
    renderWithProviders(<Screens />, {
      route: `${PRODUCT_PATH}/form/p1`,
      session: {
        user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'editor' },
        tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo', situation: 'active' },
        permissions: ['panel:read', 'portfolio:write'],
      },
      tenant: {
        ...demoTenant,
        categorySettings: {
          status: true,
          metadata: [
            { level: 'category', status: true },
            { level: 'group', status: false },
            { level: 'subgroup', status: true },
          ],
        },
      },
    });
    expect(await screen.findByLabelText('Complemento')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Grupo' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Subgrupo' })).toBeInTheDocument();
  });

  it('shows a product read-only to a viewer: no Salvar, no row or status buttons', async () => {
    mockApi({ ...lookups, [`GET ${PRODUCTS}/p1`]: { body: product() } });
    const { user } = renderPanel(<Screens />, {
      route: `${PRODUCT_PATH}/form/p1`,
      permissions: VIEWER,
    });
    expect(await screen.findByLabelText('Complemento')).toBeDisabled();
    expect(
      screen.getByText('Você pode consultar este registro, mas não alterá-lo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();

    await user.click(tab(/^Detalhes/));
    expect(screen.getByLabelText(/^Critério 1: nome/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adicionar critério' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();

    await user.click(tab(/^Imagens/));
    expect(screen.queryByRole('button', { name: 'Enviar imagens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mover imagem/ })).not.toBeInTheDocument();

    await user.click(tab(/^Revisão/));
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe(`${PRODUCT_PATH}/form/p1`);
  });

  it("explains why a draft named as another product's replacement cannot be deleted", async () => {
    mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product() },
      [`DELETE ${PRODUCTS}/p1`]: {
        status: 409,
        body: { code: 'IN_USE', message: 'Em uso.', usedBy: { replacements: 1 } },
      },
    });
    const { user } = renderPanel(<Screens />, { route: `${PRODUCT_PATH}/form/p1` });
    await screen.findByLabelText('Complemento');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir registro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(dialog).findByText(
        'Não é possível excluir. Em uso por 1 produto que o indica como substituto.',
      ),
    ).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    mockApi({ ...lookups, [`GET ${PRODUCTS}/p1`]: { body: product() } });
    const { user } = renderPanel(<Screens />, { route: `${PRODUCT_PATH}/form/p1` });
    await screen.findByLabelText('Complemento');
    act(() => tab(/^Principal/).focus());
    await user.keyboard('{ArrowRight}');
    expect(tab(/^Detalhes/)).toHaveFocus();
    expect(tab(/^Detalhes/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(/^Fiscal/)).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getByLabelText('NCM')).toHaveValue('8708.30.90');
  });
});
