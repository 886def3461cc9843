import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import { Route, Routes } from '@catalogo/shared-ui';
import { DescriptionFormPage } from './description-form-page';
import { page, renderScreen, requestsTo } from './test-utils';

const RESOURCE = '/panel/portifolio/descriptions';
const SUBGROUPS = '/panel/portifolio/subgroups';
const LIST = '/panel/portifolio/description';

const dianteiras = {
  id: 's1',
  version: 1,
  code: 'DIA',
  name: 'Dianteiras',
  group: { id: 'g1', code: 'PAS', name: 'Pastilhas' },
  active: true,
};
const saved = {
  id: 'd9',
  version: 1,
  code: 'PF-01',
  name: 'PASTILHA DE FREIO',
  synonyms: ['PASTILHA', 'LONA DE FREIO'],
  defaultSubgroupId: 's1',
  defaultSubgroup: { id: 's1', code: 'DIA', name: 'Dianteiras' },
  defaultNcm: '87083090',
  active: true,
};

function Screens() {
  return (
    <Routes>
      <Route path={`${LIST}/form/:id?`} element={<DescriptionFormPage />} />
    </Routes>
  );
}

const save = () => screen.getByRole('button', { name: 'Salvar' });

beforeEach(() => localStorage.clear());

describe('DescriptionFormPage', () => {
  it('sends the synonyms typed as chips and the NCM digits', async () => {
    const { requests } = mockApi({
      [`POST ${RESOURCE}`]: { status: 201, body: saved },
      [`GET ${RESOURCE}/d9`]: { body: saved },
      [`GET ${SUBGROUPS}`]: page([dianteiras]),
    });
    const { user, router } = renderScreen(<Screens />, { route: `${LIST}/form` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nova descrição' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Código/), 'pf-01');
    await user.type(screen.getByLabelText(/^Nome/), 'PASTILHA DE FREIO');
    const synonyms = screen.getByRole('combobox', { name: 'Sinônimos' });
    await user.type(synonyms, 'pastilha{Enter}');
    await user.type(synonyms, 'lona de freio,');
    expect(screen.getByRole('button', { name: 'PASTILHA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LONA DE FREIO' })).toBeInTheDocument();

    const ncm = screen.getByLabelText('NCM padrão');
    await user.type(ncm, '87083090');
    expect(ncm).toHaveValue('8708.30.90');

    await user.click(screen.getByRole('combobox', { name: 'Subgrupo padrão' }));
    await user.click(
      await screen.findByRole(
        'option',
        { name: 'DIA — Dianteiras (PAS — Pastilhas)' },
        // the options' answer, on a busy machine: a bound on waiting only
        { timeout: 15_000 },
      ),
    );

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(requestsTo(requests, 'POST', RESOURCE)).toHaveLength(1));
    expect(requestsTo(requests, 'POST', RESOURCE)[0]?.body).toEqual({
      code: 'PF-01',
      name: 'PASTILHA DE FREIO',
      synonyms: ['PASTILHA', 'LONA DE FREIO'],
      defaultSubgroupId: 's1',
      defaultNcm: '87083090',
      active: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIST}/form/d9`));
  });

  it('refuses an NCM of 7 digits, in pt-BR', async () => {
    const { requests } = mockApi({ [`POST ${RESOURCE}`]: { status: 201, body: saved } });
    const { user } = renderScreen(<Screens />, { route: `${LIST}/form` });
    await user.type(await screen.findByLabelText(/^Código/), 'PF-01');
    await user.type(screen.getByLabelText(/^Nome/), 'PASTILHA DE FREIO');
    const ncm = screen.getByLabelText('NCM padrão');
    await user.type(ncm, '8708309');
    await user.tab();

    expect(await screen.findByText('O NCM tem 8 dígitos (ex.: 8708.30.90).')).toBeInTheDocument();
    expect(ncm).toHaveValue('8708.30.9');
    expect(ncm).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();

    await user.type(ncm, '0');
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.queryByText('O NCM tem 8 dígitos (ex.: 8708.30.90).')).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST', RESOURCE)).toHaveLength(0);
  });

  it('shows a saved NCM with its mask and leaves the subgroup out while its level is off', async () => {
    mockApi({ [`GET ${RESOURCE}/d9`]: { body: saved } });
    renderScreen(<Screens />, {
      route: `${LIST}/form/d9`,
      settings: {
        status: true,
        metadata: [
          { level: 'category', status: true },
          { level: 'group', status: true },
          { level: 'subgroup', status: false },
        ],
      },
    });
    expect(await screen.findByLabelText('NCM padrão')).toHaveValue('8708.30.90');
    expect(screen.getByRole('button', { name: 'LONA DE FREIO' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Subgrupo padrão' })).not.toBeInTheDocument();
  });
});
