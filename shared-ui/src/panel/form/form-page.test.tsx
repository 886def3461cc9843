import { act, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { apiError, mockApi } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';
import { Stack } from '../../mui';
import { Route, Routes } from '../../router';
import { currentLocation, renderPanel, VIEWER, preloadPanel } from '../test-utils';
import { FormSelect, FormSwitch, FormTextField } from './form-fields';
import { FormPage } from './form-page';

const RESOURCE = '/panel/portifolio/brands';
const LIST = '/panel/portifolio/brand';
const schema = z.object({
  code: z.string().trim().min(1, 'Informe o código.').max(20, 'Até 20 caracteres.'),
  name: z.string().trim().min(1, 'Informe o nome.'),
  kind: z.enum(['own', 'competitor']),
  active: z.boolean(),
});
type Brand = z.infer<typeof schema>;
const blank: Brand = { code: '', name: '', kind: 'own', active: true };
const labels = { code: 'Código', name: 'Nome', kind: 'Tipo', active: 'Ativa' };

const row = (changes: Record<string, unknown> = {}) => ({
  id: 'b1',
  version: 4,
  code: 'BOS',
  name: 'Bosch',
  kind: 'own',
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-23T17:03:00.000Z',
  updatedBy: { id: 'u2', name: 'Bruno' },
  ...changes,
});

function BrandForm() {
  return (
    <FormPage
      title="Marca"
      newTitle="Nova marca"
      resource={RESOURCE}
      schema={schema}
      defaultValues={blank}
      writePermission="portfolio:write"
      labels={labels}
      fieldMessages={{ code: 'Código inválido.' }}
      listPath={LIST}
    >
      {() => (
        <Stack spacing={2}>
          <FormTextField name="code" label="Código" required />
          <FormTextField name="name" label="Nome" required />
          <FormSelect
            name="kind"
            label="Tipo"
            options={[
              { value: 'own', label: 'Própria' },
              { value: 'competitor', label: 'Concorrente' },
            ]}
          />
          <FormSwitch name="active" label="Ativa" />
        </Stack>
      )}
    </FormPage>
  );
}

function Screens() {
  return (
    <Routes>
      <Route path={LIST} element={<p>Lista de marcas</p>} />
      <Route path={`${LIST}/form/:id?`} element={<BrandForm />} />
    </Routes>
  );
}

const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT');
const save = () => screen.getByRole('button', { name: 'Salvar' });

async function openBrand(routes: Parameters<typeof mockApi>[0], permissions?: string[]) {
  const network = mockApi({ [`GET ${RESOURCE}/b1`]: { body: row() }, ...routes });
  const rendered = renderPanel(<Screens />, {
    route: `${LIST}/form/b1`,
    ...(permissions ? { permissions: permissions as never } : {}),
  });
  expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Bosch');
  return { ...network, ...rendered };
}

beforeAll(preloadPanel, 60_000);
beforeEach(() => localStorage.clear());

describe('FormPage', () => {
  it('saves only when changed and valid, with the version read, then takes the new one', async () => {
    const { user, requests } = await openBrand({
      [`PUT ${RESOURCE}/b1`]: [
        { body: row({ version: 5, name: 'Bosch Brasil' }) },
        { body: row({ version: 6, name: 'Bosch Brasil', code: 'BSH' }) },
      ],
    });
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Nome/), ' Brasil');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.clear(screen.getByLabelText(/^Código/));
    await waitFor(() => expect(save()).toBeDisabled());
    await user.type(screen.getByLabelText(/^Código/), 'BOS');
    await waitFor(() => expect(save()).toBeEnabled());

    await user.click(save());
    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    expect(puts(requests)[0]?.body).toEqual({
      code: 'BOS',
      name: 'Bosch Brasil',
      kind: 'own',
      active: true,
      version: 4,
    });
    await waitFor(() => expect(save()).toBeDisabled());

    // the next save sends the saved row's version: no false conflict
    await user.clear(screen.getByLabelText(/^Código/));
    await user.type(screen.getByLabelText(/^Código/), 'BSH');
    await user.click(save());
    await waitFor(() => expect(puts(requests)).toHaveLength(2));
    expect(puts(requests)[1]?.body).toMatchObject({ code: 'BSH', version: 5 });
  });

  it('puts the field errors of a 400 on the fields', async () => {
    const { user } = await openBrand({
      [`PUT ${RESOURCE}/b1`]: apiError(400, 'VALIDATION_ERROR', 'Dados inválidos.', [
        { field: '/code', reason: 'must match pattern "^[A-Z0-9-]+$"' },
        { field: 'name', reason: 'Já existe uma marca com este nome.' },
      ]),
    });
    await user.type(screen.getByLabelText(/^Nome/), 'x');
    await user.click(save());
    expect(await screen.findByText('Código inválido.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código/)).toHaveAccessibleDescription('Código inválido.');
    expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription(
      'Já existe uma marca com este nome.',
    );
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Boschx');
  });

  it('on a version conflict keeps the edits and "Manter as minhas" saves them on the server version', async () => {
    const current = row({ version: 6, code: 'BSH', name: 'Bosch Ltda' });
    const { user, requests } = await openBrand({
      [`PUT ${RESOURCE}/b1`]: [
        { status: 409, body: { code: 'VERSION_CONFLICT', message: 'Versão antiga.', current } },
        { body: row({ version: 7, code: 'BSH', name: 'Bosch Brasil' }) },
      ],
    });
    await user.clear(screen.getByLabelText(/^Nome/));
    await user.type(screen.getByLabelText(/^Nome/), 'Bosch Brasil');
    await user.click(save());

    const dialog = await screen.findByRole('dialog', { name: 'Este registro foi alterado' });
    expect(dialog).toHaveTextContent('Bruno salvou uma versão mais nova');
    const name = within(dialog).getByRole('radiogroup', { name: 'Nome (você alterou)' });
    expect(within(name).getByLabelText('Sua versão: Bosch Brasil')).toBeChecked();
    expect(within(name).getByLabelText('Versão do servidor: Bosch Ltda')).not.toBeChecked();
    const code = within(dialog).getByRole('radiogroup', { name: 'Código (alterado no servidor)' });
    expect(within(code).getByLabelText('Versão do servidor: BSH')).toBeChecked();
    expect(screen.getByLabelText(/^Nome/, { selector: 'input' })).toHaveValue('Bosch Brasil');

    await user.click(within(dialog).getByRole('button', { name: 'Manter as minhas' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(2));
    expect(puts(requests)[1]?.body).toEqual({
      code: 'BSH',
      name: 'Bosch Brasil',
      kind: 'own',
      active: true,
      version: 6,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Este registro foi alterado' })).toBeNull(),
    );
    expect(screen.getByLabelText(/^Código/)).toHaveValue('BSH');
  });

  it('on a version conflict can take the server version or choose field by field', async () => {
    const current = row({ version: 6, code: 'BSH', name: 'Bosch Ltda' });
    const conflict = { status: 409, body: { code: 'VERSION_CONFLICT', message: 'x', current } };
    const { user, requests } = await openBrand({
      [`PUT ${RESOURCE}/b1`]: [conflict, { body: row({ version: 7, code: 'BOS' }) }],
    });
    await user.type(screen.getByLabelText(/^Nome/), ' Brasil');
    await user.click(save());
    let dialog = await screen.findByRole('dialog', { name: 'Este registro foi alterado' });
    await user.click(within(dialog).getByRole('button', { name: 'Usar as do servidor' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue('Bosch Ltda'));
    expect(puts(requests)).toHaveLength(1);
    expect(save()).toBeDisabled();

    // another edit, another conflict: keep the server's name but this user's old code
    const second = mockApi({
      [`GET ${RESOURCE}/b1`]: { body: current },
      [`PUT ${RESOURCE}/b1`]: [
        {
          status: 409,
          body: {
            code: 'VERSION_CONFLICT',
            message: 'x',
            current: { ...current, version: 8, code: 'ZZZ' },
          },
        },
        { body: row({ version: 9, code: 'BSH', name: 'Bosch Ltda' }) },
      ],
    });
    await user.click(screen.getByRole('switch', { name: 'Ativa' }));
    await user.click(save());
    dialog = await screen.findByRole('dialog', { name: 'Este registro foi alterado' });
    await user.click(within(dialog).getByLabelText('Sua versão: BSH'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar escolhas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(second.requests).at(-1)?.body).toEqual({
      code: 'BSH',
      name: 'Bosch Ltda',
      kind: 'own',
      active: false,
      version: 8,
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = await openBrand({});
    await user.type(screen.getByLabelText(/^Nome/), ' Brasil');
    await user.click(screen.getByRole('link', { name: 'Voltar para a lista' }));

    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe(`${LIST}/form/b1`);
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Bosch Brasil');

    await user.click(screen.getByRole('link', { name: 'Voltar para a lista' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Lista de marcas')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('finds the unsaved edits again after leaving, until the draft is discarded', async () => {
    const first = await openBrand({});
    await first.user.type(screen.getByLabelText(/^Nome/), ' Brasil');
    await first.user.click(screen.getByRole('link', { name: 'Voltar para a lista' }));
    await first.user.click(await screen.findByRole('button', { name: 'Sair e manter rascunho' }));
    expect(await screen.findByText('Lista de marcas')).toBeInTheDocument();
    first.unmount();

    mockApi({ [`GET ${RESOURCE}/b1`]: { body: row() } });
    const { user } = renderPanel(<Screens />, { route: `${LIST}/form/b1` });
    expect(await screen.findByText(/Rascunho restaurado/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Bosch Brasil');
    await waitFor(() => expect(save()).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue('Bosch'));
    expect(screen.queryByText(/Rascunho restaurado/)).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(localStorage.length).toBe(0);
  });

  it('keeps in the draft what lands after the page was left (an upload), unless discarded', async () => {
    // What an upload's callback holds: the form's setValue, called when the file has arrived.
    let late: ((name: 'name', value: string) => void) | null = null;
    const Late = () => (
      <Routes>
        <Route path={LIST} element={<p>Lista de marcas</p>} />
        <Route
          path={`${LIST}/form/:id?`}
          element={
            <FormPage
              title="Marca"
              resource={RESOURCE}
              schema={schema}
              defaultValues={blank}
              writePermission="portfolio:write"
              listPath={LIST}
            >
              {(form) => {
                late = (name, value) => form.setValue(name, value, { shouldDirty: true });
                return <FormTextField name="name" label="Nome" />;
              }}
            </FormPage>
          }
        />
      </Routes>
    );
    const open = async () => {
      mockApi({ [`GET ${RESOURCE}/b1`]: { body: row() } });
      const rendered = renderPanel(<Late />, { route: `${LIST}/form/b1` });
      await screen.findByLabelText('Nome');
      return rendered;
    };
    const stored = () => localStorage.getItem(`panel-draft:${RESOURCE}:b1`);

    // Nothing typed yet: leaving does not ask, and the change lands after the page is gone.
    let page = await open();
    expect(screen.getByLabelText('Nome')).toHaveValue('Bosch');
    const arriving = late!;
    await page.user.click(screen.getByRole('link', { name: 'Voltar para a lista' }));
    expect(await screen.findByText('Lista de marcas')).toBeInTheDocument();
    act(() => arriving('name', 'Bosch Brasil'));
    expect(JSON.parse(stored()!)).toMatchObject({ values: { name: 'Bosch Brasil' }, version: 4 });
    page.unmount();
    page = await open();
    expect(await screen.findByText(/Rascunho restaurado/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Bosch Brasil');

    // The record open again keeps its draft: a change left behind by an older page is not
    // written over it.
    act(() => arriving('name', 'Bosch Antiga'));
    expect(JSON.parse(stored()!)).toMatchObject({ values: { name: 'Bosch Brasil' } });

    // Edits discarded on leaving stay discarded, whatever lands afterwards.
    const again = late!;
    await page.user.click(screen.getByRole('link', { name: 'Voltar para a lista' }));
    await page.user.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Lista de marcas')).toBeInTheDocument();
    act(() => again('name', 'Bosch Tarde'));
    expect(stored()).toBeNull();
  });

  it('creates a record, then edits it at its own address', async () => {
    const { requests } = mockApi({
      [`POST ${RESOURCE}`]: {
        status: 201,
        body: row({ id: 'b9', version: 1, code: 'NGK', name: 'NGK' }),
      },
      [`GET ${RESOURCE}/b9`]: { body: row({ id: 'b9', version: 1, code: 'NGK', name: 'NGK' }) },
    });
    const { user } = renderPanel(<Screens />, { route: `${LIST}/form` });
    expect(await screen.findByRole('heading', { name: 'Nova marca' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Código/), 'NGK');
    await user.type(screen.getByLabelText(/^Nome/), 'NGK');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'competitor');
    await user.click(save());

    await waitFor(() => expect(currentLocation()).toBe(`${LIST}/form/b9`));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      code: 'NGK',
      name: 'NGK',
      kind: 'competitor',
      active: true,
    });
    expect(await screen.findByRole('heading', { name: 'Marca' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('NGK');
    expect(localStorage.length).toBe(0);
  });

  it('explains why a record in use cannot be deleted, and deletes one that is not', async () => {
    const { user, requests } = await openBrand({
      [`DELETE ${RESOURCE}/b1`]: [
        {
          status: 409,
          body: { code: 'IN_USE', message: 'Em uso.', usedBy: { products: 12, groups: 3 } },
        },
        { status: 204 },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    let dialog = await screen.findByRole('dialog', { name: 'Excluir registro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não é possível excluir. Em uso por 12 produtos e 3 grupos.',
    );
    expect(requests.find((r) => r.method === 'DELETE')?.url.searchParams.get('version')).toBe('4');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir registro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Lista de marcas')).toBeInTheDocument();
  });

  it('is read-only for a reader: fields disabled, no Salvar or Excluir', async () => {
    await openBrand({}, VIEWER);
    expect(screen.getByLabelText(/^Nome/)).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Ativa' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Você pode consultar este registro, mas não alterá-lo.'),
    ).toBeInTheDocument();
  });

  it('can leave a reader the controls that only look (readOnlyControls="fields")', async () => {
    mockApi({ [`GET ${RESOURCE}/b1`]: { body: row() } });
    const { user } = renderPanel(
      <Routes>
        <Route
          path={`${LIST}/form/:id`}
          element={
            <FormPage
              title="Marca"
              resource={RESOURCE}
              schema={schema}
              defaultValues={blank}
              writePermission="portfolio:write"
              listPath={LIST}
              readOnlyControls="fields"
            >
              {({ readOnly }) => (
                <Stack spacing={2}>
                  <FormTextField name="name" label="Nome" required />
                  <button type="button" onClick={() => undefined}>
                    {readOnly ? 'Ver detalhes' : 'Editar detalhes'}
                  </button>
                </Stack>
              )}
            </FormPage>
          }
        />
      </Routes>,
      { route: `${LIST}/form/b1`, permissions: VIEWER },
    );
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Bosch');
    expect(screen.getByLabelText(/^Nome/)).toBeDisabled();
    const look = screen.getByRole('button', { name: 'Ver detalhes' });
    expect(look).toBeEnabled();
    await user.click(look);
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('shows who changed what and when', async () => {
    const { user } = await openBrand({
      [`GET ${RESOURCE}/b1/history`]: {
        body: [
          {
            at: '2026-11-23T17:03:00.000Z',
            user: { id: 'u2', name: 'Bruno' },
            action: 'update',
            changes: [{ field: 'name', before: 'Bosh', after: 'Bosch' }],
          },
          { at: '2026-11-20T10:00:00.000Z', user: null, action: 'import', changes: [] },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Histórico de alterações' });
    expect(await within(dialog).findByText(/Alteração · Bruno ·/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Importação · Sistema ·/)).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['CampoAntesDepois', 'NomeBoshBosch']);
  });
});
