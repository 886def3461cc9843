import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { RequireAuth, sessionLoaded, sessionLoading } from '@catalogo/shared-auth';
import { apiError, mockApi } from '@catalogo/shared-auth/testing';
import { callsTo, currentLocation, renderPanel } from '../common/test-utils';
import { BrandFormPage } from './brand-form-page';

const RESOURCE = '/panel/portifolio/brands';
const PATH = '/panel/portifolio/brand';
const LOGO = 'https://storage.example.com/demo/logo/2026/0a1b2c.webp';

const saved = (changes: Record<string, unknown> = {}) => ({
  id: 'b9',
  version: 1,
  name: 'Cofap Brasil',
  slug: 'cofap-brasil',
  kind: 'competitor',
  logo: LOGO,
  active: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  updatedBy: { id: 'u1', name: 'Ana' },
  ...changes,
});

function Screens() {
  return (
    <Routes>
      <Route path={PATH} element={<p>Lista de marcas</p>} />
      <Route path={`${PATH}/form/:id?`} element={<BrandFormPage />} />
    </Routes>
  );
}

const save = () => screen.getByRole('button', { name: 'Salvar' });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cofap.png', { type: 'image/png' });

beforeEach(() => localStorage.clear());

/** An API whose upload answers only when the test calls `answer`; the brand saves as b9. */
function slowUpload() {
  let answer: (value: unknown) => void = () => undefined;
  const uploaded = new Promise((resolve) => (answer = resolve));
  const { requests } = mockApi({
    'POST /panel/uploads': async () => {
      await uploaded;
      return {
        status: 201,
        body: { url: LOGO, width: 1, height: 1, bytes: 1, contentType: 'image/webp' },
      };
    },
    [`POST ${RESOURCE}`]: { status: 201, body: saved() },
    [`GET ${RESOURCE}/b9`]: { body: saved() },
  });
  return { answer: (value: unknown) => answer(value), requests };
}

