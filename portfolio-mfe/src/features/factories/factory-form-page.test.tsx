import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import { callsTo, renderPanel, VIEWER } from '../common/test-utils';
import { FactoryFormPage } from './factory-form-page';

const RESOURCE = '/panel/portifolio/factories';
const PATH = '/panel/portifolio/factory';
const row = {
  id: 'f1',
  version: 2,
  name: 'VOLKSWAGEN',
  country: 'Alemanha',
  segments: ['car', 'commercial'],
  logo: null,
  active: true,
};

function Screens() {
  return (
    <Routes>
      <Route path={`${PATH}/form/:id?`} element={<FactoryFormPage />} />
    </Routes>
  );
}

const save = () => screen.getByRole('button', { name: 'Salvar' });

beforeEach(() => localStorage.clear());

describe('FactoryFormPage', () => {
  it('creates a maker in upper case with the segments ticked, in the API order', async () => {
    const { requests } = mockApi({
      [`POST ${RESOURCE}`]: { status: 201, body: { ...row, id: 'f9', version: 1 } },
      [`GET ${RESOURCE}/f9`]: { body: { ...row, id: 'f9', version: 1 } },
    });
    const { user } = renderPanel(<Screens />, { route: `${PATH}/form` });
    await user.type(await screen.findByLabelText(/^Nome/), 'Massey Ferguson');
    await user.type(screen.getByLabelText('País'), 'Estados Unidos');
    await user.click(await screen.findByRole('checkbox', { name: 'Agrícolas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Comerciais' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());

    expect(await screen.findByText('Registro criado.')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', RESOURCE)[0]?.body).toEqual({
      name: 'MASSEY FERGUSON',
      country: 'Estados Unidos',
      segments: ['commercial', 'agricultural'],
      logo: null,
      active: true,
    });
  });

  it('shows a maker read-only to a viewer', async () => {
    mockApi({ [`GET ${RESOURCE}/f1`]: { body: row } });
    renderPanel(<Screens />, { route: `${PATH}/form/f1`, permissions: VIEWER });
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('VOLKSWAGEN');
    expect(screen.getByLabelText(/^Nome/)).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: 'Automóveis' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Motos' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Motos' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar logo' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Você pode consultar este registro, mas não alterá-lo.'),
    ).toBeInTheDocument();
  });
});
