/**
 * @jest-environment-options {"url": "http://localhost:4200/auth/register"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import { platformTenant } from '@catalogo/shared-auth/testing';
import { apiError, mockApi } from '@catalogo/shared-auth/testing';
import type { Answer } from '@catalogo/shared-auth/testing';
import { externalNavigation } from '../common/external-navigation';
import { renderAuth } from '../../test/render';

type User = ReturnType<typeof renderAuth>['user'];

const available: Answer = ({ url }) => ({
  body: { name: url.pathname.split('/').pop(), available: true },
});

const created = {
  status: 201,
  body: {
    tenant: { id: 't9', uriName: 'acme', commercialName: 'Acme Peças' },
    user: { id: 'u9', name: 'Ana Souza', email: 'ana@acme.com.br', role: 'owner' },
    emailConfirmationRequired: true,
  },
};

async function fillForm(user: User, changes: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'Nome da empresa': 'Acme Peças',
    'Endereço da empresa': 'acme',
    CNPJ: '11222333000181',
    'Seu nome': 'Ana Souza',
    'E-mail': 'ana@acme.com.br',
    Senha: 'segredo123',
    'Confirme a senha': 'segredo123',
    ...changes,
  };
  await screen.findByLabelText('Nome da empresa');
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Criar conta' }));

describe('register page', () => {
  it('shows the screen on the platform host without the new-company note', async () => {
    mockApi({});
    renderAuth('/auth/register', { tenant: platformTenant });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cadastrar empresa' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-remote="auth"][data-screen="register"]')).not.toBeNull();
    expect(document.title).toBe('Cadastrar empresa | Catálogo Eletrônico');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByText('.localhost:4200')).toBeInTheDocument();
  });

  it('warns on a company host that the form creates a new company', async () => {
    mockApi({});
    renderAuth('/auth/register');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Este cadastro cria uma nova empresa, com endereço próprio. Para acessar Demo Autopeças',
    );
    expect(screen.getByLabelText('Nome da empresa')).toBeInTheDocument();
  });

  it('masks the CNPJ as it is typed and rejects wrong check digits', async () => {
    mockApi({ 'GET /auth/uri-name/acme': available });
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    await fillForm(user, { CNPJ: '' });
    const cnpj = screen.getByLabelText('CNPJ');
    await user.type(cnpj, '11222333');
    expect(cnpj).toHaveValue('11.222.333');
    await user.type(cnpj, '000182999');
    expect(cnpj).toHaveValue('11.222.333/0001-82');
    await submit(user);
    expect(await screen.findByText('CNPJ inválido.')).toBeInTheDocument();
    expect(cnpj).toHaveFocus();
  });

  it('explains every empty field and focuses the first', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    await submit(user);
    for (const message of [
      'Informe o nome da empresa.',
      'Informe o endereço da empresa.',
      'Informe o CNPJ.',
      'Informe o seu nome.',
      'Informe o e-mail.',
      'Informe a senha.',
      'Confirme a senha.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nome da empresa')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells whether the address is available once typing pauses', async () => {
    const { requests } = mockApi({
      'GET /auth/uri-name/acme': available,
      'GET /auth/uri-name/demo': { body: { name: 'demo', available: false, reason: 'taken' } },
      'GET /auth/uri-name/www': { body: { name: 'www', available: false, reason: 'reserved' } },
    });
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    const address = await screen.findByLabelText('Endereço da empresa');

    await user.type(address, 'Acme');
    expect(address).toHaveValue('acme');
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription('Disponível');
    // One call for the settled name, none for 'a', 'ac', 'acm'.
    expect(requests.map((r) => r.url.pathname)).toEqual(['/auth/uri-name/acme']);

    await user.clear(address);
    await user.type(address, 'demo');
    expect(await screen.findByText('Já está em uso')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await user.clear(address);
    await user.type(address, 'www');
    expect(await screen.findByText('Endereço reservado')).toBeInTheDocument();

    await user.clear(address);
    await user.type(address, 'a_b');
    expect(
      await screen.findByText('Use de 3 a 40 letras minúsculas, números ou hífen'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(3);
  });

  it('does not send an address known to be taken', async () => {
    const { requests } = mockApi({
      'GET /auth/uri-name/demo': { body: { name: 'demo', available: false, reason: 'taken' } },
    });
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    await fillForm(user, { 'Endereço da empresa': 'demo' });
    await screen.findByText('Já está em uso');
    await submit(user);
    await waitFor(() => expect(screen.getByLabelText('Endereço da empresa')).toHaveFocus());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('requires the confirmation to match the password', async () => {
    mockApi({ 'GET /auth/uri-name/acme': available });
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    await fillForm(user, { 'Confirme a senha': 'segredo124' });
    await submit(user);
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirme a senha')).toHaveFocus();
  });

  it('puts the field errors of a validation answer on their fields', async () => {
    mockApi({
      'GET /auth/uri-name/acme': available,
      'POST /auth/sign-up': apiError(400, 'VALIDATION_ERROR', 'Dados inválidos.', [
        { field: 'company.cnpj', reason: 'CNPJ já cadastrado.' },
        { field: 'email', reason: 'must match format "email"' },
      ]),
    });
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    await fillForm(user);
    await submit(user);
    expect(await screen.findByText('CNPJ já cadastrado.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido.');
    expect(screen.getByLabelText('CNPJ')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an address taken meanwhile on its field', async () => {
    mockApi({
      'GET /auth/uri-name/acme': available,
      'POST /auth/sign-up': apiError(409, 'URI_NAME_TAKEN', 'Este endereço já está em uso.', [
        { field: 'company.uriName', reason: 'Este endereço já está em uso. Escolha outro.' },
      ]),
    });
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    await fillForm(user);
    await submit(user);
    expect(
      await screen.findByText('Este endereço já está em uso. Escolha outro.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço da empresa')).toHaveFocus();
  });

  it('shows other API errors above the form', async () => {
    mockApi({
      'GET /auth/uri-name/acme': available,
      'POST /auth/sign-up': apiError(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde um pouco.'),
    });
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde um pouco.',
    );
  });

  it('sends the company and owner; without a ticket, shows where to sign in', async () => {
    const { requests } = mockApi({
      'GET /auth/uri-name/acme': available,
      'POST /auth/sign-up': created,
    });
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    await fillForm(user);
    await screen.findByText('Disponível');
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Cadastro realizado!')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Enviamos um link de confirmação para ana@acme.com.br.');
    expect(screen.getByRole('link', { name: 'Ir para a página de entrada' })).toHaveAttribute(
      'href',
      'http://acme.localhost:4200/auth/login',
    );
    expect(screen.queryByLabelText('Nome da empresa')).not.toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      company: { commercialName: 'Acme Peças', uriName: 'acme', cnpj: '11222333000181' },
      name: 'Ana Souza',
      email: 'ana@acme.com.br',
      password: 'segredo123',
    });
  });

  it("signs in at once: goes to the new company's panel with the sign-up's ticket", async () => {
    const { requests } = mockApi({
      'GET /auth/uri-name/acme': available,
      'POST /auth/sign-up': { status: 201, body: { ...created.body, signInTicket: 'ticket.9' } },
    });
    const go = jest.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    const { user } = renderAuth('/auth/register', { tenant: platformTenant });
    await fillForm(user);
    await screen.findByText('Disponível');
    await submit(user);
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://acme.localhost:4200/panel#sign-in-ticket=ticket.9'),
    );
    // The button stays pending while the browser leaves: no second sign-up.
    expect(screen.getByRole('button', { name: /Criar conta/ })).toBeDisabled();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText('Cadastro realizado!')).not.toBeInTheDocument();
    go.mockRestore();
  });
});
