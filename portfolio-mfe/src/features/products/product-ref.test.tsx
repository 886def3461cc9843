import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';
import { callsTo, renderPanel } from '../common/test-utils';
import { ProductFormPage } from './product-form-page';
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
// Another model whose name holds 'SANDERO': the API's `q` finds it too.
const stepway = {
  ...vehicleRow,
  id: 'v4',
  model: 'SANDERO STEPWAY',
  versionName: 'RIP CURL',
  yearStart: 2014,
  yearEnd: 2020,
};
const list = (items: object[]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });

/** Vehicles by `ids`, or searched by `q` (every word in model, version or engine) as the API does. */
const vehicles = (request: RecordedRequest) => {
  const ids = request.url.searchParams.get('ids')?.split(',');
  const words = (request.url.searchParams.get('q') ?? '').toUpperCase().split(/\s+/);
  return list(
    [vehicleRow, sandero2, logan, stepway].filter((v) =>
      ids
        ? ids.includes(v.id)
        : words.every((word) => [v.model, v.versionName, v.engine].join(' ').includes(word)),
    ),
  );
};
const byIds = (requests: RecordedRequest[]) =>
  callsTo(requests, 'GET', VEHICLES).filter((r) => r.url.searchParams.has('ids'));

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
  it("adds an application from maker → model → version, with years inside the vehicle's", async () => {
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product() },
      'GET /panel/portifolio/factories': list([factoryRow]),
      [`GET ${VEHICLES}`]: vehicles,
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
    const step = (name: string) => within(adder).getByRole('combobox', { name });
    expect(step('Modelo')).toBeDisabled();
    expect(step('Versão')).toBeDisabled();
    expect(within(adder).getByRole('button', { name: 'Adicionar aplicação' })).toBeDisabled();

    await user.click(step('Montadora'));
    await user.click(await screen.findByRole('option', { name: 'RENAULT' }, SLOW));
    expect(step('Versão')).toBeDisabled();
    await user.click(step('Modelo'));
    // each model once, however many versions it has
    await screen.findByRole('option', { name: 'SANDERO' }, SLOW);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'LOGAN',
      'SANDERO',
      'SANDERO STEPWAY',
    ]);
    await user.click(screen.getByRole('option', { name: 'SANDERO' }));

    await user.click(step('Versão'));
    await screen.findByRole('option', { name: 'PRIVILÈGE 1.6 16V (2011–2014)' }, SLOW);
    // that model's versions only (not SANDERO STEPWAY's)
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'EXPRESSION 1.6 8V (2008–2014)',
      'PRIVILÈGE 1.6 16V (2011–2014)',
    ]);
    await user.click(screen.getByRole('option', { name: 'PRIVILÈGE 1.6 16V (2011–2014)' }));
    const start = within(adder).getByLabelText('Ano inicial');
    expect(start).toHaveValue('2011');
    expect(within(adder).getByLabelText('Ano final')).toHaveValue('2014');
    expect(within(adder).getByText('Anos do veículo: 2011–2014.')).toBeInTheDocument();

    // the years stay inside the vehicle's
    await user.clear(start);
    await user.type(start, '2009');
    expect(start).toHaveAccessibleDescription('Fora dos anos do veículo (2011–2014).');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(within(adder).getByRole('button', { name: 'Adicionar aplicação' })).toBeDisabled();
    await user.clear(start);
    await user.type(start, '2012');
    await user.type(within(adder).getByLabelText('Posição'), 'traseira');
    await user.click(within(adder).getByRole('button', { name: 'Adicionar aplicação' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    // the maker and model stay for the next version; the version is to be chosen again
    expect(step('Modelo')).toHaveValue('SANDERO');
    expect(step('Versão')).toHaveValue('');
    // the vehicles asked for were the maker's; the new row was named without asking again
    expect(
      callsTo(requests, 'GET', VEHICLES)
        .filter((r) => !r.url.searchParams.has('ids'))
        .every((r) => r.url.searchParams.get('factory') === 'f1'),
    ).toBe(true);
    expect(byIds(requests)).toHaveLength(1);

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
      { vehicleId: 'v2', yearStart: 2012, yearEnd: 2014, position: 'TRASEIRA', note: null },
    ]);
  });

  it("names every application's vehicle with one request, kept when the tab is left", async () => {
    const application = (vehicleId: string, position = '') => ({
      vehicleId,
      yearStart: null,
      yearEnd: null,
      position,
      note: null,
    });
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: {
        body: product({
          applications: [
            application('v2'),
            application('v1'),
            application('v3'),
            application('v1', 'TRASEIRA'),
            application('00000000-0000-4000-8000-000000000000'),
          ],
        }),
      },
      [`GET ${VEHICLES}`]: vehicles,
    });
    const { user } = renderPanel(
      <Routes>
        <Route path={`${PRODUCT_PATH}/form/:id?`} element={<ProductFormPage />} />
      </Routes>,
      { route: `${PRODUCT_PATH}/form/p1` },
    );
    await user.click(await screen.findByRole('tab', { name: /^Referências/ }));
    await within(table()).findByText('RENAULT LOGAN 1.6 8V (2007–atual)', {}, SLOW);
    expect(bodyRows().map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'RENAULT SANDERO PRIVILÈGE 1.6 16V (2011–2014)',
      'RENAULT SANDERO EXPRESSION 1.6 8V (2008–2014)',
      'RENAULT LOGAN 1.6 8V (2007–atual)',
      'RENAULT SANDERO EXPRESSION 1.6 8V (2008–2014)',
      'Veículo não encontrado',
    ]);
    // one list call by ids, each vehicle once; no read per vehicle
    expect(byIds(requests).map((r) => r.url.searchParams.get('ids'))).toEqual([
      '00000000-0000-4000-8000-000000000000,v1,v2,v3',
    ]);
    expect(requests.filter((r) => r.url.pathname.startsWith(`${VEHICLES}/`))).toEqual([]);

    await user.click(screen.getByRole('tab', { name: /^Principal/ }));
    await user.click(screen.getByRole('tab', { name: /^Referências/ }));
    expect(
      await within(table()).findByText('RENAULT LOGAN 1.6 8V (2007–atual)'),
    ).toBeInTheDocument();
    expect(byIds(requests)).toHaveLength(1);
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
    await user.click(within(dialog).getByRole('combobox', { name: 'Modelo' }));
    await user.click(await screen.findByRole('option', { name: 'SANDERO' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    // that model's versions, not SANDERO STEPWAY's (whose name the search finds too)
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
