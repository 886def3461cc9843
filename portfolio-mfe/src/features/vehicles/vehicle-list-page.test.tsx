import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import { callsTo, currentLocation, findRow, page, renderPanel } from '../common/test-utils';
import { VehicleListPage } from './vehicle-list-page';

const RESOURCE = '/panel/portifolio/vehicles';
const PATH = '/panel/portifolio/vehicle';
const vehicle = (id: string, changes: Record<string, unknown>) => ({
  id,
  version: 1,
  factoryId: 'f1',
  factory: { id: 'f1', name: 'FIAT' },
  model: 'UNO',
  versionName: 'MILLE',
  engine: '1.0 8V',
  fuel: 'FLEX',
  body: 'HATCH',
  line: 'light',
  yearStart: 2010,
  yearEnd: 2015,
  active: true,
  ...changes,
});

const rowOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[role="row"]')!;

beforeEach(() => sessionStorage.clear());

describe('VehicleListPage', () => {
  it("shows each vehicle's maker, fuel, line and years, and filters by year in the URL", async () => {
    const { requests } = mockApi({
      [`GET ${RESOURCE}`]: page([
        vehicle('v1', {}),
        vehicle('v2', {
          factory: { id: 'f2', name: 'SCANIA' },
          model: 'R 450',
          fuel: 'DIESEL',
          line: 'heavy',
          yearStart: 2018,
          yearEnd: null,
        }),
      ]),
    });
    const { user } = renderPanel(
      <Routes>
        <Route path={PATH} element={<VehicleListPage />} />
      </Routes>,
      { route: PATH },
    );

    const uno = await findRow('UNO');
    expect(within(uno).getByText('FIAT')).toBeInTheDocument();
    expect(within(uno).getByText('Flex')).toBeInTheDocument();
    expect(within(uno).getByText('Leve')).toBeInTheDocument();
    expect(within(uno).getByText('2010–2015')).toBeInTheDocument();
    const scania = rowOf('R 450');
    expect(within(scania).getByText('SCANIA')).toBeInTheDocument();
    expect(within(scania).getByText('Diesel')).toBeInTheDocument();
    expect(within(scania).getByText('Pesada')).toBeInTheDocument();
    expect(within(scania).getByText('2018–atual')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Ano'), '2012');
    await user.selectOptions(screen.getByLabelText('Combustível'), 'Diesel');
    await waitFor(() => expect(currentLocation()).toBe(`${PATH}?fuel=DIESEL&year=2012`));
    await waitFor(() =>
      expect(
        Object.fromEntries(callsTo(requests, 'GET', RESOURCE).at(-1)!.url.searchParams),
      ).toEqual({
        fuel: 'DIESEL',
        year: '2012',
        page: '1',
        pageSize: '25',
        sort: 'model:asc',
      }),
    );
  });
});
