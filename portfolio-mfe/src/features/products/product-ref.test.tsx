import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';
import { callsTo, renderPanel } from '../common/test-utils';
import { ProductRefPage } from './product-section-pages';
import { PRODUCTS, PRODUCT_PATH, factoryRow, lookups, product, vehicleRow } from './test-fixtures';

const ROUTE = `${PRODUCT_PATH}/form/template/ProductRef`;
const VEHICLES = '/panel/portifolio/vehicles';
const sandero2 = {
  ...vehicleRow,
  id: 'v2',
  versionName: 'PRIVILÈGE',
  engine: '1.6 16V',
  yearStart: 2011,
  yearEnd: 2014,
};
const logan = {
  ...vehicleRow,
  id: 'v3',
  model: 'LOGAN',
  versionName: null,
  yearStart: 2007,
  yearEnd: null,
};
const list = (items: object[]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });

/** Vehicles searched by `q` (model, version, engine) as the API does. */
const vehicles = (request: RecordedRequest) => {
  const q = (request.url.searchParams.get('q') ?? '').toUpperCase();
  return list(
    [vehicleRow, sandero2, logan].filter((v) =>
      [v.model, v.versionName, v.engine].join(' ').includes(q),
    ),
  );
};

function Screens() {
  return (
    <Routes>
      <Route path={ROUTE} element={<ProductRefPage />} />
    </Routes>
  );
}

const SLOW = { timeout: 15_000 };
const save = () => screen.getByRole('button', { name: 'Salvar' });
const table = () => screen.getByRole('table', { name: 'Aplicações do produto' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => localStorage.clear());

describe('product references and applications', () => {
  it('adds an application from maker → model and version, with the whole year range', async () => {
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product() },
      'GET /panel/portifolio/factories': list([factoryRow]),
      [`GET ${VEHICLES}`]: vehicles,
      [`GET ${VEHICLES}/v2`]: { body: sandero2 },
      [`PUT ${PRODUCTS}/p1`]: { body: product({ version: 5 }) },
    });
    const { user } = renderPanel(<Screens />, { route: `${ROUTE}?id=p1` });
    // the row the product has, named from its vehicle
    expect(
      await within(await screen.findByRole('table', { name: 'Aplicações do produto' })).findByText(
        'RENAULT SANDERO EXPRESSION 1.6 8V (2008–2014)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código original 1/)).toHaveValue('7701208265');

    const adder = screen.getByRole('group', { name: 'Nova aplicação' });
    await user.click(within(adder).getByRole('combobox', { name: 'Montadora' }));
    await user.click(await screen.findByRole('option', { name: 'RENAULT' }, SLOW));
    await user.click(within(adder).getByRole('combobox', { name: 'Modelo e versão' }));
    await user.click(
      await screen.findByRole(
        'option',
        { name: 'RENAULT SANDERO PRIVILÈGE 1.6 16V (2011–2014)' },
        SLOW,
      ),
    );
    expect(within(adder).getByLabelText('Ano inicial')).toHaveValue('2011');
    expect(within(adder).getByLabelText('Ano final')).toHaveValue('2014');
    await user.type(within(adder).getByLabelText('Posição'), 'traseira');
    await user.click(within(adder).getByRole('button', { name: 'Adicionar aplicação' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    // the vehicles asked for were the maker's
    expect(
      callsTo(requests, 'GET', VEHICLES).every((r) => r.url.searchParams.get('factory') === 'f1'),
    ).toBe(true);

    // the filter narrows the table
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar aplicações' }), 'privil');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('1 de 2 aplicações')).toBeInTheDocument();

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(callsTo(requests, 'PUT', `${PRODUCTS}/p1`)).toHaveLength(1));
    expect(
      (callsTo(requests, 'PUT', `${PRODUCTS}/p1`)[0]?.body as { applications: unknown[] })
        .applications,
    ).toEqual([
      { vehicleId: 'v1', yearStart: 2010, yearEnd: 2015, position: 'DIANTEIRA', note: null },
      { vehicleId: 'v2', yearStart: 2011, yearEnd: 2014, position: 'TRASEIRA', note: null },
    ]);
  });

  it('adds many: every version of a model, and pasted lines (reporting those not found)', async () => {
    mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product({ applications: [] }) },
      'GET /panel/portifolio/factories': list([factoryRow]),
      [`GET ${VEHICLES}`]: vehicles,
    });
    const { user } = renderPanel(<Screens />, { route: `${ROUTE}?id=p1` });
    await user.click(await screen.findByRole('button', { name: 'Adicionar várias…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Adicionar várias aplicações' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Montadora' }));
    await user.click(await screen.findByRole('option', { name: 'RENAULT' }, SLOW));
    await user.type(within(dialog).getByLabelText('Modelo'), 'sandero');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(
      within(table()).getByText('RENAULT SANDERO PRIVILÈGE 1.6 16V (2011–2014)'),
    ).toBeInTheDocument();
    expect(within(table()).getByLabelText('Ano inicial da aplicação 2')).toHaveValue(2011);

    await user.click(screen.getByRole('button', { name: 'Adicionar várias…' }));
    dialog = await screen.findByRole('dialog', { name: 'Adicionar várias aplicações' });
    await user.click(within(dialog).getByRole('button', { name: 'Colar linhas' }));
    await user.type(
      within(dialog).getByLabelText('Linhas'),
      'LOGAN; 2008; 2012; DIANTEIRA{Enter}FUSCA; 1970{Enter}SANDERO',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(
      await within(dialog).findByText('Linha 2 (FUSCA): nenhum veículo encontrado.', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Linha 3 (SANDERO): mais de um veículo; seja mais específico.'),
    ).toBeInTheDocument();
    // what was not found stays in the box, to be fixed
    expect(within(dialog).getByLabelText('Linhas')).toHaveValue('FUSCA; 1970\nSANDERO');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(within(table()).getByLabelText('Ano final da aplicação 3')).toHaveValue(2012);
    expect(within(table()).getByLabelText('Posição da aplicação 3')).toHaveValue('DIANTEIRA');
  });
});