describe('BrandFormPage', () => {
  it('creates a brand: name, kind and an uploaded logo, the identifier left to the API', async () => {
    const { requests } = mockApi({
      'POST /panel/uploads': {
        status: 201,
        body: { url: LOGO, width: 400, height: 400, bytes: 5120, contentType: 'image/webp' },
      },
      [`POST ${RESOURCE}`]: { status: 201, body: saved() },
      [`GET ${RESOURCE}/b9`]: { body: saved() },
    });
    const { user } = renderPanel(<Screens />, { route: `${PATH}/form` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nova marca' }),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(screen.getByLabelText(/^Nome/), 'Cofap Brasil');
    expect(
      screen.getByText('Em branco: será gerado a partir do nome (cofap-brasil).'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Concorrente');

    await user.upload(screen.getByLabelText('Arquivo: Logo'), png());
    const preview = await screen.findByRole('img', { name: 'Logo atual' });
    expect(new URL(preview.getAttribute('src')!).searchParams.get('url')).toBe(LOGO);
    expect(callsTo(requests, 'POST', '/panel/uploads')[0]?.headers.get('authorization')).toBe(
      'Bearer token-1',
    );
    expect(screen.getByRole('button', { name: 'Trocar logo' })).toBeInTheDocument();

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Registro criado.')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', RESOURCE)[0]?.body).toEqual({
      name: 'Cofap Brasil',
      slug: null,
      kind: 'competitor',
      logo: LOGO,
      active: true,
    });
    await waitFor(() => expect(currentLocation()).toBe(`${PATH}/form/b9`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marca' })).toBeInTheDocument();
  });

  it('keeps the page and its upload while a token refresh reloads the session', async () => {
    const { answer, requests } = slowUpload();
    const { user, store } = renderPanel(
      <RequireAuth>
        <Screens />
      </RequireAuth>,
      { route: `${PATH}/form` },
    );
    await user.type(await screen.findByLabelText(/^Nome/), 'Cofap Brasil');
    await user.upload(screen.getByLabelText('Arquivo: Logo'), png());
    expect(await screen.findByLabelText('Enviando logo')).toBeInTheDocument();

    // the session reloads: the page stays, with what was typed and the upload in flight
    const session = store.getState().session;
    act(() => store.dispatch(sessionLoading()));
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Cofap Brasil');
    act(() => store.dispatch(sessionLoaded({ data: session.data!, accessToken: 'token-2' })));
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Cofap Brasil');
    expect(screen.getByLabelText('Enviando logo')).toBeInTheDocument();

    await act(async () => answer(null));
    expect(await screen.findByRole('img', { name: 'Logo atual' })).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await screen.findByText('Registro criado.');
    expect(callsTo(requests, 'POST', RESOURCE)[0]?.body).toMatchObject({ logo: LOGO });
  });

  it('keeps an upload that ends after the user left the form and came back to its draft', async () => {
    const { answer, requests } = slowUpload();
    const { user, router } = renderPanel(<Screens />, { route: `${PATH}/form` });
    await user.type(await screen.findByLabelText(/^Nome/), 'Cofap Brasil');
    await user.upload(screen.getByLabelText('Arquivo: Logo'), png());
    expect(await screen.findByLabelText('Enviando logo')).toBeInTheDocument();

    // the form goes (its draft kept) while the file is still on its way, then comes back
    await act(() => router.navigate(PATH));
    const leave = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(leave).getByRole('button', { name: 'Sair e manter rascunho' }));
    expect(await screen.findByText('Lista de marcas')).toBeInTheDocument();
    await act(() => router.navigate(`${PATH}/form`));
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Cofap Brasil');
    expect(screen.getByLabelText('Enviando logo')).toBeInTheDocument();

    await act(async () => answer(null));
    expect(await screen.findByRole('img', { name: 'Logo atual' })).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await screen.findByText('Registro criado.');
    expect(callsTo(requests, 'POST', RESOURCE)[0]?.body).toMatchObject({
      name: 'Cofap Brasil',
      logo: LOGO,
    });
  });

  it('shows a duplicate name on the name field', async () => {
    mockApi({
      [`POST ${RESOURCE}`]: apiError(409, 'DUPLICATE', 'Já existe um registro com estes dados.', [
        { field: 'name', reason: 'Já existe uma marca com este nome.' },
      ]),
    });
    const { user } = renderPanel(<Screens />, { route: `${PATH}/form` });
    await user.type(await screen.findByLabelText(/^Nome/), 'Bosch');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());

    const name = screen.getByLabelText(/^Nome/);
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Já existe uma marca com este nome.'),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(currentLocation()).toBe(`${PATH}/form`);
  });

  it('refuses an identifier the API would refuse, and an SVG logo before sending it', async () => {
    const { requests } = mockApi({});
    const { user } = renderPanel(<Screens />, { route: `${PATH}/form` });
    await user.type(await screen.findByLabelText(/^Nome/), 'Bosch');
    await user.type(screen.getByLabelText('Identificador'), 'Bosch Brasil');
    await user.tab();
    expect(screen.getByLabelText('Identificador')).toHaveAccessibleDescription(
      'Use letras minúsculas, números e hífens.',
    );
    expect(save()).toBeDisabled();

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(screen.getByLabelText('Arquivo: Logo'), svg);
    expect(
      await screen.findByText('Arquivos SVG não são aceitos. Envie PNG, JPEG, WebP ou AVIF.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/panel/uploads')).toHaveLength(0);
  });

  it("shows the API's reason when it refuses the file", async () => {
    mockApi({
      'POST /panel/uploads': apiError(
        413,
        'UPLOAD_TOO_LARGE',
        'O arquivo passa do limite de 10 MB.',
        [{ field: 'file', reason: 'O arquivo passa do limite de 10 MB.' }],
      ),
    });
    const { user } = renderPanel(<Screens />, { route: `${PATH}/form` });
    await user.upload(await screen.findByLabelText('Arquivo: Logo'), png());
    expect(await screen.findByText('O arquivo passa do limite de 10 MB.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('Sem imagem')).toBeInTheDocument();
  });

  it('explains why a brand in use cannot be deleted', async () => {
    mockApi({
      [`GET ${RESOURCE}/b9`]: { body: saved() },
      [`DELETE ${RESOURCE}/b9`]: {
        status: 409,
        body: {
          code: 'IN_USE',
          message: 'Em uso.',
          usedBy: { products: 12, references: 3 },
        },
      },
    });
    const { user } = renderPanel(<Screens />, { route: `${PATH}/form/b9` });
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Cofap Brasil');
    expect(screen.getByRole('img', { name: 'Logo atual' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir registro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(dialog).findByText(
        'Não é possível excluir. Em uso por 12 produtos e 3 referências.',
      ),
    ).toBeInTheDocument();
  });
});
