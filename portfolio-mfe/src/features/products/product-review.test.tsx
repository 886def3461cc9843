import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { apiError, mockApi } from '@catalogo/shared-auth/testing';
import { callsTo, renderPanel } from '../common/test-utils';
import { ProductReviewPage } from './product-section-pages';
import { PRODUCTS, PRODUCT_PATH, listItem, lookups, product } from './test-fixtures';

const ROUTE = `${PRODUCT_PATH}/form/template/ProductReview`;
const blocked = product({
  ean13: null,
  completeness: {
    ...product().completeness,
    blockers: [
      { section: 'image', field: 'images.0.alt', reason: 'Descreva a imagem principal.' },
      { section: 'pack', field: 'ean13', reason: 'Informe o EAN ou SEM GTIN.' },
    ],
  },
});

function Screens() {
  return (
    <Routes>
      <Route path={ROUTE} element={<ProductReviewPage />} />
    </Routes>
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const putBody = (requests: Parameters<typeof callsTo>[0], n: number) =>
  callsTo(requests, 'PUT', `${PRODUCTS}/p1`)[n]?.body as Record<string, unknown>;

beforeEach(() => localStorage.clear());

describe('product review', () => {
  it('lists what blocks publishing, leads to each field, and shows a refused publish on it', async () => {
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: blocked },
      [`PUT ${PRODUCTS}/p1`]: apiError(
        400,
        'VALIDATION_ERROR',
        'O produto não pode ser publicado.',
        [{ field: 'ean13', reason: 'Informe o EAN ou SEM GTIN.' }],
      ),
    });
    const { user } = renderPanel(<Screens />, { route: `${ROUTE}?id=p1` });
    const blockers = await screen.findByRole('list', { name: 'Pendências para publicar' });
    expect(within(blockers).getAllByRole('listitem')).toHaveLength(2);
    expect(tab(/^Revisão/)).toHaveAttribute('aria-selected', 'true');
    // every section with its completeness
    expect(screen.getByRole('progressbar', { name: 'Completude de Informações' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    await user.click(
      within(blockers).getByRole('button', { name: 'Embalagem: Informe o EAN ou SEM GTIN.' }),
    );
    expect(tab(/^Embalagem/)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText('EAN/GTIN')).toHaveFocus());

    await user.click(tab(/^Revisão/));
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(callsTo(requests, 'PUT', `${PRODUCTS}/p1`)).toHaveLength(1));
    expect(putBody(requests, 0)).toMatchObject({ status: 'published', version: 4, ean13: null });
    // the refusal lands on the field, in its tab
    await waitFor(() => expect(tab(/^Embalagem/)).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('EAN/GTIN')).toHaveAccessibleDescription(
      'Informe o EAN ou SEM GTIN.',
    );
    expect(screen.getByTestId('badge-pack')).toHaveTextContent('1');
    // the refused decision is not kept for the next Salvar
    await user.click(tab(/^Revisão/));
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    expect(screen.queryByText(/ao salvar: Publicado/)).not.toBeInTheDocument();
  });

  it('publishes a product with nothing blocking, then discontinues it with its replacement', async () => {
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product() },
      [`GET ${PRODUCTS}`]: {
        body: {
          items: [listItem({ id: 'p7', code: 'PF-1020A' })],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      },
      [`PUT ${PRODUCTS}/p1`]: [
        { body: product({ version: 5, status: 'published' }) },
        {
          body: product({
            version: 6,
            status: 'discontinued',
            replacedById: 'p7',
            replacedBy: { id: 'p7', code: 'PF-1020A' },
          }),
        },
      ],
    });
    const { user } = renderPanel(<Screens />, { route: `${ROUTE}?id=p1` });
    expect(await screen.findByText('Nada impede a publicação.')).toBeInTheDocument();
    // A draft may be deleted; once published it is discontinued instead, so Excluir goes.
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    expect(putBody(requests, 0)).toMatchObject({ status: 'published', version: 4 });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descontinuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descontinuar produto' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Substituído por' }));
    await user.click(await screen.findByRole('option', { name: 'PF-1020A' }, { timeout: 15_000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Descontinuar e salvar' }));
    await waitFor(() => expect(callsTo(requests, 'PUT', `${PRODUCTS}/p1`)).toHaveLength(2));
    expect(putBody(requests, 1)).toMatchObject({
      status: 'discontinued',
      replacedById: 'p7',
      version: 5,
    });
    expect(await screen.findByText('Substituído por PF-1020A.')).toBeInTheDocument();
  });
});
