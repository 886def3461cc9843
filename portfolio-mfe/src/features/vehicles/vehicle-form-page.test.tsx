import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import { callsTo, page, renderPanel } from '../common/test-utils';
import { VehicleFormPage } from './vehicle-form-page';

const RESOURCE = '/panel/portifolio/vehicles';
const FACTORIES = '/panel/portifolio/factories';
const PATH = '/panel/portifolio/vehicle';
const factories = [
  { id: 'f1', version: 1, name: 'FIAT', active: true },
  { id: 'f2', version: 1, name: 'VOLKSWAGEN', active: true },
];

function Screens() {
  return (
    <Routes>
      <Route path={`${PATH}/form/:id?`} element={<VehicleFormPage />} />
    </Routes>
  );
}

const save = () => screen.getByRole('button', { name: 'Salvar' });

beforeEach(() => localStorage.clear());

describe('VehicleFormPage', () => {
  it('refuses a last year before the first one, on the last year, in pt-BR', async () => {
    const { requests } = mockApi({
      [`GET ${FACTORIES}`]: page(factories),
      [`POST ${RESOURCE}`]: { status: 201, body: { id: 'v1', version: 1 } },
      [`GET ${RESOURCE}/v1`]: { body: { id: 'v1', version: 1 } },
    });
    const { user } = renderPanel(<Screens />, { route: `${PATH}/form` });

    await user.click(await screen.findByRole('combobox', { name: /^Montadora/ }));
    await user.click(await screen.findByRole('option', { name: 'VOLKSWAGEN' }));
    // only active makers are offered
    expect(callsTo(requests, 'GET', FACTORIES)[0]?.url.searchParams.get('active')).toBe('true');
    await user.type(screen.getByLabelText(/^Modelo/), 'gol');
    await user.type(screen.getByLabelText(/^Ano inicial/), '2015');
    const yearEnd = screen.getByLabelText('Ano final');
    await user.type(yearEnd, '2010');
    await user.tab();

    await waitFor(() =>
      expect(yearEnd).toHaveAccessibleDescription('O ano final não pode ser anterior ao inicial.'),
    );
    expect(yearEnd).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();

    // an earlier first year makes the same last year right, at once
    await user.clear(screen.getByLabelText(/^Ano inicial/));
    await user.type(screen.getByLabelText(/^Ano inicial/), '2008');
    await waitFor(() => expect(yearEnd).toHaveAttribute('aria-invalid', 'false'));
    await waitFor(() => expect(save()).toBeEnabled());

    await user.click(save());
    expect(await screen.findByText('Registro criado.')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', RESOURCE)[0]?.body).toEqual({
      factoryId: 'f2',
      model: 'GOL',
      versionName: '',
      engine: '',
      fuel: null,
      body: '',
      line: 'light',
      yearStart: 2008,
      yearEnd: 2010,
      active: true,
    });
  });

  it('opens a vehicle with its maker, fuel and open-ended years', async () => {
    mockApi({
      [`GET ${RESOURCE}/v7`]: {
        body: {
          id: 'v7',
          version: 3,
          factoryId: 'f1',
          factory: { id: 'f1', name: 'FIAT' },
          model: 'UNO',
          versionName: 'MILLE WAY',
          engine: '1.0 8V',
          fuel: 'FLEX',
          body: 'HATCH',
          line: 'light',
          yearStart: 2010,
          yearEnd: null,
          active: true,
        },
      },
      [`GET ${FACTORIES}/f1`]: { body: factories[0] },
    });
    renderPanel(<Screens />, { route: `${PATH}/form/v7` });
    expect(await screen.findByLabelText(/^Modelo/)).toHaveValue('UNO');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Montadora/ })).toHaveValue('FIAT'),
    );
    expect(screen.getByLabelText('Combustível')).toHaveValue('FLEX');
    expect(screen.getByLabelText(/^Ano inicial/)).toHaveValue(2010);
    expect(screen.getByLabelText('Ano final')).toHaveValue(null);
    expect(save()).toBeDisabled();
  });
});
