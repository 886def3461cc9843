import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { apiError, mockApi } from '@catalogo/shared-auth/testing';
import { callsTo, EDITOR, OWNER, renderPanel } from '../common/test-utils';
import { ProfilePage } from './profile-page';

const PROFILE = '/panel/portifolio/profile';
const LOGO = 'https://storage.example.com/demo/logo/2026/demo.webp';

const profile = (changes: Record<string, unknown> = {}) => ({
  commercialName: 'Demo Autopeças',
  legalName: 'Demo Autopeças Ltda',
  cnpj: '11222333000181',
  about: {
    description: 'Distribuidora de autopeças.',
    phone: '1134567890',
    whatsapp: '11987654321',
    email: 'contato@demo.com.br',
    website: 'https://www.demo.com.br',
    social: { instagram: 'https://instagram.com/demo' },
  },
  // the seed's colours: 3,5:1, below what the API takes now
  layout: { logo: LOGO, colorSeccondary: '#e85d04', colorSeccondaryContrast: '#ffffff' },
  version: 7,
  updatedAt: '2026-11-23T17:03:00.000Z',
  updatedBy: { id: 'u2', name: 'Bruno' },
  ...changes,
});

const render = (permissions = OWNER) =>
  renderPanel(
    <Routes>
      <Route path={PROFILE} element={<ProfilePage />} />
    </Routes>,
    { route: PROFILE, permissions },
  );

const bar = () => screen.getByTestId('catalog-bar-preview');
const save = () => screen.getByRole('button', { name: 'Salvar' });

beforeEach(() => localStorage.clear());

describe('ProfilePage', () => {
  it('warns of a low contrast, and the catalogue bar preview follows the colours and name', async () => {
    const { requests } = mockApi({
      [`GET ${PROFILE}`]: { body: profile() },
      [`PUT ${PROFILE}`]: (request) => ({
        body: { ...profile(), ...(request.body as object), version: 8 },
      }),
    });
    const { user, store } = render();
    expect(await screen.findByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 3456-7890');
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321');

    // the stored colours' problem shows at once, on the field and as the live note
    const status = await screen.findByText(/^Contraste insuficiente \(3,5:1\): o texto/);
    expect(status).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByLabelText('Cor do texto sobre a cor da marca'),
      ).toHaveAccessibleDescription(
        'Contraste insuficiente (3,5:1); o mínimo é 4,5:1 para o texto ser legível.',
      ),
    );
    expect(bar()).toHaveStyle({ backgroundColor: 'rgb(232, 93, 4)', color: 'rgb(255, 255, 255)' });
    expect(within(bar()).getByText('Demo Autopeças')).toBeInTheDocument();
    expect(bar().querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent(LOGO)),
    );

    // why Salvar is off, at the top of a long page
    const summary = screen.getByText(/^Para salvar, corrija o campo/);
    expect(
      within(summary).getByRole('button', { name: 'Cor do texto sobre a cor da marca' }),
    ).toBeInTheDocument();

    // the way out offered: the same hue, dark enough; both colour fields are right again
    await user.click(screen.getByRole('button', { name: 'Ajustar a cor' }));
    const brand = screen.getByLabelText('Cor da marca');
    expect(brand).toHaveValue('#c85003');
    expect(
      await screen.findByText('Contraste 4,5:1: o texto fica legível (mínimo 4,5:1).'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Cor do texto sobre a cor da marca')).toHaveAttribute(
        'aria-invalid',
        'false',
      ),
    );
    expect(screen.queryByText(/^Para salvar, corrija/)).not.toBeInTheDocument();

    await user.clear(brand);
    await user.paste('#1d4e89');
    await waitFor(() => expect(bar()).toHaveStyle({ backgroundColor: 'rgb(29, 78, 137)' }));
    expect(
      await screen.findByText('Contraste 8,3:1: o texto fica legível (mínimo 4,5:1).'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nome fantasia/));
    await user.paste('Demo Peças');
    expect(within(bar()).getByText('Demo Peças')).toBeInTheDocument();

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    const body = callsTo(requests, 'PUT', PROFILE)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      commercialName: 'Demo Peças',
      cnpj: '11.222.333/0001-81',
      layout: {
        logo: LOGO,
        banner: null,
        colorSeccondary: '#1d4e89',
        colorSeccondaryContrast: '#ffffff',
      },
      version: 7,
    });
    expect(body.about).toMatchObject({ phone: '(11) 3456-7890', address: null });
    // the app's tenant (title, button colours) follows the saved profile
    await waitFor(() =>
      expect(store.getState().tenant.info?.companyLayout?.colorSeccondary).toBe('#1d4e89'),
    );
    expect(store.getState().tenant.info?.commercialName).toBe('Demo Peças');
  });

  it('puts the API field errors on their fields', async () => {
    mockApi({
      [`GET ${PROFILE}`]: {
        body: profile({
          layout: { colorSeccondary: '#1d4e89', colorSeccondaryContrast: '#ffffff' },
        }),
      },
      [`PUT ${PROFILE}`]: apiError(400, 'VALIDATION_ERROR', 'Dados inválidos.', [
        { field: 'about.email', reason: 'E-mail inválido.' },
      ]),
    });
    const { user } = render();
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'vendas@demo.com.br');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail inválido.'));
  });

  it('is read-only without profile:manage (an editor, a viewer)', async () => {
    mockApi({ [`GET ${PROFILE}`]: { body: profile() } });
    render(EDITOR);
    expect(await screen.findByLabelText(/^Nome fantasia/)).toBeDisabled();
    expect(
      screen.getByText('Você pode consultar este registro, mas não alterá-lo.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Cor da marca')).toBeDisabled();
    expect(screen.getByLabelText('Cor da marca: escolher no seletor de cores')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Enviar|Trocar) logo$/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajustar a cor' })).not.toBeInTheDocument();
    // the preview still shows what the catalogue looks like
    expect(within(bar()).getByText('Demo Autopeças')).toBeInTheDocument();
  });
});
