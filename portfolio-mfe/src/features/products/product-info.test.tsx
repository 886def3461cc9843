import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import { callsTo, renderPanel } from '../common/test-utils';
import { ProductFormPage } from './product-form-page';
import { ProductInfoPage } from './product-section-pages';
import { PRODUCTS, PRODUCT_PATH, lookups, product } from './test-fixtures';

const ROUTE = `${PRODUCT_PATH}/form/template/ProductInfo`;
const PDF = 'https://storage.example.com/demo/document/2026/manual.pdf';

function Screens() {
  return (
    <Routes>
      <Route path={ROUTE} element={<ProductInfoPage />} />
      <Route path={`${PRODUCT_PATH}/form/:id?`} element={<ProductFormPage />} />
    </Routes>
  );
}

beforeEach(() => localStorage.clear());

describe('product info and code', () => {
  it('previews the Markdown as the catalogue shows it, without running raw HTML', async () => {
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: {
        body: product({
          infoText:
            '## Aplicação\n\nPastilha **cerâmica**.\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[Manual](javascript:alert(3))',
        }),
      },
      'POST /panel/uploads': {
        status: 201,
        body: { url: PDF, width: null, height: null, bytes: 2048, contentType: 'application/pdf' },
      },
    });
    const { user, container } = renderPanel(<Screens />, { route: `${ROUTE}?id=p1` });
    await screen.findByLabelText('Texto informativo');
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    const preview = screen.getByTestId('markdown-preview');
    expect(within(preview).getByRole('heading', { name: 'Aplicação' }).tagName).toBe('H3');
    expect(within(preview).getByText('cerâmica').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).toBeNull();
    expect(within(preview).getByText('Manual')).not.toHaveAttribute('href', 'javascript:alert(3)');
    await user.click(screen.getByRole('button', { name: 'Escrever' }));
    expect(screen.getByLabelText('Texto informativo')).toBeInTheDocument();

    // a PDF becomes a document named after its file; anything else is refused before sending
    const pdf = new File(['%PDF-1.7'], 'Manual de instalação.pdf', { type: 'application/pdf' });
    const doc = new File(['x'], 'nota.docx', { type: 'application/msword' });
    await user.upload(screen.getByLabelText('Arquivos PDF'), [pdf, doc]);
    expect(await screen.findByLabelText(/^Nome do documento 1/)).toHaveValue(
      'Manual de instalação',
    );
    expect(screen.getByText('nota.docx: Envie um arquivo PDF.')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/panel/uploads')).toHaveLength(1);
  });

  it('tells while typing whether a new code is free', async () => {
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/code-available`]: (request) => ({
        body: {
          available: request.url.searchParams.get('code') !== 'PF-2000',
          normalized: request.url.searchParams.get('code'),
        },
      }),
    });
    const { user } = renderPanel(<Screens />, { route: `${PRODUCT_PATH}/form` });
    const code = await screen.findByLabelText(/^Código/);
    await user.type(code, 'pf-2000');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'O código PF-2000 já está em uso por outro produto.',
      ),
    );
    await user.type(code, '1');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Código PF-20001 disponível.'));
    // debounced: one question per pause, not per key
    expect(callsTo(requests, 'GET', `${PRODUCTS}/code-available`).length).toBeLessThanOrEqual(3);
  });
});
